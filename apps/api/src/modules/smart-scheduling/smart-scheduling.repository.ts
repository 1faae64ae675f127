// SQL of SMART Scheduling Links publishing and import only. Reads of locations and taken places reuse the
// locations and availability repositories, so the feed shows what /availabilities offers.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, LocationTable, SlotUsageTable } from '../../db/schema.ts';

/**
 * Locations whose free places may have changed in (sinceIso, nowIso]: a hold taken or run out, an appointment
 * booked. A hold released early or a cancellation leaves no time stamp, so a reader of `_since` may see such a
 * slot busy until its next full read (decision 130).
 */
export async function locationsWithActivity(
  db: Kysely<Database>,
  sinceIso: string,
  nowIso: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('holds')
    .select('location_id')
    .where((eb) =>
      eb.or([
        eb('created_at', '>', sinceIso),
        eb.and([eb('expires_at', '>', sinceIso), eb('expires_at', '<=', nowIso)]),
      ]),
    )
    .union(db.selectFrom('appointments').select('location_id').where('created_at', '>', sinceIso))
    .execute();
  return new Set(rows.map((r) => r.location_id));
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
