// SQL of closures (decision 258). A closure is enforced where every hold and booking already looks: each slot of the
// range is locked and filled with holds of the closure, in the closure's transaction. A hold or booking that locked a
// slot first committed before the closure saw that slot (and the closure then finds its booking); one that comes after
// counts the closure's holds in its own conditional update and is refused. Reopening deletes the closure's holds.
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { lockSlot } from '../reservations/reservations.repository.ts';

export interface ClosureRow {
  id: string;
  locationId: string;
  startsAt: string;
  endsAt: string;
  reason: string;
  createdBy: string;
  createdAt: string;
  reopenedAt: string | null;
  /** Absent for a staff closure; 'schedule_change' for the people a change of hours left without a slot. */
  cause?: 'schedule_change';
}

const toClosure = (r: Database['location_closures']): ClosureRow => ({
  id: r.id,
  locationId: r.location_id,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  reason: r.reason,
  createdBy: r.created_by,
  createdAt: r.created_at,
  reopenedAt: r.reopened_at,
  ...(r.cause === 'schedule_change' ? { cause: 'schedule_change' as const } : {}),
});

export async function insertClosure(db: Kysely<Database>, closure: ClosureRow): Promise<void> {
  await db
    .insertInto('location_closures')
    .values({
      id: closure.id,
      location_id: closure.locationId,
      starts_at: closure.startsAt,
      ends_at: closure.endsAt,
      reason: closure.reason,
      created_by: closure.createdBy,
      created_at: closure.createdAt,
      reopened_at: null,
      reopened_by: null,
      cause: closure.cause ?? null,
    })
    .execute();
}

export async function findClosure(db: Kysely<Database>, id: string): Promise<ClosureRow | null> {
  const row = await db.selectFrom('location_closures').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toClosure(row) : null;
}

export async function listClosures(db: Kysely<Database>, locationId: string): Promise<ClosureRow[]> {
  const rows = await db
    .selectFrom('location_closures')
    .selectAll()
    .where('location_id', '=', locationId)
    .orderBy('starts_at', 'desc')
    .limit(200)
    .execute();
  return rows.map(toClosure);
}

/** Marks the closure reopened unless it already is: false when another reopen got there first. */
export async function markReopened(trx: Transaction<Database>, id: string, by: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('location_closures')
    .set({ reopened_at: at, reopened_by: by })
    .where('id', '=', id)
    .where('reopened_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The hold client of a closure: its holds fill every place of every slot in the range. */
export const closureClientId = (closureId: string): string => `closure:${closureId}`;

/**
 * Closes the slots: each is locked (slot order, as bookings lock them) and filled with `capacity` holds of the
 * closure's client, kept until the slot starts. Holds are counted by every hold, booking and availability read, and
 * unlike a lowered capacity they leave the booked count free to fall as people move out, without ever freeing a place.
 */
export async function fillSlots(
  trx: Transaction<Database>,
  dialect: DialectName,
  closureId: string,
  locationId: string,
  starts: readonly string[],
  scheduleCapacity: number,
  now: string,
): Promise<void> {
  for (const startsAt of [...starts].sort()) {
    const usage = await lockSlot(trx, dialect, { locationId, startsAt }, scheduleCapacity);
    const places = Math.max(usage.capacity, scheduleCapacity);
    await trx
      .insertInto('holds')
      .values(
        Array.from({ length: places }, () => ({
          id: crypto.randomUUID(),
          client_id: closureClientId(closureId),
          client_address: 'closure',
          location_id: locationId,
          starts_at: startsAt,
          expires_at: startsAt,
          created_at: now,
        })),
      )
      .execute();
  }
}

/** Reopens: the closure's holds go, and with them the closure; other closures' holds stay where they overlap. */
export async function emptySlots(trx: Transaction<Database>, closureId: string): Promise<void> {
  await trx.deleteFrom('holds').where('client_id', '=', closureClientId(closureId)).execute();
}

/**
 * Holds of people filling in a form for a closed time: they could not book it any more, so they go at once. Closures'
 * own holds and earlier offers' stay. A waiting-list offer whose held place goes with them lapses now: the list's
 * next pass ends it as any lapsed offer (decision 286), instead of leaving an offer open with no place behind it.
 */
export async function deleteHoldsIn(
  trx: Transaction<Database>,
  locationId: string,
  from: string,
  to: string,
  now: string,
) {
  const offerHolds = await trx
    .selectFrom('holds')
    .select('client_id')
    .where('location_id', '=', locationId)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .where('client_id', 'like', 'waitlist-offer:%')
    .execute();
  const offerIds = [...new Set(offerHolds.map((h) => h.client_id.slice('waitlist-offer:'.length)))];
  if (offerIds.length > 0)
    await trx
      .updateTable('waitlist_offers')
      .set({ expires_at: now })
      .where('id', 'in', offerIds)
      .where('status', '=', 'offered')
      .where('expires_at', '>', now)
      .execute();
  await trx
    .deleteFrom('holds')
    .where('location_id', '=', locationId)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .where('client_id', 'not like', 'closure%')
    .execute();
}

export interface ClosedAppointment {
  id: string;
  registrationId: string;
  startsAt: string;
}

/** The appointments booked at the location in [from, to), read after the slots were closed (so none can join). */
export async function bookedIn(
  db: Kysely<Database>,
  locationId: string,
  from: string,
  to: string,
): Promise<ClosedAppointment[]> {
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'registration_id', 'starts_at'])
    .where('location_id', '=', locationId)
    .where('status', '=', 'booked')
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .orderBy('registration_id')
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, registrationId: r.registration_id, startsAt: r.starts_at }));
}

