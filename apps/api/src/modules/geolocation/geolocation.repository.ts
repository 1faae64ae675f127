import { sql, type Kysely } from 'kysely';
import type { Database, StateRuleTable, ZipCodeTable } from '../../db/schema.ts';

export type ZipRow = Pick<ZipCodeTable, 'zip' | 'city' | 'state' | 'lat' | 'lng' | 'population'>;
const zipColumns = ['zip', 'city', 'state', 'lat', 'lng', 'population'] as const;

export async function findZip(db: Kysely<Database>, zip: string): Promise<ZipRow | undefined> {
  return db.selectFrom('zip_codes').select(zipColumns).where('zip', '=', zip).executeTakeFirst();
}

/** Every ZIP of a city name, optionally in one state; the service groups them into places. */
export async function cityZips(db: Kysely<Database>, cityKey: string, state: string | null): Promise<ZipRow[]> {
  let query = db.selectFrom('zip_codes').select(zipColumns).where('city_key', '=', cityKey);
  if (state) query = query.where('state', '=', state);
  return query.orderBy('zip').execute();
}

/** ZIPs starting with the digits, most populous first. */
export async function zipsStartingWith(db: Kysely<Database>, digits: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('zip_codes')
    .select('zip')
    .where('zip', 'like', `${digits}%`)
    .orderBy(sql`coalesce(population, -1)`, 'desc')
    .orderBy('zip')
    .limit(limit)
    .execute();
  return rows.map((row) => row.zip);
}

/** Cities whose lowercased name starts with the prefix, biggest total population first. */
export async function citiesStartingWith(
  db: Kysely<Database>,
  cityPrefix: string,
  statePrefix: string | null,
  limit: number,
  stateExact = false,
): Promise<Array<{ city: string; state: string }>> {
  const escaped = cityPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  let query = db
    .selectFrom('zip_codes')
    .select([
      'city_key',
      'state',
      sql<string>`min(city)`.as('city'),
      sql<number>`sum(coalesce(population, 0))`.as('people'),
    ])
    .where(sql<boolean>`city_key like ${`${escaped}%`} escape '\\'`);
  if (statePrefix)
    query = stateExact
      ? query.where('state', '=', statePrefix)
      : query.where('state', 'like', `${statePrefix.toUpperCase()}%`);
  const rows = await query
    .groupBy(['city_key', 'state'])
    .orderBy('people', 'desc')
    .orderBy('city_key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ city: row.city, state: row.state }));
}

/** ZIP centroids inside a box around a point; the caller picks the nearest. */
export async function zipsInBox(db: Kysely<Database>, lat: number, lng: number, degrees: number): Promise<ZipRow[]> {
  return db
    .selectFrom('zip_codes')
    .select(zipColumns)
    .where('lat', '>=', lat - degrees)
    .where('lat', '<=', lat + degrees)
    .where('lng', '>=', lng - degrees)
    .where('lng', '<=', lng + degrees)
    .execute();
}

export async function findStateRule(db: Kysely<Database>, state: string): Promise<StateRuleTable | undefined> {
  return db.selectFrom('state_rules').selectAll().where('state', '=', state).executeTakeFirst();
}
