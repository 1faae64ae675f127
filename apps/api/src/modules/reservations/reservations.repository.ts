// SQL for slot capacity and holds. The capacity model (decision 010): a slot's taken places are
// slot_usage.booked plus its unexpired holds. Every change runs in one transaction that first locks the
// slot's slot_usage row, so two requests for the last place are serialised by the database.
import { sql, type Kysely, type QueryCreator, type Transaction } from 'kysely';
import { compiledOnce, runCompiled } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/database.ts';

export interface SlotKey {
  locationId: string;
  startsAt: string;
}

/**
 * Creates the slot's usage row if needed (capacity copied from the schedule) and locks it until the transaction
 * ends. PostgreSQL: SELECT ... FOR UPDATE, which is the only statement when the row exists (a hold made it: the usual
 * case for a booking), the INSERT only when it does not. SQLite: the INSERT takes the database's write lock at once,
 * and Kysely runs the transactions of its single connection one after another.
 */
export async function lockSlotRow(
  trx: Transaction<Database>,
  dialect: DialectName,
  slot: SlotKey,
  capacity: number,
): Promise<{ capacity: number; booked: number } | null> {
  // The lock is taken by its own statement so that, in READ COMMITTED, the statements after it see every hold and
  // booking committed before the lock was granted (a conditional UPDATE alone would count holds from an older snapshot).
  if (dialect === 'postgres') {
    const locked = await selectSlotUsage(trx, slot, true);
    if (locked) return locked;
  }
  await trx
    .insertInto('slot_usage')
    .values({ location_id: slot.locationId, starts_at: slot.startsAt, capacity, booked: 0 })
    .onConflict((oc) => oc.columns(['location_id', 'starts_at']).doNothing())
    .execute();
  return dialect === 'postgres' ? selectSlotUsage(trx, slot, true) : null;
}

/** lockSlotRow, answering the slot's capacity and booked places. */
export async function lockSlot(
  trx: Transaction<Database>,
  dialect: DialectName,
  slot: SlotKey,
  capacity: number,
): Promise<{ capacity: number; booked: number }> {
  const locked = (await lockSlotRow(trx, dialect, slot, capacity)) ?? (await selectSlotUsage(trx, slot, false));
  if (!locked) throw new Error('slot_usage row missing after its insert');
  return locked;
}

async function selectSlotUsage(trx: Transaction<Database>, slot: SlotKey, forUpdate: boolean) {
  let query = trx
    .selectFrom('slot_usage')
    .select(['capacity', 'booked'])
    .where('location_id', '=', slot.locationId)
    .where('starts_at', '=', slot.startsAt);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { capacity: Number(row.capacity), booked: Number(row.booked) } : null;
}

