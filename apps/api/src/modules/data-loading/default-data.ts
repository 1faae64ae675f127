// Loads the default data sets of data/ (SOURCES.md) at start. Idempotent: a hash of the files and of the demo
// configuration's version is kept in `meta`; when it matches nothing is done, and when it changes every row is
// upserted inside one transaction, so a restart never duplicates anything and a failed load changes nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/database.ts';
import type {
  LocationHoursTable,
  LocationOfferingTable,
  LocationTable,
  StateRuleTable,
  ZipCodeTable,
  ZipPrefixTable,
} from '../../db/schema.ts';
import { parseCsv } from './csv.ts';
import {
  locationIdsOfSource,
  readMeta,
  replaceOfferingsAndHours,
  upsertLocations,
  upsertStateRules,
  upsertZipCodes,
  upsertZipPrefixes,
  writeMeta,
} from './data-loading.repository.ts';
import { demoConfiguration } from './demo-configuration.ts';
import { ZIP_SOURCE, ZipDeriver, type ZctaCentroid, type ZipSource } from './zip-derivation.ts';

export const DEFAULT_FILES = {
  zipCodes: 'us_zip_codes.csv',
  zipPrefixes: 'zip_prefix_state.csv',
  stateRules: 'state_vaccine_rules.csv',
  locations: 'pharmacies_vaccines_gov_2024-08.csv',
  /** Albertsons-family stores with the ZIP of their own store locator page (SOURCES.md §5): ZIPs only. */
  albertsonsZips: 'pharmacies_albertsons_univaf_2022.csv',
} as const;

export const DEFAULT_LOCATION_SOURCE = 'vaccines_gov_2024_08';
/** Bump when demo-configuration.ts changes, so that existing databases get the new configuration. */
export const DEMO_CONFIGURATION_VERSION = '1';
/** Raised when the loader reads the same files differently, so databases loaded before take the new rows. */
const LOADER_VERSION = 3;
export const DEFAULT_DATA_VERSION_KEY = 'default_data_version';
/** Changes whenever any location, offering or schedule changes; in-memory indexes watch it. */
export const LOCATIONS_VERSION_KEY = 'locations_version';

/** Rite Aid closed all its stores in 2025 (SOURCES.md §4). */
const EXCLUDED_RETAILERS = new Set(['rite_aid']);

export interface LoadSummary {
  loaded: boolean;
  version: string;
  zipCodes?: number;
  locations?: number;
  skippedLocations?: number;
  milliseconds?: number;
}

// 131 source rows end the street with a comma ("6315 SOUTH PULASKI RD,"), which reads as ",," once a city follows.
const addressLine = (value: string) => value.trim().replace(/[\s,]+$/, '');
const emptyToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

function toNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export function zipCodeRows(text: string): ZipCodeTable[] {
  return parseCsv(text).map((row) => ({
    zip: row.zip!,
    city: row.city!,
    city_key: row.city!.toLowerCase(),
    state: row.state!,
    county: emptyToNull(row.county),
    lat: Number(row.lat),
    lng: Number(row.lng),
    population: toNumber(row.population_2020),
    time_zone: row.time_zone!,
  }));
}

/** The ZCTAs of us_zip_codes.csv (is_zcta = 1), whose Census centroids the ZIP derivation measures from. */
export function zctaRows(text: string): ZctaCentroid[] {
  return parseCsv(text)
    .filter((row) => row.is_zcta === '1')
    .map((row) => ({ zip: row.zip!, city: row.city!, state: row.state!, lat: Number(row.lat), lng: Number(row.lng) }));
}

/**
 * Store number and state → the ZIP on the Albertsons-family store's own locator page (SOURCES.md §5), with its
 * position so that a store number reused elsewhere in the state is not taken for the same store.
 */
export function storeLocatorZips(text: string): Map<string, { zip: string; lat: number; lng: number }> {
  const zips = new Map<string, { zip: string; lat: number; lng: number }>();
  for (const row of parseCsv(text)) {
    const zip = /^(\d{5})/.exec(row.zip ?? '')?.[1];
    const lat = toNumber(row.latitude);
    const lng = toNumber(row.longitude);
    if (zip && lat !== null && lng !== null) zips.set(`${row.store_number}|${row.state}`, { zip, lat, lng });
  }
  return zips;
}

/** A store locator's ZIP counts only for the same store: within a mile of the position we have. */
const SAME_STORE_MILES = 1;

export interface ZipSources {
  deriver: ZipDeriver;
  albertsons: Map<string, { zip: string; lat: number; lng: number }>;
}

/** The best ZIP the data allows for a default location (SOURCES.md §4): the store locator's, else derived. */
function zipOf(
  row: Record<string, string>,
  lat: number,
  lng: number,
  sources: ZipSources,
): { zip: string | null; zip_source: ZipSource | null } {
  if (row.retailer === 'albertsons') {
    const known = sources.albertsons.get(`${row.store_number}|${row.state}`);
    const miles = known ? 69.09 * Math.hypot(known.lat - lat, (known.lng - lng) * Math.cos((lat * Math.PI) / 180)) : 0;
    if (known && miles < SAME_STORE_MILES) return { zip: known.zip, zip_source: ZIP_SOURCE.storeLocator };
  }
  const derived = sources.deriver.derive({ lat, lng, state: row.state!, city: row.city! });
  return derived ? { zip: derived.zip, zip_source: derived.source } : { zip: null, zip_source: null };
}

