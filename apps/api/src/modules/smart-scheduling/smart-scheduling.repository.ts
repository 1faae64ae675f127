// SQL of SMART Scheduling Links publishing and import only. Reads of locations and taken places reuse the
// locations and availability repositories, so the feed shows what /availabilities offers.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, LocationTable, SlotUsageTable } from '../../db/schema.ts';

// The change log (decision 252): triggers on slot_usage and holds write a row per change; the feed stamps it with
// the application's clock the first time a server looks, and answers `_since` from it.

/** The latest change's number, 0 when there is none. */
export async function latestFeedChange(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('feed_changes')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Gives the changes up to `upTo` that no server has seen yet the time `nowIso`. */
export async function stampFeedChanges(db: Kysely<Database>, upTo: number, nowIso: string): Promise<void> {
  await db
    .updateTable('feed_changes')
    .set({ changed_at: nowIso })
    .where('changed_at', 'is', null)
    .where('seq', '<=', upTo)
    .execute();
}

/** The states of the locations changed after change `after`, up to change `upTo`. */
export async function statesChangedBetween(db: Kysely<Database>, after: number, upTo: number): Promise<string[]> {
  const rows = await db
    .selectFrom('feed_changes as c')
    .innerJoin('locations as l', 'l.id', 'c.location_id')
    .select('l.state')
    .distinct()
    .where('c.seq', '>', after)
    .where('c.seq', '<=', upTo)
    .execute();
  return rows.map((r) => r.state);
}

/** Forgets changes stamped before `beforeIso`: a `_since` older than that gets the whole file. */
export async function pruneFeedChanges(db: Kysely<Database>, beforeIso: string): Promise<void> {
  await db.deleteFrom('feed_changes').where('changed_at', '<', beforeIso).execute();
}

/** The states with a slot whose free places may have changed after `sinceIso` (see slotsChangedSince). */
export async function statesChangedSince(db: Kysely<Database>, sinceIso: string, nowIso: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('feed_changes as c')
    .innerJoin('locations as l', 'l.id', 'c.location_id')
    .select('l.state')
    .where((eb) => eb.or([eb('c.changed_at', '>', sinceIso), eb('c.changed_at', 'is', null)]))
    .union(
      db
        .selectFrom('holds as h')
        .innerJoin('locations as l', 'l.id', 'h.location_id')
        .select('l.state')
        .where('h.expires_at', '>', sinceIso)
        .where('h.expires_at', '<=', nowIso),
    )
    .execute();
  return new Set(rows.map((r) => r.state));
}

/**
 * The slots (location id → slot starts) whose free places may have changed after `sinceIso`: a change logged
 * then (or not yet stamped), or a hold that ran out since without being deleted yet. Only the given state when named.
 */
export async function slotsChangedSince(
  db: Kysely<Database>,
  sinceIso: string,
  nowIso: string,
  state: string | null,
): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectFrom('feed_changes as c')
    .innerJoin('locations as l', 'l.id', 'c.location_id')
    .select(['c.location_id', 'c.starts_at', 'l.state'])
    .where((eb) => eb.or([eb('c.changed_at', '>', sinceIso), eb('c.changed_at', 'is', null)]))
    .$if(state !== null, (q) => q.where('l.state', '=', state!))
    .union(
      db
        .selectFrom('holds as h')
        .innerJoin('locations as l', 'l.id', 'h.location_id')
        .select(['h.location_id', 'h.starts_at', 'l.state'])
        .where('h.expires_at', '>', sinceIso)
        .where('h.expires_at', '<=', nowIso)
        .$if(state !== null, (q) => q.where('l.state', '=', state!)),
    )
    .execute();
  const changed = new Map<string, Set<string>>();
  for (const r of rows) {
    const starts = changed.get(r.location_id) ?? new Set<string>();
    starts.add(r.starts_at);
    changed.set(r.location_id, starts);
  }
  return changed;
}

export async function locationsOfSource(
  db: Kysely<Database> | Transaction<Database>,
  source: string,
): Promise<LocationTable[]> {
  return db.selectFrom('locations').selectAll().where('source', '=', source).execute();
}

export async function findLocationRows(
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly string[],
): Promise<LocationTable[]> {
  const rows: LocationTable[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('locations')
        .selectAll()
        .where('id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  }
  return rows;
}

export async function slotUsageOf(
  trx: Transaction<Database>,
  locationId: string,
  fromIso: string,
  toIso: string,
): Promise<SlotUsageTable[]> {
  return trx
    .selectFrom('slot_usage')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('starts_at', '>=', fromIso)
    .where('starts_at', '<', toIso)
    .execute();
}

export async function insertSlotUsage(trx: Transaction<Database>, rows: readonly SlotUsageTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000)
    await trx
      .insertInto('slot_usage')
      .values(rows.slice(i, i + 5000))
      .execute();
}

/** Sets a slot's places to what the publisher still offers plus what was booked here (never below booked). */
export async function setSlotCapacity(
  trx: Transaction<Database>,
  locationId: string,
  startsAt: string,
  capacity: number,
): Promise<void> {
  await trx
    .updateTable('slot_usage')
    .set({ capacity: sql<number>`case when booked > ${capacity} then booked else ${capacity} end` })
    .where('location_id', '=', locationId)
    .where('starts_at', '=', startsAt)
    .execute();
}

export async function setSlotsUntil(
  trx: Transaction<Database>,
  ids: readonly string[],
  untilIso: string,
): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .updateTable('locations')
      .set({ slots_until: untilIso })
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

export async function storeNumbersOf(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'store_number'])
    .where('store_number', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r.store_number!]));
}