export interface ContactOf {
  id: string;
  accessCode: string;
  email: string;
  locale: string;
}

export async function contactsOf(db: Kysely<Database>, registrationIds: readonly string[]): Promise<ContactOf[]> {
  if (registrationIds.length === 0) return [];
  const rows = await db
    .selectFrom('registrations')
    .select(['id', 'access_code', 'email', 'locale'])
    .where('id', 'in', [...registrationIds])
    .execute();
  return rows.map((r) => ({ id: r.id, accessCode: r.access_code, email: r.email, locale: r.locale }));
}

export interface OfferedMove {
  appointmentId: string;
  /** The closed start it moves from. */
  from: string;
  timeSlotId: string;
}

export interface NoticeRow {
  id: string;
  closureId: string;
  registrationId: string;
  appointmentIds: string[];
  offer: OfferedMove[] | null;
  offerExpiresAt: string | null;
  status: 'offered' | 'no_offer' | 'taken' | 'released';
  createdAt: string;
}

const toNotice = (r: Database['closure_notices']): NoticeRow => ({
  id: r.id,
  closureId: r.closure_id,
  registrationId: r.registration_id,
  appointmentIds: JSON.parse(r.appointment_ids) as string[],
  offer: r.offer ? (JSON.parse(r.offer) as OfferedMove[]) : null,
  offerExpiresAt: r.offer_expires_at,
  status: r.status as NoticeRow['status'],
  createdAt: r.created_at,
});

export async function insertNotice(db: Kysely<Database>, notice: NoticeRow): Promise<void> {
  await db
    .insertInto('closure_notices')
    .values({
      id: notice.id,
      closure_id: notice.closureId,
      registration_id: notice.registrationId,
      appointment_ids: JSON.stringify(notice.appointmentIds),
      offer: notice.offer ? JSON.stringify(notice.offer) : null,
      offer_expires_at: notice.offerExpiresAt,
      status: notice.status,
      created_at: notice.createdAt,
      resolved_at: null,
    })
    .execute();
}

export async function findNotice(db: Kysely<Database>, id: string): Promise<NoticeRow | null> {
  const row = await db.selectFrom('closure_notices').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toNotice(row) : null;
}

export async function noticesOf(db: Kysely<Database>, closureIds: readonly string[]): Promise<NoticeRow[]> {
  if (closureIds.length === 0) return [];
  const rows = await db
    .selectFrom('closure_notices')
    .selectAll()
    .where('closure_id', 'in', [...closureIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toNotice);
}

/** Moves a notice on from `offered`; false when it was not offered any more (taken or released meanwhile). */
export async function resolveNotice(
  db: Kysely<Database>,
  id: string,
  status: 'taken' | 'released',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('closure_notices')
    .set({ status, resolved_at: at })
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The hold client of a notice's offer: its places are ordinary holds, counted and expiring like any other. */
export const offerClientId = (noticeId: string): string => `closure-offer:${noticeId}`;

export async function deleteOfferHolds(db: Kysely<Database>, noticeIds: readonly string[]): Promise<void> {
  if (noticeIds.length === 0) return;
  await db.deleteFrom('holds').where('client_id', 'in', noticeIds.map(offerClientId)).execute();
}

/** Where the appointments are now: for the staff's list of who has not yet rebooked. */
export async function appointmentsNow(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('appointments')
    .select(['id', 'registration_id', 'location_id', 'starts_at', 'status', 'first_name', 'last_name'])
    .where('id', 'in', [...ids])
    .execute();
}