export function defaultLocationRows(
  text: string,
  zipSources: ZipSources,
): {
  locations: LocationTable[];
  offerings: LocationOfferingTable[];
  hours: LocationHoursTable[];
  skipped: number;
} {
  const locations: LocationTable[] = [];
  const offerings: LocationOfferingTable[] = [];
  const hours: LocationHoursTable[] = [];
  let skipped = 0;
  for (const row of parseCsv(text)) {
    const lat = toNumber(row.latitude);
    const lng = toNumber(row.longitude);
    if (EXCLUDED_RETAILERS.has(row.retailer!) || lat === null || lng === null || !row.time_zone) {
      skipped += 1;
      continue;
    }
    const website = emptyToNull(row.website);
    const chain = emptyToNull(row.chain);
    const config = demoConfiguration({ id: row.id!, retailer: row.retailer!, chain, website });
    locations.push({
      id: row.id!,
      name: row.display_name!,
      retailer: row.retailer!,
      chain,
      store_number: emptyToNull(row.store_number),
      address1: addressLine(row.address1!),
      address2: null,
      city: row.city!,
      state: row.state!,
      // The source has no ZIP column: the store locator's ZIP, else one derived from the position (SOURCES.md §4),
      // marked as such in zip_source.
      ...zipOf(row, lat, lng, zipSources),
      phone: emptyToNull(row.phone),
      website,
      lat,
      lng,
      time_zone: row.time_zone,
      booking_type: config.bookingType,
      slot_minutes: config.slotMinutes,
      capacity: config.capacity,
      same_day_booking: config.sameDayBooking ? 1 : 0,
      source: DEFAULT_LOCATION_SOURCE,
    });
    for (const offering of config.offerings) {
      offerings.push({
        location_id: row.id!,
        kind: offering.kind,
        brand: offering.brand,
        min_age: offering.minAge,
        max_age: offering.maxAge,
      });
    }
    for (const h of config.hours) {
      hours.push({
        location_id: row.id!,
        weekday: h.weekday,
        opens: h.opens,
        closes: h.closes,
        break_start: h.breakStart ?? null,
        break_end: h.breakEnd ?? null,
      });
    }
  }
  return { locations, offerings, hours, skipped };
}

/** Loads data/ unless the same version is already loaded. Safe to call at every start. */
export async function loadDefaultDataIfEmpty(database: DatabaseHandle, dataDir: string): Promise<LoadSummary> {
  const started = performance.now();
  const texts = Object.fromEntries(
    Object.entries(DEFAULT_FILES).map(([key, file]) => [key, fs.readFileSync(path.join(dataDir, file), 'utf8')]),
  ) as Record<keyof typeof DEFAULT_FILES, string>;
  const hash = crypto
    .createHash('sha256')
    .update(`demo-configuration:${DEMO_CONFIGURATION_VERSION}\nloader:${LOADER_VERSION}\n`);
  for (const key of Object.keys(DEFAULT_FILES) as (keyof typeof DEFAULT_FILES)[])
    hash.update(`${key}\n`).update(texts[key]);
  const version = hash.digest('hex').slice(0, 16);
  if ((await readMeta(database.db, DEFAULT_DATA_VERSION_KEY)) === version) return { loaded: false, version };

  const zipCodes = zipCodeRows(texts.zipCodes);
  const zipPrefixes: ZipPrefixTable[] = parseCsv(texts.zipPrefixes).map((row) => ({
    prefix: row.prefix!,
    state: row.state!,
    kind: row.kind!,
  }));
  const stateRules: StateRuleTable[] = parseCsv(texts.stateRules).map((row) => ({
    state: row.state!,
    name: row.state_name!,
    maternal_rsv_off_season: row.maternal_rsv_off_season!,
    covid_19_restriction: emptyToNull(row.covid_19_cvs_2025_08_29),
  }));
  const { locations, offerings, hours, skipped } = defaultLocationRows(texts.locations, {
    deriver: new ZipDeriver(zctaRows(texts.zipCodes)),
    albertsons: storeLocatorZips(texts.albertsonsZips),
  });

  await database.db.transaction().execute(async (trx) => {
    await upsertZipCodes(trx, zipCodes);
    await upsertZipPrefixes(trx, zipPrefixes);
    await upsertStateRules(trx, stateRules);
    await upsertLocations(trx, locations, DEFAULT_LOCATION_SOURCE);
    // Locations a deployment imported over a default one keep their own offer and hours.
    const stillDefault = await locationIdsOfSource(trx, DEFAULT_LOCATION_SOURCE);
    await replaceOfferingsAndHours(
      trx,
      { source: DEFAULT_LOCATION_SOURCE },
      offerings.filter((o) => stillDefault.has(o.location_id)),
      hours.filter((h) => stillDefault.has(h.location_id)),
    );
    await writeMeta(trx, DEFAULT_DATA_VERSION_KEY, version);
    await writeMeta(trx, LOCATIONS_VERSION_KEY, `${version}-${Date.now().toString(36)}`);
  });
  return {
    loaded: true,
    version,
    zipCodes: zipCodes.length,
    locations: locations.length,
    skippedLocations: skipped,
    milliseconds: Math.round(performance.now() - started),
  };
}
