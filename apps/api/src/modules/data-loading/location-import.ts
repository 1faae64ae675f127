// The import command's rules (decision 001): a CSV of locations with their offer and weekly schedule replaces the
// demo configuration. Every row is checked first; one bad row rejects the whole file and nothing is written.
import { MAX_AGE } from '@vaxnear/domain/constants';
import { BOOKING_TYPES } from '@vaxnear/domain/enumerations';
import { isRetailer } from '@vaxnear/domain/retailers';
import { isBrandOfKind, isVaccineKind, KINDS_WITH_BRANDS } from '@vaxnear/domain/vaccines';
import { isZipCode } from '@vaxnear/domain/zip-state';
import { parseClockTime } from '@vaxnear/domain/schedule';
import type { DatabaseHandle } from '../../db/database.ts';
import { isKnownTimeZone } from '../../lib/time-zone.ts';
import type { LocationHoursTable, LocationOfferingTable, LocationTable } from '../../db/schema.ts';
import { parseCsv } from './csv.ts';
import { replaceOfferingsAndHours, upsertLocations, writeMeta, zctaCentroids } from './data-loading.repository.ts';
import { LOCATIONS_VERSION_KEY } from './default-data.ts';
import { ZIP_SOURCE, ZipDeriver } from './zip-derivation.ts';

export const IMPORT_SOURCE = 'import';
export const DAY_COLUMNS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const IMPORT_COLUMNS = [
  'id',
  'name',
  'retailer',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phone',
  'website',
  'latitude',
  'longitude',
  'time_zone',
  'booking_type',
  'slot_minutes',
  'capacity',
  'same_day_booking',
  ...DAY_COLUMNS.slice(1),
  'sun',
  'offerings',
] as const;

export class ImportError extends Error {}

interface ParsedImport {
  locations: LocationTable[];
  offerings: LocationOfferingTable[];
  hours: LocationHoursTable[];
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,120}$/;
const DAY_PATTERN = /^(\d{2}:\d{2})-(\d{2}:\d{2})(?:\s+break\s+(\d{2}:\d{2})-(\d{2}:\d{2}))?$/;
const OFFERING_PATTERN = /^([a-z_0-9]+)(?::([a-z]+))?:(\d{1,3})-(\d{1,3})$/;

/** An IANA area/location name: Intl also accepts "UTC" or "EST", which say nothing about where the pharmacy is. */
function isTimeZone(value: string): boolean {
  return value.includes('/') && isKnownTimeZone(value);
}

function minutes(value: string): number | null {
  try {
    return parseClockTime(value);
  } catch {
    return null;
  }
}

