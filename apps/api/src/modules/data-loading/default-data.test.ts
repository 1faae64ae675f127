import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialects } from '../../test/dialects.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { findBookableLocation } from '../locations/locations.repository.ts';
import { DEFAULT_DATA_VERSION_KEY, loadDefaultDataIfEmpty } from './default-data.ts';
import { writeMeta } from './data-loading.repository.ts';
import { ZIP_SOURCE } from './zip-derivation.ts';

const dataDir = loadConfig().dataDir;

async function counts(database: DatabaseHandle) {
  const count = async (
    table: 'zip_codes' | 'zip_prefixes' | 'state_rules' | 'locations' | 'location_offerings' | 'location_hours',
  ) =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    zipCodes: await count('zip_codes'),
    zipPrefixes: await count('zip_prefixes'),
    stateRules: await count('state_rules'),
    locations: await count('locations'),
    offerings: await count('location_offerings'),
    hours: await count('location_hours'),
  };
}

describe.each(dialects)('default data on $name', (dialect) => {
  let database: Awaited<ReturnType<typeof dialect.create>>;
  let firstLoad: Awaited<ReturnType<typeof loadDefaultDataIfEmpty>>;

  beforeAll(async () => {
    database = await dialect.create();
    firstLoad = await loadDefaultDataIfEmpty(database, dataDir);
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads every ZIP, prefix, state rule and pharmacy except the closed Rite Aid stores', async () => {
    expect(firstLoad).toMatchObject({ loaded: true, zipCodes: 41_195, locations: 18_483, skippedLocations: 1_610 });
    expect(await counts(database)).toMatchObject({
      zipCodes: 41_195,
      zipPrefixes: 946,
      stateRules: 59,
      locations: 18_483,
    });
    const riteAid = await database.db.selectFrom('locations').select('id').where('retailer', '=', 'rite_aid').execute();
    expect(riteAid).toEqual([]);
  });

  it('keeps the city of a ZIP lowercased for prefix search, and quoted names whole', async () => {
    const zip = await database.db
      .selectFrom('zip_codes')
      .selectAll()
      .where('zip', '=', '10001')
      .executeTakeFirstOrThrow();
    expect(zip).toMatchObject({ city: 'New York', city_key: 'new york', state: 'NY', time_zone: 'America/New_York' });
    const location = await findBookableLocation(database.db, 'vgov-cvs-17435-ak');
    expect(location?.location).toMatchObject({
      name: 'CVS Pharmacy #17435',
      city: 'ANCHORAGE',
      state: 'AK',
      timeZone: 'America/Anchorage',
    });
    expect(location?.schedule.hours.length).toBeGreaterThan(0);
    expect(location?.offerings).toContainEqual({ kind: 'flu', brand: null, minAge: 3, maxAge: 120 });
  });

  it("gives every pharmacy a ZIP: its store locator's where known, else derived from its position, and says which", async () => {
    const rows = await database.db.selectFrom('locations').select(['id', 'retailer', 'zip', 'zip_source']).execute();
    const withoutZip = rows.filter((r) => !/^\d{5}$/.test(r.zip ?? ''));
    expect(withoutZip).toEqual([]);
    const bySource = new Map<string | null | undefined, number>();
    for (const r of rows) bySource.set(r.zip_source, (bySource.get(r.zip_source) ?? 0) + 1);
    expect([...bySource.keys()].sort()).toEqual([
      ZIP_SOURCE.nearestZctaInCity,
      ZIP_SOURCE.nearestZctaInState,
      ZIP_SOURCE.storeLocator,
    ]);
    // Most addresses name a postal city that has ZCTAs; Albertsons-family stores nearly all have their locator's ZIP.
    expect(bySource.get(ZIP_SOURCE.nearestZctaInCity)!).toBeGreaterThan(rows.length * 0.8);
    expect(bySource.get(ZIP_SOURCE.storeLocator)!).toBeGreaterThan(1_600);
    // Carrs #1802 (1340 Gambell St, Anchorage): 99501 on its own locator page.
    expect(rows.find((r) => r.id === 'vgov-albertsons-1802-ak')).toMatchObject({
      zip: '99501',
      zip_source: ZIP_SOURCE.storeLocator,
    });
    // CVS #17435 in Anchorage: a ZIP of Anchorage, derived.
    const cvs = rows.find((r) => r.id === 'vgov-cvs-17435-ak')!;
    expect(cvs.zip_source).toBe(ZIP_SOURCE.nearestZctaInCity);
    const cvsZip = await database.db
      .selectFrom('zip_codes')
      .select(['city', 'state'])
      .where('zip', '=', cvs.zip!)
      .executeTakeFirstOrThrow();
    expect(cvsZip).toEqual({ city: 'Anchorage', state: 'AK' });
  });

  it('drops the stray comma some source rows leave after the street', async () => {
    const location = await findBookableLocation(database.db, 'vgov-cvs-8502-il');
    expect(location?.location).toMatchObject({ address1: '6315 SOUTH PULASKI RD', city: 'CHICAGO' });
    const withComma = await database.db.selectFrom('locations').select('id').where('address1', 'like', '%,').execute();
    expect(withComma).toEqual([]);
  });

  it('does nothing on a restart, and duplicates nothing when the data version changes', async () => {
    const before = await counts(database);
    expect(await loadDefaultDataIfEmpty(database, dataDir)).toMatchObject({
      loaded: false,
      version: firstLoad.version,
    });
    await writeMeta(database.db, DEFAULT_DATA_VERSION_KEY, 'an older version');
    expect(await loadDefaultDataIfEmpty(database, dataDir)).toMatchObject({ loaded: true });
    expect(await counts(database)).toEqual(before);
  });

  it('answers null for a location that does not exist', async () => {
    expect(await findBookableLocation(database.db, 'no-such-location')).toBeNull();
  });
});
