// Reading another publisher's SMART Scheduling Links feed into our model (decision 130). Our slots come from a
// weekly schedule, so the import infers one per location from its slots (slot length, opening hours per weekday,
// usual places per slot) and records where a published slot differs from it in slot_usage: a busy slot, or a slot
// the feed leaves out, has no place left; a free slot has the places its slot-capacity extension says. Nothing
// beyond the last day the feed covers is offered (locations.slots_until).
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { TZDate } from '@date-fns/tz';
import { brandAges } from '@vaxnear/domain/booking/brand-ages';
import { MAX_AGE } from '@vaxnear/domain/constants';
import { PRODUCT_BOOKING_TYPE } from '@vaxnear/domain/enumerations';
import {
  addDaysToIsoDate,
  localDateOf,
  parseIsoDate,
  scheduledSlotsOn,
  type LocationSchedule,
} from '@vaxnear/domain/schedule';
import {
  BRANDS_BY_KIND,
  isBrandOfKind,
  isVaccineKind,
  KINDS_WITH_BRANDS,
  type VaccineKind,
} from '@vaxnear/domain/vaccines';
import { productOfCvx } from '@vaxnear/domain/vaccine-products';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database, LocationHoursTable, LocationOfferingTable, LocationTable } from '../../db/schema.ts';
import { isKnownTimeZone } from '../../lib/time-zone.ts';
import {
  replaceOfferingsAndHours,
  upsertLocations,
  writeMeta,
  zctaCentroids,
} from '../data-loading/data-loading.repository.ts';
import { ZIP_SOURCE, ZipDeriver } from '../data-loading/zip-derivation.ts';
import { LOCATIONS_VERSION_KEY } from '../data-loading/default-data.ts';
import { findSchedules } from '../locations/locations.repository.ts';
import {
  locationProblems,
  manifestProblems,
  normalizeInstant,
  scheduleProblems,
  slotProblems,
  type FhirLocation,
  type FhirSchedule,
  type FhirSlot,
  type Manifest,
} from './bulk-data-rules.ts';
import {
  COVID_19_BRAND_BY_CVX,
  kindOfServiceType,
  EXTENSION,
  retailerOfIdentifierSystem,
  SYSTEM,
} from './fhir-vocabulary.ts';
import {
  findLocationRows,
  insertSlotUsage,
  locationsOfSource,
  setSlotCapacity,
  setSlotsUntil,
  slotUsageOf,
} from './smart-scheduling.repository.ts';

export class SmartImportError extends Error {}

/** A feed to import: its manifest, checked, and where its files are. The files are read only while importing. */
export interface BulkData {
  /** The manifest's URL, or the folder's absolute path. */
  source: string;
  manifest: Manifest;
  /** Each file the manifest lists, as a URL or a path on disk, with its type. */
  files: Array<{ type: 'Location' | 'Schedule' | 'Slot'; name: string }>;
}

export interface ImportSummary {
  source: string;
  added: number;
  updated: number;
  unchanged: number;
  /** Locations of this source that the feed no longer lists: they keep their bookings and offer no new slot. */
  closed: number;
  skipped: Array<{ id: string; reason: string }>;
  freeSlots: number;
  /** slot_usage rows inserted or changed: zero when the same feed is imported twice. */
  slotRecordsChanged: number;
  /** Slots that do not fit a location's slot grid (another length, or off the grid). */
  slotsLeftOut: number;
}

const MAX_FETCH_MS = 120_000;
const MAX_PROBLEMS_SHOWN = 5;

// ---------------------------------------------------------------------------------------------------------------
// Reading and checking

/**
 * Reads and checks a manifest URL (http or https) or a folder holding `$bulk-publish` and the files it lists. The
 * files themselves are read line by line by importBulkData: a national feed never sits in memory.
 */
