// Publishing our availability as SMART Scheduling Links (decision 130): one Location per location, one Schedule per
// location and vaccine product (CVX, decision 232), and the slots /availabilities would offer over the next 14 days
// under each of the location's Schedules, one Slot file per state.
import { PRODUCT_BOOKING_TYPE } from '@vaxnear/domain/enumerations';
import {
  addDaysToIsoDate,
  appointmentEnd,
  slotMinutesAt,
  encodeSlotId,
  localDateOf,
  scheduledSlotsOn,
  type LocationSchedule,
} from '@vaxnear/domain/schedule';
import { CVX_SYSTEM, productsOfOffering, type VaccineProduct } from '@vaxnear/domain/vaccine-products';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import type { DatabaseHandle } from '../../db/database.ts';
import { countTakenPlaces } from '../availability/availability.repository.ts';
import {
  findAllBookableLocations,
  readLocationsVersion,
  type BookableLocation,
} from '../locations/locations.repository.ts';
import {
  kindServiceType,
  EXTENSION,
  fhirIdOf,
  IMMUNIZATION_CODING,
  KIND_DISPLAY,
  RETAILER_IDENTIFIER_SYSTEMS,
  scheduleFhirIdOf,
  slotFhirIdOf,
  SYSTEM,
} from './fhir-vocabulary.ts';
import type { FhirLocation, FhirSchedule, Manifest } from './bulk-data-rules.ts';
import { readMeta, writeMeta } from '../data-loading/data-loading.repository.ts';
import {
  latestFeedChange,
  pruneFeedChanges,
  slotsChangedSince,
  stampFeedChanges,
  statesChangedBetween,
  statesChangedSince,
  storeNumbersOf,
} from './smart-scheduling.repository.ts';

/** The feed covers today and the 13 days after it, in each location's zone. */
export const PUBLISHED_DAYS = 14;
/** How often a running server looks whether the locations changed (an import bumps meta.locations_version). */
const VERSION_CHECK_MS = 5_000;
/** Locations per query of taken places while a Slot file is written. */
const SLOT_BATCH = 250;
const PUBLISHED_VERSION_KEY = 'fhir_published_locations';

export interface PublishedLocation {
  id: string;
  fhirId: string;
  /** Its Schedules' ids, one per vaccine product: each of its slots is published under every one of them. */
  scheduleIds: string[];
  state: string;
  schedule: LocationSchedule;
  bookable: boolean;
}

export interface Publication {
  version: string;
  /** When these locations were first published: Location and Schedule files changed then. */
  changedAt: string;
  locationNdjson: string;
  scheduleNdjson: string;
  /**
   * Each Location resource (JSON), by its FHIR id and by our id (which was its FHIR id before decision 233, so a
   * reader that stored it still finds it): the read a booking deep link's page makes.
   */
  locationById: Map<string, string>;
  /** Per state (sorted), the locations whose slots its Slot file lists. */
  byState: Map<string, PublishedLocation[]>;
}

interface PublicationCache {
  publication: Publication;
  checkedAt: number;
  building?: Promise<Publication>;
}
const caches = new WeakMap<DatabaseHandle, PublicationCache>();

/** The Location and Schedule files and the slot index, rebuilt only when the locations change. */
export async function currentPublication(database: DatabaseHandle, now: Date): Promise<Publication> {
  const cached = caches.get(database);
  if (cached && now.getTime() - cached.checkedAt < VERSION_CHECK_MS && now.getTime() >= cached.checkedAt)
    return cached.publication;
  const version = await readLocationsVersion(database.db);
  if (cached && cached.publication.version === version) {
    cached.checkedAt = now.getTime();
    return cached.publication;
  }
  const publication = await buildPublication(database, version, now);
  caches.set(database, { publication, checkedAt: now.getTime() });
  return publication;
}

