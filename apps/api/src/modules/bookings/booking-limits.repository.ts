// SQL of the booking limits (decision 223): one active booking per person and vaccine kind, and places booked per
// day per mailbox and per client address. Both are decided by one conditional upsert each, inside the booking's
// transaction, so every server of a fleet agrees and two concurrent bookings cannot both pass.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Adds `places` to the scope's count for the day if it stays within `cap`. False (and nothing counted) when it would
 * go over. A concurrent booking of the same scope waits on the row's lock (PostgreSQL) or the write lock (SQLite).
 */
export async function addDailyPlaces(
  trx: Transaction<Database>,
  q: { scope: string; day: string; places: number; cap: number },
): Promise<boolean> {
  if (q.places > q.cap) return false;
  const row = await trx
    .insertInto('booking_quotas')
    .values({ scope: q.scope, day: q.day, places: q.places })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'day'])
        .doUpdateSet({ places: sql<number>`booking_quotas.places + excluded.places` })
        .where(sql<boolean>`booking_quotas.places + excluded.places <= ${q.cap}`),
    )
    .returning('places')
    .executeTakeFirst();
  return row !== undefined;
}

/** Places booked today from this client address, for the bot check's cost. */
export async function dailyPlaces(db: Kysely<Database>, scope: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('booking_quotas')
    .select('places')
    .where('scope', '=', scope)
    .where('day', '=', day)
    .executeTakeFirst();
  return row ? Number(row.places) : 0;
}

/**
 * Gives the person's booking of this kind to `appointmentId`, unless another appointment has it and is still booked
 * in the future. The takeover condition reads that appointment in the statement's snapshot: an appointment another
 * transaction has just committed counts as active (it is not yet visible as cancelled or past), so of two
 * concurrent bookings of one person exactly one wins. False when the person already has an active booking.
 */
export async function claimPersonBooking(
  trx: Transaction<Database>,
  claim: { person: string; kind: string; appointmentId: string },
  now: string,
): Promise<boolean> {
  const row = await trx
    .insertInto('person_bookings')
    .values({ person: claim.person, kind: claim.kind, appointment_id: claim.appointmentId })
    .onConflict((oc) =>
      oc
        .columns(['person', 'kind'])
        .doUpdateSet({ appointment_id: claim.appointmentId })
        .where(
          sql<boolean>`exists (select 1 from appointments a where a.id = person_bookings.appointment_id and (a.status <> 'booked' or a.starts_at <= ${now}))`,
        ),
    )
    .returning('appointment_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The registration (and its contact) of the appointment that has the person's booking of this kind. */
export async function findPersonBookingHolder(db: Kysely<Database>, person: string, kind: string) {
  return db
    .selectFrom('person_bookings as pb')
    .innerJoin('appointments as a', 'a.id', 'pb.appointment_id')
    .innerJoin('registrations as r', 'r.id', 'a.registration_id')
    .select(['r.access_code as accessCode'])
    .where('pb.person', '=', person)
    .where('pb.kind', '=', kind)
    .executeTakeFirst();
}

/**
 * Housekeeping, not correctness: rows of appointments no longer booked in the future (they only hold a hash of a
 * name and date of birth) and counts of days before yesterday.
 */
export async function purgeBookingLimits(db: Kysely<Database>, now: Date) {
  const nowIso = now.toISOString();
  await db
    .deleteFrom('person_bookings')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('appointments as a')
          .select('a.id')
          .whereRef('a.id', '=', 'person_bookings.appointment_id')
          .where((eb) => eb.or([eb('a.status', '<>', 'booked'), eb('a.starts_at', '<=', nowIso)])),
      ),
    )
    .execute();
  const yesterday = new Date(now.getTime() - 24 * 60 * 60_000).toISOString().slice(0, 10);
  await db.deleteFrom('booking_quotas').where('day', '<', yesterday).execute();
}
