// Where the waiting list's places come from, besides cancellations and reschedules (decision 286). Each source writes
// `waitlist_openings` rows in the transaction of the change that made the place, so the worker only ever offers a
// place that the committed change really made (the same outbox-like pattern as cancellations).
//
// Two shapes of opening:
// - one place: a slot (`location_id`, `starts_at`) whose place came free: a hold released or expired without becoming
//   a booking, the held alternative of a closure nobody took, a closure reopened;
// - a range: every slot of a location from `starts_at` to the booking horizon (places per slot raised, a new listing,
//   new opening hours). The worker offers a range person by person, longest wait first, each the earliest place that
//   suits them, so a new pharmacy does not write thousands of rows nobody may want.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SPENT_HOLD_EXPIRY, type SlotKey } from '../reservations/reservations.repository.ts';
import { insertOpenings } from './waiting-list.repository.ts';

/** Reasons whose opening stands for every slot from its start to the horizon (see `offerRange`). */
export const RANGE_REASONS = ['capacity_added', 'new_location', 'new_hours'] as const;
export type RangeReason = (typeof RANGE_REASONS)[number];
export const isRangeReason = (reason: string): reason is RangeReason =>
  (RANGE_REASONS as readonly string[]).includes(reason);

/** Hold clients whose places are not freed by their hold ending: the list's own offers (a lapse gives them back
 * itself) and a closure's fill (its holds end when the closed slot starts). */
const NOT_A_FREED_PLACE = ['waitlist-offer:%', 'closure:%'];

/** Nobody confirmed and waiting: nothing to record (keeps busy hold churn from writing rows nobody reads). */
async function anyoneWaiting(trx: Kysely<Database>): Promise<boolean> {
  const row = await trx
    .selectFrom('waitlist_entries')
    .select('id')
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Places appeared at a location from `fromInstant` on: one range opening, offered by the worker. */
export async function recordPlacesAppeared(
  trx: Kysely<Database>,
  locationId: string,
  fromInstant: string,
  reason: RangeReason,
  now: string,
): Promise<void> {
  if (!(await anyoneWaiting(trx))) return;
  await insertOpenings(trx, [{ locationId, startsAt: fromInstant > now ? fromInstant : now }], reason, now, () =>
    crypto.randomUUID(),
  );
}

/** The distinct future slots of holds about to be deleted, as openings; call it before deleting them. */
async function recordHeldPlaces(
  trx: Kysely<Database>,
  filter: { clientIds?: readonly string[]; slots?: readonly SlotKey[]; expiredBy?: string },
  reason: 'hold_released' | 'hold_expired' | 'closure_reopened',
  now: string,
): Promise<void> {
  if (filter.clientIds && filter.clientIds.length === 0) return;
  if (!(await anyoneWaiting(trx))) return;
  let query = trx.selectFrom('holds').select(['location_id', 'starts_at']).distinct().where('starts_at', '>', now);
  if (filter.clientIds) query = query.where('client_id', 'in', [...filter.clientIds]);
  if (filter.expiredBy) {
    // A hold a booking spent keeps its row with an empty expiry: its place is booked, not freed.
    query = query.where('expires_at', '<=', filter.expiredBy).where('expires_at', '!=', SPENT_HOLD_EXPIRY);
    for (const pattern of NOT_A_FREED_PLACE) query = query.where('client_id', 'not like', pattern);
  } else if (filter.clientIds) {
    // Only a live hold frees a place when it goes: an ended one already did (and the purge records it).
    query = query.where('expires_at', '>', now);
  } else return;
  let rows = await query.execute();
  if (filter.slots) {
    const wanted = new Set(filter.slots.map((s) => `${s.locationId}|${s.startsAt}`));
    rows = rows.filter((r) => wanted.has(`${r.location_id}|${r.starts_at}`));
  }
  await insertOpenings(
    trx,
    rows.map((r) => ({ locationId: r.location_id, startsAt: r.starts_at })),
    reason,
    now,
    () => crypto.randomUUID(),
  );
}

/** A person let go of the times they held (the booking form's "release"): those places may suit someone waiting. */
export const recordReleasedHolds = (trx: Kysely<Database>, clientId: string, slots: readonly SlotKey[], now: string) =>
  recordHeldPlaces(trx, { clientIds: [clientId], slots }, 'hold_released', now);

/**
 * Holds that ended without a booking (a form abandoned, a closure's held alternative nobody took): the purge that
 * deletes them records their places first, in its own transaction.
 */
export const recordExpiredHolds = (trx: Kysely<Database>, now: string) =>
  recordHeldPlaces(trx, { expiredBy: now }, 'hold_expired', now);

/** A reopened closure gives back its closed places and the alternatives it held for its people. */
export const recordClosureHoldsReleased = (trx: Kysely<Database>, clientIds: readonly string[], now: string) =>
  recordHeldPlaces(trx, { clientIds }, 'closure_reopened', now);