/** Checks every row; throws an ImportError naming the row (1 = the first row after the header) and the column. */
export function parseLocationImport(text: string): ParsedImport {
  let rows: Array<Record<string, string>>;
  try {
    rows = parseCsv(text);
  } catch (error) {
    throw new ImportError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  if (rows.length === 0) throw new ImportError('The file has no rows.');
  const missing = IMPORT_COLUMNS.filter((column) => !(column in rows[0]!));
  if (missing.length > 0) throw new ImportError(`The header lacks the column(s): ${missing.join(', ')}.`);

  const result: ParsedImport = { locations: [], offerings: [], hours: [] };
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const fail = (column: string, problem: string): never => {
      throw new ImportError(`Row ${index + 1} (id "${row.id ?? ''}"), column "${column}": ${problem}`);
    };
    const text = (column: string, required: boolean, max = 200) => {
      const value = (row[column] ?? '').trim();
      if (required && value === '') fail(column, 'is required.');
      if (value.length > max) fail(column, `is longer than ${max} characters.`);
      return value === '' ? null : value;
    };
    const integer = (column: string, min: number, max: number) => {
      const value = Number(row[column]);
      if (!Number.isInteger(value) || value < min || value > max)
        fail(column, `must be a whole number from ${min} to ${max}.`);
      return value;
    };
    const id = text('id', true)!;
    if (!ID_PATTERN.test(id)) fail('id', 'may use only letters, digits, "-" and "_".');
    if (seen.has(id)) fail('id', 'appears twice in the file.');
    seen.add(id);
    const retailer = text('retailer', true)!;
    if (!isRetailer(retailer)) fail('retailer', `"${retailer}" is not a known retailer.`);
    const state = text('state', true)!;
    if (!/^[A-Z]{2}$/.test(state)) fail('state', 'must be a two-letter USPS code.');
    const zip = text('zip', false);
    if (zip !== null && !isZipCode(zip)) fail('zip', 'must be 5 digits.');
    const lat = Number(row.latitude);
    if (row.latitude?.trim() === '' || !Number.isFinite(lat) || lat < -90 || lat > 90)
      fail('latitude', 'must be a number from -90 to 90.');
    const lng = Number(row.longitude);
    if (row.longitude?.trim() === '' || !Number.isFinite(lng) || lng < -180 || lng > 180)
      fail('longitude', 'must be a number from -180 to 180.');
    const timeZone = text('time_zone', true)!;
    if (!isTimeZone(timeZone)) fail('time_zone', `"${timeZone}" is not an IANA time zone.`);
    const bookingType = text('booking_type', true)!;
    if (!(BOOKING_TYPES as readonly string[]).includes(bookingType))
      fail('booking_type', `must be one of ${BOOKING_TYPES.join(', ')}.`);
    const sameDay = text('same_day_booking', true)!;
    if (sameDay !== 'yes' && sameDay !== 'no') fail('same_day_booking', 'must be yes or no.');

    result.locations.push({
      id,
      name: text('name', true)!,
      retailer,
      chain: null,
      store_number: null,
      address1: text('address1', true)!,
      address2: text('address2', false),
      city: text('city', true)!,
      state,
      zip,
      zip_source: zip ? ZIP_SOURCE.data : null,
      phone: text('phone', false, 30),
      website: text('website', false, 500),
      lat,
      lng,
      time_zone: timeZone,
      booking_type: bookingType,
      slot_minutes: integer('slot_minutes', 5, 240),
      capacity: integer('capacity', 1, 100),
      same_day_booking: sameDay === 'yes' ? 1 : 0,
      source: IMPORT_SOURCE,
    });

    DAY_COLUMNS.forEach((column, weekday) => {
      const value = (row[column] ?? '').trim();
      if (value === '' || value === 'closed') return;
      const match = DAY_PATTERN.exec(value);
      if (!match)
        fail(
          column,
          `"${value}" should look like 09:00-19:00 or 09:00-19:00 break 13:00-14:00, or be empty when closed.`,
        );
      const [opens, closes, breakStart, breakEnd] = [match![1]!, match![2]!, match![3] ?? null, match![4] ?? null];
      const [o, c, bs, be] = [
        minutes(opens),
        minutes(closes),
        breakStart ? minutes(breakStart) : -1,
        breakEnd ? minutes(breakEnd) : -1,
      ];
      if (o === null || c === null || bs === null || be === null || o >= c)
        fail(column, `"${value}" is not a valid opening time range.`);
      if (breakStart && (bs! <= o! || be! <= bs! || be! >= c!))
        fail(column, 'the break must lie inside the opening hours.');
      result.hours.push({ location_id: id, weekday, opens, closes, break_start: breakStart, break_end: breakEnd });
    });

    const offered = new Set<string>();
    for (const item of (row.offerings ?? '')
      .split('|')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = OFFERING_PATTERN.exec(item);
      if (!match) fail('offerings', `"${item}" should look like covid_19:pfizer:5-120 or flu:3-120.`);
      const [kind, brand, minAge, maxAge] = [match![1]!, match![2] ?? '', Number(match![3]), Number(match![4])];
      if (!isVaccineKind(kind)) fail('offerings', `"${kind}" is not a vaccine kind.`);
      const branded = (KINDS_WITH_BRANDS as readonly string[]).includes(kind);
      if (branded && !isBrandOfKind(kind as Parameters<typeof isBrandOfKind>[0], brand))
        fail('offerings', `"${kind}" needs one of its brands, got "${brand}".`);
      if (!branded && brand !== '') fail('offerings', `"${kind}" has no brands.`);
      if (minAge > maxAge || maxAge > MAX_AGE) fail('offerings', `"${item}" has an invalid age range.`);
      if (offered.has(`${kind}:${brand}`)) fail('offerings', `"${kind}${brand ? `:${brand}` : ''}" is listed twice.`);
      offered.add(`${kind}:${brand}`);
      result.offerings.push({ location_id: id, kind, brand, min_age: minAge, max_age: maxAge });
    }
    if (offered.size === 0) fail('offerings', 'lists no vaccine.');
  });
  return result;
}

/** Validates then writes in one transaction: all rows, or none. Existing locations with the same id are replaced. */
export async function importLocations(database: DatabaseHandle, text: string): Promise<{ locations: number }> {
  const parsed = parseLocationImport(text);
  await database.db.transaction().execute(async (trx) => {
    // A row without a ZIP gets one derived from its position, as the default data does (zip-derivation.ts).
    if (parsed.locations.some((l) => !l.zip)) {
      const deriver = new ZipDeriver(await zctaCentroids(trx));
      for (const location of parsed.locations) {
        if (location.zip) continue;
        const derived = deriver.derive(location);
        if (derived) Object.assign(location, { zip: derived.zip, zip_source: derived.source });
      }
    }
    await upsertLocations(trx, parsed.locations);
    await replaceOfferingsAndHours(trx, { ids: parsed.locations.map((l) => l.id) }, parsed.offerings, parsed.hours);
    await writeMeta(trx, LOCATIONS_VERSION_KEY, `import-${Date.now().toString(36)}`);
  });
  return { locations: parsed.locations.length };
}
