// SQL of the booking limits (decision 223): one active booking per person and vaccine kind, and places booked per
// day per mailbox and per client address. Both are decided by one conditional upsert each, inside the booking's
// transaction, so every server of a fleet agrees and two concurrent bookings cannot both pass.
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { compiledOnce, runCompiled } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Adds each scope's places to its count for the day if it stays within that scope's cap, in one statement. Answers
 * the scopes refused (nothing is counted for them; the caller rolls the transaction back). A concurrent booking of
 * the same scope waits on the row's lock (PostgreSQL) or the write lock (SQLite).
 */
export async function addDailyPlaces(
  trx: Transaction<Database>,
  day: string,
  counts: ReadonlyArray<DailyPlaces>,
): Promise<string[]> {
  const over = counts.filter((c) => c.places > c.cap).map((c) => c.scope);
  if (over.length > 0 || counts.length === 0) return over;
  if (!onePerStatement(trx)) return refusedScopes(counts, await addDailyPlacesQuery(trx, day, counts).execute());
  const counted: Array<{ scope: string }> = [];
  for (const c of counts) counted.push(...(await runCompiled(trx, addDailyPlaceOnce(trx, { ...c, day }))).rows);
  return refusedScopes(counts, counted);
}

/**
 * SQLite runs a statement without a round trip, so one statement per row costs nothing there, and a one-row statement
 * has one shape, compiled once (compiled-once.ts). On PostgreSQL several rows go in one statement (one round trip).
 */
const onePerStatement = (db: Kysely<Database>) => !(db.getExecutor().adapter instanceof PostgresAdapter);

const addDailyPlaceOnce = compiledOnce('addDailyPlace', (db, v: DailyPlaces & { day: string }) =>
  addDailyPlacesQuery(db, v.day, [{ scope: v.scope, places: v.places, cap: v.cap }]),
);

export interface DailyPlaces {
  scope: string;
  places: number;
  cap: number;
}

/** The statement of addDailyPlaces (counts not empty, each within its cap), answering the scopes counted. */
export function addDailyPlacesQuery(db: Kysely<Database>, day: string, counts: ReadonlyArray<DailyPlaces>) {
  const capOf = sql<number>`case excluded.scope ${sql.join(
    counts.map((c) => sql`when ${c.scope} then cast(${c.cap} as integer)`),
    sql` `,
  )} end`;
  return db
    .insertInto('booking_quotas')
    .values(counts.map((c) => ({ scope: c.scope, day, places: c.places })))
    .onConflict((oc) =>
      oc
        .columns(['scope', 'day'])
        .doUpdateSet({ places: sql<number>`booking_quotas.places + excluded.places` })
        .where(sql<boolean>`booking_quotas.places + excluded.places <= ${capOf}`),
    )
    .returning('scope');
}

/** The scopes of `counts` that the statement did not count. */
export function refusedScopes(counts: ReadonlyArray<DailyPlaces>, counted: ReadonlyArray<{ scope: string }>): string[] {
  const done = new Set(counted.map((r) => r.scope));
  return counts.filter((c) => !done.has(c.scope)).map((c) => c.scope);
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

export interface PersonBookingClaim {
  person: string;
  kind: string;
  appointmentId: string;
}

/**
 * Gives each person's booking of a kind to its appointment, unless another appointment has it and is still booked in
 * the future; one statement for all of a booking's claims. The takeover condition reads that appointment in the
 * statement's snapshot: an appointment another transaction has just committed counts as active (it is not yet
 * visible as cancelled or past), so of two concurrent bookings of one person exactly one wins. Answers the claims
 * refused. Claims must be distinct by person and kind (PostgreSQL refuses to update one row twice in a statement).
 */
export async function claimPersonBookings(
  trx: Transaction<Database>,
  claims: readonly PersonBookingClaim[],
  now: string,
): Promise<PersonBookingClaim[]> {
  if (claims.length === 0) return [];
  if (claims.length > 1 && !onePerStatement(trx))
    return refusedClaims(claims, await claimPersonBookingsQuery(trx, claims, now).execute());
  const taken: Array<{ person: string; kind: string }> = [];
  for (const claim of claims)
    taken.push(...(await runCompiled(trx, claimPersonBookingOnce(trx, { ...claim, now }))).rows);
  return refusedClaims(claims, taken);
}

const claimPersonBookingOnce = compiledOnce('claimPersonBooking', (db, v: PersonBookingClaim & { now: string }) =>
  claimPersonBookingsQuery(db, [{ person: v.person, kind: v.kind, appointmentId: v.appointmentId }], v.now),
);

/** The statement of claimPersonBookings (claims not empty), answering the claims given. */
export function claimPersonBookingsQuery(db: Kysely<Database>, claims: readonly PersonBookingClaim[], now: string) {
  return db
    .insertInto('person_bookings')
    .values(claims.map((c) => ({ person: c.person, kind: c.kind, appointment_id: c.appointmentId })))
    .onConflict((oc) =>
      oc
        .columns(['person', 'kind'])
        .doUpdateSet({ appointment_id: sql<string>`excluded.appointment_id` })
        .where(
          sql<boolean>`exists (select 1 from appointments a where a.id = person_bookings.appointment_id and (a.status <> 'booked' or a.starts_at <= ${now}))`,
        ),
    )
    .returning(['person', 'kind']);
}

/** The claims the statement did not give. */
export function refusedClaims(
  claims: readonly PersonBookingClaim[],
  taken: ReadonlyArray<{ person: string; kind: string }>,
): PersonBookingClaim[] {
  const done = new Set(taken.map((r) => `${r.person} ${r.kind}`));
  return claims.filter((c) => !done.has(`${c.person} ${c.kind}`));
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