export async function readBulkData(target: string, cwd = process.cwd()): Promise<BulkData> {
  const isUrl = /^https?:\/\//i.test(target);
  const folder = isUrl ? null : path.resolve(cwd, target);
  let manifestText: string;
  let source: string;
  if (isUrl) {
    source = target;
    manifestText = await fetchText(target);
  } else {
    const stat = fs.statSync(folder!, { throwIfNoEntry: false });
    if (!stat) throw new SmartImportError(`There is no file or folder ${folder}.`);
    const manifestFile = stat.isDirectory() ? path.join(folder!, '$bulk-publish') : folder!;
    if (!fs.existsSync(manifestFile))
      throw new SmartImportError(`The folder ${folder} has no $bulk-publish manifest file.`);
    source = stat.isDirectory() ? folder! : path.dirname(folder!);
    manifestText = fs.readFileSync(manifestFile, 'utf8');
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new SmartImportError('The manifest is not valid JSON.');
  }
  const problems = manifestProblems(manifest);
  if (problems.length > 0) throw new SmartImportError(problems.slice(0, MAX_PROBLEMS_SHOWN).join(' '));
  const files = manifest.output.map((item) => {
    const name = isUrl
      ? new URL(item.url, target).toString()
      : path.join(source, path.basename(new URL(item.url, 'file:///').pathname));
    if (!isUrl && !fs.existsSync(name))
      throw new SmartImportError(`The manifest lists ${path.basename(name)}, which is not in the folder.`);
    return { type: item.type as BulkData['files'][number]['type'], name };
  });
  return { source, manifest, files };
}

const displayName = (name: string) => (/^https?:/.test(name) ? name : path.basename(name));

/** Every resource of one type, one line at a time, from each file of that type in turn. */
async function* resourcesOf(
  data: BulkData,
  type: BulkData['files'][number]['type'],
): AsyncGenerator<{ resource: unknown; at: string }> {
  for (const file of data.files) {
    if (file.type !== type) continue;
    const lines = /^https?:/.test(file.name) ? await fetchLines(file.name) : fileLines(file.name);
    let number = 0;
    for await (const line of lines) {
      number += 1;
      if (line.trim() === '') continue;
      const at = `${displayName(file.name)} line ${number}`;
      let resource: unknown;
      try {
        resource = JSON.parse(line);
      } catch {
        throw new SmartImportError(`${at}: not valid JSON.`);
      }
      yield { resource, at };
    }
  }
}

/** The few problems shown when a feed breaks the rules; nothing is written then. */
class ProblemList {
  readonly found: string[] = [];
  note(at: string, problems: string[]) {
    if (problems.length > 0 && this.found.length < MAX_PROBLEMS_SHOWN) this.found.push(`${at}: ${problems.join(' ')}`);
  }
  get full() {
    return this.found.length >= MAX_PROBLEMS_SHOWN;
  }
  throwIfAny() {
    if (this.found.length > 0)
      throw new SmartImportError(`The feed does not meet the SMART Scheduling Links rules: ${this.found.join('; ')}`);
  }
}

/**
 * A location's slots as the import needs them: 7 bytes per slot time in typed arrays (start minute, length, places
 * left) instead of the Slot resources, the same time repeated under its other Schedules merged when the lines follow
 * each other (the most places wins); and how many Slot lines had each length.
 */
class SlotDigest {
  size = 0;
  startMinutes = new Int32Array(16);
  lengths = new Uint8Array(16);
  places = new Uint16Array(16);
  readonly lineLengths = new Map<number, number>();
  /** Lines of a usable length that start between two minutes: no slot of ours starts there. */
  offMinute = 0;

  add(startMinute: number, length: number, left: number) {
    const last = this.size - 1;
    if (last >= 0 && this.startMinutes[last] === startMinute && this.lengths[last] === length) {
      this.places[last] = Math.max(this.places[last]!, left);
      return;
    }
    if (this.size === this.startMinutes.length) {
      const grow = <T extends Int32Array | Uint8Array | Uint16Array>(from: T, to: T): T => {
        to.set(from);
        return to;
      };
      this.startMinutes = grow(this.startMinutes, new Int32Array(this.size * 2));
      this.lengths = grow(this.lengths, new Uint8Array(this.size * 2));
      this.places = grow(this.places, new Uint16Array(this.size * 2));
    }
    this.startMinutes[this.size] = startMinute;
    this.lengths[this.size] = length;
    this.places[this.size] = Math.min(65_535, left);
    this.size += 1;
  }
}

/** What the three passes over the feed keep: everything but the Slots themselves. */
interface ReadFeed {
  locations: FhirLocation[];
  schedulesOf: Map<string, FhirSchedule[]>;
  slotsOf: Map<string, SlotDigest>;
  /** The end of the feed's last slot, at the latest. */
  lastEnd: number;
}