export async function countActiveHolds(db: Kysely<Database>, slot: SlotKey, now: string): Promise<number> {
  const row = await db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('location_id', '=', slot.locationId)
    .where('starts_at', '=', slot.startsAt)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findActiveHold(db: Kysely<Database>, clientId: string, slot: SlotKey, now: string) {
  return db
    .selectFrom('holds')
    .select(['id', 'expires_at', 'created_at', 'renewals'])
    .where('client_id', '=', clientId)
    .where('location_id', '=', slot.locationId)
    .where('starts_at', '=', slot.startsAt)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function countClientHolds(db: Kysely<Database>, clientId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Serialises the holds of one client address until the transaction ends, so that two concurrent holds from one
 * address cannot both pass the per-address count. PostgreSQL: a transaction advisory lock on the address (always
 * taken before the slot's lock, and bookings take no address lock, so the order cannot deadlock). SQLite: its
 * transactions already run one at a time.
 */
export async function lockClientAddress(
  trx: Transaction<Database>,
  dialect: DialectName,
  address: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`hold-address:${address}`}, 0))`.execute(trx);
}

export async function countAddressHolds(db: Kysely<Database>, address: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_address', '=', address)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertHold(
  db: Kysely<Database>,
  hold: {
    id: string;
    clientId: string;
    clientAddress: string;
    slot: SlotKey;
    expiresAt: string;
    now: string;
    /** A hold that replaces earlier ones of the same client and slot keeps their first take and their counts. */
    renews?: HoldHistory;
  },
) {
  await db
    .insertInto('holds')
    .values({
      id: hold.id,
      client_id: hold.clientId,
      client_address: hold.clientAddress,
      location_id: hold.slot.locationId,
      starts_at: hold.slot.startsAt,
      expires_at: hold.expiresAt,
      created_at: hold.renews?.firstHeldAt ?? hold.now,
      ...(hold.renews ? { renewals: hold.renews.renewals, extension_count: hold.renews.extensions } : {}),
    })
    .execute();
}

/**
 * What a client's active holds on one slot have used of the 30 minutes: when first taken, until when held, how often
 * renewed and extended (the earliest take, the latest expiry and the most renewals among them).
 */
export interface HoldHistory {
  firstHeldAt: string;
  expiresAt: string;
  renewals: number;
  extensions: number;
}

/** The client's active holds on these slots, one history per slot (keyed `locationId startsAt`). */
export async function findClientHoldHistories(
  db: Kysely<Database>,
  clientId: string,
  slots: readonly SlotKey[],
  now: string,
): Promise<Map<string, HoldHistory>> {
  const histories = new Map<string, HoldHistory>();
  if (slots.length === 0) return histories;
  const rows = await db
    .selectFrom('holds')
    .select(['location_id', 'starts_at', 'created_at', 'expires_at', 'renewals', 'extension_count'])
    .where('client_id', '=', clientId)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.or(slots.map((s) => eb.and([eb('location_id', '=', s.locationId), eb('starts_at', '=', s.startsAt)]))),
    )
    .execute();
  for (const row of rows) {
    const key = `${row.location_id} ${row.starts_at}`;
    const seen = histories.get(key);
    histories.set(key, {
      firstHeldAt: seen && seen.firstHeldAt < row.created_at ? seen.firstHeldAt : row.created_at,
      expiresAt: seen && seen.expiresAt > row.expires_at ? seen.expiresAt : row.expires_at,
      renewals: Math.max(seen?.renewals ?? 0, Number(row.renewals)),
      extensions: Math.max(seen?.extensions ?? 0, Number(row.extension_count)),
    });
  }
  return histories;
}

/** Lazy purge: expired holds of one slot go when someone next holds it (the timer sweeps the rest). */
export async function deleteExpiredHolds(db: Kysely<Database>, slot: SlotKey, now: string) {
  await db
    .deleteFrom('holds')
    .where('location_id', '=', slot.locationId)
    .where('starts_at', '=', slot.startsAt)
    .where('expires_at', '<=', now)
    .execute();
}

/** Renews a hold, counting the renewal. */
export async function extendHold(db: Kysely<Database>, id: string, expiresAt: string) {
  await db
    .updateTable('holds')
    .set((eb) => ({ expires_at: expiresAt, renewals: eb('renewals', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function findClientHold(db: Kysely<Database>, clientId: string, slot: SlotKey, now: string) {
  return db
    .selectFrom('holds')
    .select(['id', 'expires_at', 'created_at', 'extension_count'])
    .where('client_id', '=', clientId)
    .where('location_id', '=', slot.locationId)
    .where('starts_at', '=', slot.startsAt)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Extends only if nobody extended it since it was read: two "more time" clicks at once count once. */
export async function recordHoldExtension(
  db: Kysely<Database>,
  id: string,
  seenExtensions: number,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('holds')
    .set({ expires_at: expiresAt, extension_count: seenExtensions + 1 })
    .where('id', '=', id)
    .where('extension_count', '=', seenExtensions)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the client's holds (expired or not) on these slots. */
export async function deleteClientHolds(db: Kysely<Database>, clientId: string, slots: readonly SlotKey[]) {
  if (slots.length === 0) return;
  await db
    .deleteFrom('holds')
    .where('client_id', '=', clientId)
    .where((eb) =>
      eb.or(slots.map((s) => eb.and([eb('location_id', '=', s.locationId), eb('starts_at', '=', s.startsAt)]))),
    )
    .execute();
}

/**
 * Takes one booked place if the slot still has one once the unexpired holds are counted (the caller has already
 * released its own hold in this transaction). False when the slot is full: the conditional UPDATE changed no row.
 */
export async function takeBookedPlace(trx: Transaction<Database>, slot: SlotKey, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('slot_usage')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('location_id', '=', slot.locationId)
    .where('starts_at', '=', slot.startsAt)
    .where(
      sql<boolean>`booked + (select count(*) from holds h where h.location_id = ${slot.locationId} and h.starts_at = ${slot.startsAt} and h.expires_at > ${now}) < capacity`,
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What a spent hold's expiry becomes: sorts before every instant, so it counts nowhere and the purge removes it. */
export const SPENT_HOLD_EXPIRY = '';

/**
 * A booking's places at one slot, taken from the client's own holds (decision 223). The client's unexpired holds on
 * the slot are spent (their expiry set to SPENT_HOLD_EXPIRY: an UPDATE of two index entries rather than a DELETE of
 * four, and no change in free places for the feed's log, decisions 252 and 261) and `places` booked places taken, if
 * at least `places` holds were spent and the slot still has room once everyone else's unexpired holds are counted
 * (the room check also covers clocks that differ between servers). The caller has locked the slot (lockSlotRow) on
 * PostgreSQL; on SQLite its transaction is the only writer. 'not_held' or 'full': the caller rolls back. PostgreSQL:
 * one statement (the spending as a data-modifying CTE, whose rows the count below still sees as unexpired, hence the
 * subtraction); SQLite: the two statements, which cost no round trip there.
 */
export async function takeHeldPlaces(
  trx: Transaction<Database>,
  dialect: DialectName,
  input: { clientId: string; slot: SlotKey; places: number; now: string },
): Promise<'taken' | 'not_held' | 'full'> {
  const { clientId, slot, places, now } = input;
  const values = { clientId, locationId: slot.locationId, startsAt: slot.startsAt, places, now };
  if (dialect === 'postgres') {
    const row = await trx
      .with('spent', (db) => spendHolds(db, values).returning('id'))
      .with('taken', (db) =>
        db
          .updateTable('slot_usage')
          .set((eb) => ({ booked: eb('booked', '+', places) }))
          .where('location_id', '=', slot.locationId)
          .where('starts_at', '=', slot.startsAt)
          .where(sql<boolean>`(select count(*) from spent) >= ${places}`)
          .where(sql<boolean>`booked + ${places} + ${othersHeld(values)} - (select count(*) from spent) <= capacity`)
          .returning('booked'),
      )
      .selectNoFrom([
        sql<string>`(select count(*) from spent)`.as('held'),
        sql<string>`(select count(*) from taken)`.as('taken'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(row.held) < places) return 'not_held';
    return Number(row.taken) === 1 ? 'taken' : 'full';
  }
  const spent = await runCompiled(trx, spendHoldsOnce(trx, values));
  if (Number(spent.numAffectedRows) < places) return 'not_held';
  const result = await runCompiled(trx, takePlacesOnce(trx, values));
  return Number(result.numAffectedRows) === 1 ? 'taken' : 'full';
}

interface TakePlaces {
  clientId: string;
  locationId: string;
  startsAt: string;
  places: number;
  now: string;
}

/** The client's unexpired holds at that time, marked spent (a booking now stands in their place). */
const spendHolds = (db: QueryCreator<Database>, v: TakePlaces) =>
  db
    .updateTable('holds')
    .set({ expires_at: SPENT_HOLD_EXPIRY })
    .where('client_id', '=', v.clientId)
    .where('location_id', '=', v.locationId)
    .where('starts_at', '=', v.startsAt)
    .where('expires_at', '>', v.now);
const spendHoldsOnce = compiledOnce('spendHolds', spendHolds);

/** Places other clients hold at that time. */
const othersHeld = (v: TakePlaces) =>
  sql<number>`(select count(*) from holds h where h.location_id = ${v.locationId} and h.starts_at = ${v.startsAt} and h.expires_at > ${v.now})`;

/** SQLite: the places taken if the slot still has them once the client's own holds are spent. */
const takePlacesOnce = compiledOnce('takePlaces', (db, v: TakePlaces) =>
  db
    .updateTable('slot_usage')
    .set((eb) => ({ booked: eb('booked', '+', v.places) }))
    .where('location_id', '=', v.locationId)
    .where('starts_at', '=', v.startsAt)
    .where(sql<boolean>`booked + ${v.places} + ${othersHeld(v)} <= capacity`),
);

export async function purgeExpired(db: Kysely<Database>, now: Date, idempotencyRetentionMs: number) {
  await db.deleteFrom('holds').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - idempotencyRetentionMs).toISOString())
    .execute();
}
