// SQL of the loader and the import command: batched multi-row upserts. Each statement stays under both
// dialects' limits on bound parameters (PostgreSQL 65,535; SQLite 32,766).
import type { Kysely, Transaction } from 'kysely';
import type {
  Database,
  LocationHoursTable,
  LocationOfferingTable,
  LocationTable,
  StateRuleTable,
  ZipCodeTable,
  ZipPrefixTable,
} from '../../db/schema.ts';

const MAX_PARAMETERS_PER_STATEMENT = 30_000;

function chunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS_PER_STATEMENT / columns));
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

export async function upsertZipCodes(trx: Transaction<Database>, rows: readonly ZipCodeTable[]): Promise<void> {
  for (const chunk of chunks(rows, 9)) {
    await trx
      .insertInto('zip_codes')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('zip').doUpdateSet((eb) => ({
          city: eb.ref('excluded.city'),
          city_key: eb.ref('excluded.city_key'),
          state: eb.ref('excluded.state'),
          county: eb.ref('excluded.county'),
          lat: eb.ref('excluded.lat'),
          lng: eb.ref('excluded.lng'),
          population: eb.ref('excluded.population'),
          time_zone: eb.ref('excluded.time_zone'),
        })),
      )
      .execute();
  }
}

export async function upsertZipPrefixes(trx: Transaction<Database>, rows: readonly ZipPrefixTable[]): Promise<void> {
  for (const chunk of chunks(rows, 3)) {
    await trx
      .insertInto('zip_prefixes')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('prefix').doUpdateSet((eb) => ({
          state: eb.ref('excluded.state'),
          kind: eb.ref('excluded.kind'),
        })),
      )
      .execute();
  }
}

export async function upsertStateRules(trx: Transaction<Database>, rows: readonly StateRuleTable[]): Promise<void> {
  for (const chunk of chunks(rows, 4)) {
    await trx
      .insertInto('state_rules')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('state').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          maternal_rsv_off_season: eb.ref('excluded.maternal_rsv_off_season'),
          covid_19_restriction: eb.ref('excluded.covid_19_restriction'),
        })),
      )
      .execute();
  }
}

/**
 * Inserts or updates locations. With `onlySource`, an existing row is updated only when it still comes from that
 * source, so reloading the default data never overwrites a location a deployment imported itself.
 */
export async function upsertLocations(
  trx: Transaction<Database>,
  rows: readonly LocationTable[],
  onlySource?: string,
): Promise<void> {
  for (const chunk of chunks(rows, 20)) {
    await trx
      .insertInto('locations')
      .values(chunk)
      .onConflict((oc) => {
        const update = oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          retailer: eb.ref('excluded.retailer'),
          chain: eb.ref('excluded.chain'),
          store_number: eb.ref('excluded.store_number'),
          address1: eb.ref('excluded.address1'),
          address2: eb.ref('excluded.address2'),
          city: eb.ref('excluded.city'),
          state: eb.ref('excluded.state'),
          zip: eb.ref('excluded.zip'),
          zip_source: eb.ref('excluded.zip_source'),
          phone: eb.ref('excluded.phone'),
          website: eb.ref('excluded.website'),
          lat: eb.ref('excluded.lat'),
          lng: eb.ref('excluded.lng'),
          time_zone: eb.ref('excluded.time_zone'),
          booking_type: eb.ref('excluded.booking_type'),
          slot_minutes: eb.ref('excluded.slot_minutes'),
          capacity: eb.ref('excluded.capacity'),
          same_day_booking: eb.ref('excluded.same_day_booking'),
          source: eb.ref('excluded.source'),
        }));
        return onlySource ? update.where('locations.source', '=', onlySource) : update;
      })
      .execute();
  }
}

export async function locationIdsOfSource(trx: Transaction<Database>, source: string): Promise<Set<string>> {
  const rows = await trx.selectFrom('locations').select('id').where('source', '=', source).execute();
  return new Set(rows.map((row) => row.id));
}

/** Replaces the offerings and weekly hours of the given locations (all of a source, or a list of ids). */
export async function replaceOfferingsAndHours(
  trx: Transaction<Database>,
  scope: { source: string } | { ids: readonly string[] },
  offerings: readonly LocationOfferingTable[],
  hours: readonly LocationHoursTable[],
): Promise<void> {
  if ('source' in scope) {
    const ofSource = trx.selectFrom('locations').select('id').where('source', '=', scope.source);
    await trx.deleteFrom('location_offerings').where('location_id', 'in', ofSource).execute();
    await trx.deleteFrom('location_hours').where('location_id', 'in', ofSource).execute();
  } else {
    for (const ids of chunks(scope.ids, 1)) {
      if (ids.length === 0) continue;
      await trx.deleteFrom('location_offerings').where('location_id', 'in', ids).execute();
      await trx.deleteFrom('location_hours').where('location_id', 'in', ids).execute();
    }
  }
  for (const chunk of chunks(offerings, 5)) await trx.insertInto('location_offerings').values(chunk).execute();
  for (const chunk of chunks(hours, 6)) await trx.insertInto('location_hours').values(chunk).execute();
}

export async function readMeta(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeMeta(
  trx: Transaction<Database> | Kysely<Database>,
  key: string,
  value: string,
): Promise<void> {
  await trx
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/**
 * The centroids of the ZIP code tabulation areas loaded (a ZIP with a 2020 population is a ZCTA, data/SOURCES.md
 * §1), for deriving a location's ZIP from its position.
 */
export async function zctaCentroids(
  db: Kysely<Database> | Transaction<Database>,
): Promise<Array<{ zip: string; city: string; state: string; lat: number; lng: number }>> {
  const rows = await db
    .selectFrom('zip_codes')
    .select(['zip', 'city', 'state', 'lat', 'lng'])
    .where('population', 'is not', null)
    .execute();
  return rows.map((r) => ({ zip: r.zip, city: r.city, state: r.state, lat: Number(r.lat), lng: Number(r.lng) }));
}