/**
 * Reads the Location, then the Schedule, then the Slot files line by line, checking every rule and reference, and
 * keeps the Slots only as digests. Throws one error naming the first few problems; nothing is written.
 */
async function readFeed(data: BulkData, now: Date): Promise<ReadFeed> {
  const problems = new ProblemList();
  const locations: FhirLocation[] = [];
  const locationIds = new Set<string>();
  for await (const { resource, at } of resourcesOf(data, 'Location')) {
    const location = resource as FhirLocation;
    const found = locationProblems(location);
    if (locationIds.has(location.id)) found.push(`the Location id "${location.id}" appears twice.`);
    problems.note(at, found);
    locationIds.add(location.id);
    if (found.length === 0) locations.push(location);
  }
  const schedulesOf = new Map<string, FhirSchedule[]>();
  const locationOfSchedule = new Map<string, string>();
  for await (const { resource, at } of resourcesOf(data, 'Schedule')) {
    const schedule = resource as FhirSchedule;
    const found = scheduleProblems(schedule, locationIds);
    problems.note(at, found);
    if (found.length > 0) continue;
    const locationId = schedule.actor.find((a) => a.reference.startsWith('Location/'))!.reference.slice(9);
    locationOfSchedule.set(schedule.id, locationId);
    schedulesOf.set(locationId, [...(schedulesOf.get(locationId) ?? []), schedule]);
  }
  const scheduleIds = new Set(locationOfSchedule.keys());
  const slotsOf = new Map<string, SlotDigest>();
  let lastEnd = now.getTime();
  for await (const { resource, at } of resourcesOf(data, 'Slot')) {
    const slot = resource as FhirSlot;
    const found = slotProblems(slot, scheduleIds);
    problems.note(at, found);
    if (found.length > 0) {
      if (problems.full) break;
      continue;
    }
    const locationId = locationOfSchedule.get(slot.schedule.reference.slice('Schedule/'.length))!;
    const start = Date.parse(normalizeInstant(slot.start));
    const end = Date.parse(normalizeInstant(slot.end));
    lastEnd = Math.max(lastEnd, end);
    const minutes = (end - start) / 60_000;
    let digest = slotsOf.get(locationId);
    if (!digest) slotsOf.set(locationId, (digest = new SlotDigest()));
    digest.lineLengths.set(minutes, (digest.lineLengths.get(minutes) ?? 0) + 1);
    // Our slots start on whole minutes and last 5 to 240: any other is left out (counted by its length above).
    if (!Number.isInteger(minutes) || minutes < 5 || minutes > 240) continue;
    if (start % 60_000 !== 0) {
      digest.offMinute += 1;
      continue;
    }
    const capacity = slot.extension?.find((e) => e.url === EXTENSION.slotCapacity)?.valueInteger;
    digest.add(start / 60_000, minutes, slot.status === 'free' ? (capacity ?? 1) : 0);
  }
  problems.throwIfAny();
  return { locations, schedulesOf, slotsOf, lastEnd };
}

async function fetchResponse(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(MAX_FETCH_MS),
      headers: { accept: 'application/fhir+ndjson, application/json' },
    });
  } catch (error) {
    throw new SmartImportError(`Could not read ${url}: ${(error as Error).message}.`);
  }
  if (!response.ok) throw new SmartImportError(`${url} answered HTTP ${response.status}.`);
  return response;
}

async function fetchText(url: string): Promise<string> {
  return (await fetchResponse(url)).text();
}

async function fetchLines(url: string): Promise<AsyncIterable<string>> {
  const response = await fetchResponse(url);
  if (!response.body)
    return (async function* () {
      /* an empty file */
    })();
  return readline.createInterface({
    input: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
    crlfDelay: Infinity,
  });
}

function fileLines(file: string): AsyncIterable<string> {
  if (!fs.existsSync(file))
    throw new SmartImportError(`The manifest lists ${path.basename(file)}, which is not in the folder.`);
  return readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
}

// ---------------------------------------------------------------------------------------------------------------
// Mapping to our model

interface FreePlaces {
  startMinutes: Int32Array;
  left: Uint16Array;
}