async function buildPublication(database: DatabaseHandle, version: string, now: Date): Promise<Publication> {
  const [locations, storeNumbers] = await Promise.all([
    findAllBookableLocations(database.db),
    storeNumbersOf(database.db),
  ]);
  locations.sort((a, b) => (a.location.id < b.location.id ? -1 : a.location.id > b.location.id ? 1 : 0));
  const locationLines: string[] = [];
  const scheduleLines: string[] = [];
  const byState = new Map<string, PublishedLocation[]>();
  const locationById = new Map<string, string>();
  for (const entry of locations) {
    const fhirId = fhirIdOf(entry.location.id);
    const line = JSON.stringify(toFhirLocation(entry, fhirId, storeNumbers.get(entry.location.id) ?? null));
    locationLines.push(line);
    locationById.set(fhirId, line).set(entry.location.id, line);
    const schedules = toFhirSchedules(entry, fhirId);
    for (const schedule of schedules) scheduleLines.push(JSON.stringify(schedule));
    const state = /^[A-Z]{2}$/.test(entry.location.state) ? entry.location.state : 'XX';
    const list = byState.get(state) ?? [];
    list.push({
      id: entry.location.id,
      fhirId,
      scheduleIds: schedules.map((s) => s.id),
      state,
      schedule: entry.schedule,
      bookable: entry.location.bookingType === PRODUCT_BOOKING_TYPE,
    });
    byState.set(state, list);
  }
  // The time these locations were first published is kept in the database, so every server process and every
  // restart answers `_since` the same way.
  const stored = await readMeta(database.db, PUBLISHED_VERSION_KEY);
  let changedAt = stored && stored.startsWith(`${version}@`) ? stored.slice(version.length + 1) : null;
  if (!changedAt) {
    changedAt = now.toISOString();
    await writeMeta(database.db, PUBLISHED_VERSION_KEY, `${version}@${changedAt}`);
  }
  return {
    version,
    changedAt,
    locationNdjson: locationLines.length ? `${locationLines.join('\n')}\n` : '',
    scheduleNdjson: scheduleLines.length ? `${scheduleLines.join('\n')}\n` : '',
    locationById,
    byState: new Map([...byState.entries()].sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

function toFhirLocation({ location }: BookableLocation, fhirId: string, storeNumber: string | null): FhirLocation {
  const telecom: FhirLocation['telecom'] = [];
  if (location.phone) telecom.push({ system: 'phone', value: location.phone });
  if (location.website) telecom.push({ system: 'url', value: location.website });
  const identifier: NonNullable<FhirLocation['identifier']> = [{ system: SYSTEM.vaxnearLocation, value: location.id }];
  const retailerSystem = RETAILER_IDENTIFIER_SYSTEMS.find((r) => r.retailer === location.retailer)?.system;
  if (retailerSystem && storeNumber) identifier.push({ system: retailerSystem, value: storeNumber });
  return {
    resourceType: 'Location',
    id: fhirId,
    identifier,
    name: location.name,
    telecom,
    address: {
      line: [location.address1, ...(location.address2 ? [location.address2] : [])],
      city: location.city,
      state: location.state,
      ...(location.zip ? { postalCode: location.zip } : {}),
    },
    position: { latitude: location.lat, longitude: location.lng },
    extension: [{ url: EXTENSION.timeZone, valueCode: location.timeZone }],
  };
}

/**
 * One Schedule per vaccine product the location offers (the spec asks for one product per Schedule, so a reader can
 * tell a flu slot from a COVID-19 slot): a brand offered to ages that span two formulations is two products.
 */
export function toFhirSchedules({ offerings }: BookableLocation, locationFhirId: string): FhirSchedule[] {
  const products = new Map<string, VaccineProduct>();
  for (const o of offerings)
    for (const product of productsOfOffering(o.kind, o.brand, o.minAge, o.maxAge)) products.set(product.cvx, product);
  return [...products.values()].map((product) => {
    const kind = product.kind as VaccineKind;
    return {
      resourceType: 'Schedule',
      id: scheduleFhirIdOf(locationFhirId, product.cvx),
      actor: [{ reference: `Location/${locationFhirId}` }],
      serviceType: [
        {
          coding: [
            IMMUNIZATION_CODING,
            ...(kindServiceType(kind) ? [kindServiceType(kind)!] : []),
            { system: SYSTEM.vaxnearKind, code: kind, display: KIND_DISPLAY[kind] },
          ],
        },
      ],
      extension: [
        {
          url: EXTENSION.vaccineProduct,
          valueCoding: { system: CVX_SYSTEM, code: product.cvx, display: product.productName },
        },
      ],
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Changes (decision 252)

/** How often a server reads the change log: a booking reaches its state's file after at most this plus the rebuild gap. */
export const CHANGE_CHECK_MS = 5_000;
/** How long the change log keeps a change: a `_since` older than this gets the whole file (the spec allows it). */
export const CHANGE_RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Room for one build of a big state's file, in the manifest's transactionTime (see feedLagMs). */
const BUILD_ALLOWANCE_MS = 30_000;

export interface FeedTiming {
  /** The shortest time between two builds of one file: changes in between wait for the next one. */
  minRebuildMs: number;
  /** Every file is built again at least this often, so that slots in the past leave it. */
  refreshMs: number;
}

/**
 * How far behind the clock a stored file can be: the manifest's transactionTime is set back by this, so that a
 * reader's next `_since` (that transactionTime) also lists what the files it read did not show yet.
 */
export function feedLagMs(timing: FeedTiming): number {
  return CHANGE_CHECK_MS + timing.minRebuildMs + BUILD_ALLOWANCE_MS;
}

interface ChangeTracker {
  /** The last change this server has read; -1 before its first look. */
  seen: number;
  checkedAt: number;
  /** Per state, the number of its latest change seen since this server started. */
  stateChange: Map<string, number>;
  prunedAt: number;
  checking: Promise<void> | null;
}
const trackers = new WeakMap<DatabaseHandle, ChangeTracker>();

/** Reads the change log at most every CHANGE_CHECK_MS: stamps the new changes and notes the states they touch. */
async function seeChanges(database: DatabaseHandle, now: Date): Promise<ChangeTracker> {
  let tracker = trackers.get(database);
  if (!tracker) {
    tracker = { seen: -1, checkedAt: 0, stateChange: new Map(), prunedAt: 0, checking: null };
    trackers.set(database, tracker);
  }
  const t = tracker;
  const age = now.getTime() - t.checkedAt;
  if (t.seen >= 0 && age >= 0 && age < CHANGE_CHECK_MS) return t;
  t.checking ??= (async () => {
    const latest = await latestFeedChange(database.db);
    if (latest > t.seen) {
      await stampFeedChanges(database.db, latest, now.toISOString());
      // Changes before this server's first look are in every file it builds: they need no note.
      if (t.seen >= 0)
        for (const state of await statesChangedBetween(database.db, t.seen, latest)) t.stateChange.set(state, latest);
      t.seen = latest;
    }
    if (now.getTime() - t.prunedAt >= PRUNE_EVERY_MS || now.getTime() < t.prunedAt) {
      await pruneFeedChanges(database.db, new Date(now.getTime() - CHANGE_RETENTION_MS).toISOString());
      t.prunedAt = now.getTime();
    }
    t.checkedAt = now.getTime();
  })().finally(() => {
    t.checking = null;
  });
  await t.checking;
  return t;
}

/**
 * What a state's stored Slot file must have been built from to be served: the locations' version, the state's
 * latest change this server knows of, and the refresh period. Every server agrees on the first and the last.
 */
export async function slotFileBasis(
  database: DatabaseHandle,
  state: string,
  now: Date,
  timing: FeedTiming,
): Promise<string> {
  const [publication, tracker] = await Promise.all([currentPublication(database, now), seeChanges(database, now)]);
  const period = Math.floor(now.getTime() / Math.max(1, timing.refreshMs));
  return `${publication.version}|${tracker.stateChange.get(state) ?? 0}|${period}`;
}

export interface ManifestOptions {
  origin: string;
  now: Date;
  since: Date | null;
  timing: FeedTiming;
}

/**
 * The manifest. With `_since`, it lists only what changed after that time: the Location and Schedule files when
 * the locations changed, and the Slot files of the states where a slot's free places may have changed (from the
 * change log, not from the files).
 */
export async function buildManifest(database: DatabaseHandle, options: ManifestOptions): Promise<Manifest> {
  const [publication] = await Promise.all([
    currentPublication(database, options.now),
    // Stamps what changed since this server last looked, so that `_since` names no change twice.
    seeChanges(database, options.now),
  ]);
  const base = `${options.origin}/api/v1/fhir`;
  const request = `${base}/$bulk-publish${options.since ? `?_since=${encodeURIComponent(options.since.toISOString())}` : ''}`;
  const output: Manifest['output'] = [];
  const since = options.since;
  if (!since || publication.changedAt > since.toISOString()) {
    // Location and Schedule files cover every state we publish.
    const states = [...publication.byState.keys()];
    output.push(
      { type: 'Location', url: `${base}/Location.ndjson`, extension: { state: states } },
      { type: 'Schedule', url: `${base}/Schedule.ndjson`, extension: { state: states } },
    );
  }
  const changed = since ? await changedStates(database, publication, since, options.now) : null;
  for (const [state, locations] of publication.byState) {
    if (!locations.some((l) => l.bookable)) continue;
    if (changed && !changed.has(state)) continue;
    const query = since ? `?_since=${encodeURIComponent(since.toISOString())}` : '';
    // The state hint the spec asks for, so a client that wants one state downloads one state's file.
    output.push({ type: 'Slot', url: `${base}/Slot-${state}.ndjson${query}`, extension: { state: [state] } });
  }
  const transactionTime = new Date(options.now.getTime() - feedLagMs(options.timing)).toISOString();
  return { transactionTime, request, output, error: [] };
}

/** Whether a `_since` reader of this state needs the whole file: the change log cannot say what changed. */
function wholeFileSince(publication: Publication, locations: readonly PublishedLocation[], since: Date, now: Date) {
  if (publication.changedAt >= since.toISOString()) return true;
  if (now.getTime() - since.getTime() >= CHANGE_RETENTION_MS) return true;
  // A new local day brings a new day into the 14 and drops the past one.
  const zones = new Set(locations.map((l) => l.schedule.timeZone));
  for (const zone of zones) if (localDateOf(since, zone) !== localDateOf(now, zone)) return true;
  return false;
}

async function changedStates(
  database: DatabaseHandle,
  publication: Publication,
  since: Date,
  now: Date,
): Promise<Set<string>> {
  const changed = await statesChangedSince(database.db, since.toISOString(), now.toISOString());
  for (const [state, locations] of publication.byState)
    if (wholeFileSince(publication, locations, since, now)) changed.add(state);
  return changed;
}

/** Whether the state has a Slot file; the route answers 404 otherwise. */
export async function hasSlotFile(database: DatabaseHandle, state: string, now: Date): Promise<boolean> {
  return (await currentPublication(database, now)).byState.get(state)?.some((l) => l.bookable) ?? false;
}

/**
 * The lines of one state's whole Slot file, a batch of locations at a time so that a big state never sits in
 * memory as text. Free places are counted as /availabilities counts them (bookings plus live holds).
 */
export async function* slotFileChunks(
  database: DatabaseHandle,
  options: { state: string; publicBaseUrl: string; now: Date },
): AsyncGenerator<string> {
  const publication = await currentPublication(database, options.now);
  const locations = (publication.byState.get(options.state) ?? []).filter((l) => l.bookable);
  yield* slotLines(database, locations, null, options.publicBaseUrl, options.now);
}

/**
 * The Slot lines a `_since` reader needs: only the slots the change log names, or null when the reader must read
 * the whole file (the locations changed, the log no longer reaches back, or a new day came in).
 */
export async function sinceSlotChunks(
  database: DatabaseHandle,
  options: { state: string; publicBaseUrl: string; now: Date; since: Date },
): Promise<AsyncGenerator<string> | null> {
  const { now, since } = options;
  const [publication] = await Promise.all([currentPublication(database, now), seeChanges(database, now)]);
  const locations = (publication.byState.get(options.state) ?? []).filter((l) => l.bookable);
  if (wholeFileSince(publication, locations, since, now)) return null;
  const changed = await slotsChangedSince(database.db, since.toISOString(), now.toISOString(), options.state);
  return slotLines(
    database,
    locations.filter((l) => changed.has(l.id)),
    changed,
    options.publicBaseUrl,
    now,
  );
}

async function* slotLines(
  database: DatabaseHandle,
  locations: readonly PublishedLocation[],
  only: Map<string, Set<string>> | null,
  publicBaseUrl: string,
  now: Date,
): AsyncGenerator<string> {
  const fromIso = `${addDaysToIsoDate(localDateOf(now, 'UTC'), -1)}T00:00:00.000Z`;
  const toIso = `${addDaysToIsoDate(localDateOf(now, 'UTC'), PUBLISHED_DAYS + 2)}T00:00:00.000Z`;
  for (let i = 0; i < locations.length; i += SLOT_BATCH) {
    const batch = locations.slice(i, i + SLOT_BATCH);
    const taken = await countTakenPlaces(
      database.db,
      batch.map((l) => l.id),
      fromIso,
      toIso,
      now.toISOString(),
    );
    // One location's lines at a time (a few MB at most): a batch of a big state's would be hundreds of MB.
    for (const location of batch) {
      const text = slotLinesOf(location, taken.get(location.id), publicBaseUrl, now, only?.get(location.id) ?? null);
      if (text) yield text;
    }
  }
}

function slotLinesOf(
  location: PublishedLocation,
  taken: Map<string, { taken: number; capacity: number | null }> | undefined,
  publicBaseUrl: string,
  now: Date,
  only: ReadonlySet<string> | null,
): string {
  const { schedule } = location;
  const today = localDateOf(now, schedule.timeZone);
  const linkBase = `${publicBaseUrl}/schedule?location=${encodeURIComponent(location.id)}&timeSlotId=`;
  // A `_since` answer needs only the days of the slots that changed.
  const days = only ? new Set([...only].map((start) => localDateOf(new Date(start), schedule.timeZone))) : null;
  let text = '';
  for (let day = 0; day < PUBLISHED_DAYS; day += 1) {
    const date = addDaysToIsoDate(today, day);
    if (days && !days.has(date)) continue;
    for (const slot of scheduledSlotsOn(schedule, date, now)) {
      if (only && !only.has(slot.start.toISOString())) continue;
      const places = taken?.get(slot.start.toISOString());
      const capacity = places?.capacity ?? schedule.capacity;
      const used = places?.taken ?? 0;
      // A slot with no places at all was never offered (an imported feed left it out): it is not published.
      if (capacity === 0 && used === 0) continue;
      const left = capacity - used;
      const slotId = encodeSlotId(location.id, slot.start);
      const slotCode = slotId.slice(slotId.lastIndexOf('.') + 1);
      // Pharmacies are closed at the daylight-saving change, so a slot's end has its start's offset.
      const endMinutes =
        slot.localMinutes +
        (appointmentEnd(slot.start, slotMinutesAt(schedule, slot.start)).getTime() - slot.start.getTime()) / 60_000;
      const end = `${slot.startLocal.slice(0, 11)}${pad2(Math.floor(endMinutes / 60))}:${pad2(endMinutes % 60)}${slot.startLocal.slice(16)}`;
      const rest =
        `"status":"${left > 0 ? 'free' : 'busy'}","start":"${slot.startLocal}","end":"${end}",` +
        `"extension":[{"url":"${EXTENSION.bookingDeepLink}","valueUrl":"${linkBase}${slotId}"}` +
        `${left > 1 ? `,{"url":"${EXTENSION.slotCapacity}","valueInteger":${left}}` : ''}]}\n`;
      // The same time under each of the location's Schedules: its places are shared by all of them.
      for (const scheduleId of location.scheduleIds)
        text += `{"resourceType":"Slot","id":"${slotFhirIdOf(scheduleId, slotCode)}","schedule":{"reference":"Schedule/${scheduleId}"},${rest}`;
    }
  }
  return text;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * One location's Slots as its state's Slot file lists them, parsed (the FHIR read API for pharmacy systems, decision
 * 248): the same builder, so the two never differ. Empty for a location the feed does not publish.
 */
export async function slotsOfLocation(
  database: DatabaseHandle,
  locationId: string,
  options: { publicBaseUrl: string; now: Date },
): Promise<object[]> {
  const { now } = options;
  const publication = await currentPublication(database, now);
  let location: PublishedLocation | undefined;
  for (const list of publication.byState.values()) {
    location = list.find((l) => l.id === locationId && l.bookable);
    if (location) break;
  }
  if (!location) return [];
  const fromIso = `${addDaysToIsoDate(localDateOf(now, 'UTC'), -1)}T00:00:00.000Z`;
  const toIso = `${addDaysToIsoDate(localDateOf(now, 'UTC'), PUBLISHED_DAYS + 2)}T00:00:00.000Z`;
  const taken = await countTakenPlaces(database.db, [location.id], fromIso, toIso, now.toISOString());
  return slotLinesOf(location, taken.get(location.id), options.publicBaseUrl, now, null)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as object);
}