const NO_PLACES: FreePlaces = { startMinutes: new Int32Array(0), left: new Uint16Array(0) };

interface PlannedLocation {
  row: LocationTable;
  offerings: LocationOfferingTable[];
  hours: LocationHoursTable[];
  schedule: LocationSchedule;
  /**
   * Places left per slot start, free slots only, as typed arrays (start minute, places): a national feed's
   * locations are all planned before the transaction, and Maps of millions of times would not fit.
   */
  places: FreePlaces;
  slotsLeftOut: number;
}

/** Our location id for a publisher's: the prefix keeps two publishers' ids apart; re-importing gives the same id. */
export function importedLocationId(prefix: string, theirId: string): string {
  const id = `${prefix}-${theirId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return id.length <= 120 ? id : `${prefix.slice(0, 80)}-${hashText(theirId)}`;
}

export function defaultPrefix(source: string): string {
  const name = /^https?:/i.test(source) ? new URL(source).hostname : path.basename(source);
  return (name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'smart').slice(0, 40);
}

function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/**
 * The vaccines a location's schedules name, as our offerings: the catalogue's ages, narrowed to the ages of the CVX
 * products named when the feed names ours.
 */
function offeringsOf(
  schedules: readonly FhirSchedule[],
): Array<{ kind: VaccineKind; brand: string; minAge: number; maxAge: number }> | string {
  const kinds = new Set<VaccineKind>();
  const brands = new Set<string>();
  /** Per kind and brand, the ages of the CVX products named: a feed naming only Spikevax offers Moderna from 12. */
  const productAges = new Map<string, { minAge: number; maxAge: number }>();
  for (const schedule of schedules) {
    for (const concept of schedule.serviceType ?? []) {
      for (const coding of concept.coding ?? []) {
        if (coding.system === SYSTEM.vaxnearKind && isVaccineKind(coding.code)) kinds.add(coding.code);
        const kindOfType = kindOfServiceType(coding);
        if (kindOfType) kinds.add(kindOfType);
      }
    }
    for (const ext of schedule.extension ?? []) {
      if (ext.url !== EXTENSION.vaccineProduct || !ext.valueCoding?.code) continue;
      const { system, code } = ext.valueCoding;
      if (system === SYSTEM.vaxnearProduct) {
        const [kind, brand] = code.split('.');
        if (isVaccineKind(kind) && brand && isBrandOfKind(kind, brand)) {
          kinds.add(kind);
          brands.add(`${kind}.${brand}`);
        }
      } else if (system === SYSTEM.cvx) {
        // The products we book (the domain's table), then the COVID-19 codes of the 2021 retailer feeds.
        const product = productOfCvx(code);
        if (product) {
          kinds.add(product.kind);
          if (product.brand) brands.add(`${product.kind}.${product.brand}`);
          const key = `${product.kind}.${product.brand}`;
          const seen = productAges.get(key);
          productAges.set(key, {
            minAge: Math.min(seen?.minAge ?? MAX_AGE, product.minAge),
            maxAge: Math.max(seen?.maxAge ?? 0, product.maxAge),
          });
        } else if (COVID_19_BRAND_BY_CVX[code]) {
          kinds.add('covid_19');
          brands.add(`covid_19.${COVID_19_BRAND_BY_CVX[code]}`);
        }
      }
    }
  }
  const result: Array<{ kind: VaccineKind; brand: string; minAge: number; maxAge: number }> = [];
  // The catalogue's ages (decision 055), narrowed to those of the products the feed names, when it names any.
  const withAges = (kind: VaccineKind, brand: string) => {
    const catalogue = brandAges(kind, brand);
    const named = productAges.get(`${kind}.${brand}`);
    const maxAge = catalogue.maxAge ?? MAX_AGE;
    if (!named || named.maxAge < catalogue.minAge || named.minAge > maxAge)
      return { kind, brand, minAge: catalogue.minAge, maxAge };
    return { kind, brand, minAge: Math.max(catalogue.minAge, named.minAge), maxAge: Math.min(maxAge, named.maxAge) };
  };
  for (const kind of kinds) {
    if (!(KINDS_WITH_BRANDS as readonly string[]).includes(kind)) {
      result.push(withAges(kind, ''));
      continue;
    }
    // A kind is bookable here only with a brand: without one we cannot tell a person which vaccine they will get.
    for (const brand of BRANDS_BY_KIND[kind] as readonly string[])
      if (brands.has(`${kind}.${brand}`)) result.push(withAges(kind, brand));
  }
  return result.length > 0
    ? result
    : 'its schedules name no vaccine we can book (COVID-19, RSV or pneumococcal need a brand in vaccine-product)';
}

function mode(values: readonly number[]): number | null {
  const counts = new Map<number, number>();
  let best: number | null = null;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (best === null || c > counts.get(best)! || (c === counts.get(best)! && v < best)) best = v;
  }
  return best;
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A weekly schedule whose slot grid holds the feed's slots, and the places of each free one. */
function inferSchedule(
  digest: SlotDigest,
  timeZone: string,
  windowEnd: Date,
): (Pick<PlannedLocation, 'hours' | 'places' | 'slotsLeftOut'> & { slotMinutes: number; capacity: number }) | string {
  let slotMinutes: number | null = null;
  for (const [minutes, count] of digest.lineLengths) {
    if (!Number.isInteger(minutes) || minutes < 5 || minutes > 240) continue;
    const best = slotMinutes === null ? 0 : digest.lineLengths.get(slotMinutes)!;
    if (slotMinutes === null || count > best || (count === best && minutes < slotMinutes)) slotMinutes = minutes;
  }
  if (slotMinutes === null)
    return 'its slots are not between 5 and 240 minutes long (day-long slots cannot be booked at a time)';
  let slotsLeftOut = digest.offMinute;
  for (const [minutes, count] of digest.lineLengths) if (minutes !== slotMinutes) slotsLeftOut += count;
  const byStart = new Map<number, { minute: number; weekday: number; left: number }>();
  for (let i = 0; i < digest.size; i += 1) {
    if (digest.lengths[i] !== slotMinutes) continue;
    const start = digest.startMinutes[i]! * 60_000;
    const left = digest.places[i]!;
    const known = byStart.get(start);
    // The same time under several schedules (one per vaccine) is one slot: the largest count of places wins.
    if (known) {
      known.left = Math.max(known.left, left);
      continue;
    }
    const local = new TZDate(start, timeZone);
    const minute = local.getHours() * 60 + local.getMinutes();
    if (minute + slotMinutes > 24 * 60 - 1) {
      slotsLeftOut += 1;
      continue;
    }
    byStart.set(start, { minute, weekday: local.getDay(), left });
  }
  const hours: LocationHoursTable[] = [];
  const places = new Map<number, number>();
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const ofDay = [...byStart.entries()].filter(([, s]) => s.weekday === weekday);
    if (ofDay.length === 0) continue;
    let opens = Infinity;
    let lastStart = -Infinity;
    for (const [, s] of ofDay) {
      opens = Math.min(opens, s.minute);
      lastStart = Math.max(lastStart, s.minute);
    }
    const closes = lastStart + slotMinutes;
    hours.push({
      location_id: '',
      weekday,
      opens: clock(opens),
      closes: clock(closes),
      break_start: null,
      break_end: null,
    });
    for (const [start, s] of ofDay) {
      if ((s.minute - opens) % slotMinutes !== 0) {
        slotsLeftOut += 1;
        continue;
      }
      if (start >= windowEnd.getTime()) continue;
      if (s.left > 0) places.set(start, s.left);
    }
  }
  const capacity = Math.min(100, Math.max(1, mode([...places.values()]) ?? 1));
  const free: FreePlaces = {
    startMinutes: Int32Array.from(places.keys(), (start) => start / 60_000),
    left: Uint16Array.from(places.values()),
  };
  return { hours, places: free, slotsLeftOut, slotMinutes, capacity };
}

async function timeZoneNear(
  db: Kysely<Database>,
  zip: string | null,
  lat: number,
  lng: number,
): Promise<string | null> {
  if (zip) {
    const row = await db.selectFrom('zip_codes').select('time_zone').where('zip', '=', zip).executeTakeFirst();
    if (row) return row.time_zone;
  }
  const rows = await db
    .selectFrom('zip_codes')
    .select(['time_zone', 'lat', 'lng'])
    .where('lat', '>=', lat - 0.5)
    .where('lat', '<=', lat + 0.5)
    .where('lng', '>=', lng - 0.5)
    .where('lng', '<=', lng + 0.5)
    .execute();
  let best: { d: number; zone: string } | null = null;
  for (const r of rows) {
    const d = (Number(r.lat) - lat) ** 2 + (Number(r.lng) - lng) ** 2;
    if (!best || d < best.d) best = { d, zone: r.time_zone };
  }
  return best?.zone ?? null;
}

async function zipCentroid(db: Kysely<Database>, zip: string | null): Promise<{ lat: number; lng: number } | null> {
  if (!zip) return null;
  const row = await db.selectFrom('zip_codes').select(['lat', 'lng']).where('zip', '=', zip).executeTakeFirst();
  return row ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
}

async function planLocations(
  db: Kysely<Database>,
  feed: ReadFeed,
  prefix: string,
  sourceKey: string,
  windowEnd: Date,
  skipped: ImportSummary['skipped'],
): Promise<PlannedLocation[]> {
  const { schedulesOf, slotsOf } = feed;
  const planned: PlannedLocation[] = [];
  // A Location without a usable postalCode gets one derived from its position, as our own data does
  // (zip-derivation.ts); the ZCTAs are read once, when the first such Location comes.
  let deriver: ZipDeriver | null = null;
  const zipOf = async (given: string | null, place: { lat: number; lng: number; state: string; city: string }) => {
    if (given) return { zip: given, zip_source: ZIP_SOURCE.data };
    deriver ??= new ZipDeriver(await zctaCentroids(db));
    const derived = deriver.derive(place);
    return derived ? { zip: derived.zip, zip_source: derived.source } : { zip: null, zip_source: null };
  };
  for (const location of feed.locations) {
    const skip = (reason: string) => skipped.push({ id: location.id, reason });
    const schedules = schedulesOf.get(location.id) ?? [];
    const offerings = offeringsOf(schedules);
    if (typeof offerings === 'string') {
      skip(offerings);
      continue;
    }
    const state = location.address.state.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(state)) {
      skip('its address has no two-letter state');
      continue;
    }
    const zip = /^(\d{5})(-\d{4})?$/.exec(location.address.postalCode?.trim() ?? '')?.[1] ?? null;
    const position = location.position ?? (await zipCentroid(db, zip));
    if (!position) {
      skip('it has no position and its ZIP is unknown');
      continue;
    }
    const lat = 'lat' in position ? position.lat : position.latitude;
    const lng = 'lng' in position ? position.lng : position.longitude;
    const declaredZone = location.extension?.find((e) => e.url === EXTENSION.timeZone)?.valueCode;
    const timeZone =
      declaredZone && declaredZone.includes('/') && isKnownTimeZone(declaredZone)
        ? declaredZone
        : await timeZoneNear(db, zip, lat, lng);
    if (!timeZone) {
      skip('its time zone is unknown (no timezone extension, and no known ZIP near it)');
      continue;
    }
    const digest = slotsOf.get(location.id);
    // The digest is not needed once planned: a big feed's memory goes down as the locations are planned.
    slotsOf.delete(location.id);
    const inferred = !digest
      ? { hours: [], places: NO_PLACES, slotsLeftOut: 0, slotMinutes: 15, capacity: 1 }
      : inferSchedule(digest, timeZone, windowEnd);
    if (typeof inferred === 'string') {
      skip(inferred);
      continue;
    }
    const id = importedLocationId(prefix, location.id);
    const retailerIdentifier = (location.identifier ?? [])
      .map((i) => ({ retailer: retailerOfIdentifierSystem(i.system ?? ''), value: i.value }))
      .find((i) => i.retailer !== null);
    const phone = location.telecom.find((t) => t.system === 'phone')?.value ?? null;
    const website = location.telecom.find((t) => t.system === 'url' && /^https?:\/\//.test(t.value))?.value ?? null;
    const row: LocationTable = {
      id,
      name: location.name.trim().slice(0, 200),
      retailer: retailerIdentifier?.retailer ?? 'unknown',
      chain: null,
      store_number: retailerIdentifier?.value.slice(0, 40) ?? null,
      address1: location.address.line[0]!.trim().slice(0, 200),
      address2: location.address.line[1]?.trim().slice(0, 200) || null,
      city: location.address.city.trim().slice(0, 100),
      state,
      ...(await zipOf(zip, { lat, lng, state, city: location.address.city })),
      phone: phone?.slice(0, 30) ?? null,
      website: website?.slice(0, 500) ?? null,
      lat,
      lng,
      time_zone: timeZone,
      booking_type: PRODUCT_BOOKING_TYPE,
      slot_minutes: inferred.slotMinutes,
      capacity: inferred.capacity,
      // Same-day slots are offered when the feed offers them; the feed's own gaps close the rest.
      same_day_booking: 1,
      source: sourceKey,
      slots_until: windowEnd.toISOString(),
    };
    const hours = inferred.hours.map((h) => ({ ...h, location_id: id }));
    planned.push({
      row,
      hours,
      places: inferred.places,
      slotsLeftOut: inferred.slotsLeftOut,
      offerings: offerings.map((o) => ({
        location_id: id,
        kind: o.kind,
        brand: o.brand,
        min_age: o.minAge,
        max_age: o.maxAge,
      })),
      schedule: {
        timeZone,
        slotMinutes: inferred.slotMinutes,
        capacity: inferred.capacity,
        sameDayBooking: true,
        bookableUntil: windowEnd,
        hours: hours.map((h) => ({ weekday: h.weekday, opens: h.opens, closes: h.closes })),
      },
    });
  }
  return planned;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

export interface ImportOptions {
  prefix?: string;
  now: Date;
}

/**
 * Reads the feed's files line by line and checks the whole feed, then writes it in one transaction: every location,
 * or none. Memory holds the Locations, the Schedules and a few numbers per slot time, never a file.
 */
export async function importBulkData(
  database: DatabaseHandle,
  data: BulkData,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { now } = options;
  const prefix = options.prefix ?? defaultPrefix(data.source);
  if (!/^[A-Za-z0-9-]{1,40}$/.test(prefix))
    throw new SmartImportError('The prefix may use only letters, digits and "-" (at most 40).');
  const sourceKey = `smart:${data.source}`;
  const feed = await readFeed(data, now);
  // Nothing is known past the last slot of the whole feed: the schedules open nothing after it.
  const windowEnd = new Date(feed.lastEnd);
  const summary: ImportSummary = {
    source: data.source,
    added: 0,
    updated: 0,
    unchanged: 0,
    closed: 0,
    skipped: [],
    freeSlots: 0,
    slotRecordsChanged: 0,
    slotsLeftOut: 0,
  };
  const planned = await planLocations(database.db, feed, prefix, sourceKey, windowEnd, summary.skipped);
  const ids = planned.map((p) => p.row.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new SmartImportError(`Two locations of the feed map to the same id "${duplicate}".`);

  await database.db.transaction().execute(async (trx) => {
    const before = new Map((await findLocationRows(trx, ids)).map((r) => [r.id, r]));
    const foreign = [...before.values()].find((r) => r.source !== sourceKey);
    if (foreign)
      throw new SmartImportError(
        `The location id "${foreign.id}" already belongs to another source (${foreign.source}); choose another --prefix.`,
      );
    const beforeSchedules = await findSchedules(trx, ids);
    for (const p of planned) {
      const old = before.get(p.row.id);
      const oldFull = beforeSchedules.get(p.row.id);
      if (!old || !oldFull) summary.added += 1;
      else if (
        fingerprint(old, oldFull.schedule.hours, oldFull.offerings) ===
        fingerprint(p.row, p.schedule.hours, p.offerings.map(toRecord))
      )
        summary.unchanged += 1;
      else summary.updated += 1;
      summary.slotsLeftOut += p.slotsLeftOut;
    }
    await upsertLocations(
      trx,
      planned.map((p) => {
        const { slots_until: _, ...rest } = p.row;
        return rest;
      }),
    );
    await setSlotsUntilEach(trx, planned);
    await replaceOfferingsAndHours(
      trx,
      { ids },
      planned.flatMap((p) => p.offerings),
      planned.flatMap((p) => p.hours),
    );
    for (const p of planned) await writeSlotPlaces(trx, p, now, windowEnd, summary);
    const gone = (await locationsOfSource(trx, sourceKey)).filter(
      (r) => !ids.includes(r.id) && (!r.slots_until || r.slots_until > now.toISOString()),
    );
    await setSlotsUntil(
      trx,
      gone.map((r) => r.id),
      now.toISOString(),
    );
    summary.closed = gone.length;
    if (summary.added + summary.updated + summary.closed > 0)
      await writeMeta(trx, LOCATIONS_VERSION_KEY, `smart-${now.getTime().toString(36)}`);
  });
  return summary;
}

async function setSlotsUntilEach(trx: Parameters<typeof setSlotsUntil>[0], planned: readonly PlannedLocation[]) {
  const byUntil = new Map<string, string[]>();
  for (const p of planned) byUntil.set(p.row.slots_until!, [...(byUntil.get(p.row.slots_until!) ?? []), p.row.id]);
  for (const [until, ids] of byUntil) await setSlotsUntil(trx, ids, until);
}

const toRecord = (o: LocationOfferingTable) => ({
  kind: o.kind,
  brand: o.brand === '' ? null : o.brand,
  minAge: o.min_age,
  maxAge: o.max_age,
});

function fingerprint(
  row: LocationTable,
  hours: LocationSchedule['hours'],
  offerings: ReadonlyArray<{ kind: string; brand: string | null; minAge: number; maxAge: number }>,
): string {
  const fields = [
    row.name,
    row.retailer,
    row.store_number,
    row.address1,
    row.address2,
    row.city,
    row.state,
    row.zip,
    row.phone,
    row.website,
    Number(row.lat),
    Number(row.lng),
    row.time_zone,
    row.booking_type,
    Number(row.slot_minutes),
    Number(row.capacity),
    Number(row.same_day_booking),
    row.slots_until ?? null,
  ];
  const h = [...hours]
    .map((x) => `${x.weekday} ${x.opens}-${x.closes} ${x.breakStart ?? ''}-${x.breakEnd ?? ''}`)
    .sort();
  const o = offerings.map((x) => `${x.kind}:${x.brand ?? ''}:${Number(x.minAge)}-${Number(x.maxAge)}`).sort();
  return JSON.stringify([fields, h, o]);
}

/**
 * After the import each slot of the window offers exactly what the feed says is left: slot_usage.capacity = booked
 * here + places left. Rows are written only where that differs from the schedule's usual places.
 */
async function writeSlotPlaces(
  trx: Parameters<typeof slotUsageOf>[0],
  p: PlannedLocation,
  now: Date,
  windowEnd: Date,
  summary: ImportSummary,
) {
  if (p.hours.length === 0) return;
  // This location's free places by start (ms), for the time it is written.
  const places = new Map<number, number>();
  for (let k = 0; k < p.places.startMinutes.length; k += 1)
    places.set(p.places.startMinutes[k]! * 60_000, p.places.left[k]!);
  const existing = new Map(
    (await slotUsageOf(trx, p.row.id, now.toISOString(), windowEnd.toISOString())).map((r) => [r.starts_at, r]),
  );
  const inserts: Array<{ location_id: string; starts_at: string; capacity: number; booked: number }> = [];
  const lastDate = localDateOf(windowEnd, p.schedule.timeZone);
  for (
    let date = localDateOf(now, p.schedule.timeZone);
    date <= lastDate && parseIsoDate(date);
    date = addDaysToIsoDate(date, 1)
  ) {
    for (const slot of scheduledSlotsOn(p.schedule, date, now)) {
      const left = places.get(slot.start.getTime()) ?? 0;
      if (left > 0) summary.freeSlots += 1;
      const startsAt = slot.start.toISOString();
      const row = existing.get(startsAt);
      if (row) {
        if (Number(row.capacity) !== Number(row.booked) + left) {
          await setSlotCapacity(trx, p.row.id, startsAt, Number(row.booked) + left);
          summary.slotRecordsChanged += 1;
        }
      } else if (left !== p.schedule.capacity) {
        inserts.push({ location_id: p.row.id, starts_at: startsAt, capacity: left, booked: 0 });
      }
    }
  }
  await insertSlotUsage(trx, inserts);
  summary.slotRecordsChanged += inserts.length;
}
