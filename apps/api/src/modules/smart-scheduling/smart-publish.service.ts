// Publishing our availability as SMART Scheduling Links (decision 130): one Location per location, one Schedule per
// location and vaccine product (CVX, decision 232), and the slots /availabilities would offer over the next 14 days
// under each of the location's Schedules, one Slot file per state.
import { PRODUCT_BOOKING_TYPE } from '@vaxnear/domain/enumerations';
import {
  addDaysToIsoDate,
  appointmentEnd,
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
  COVID_19_IMMUNIZATION_CODING,
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
import { locationsWithActivity, storeNumbersOf } from './smart-scheduling.repository.ts';

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
            ...(kind === 'covid_19' ? [COVID_19_IMMUNIZATION_CODING] : []),
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

export interface ManifestOptions {
  origin: string;
  now: Date;
  since: Date | null;
}

/**
 * The manifest. With `_since`, it lists only what changed after that time: the Location and Schedule files when
 * the locations changed, and the Slot files of the states where a slot's free places may have changed.
 */
export async function buildManifest(database: DatabaseHandle, options: ManifestOptions): Promise<Manifest> {
  const publication = await currentPublication(database, options.now);
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
  const changed = since ? await changedLocations(database, publication, since, options.now) : null;
  for (const [state, locations] of publication.byState) {
    if (!locations.some((l) => l.bookable)) continue;
    if (changed && !locations.some((l) => changed.has(l.id))) continue;
    const query = since ? `?_since=${encodeURIComponent(since.toISOString())}` : '';
    // The state hint the spec asks for, so a client that wants one state downloads one state's file.
    output.push({ type: 'Slot', url: `${base}/Slot-${state}.ndjson${query}`, extension: { state: [state] } });
  }
  return { transactionTime: options.now.toISOString(), request, output, error: [] };
}

/** Ids of locations whose slots may differ from what a reader fetched at `since`. */
async function changedLocations(
  database: DatabaseHandle,
  publication: Publication,
  since: Date,
  now: Date,
): Promise<Set<string>> {
  const all = [...publication.byState.values()].flat();
  if (publication.changedAt > since.toISOString()) return new Set(all.map((l) => l.id));
  const changed = await locationsWithActivity(database.db, since.toISOString(), now.toISOString());
  // A new local day brings a new day into the 14 and drops slots of the past one.
  for (const l of all)
    if (localDateOf(since, l.schedule.timeZone) !== localDateOf(now, l.schedule.timeZone)) changed.add(l.id);
  return changed;
}

/** Whether the state has a Slot file; the route answers 404 otherwise. */
export async function hasSlotFile(database: DatabaseHandle, state: string, now: Date): Promise<boolean> {
  return (await currentPublication(database, now)).byState.get(state)?.some((l) => l.bookable) ?? false;
}

/**
 * The lines of one state's Slot file, a batch of locations at a time so that a big state never sits in memory
 * whole. Free places are counted as /availabilities counts them (bookings plus live holds).
 */
export async function* slotFileChunks(
  database: DatabaseHandle,
  options: { state: string; publicBaseUrl: string; now: Date; since: Date | null },
): AsyncGenerator<string> {
  const { now } = options;
  const publication = await currentPublication(database, now);
  let locations = (publication.byState.get(options.state) ?? []).filter((l) => l.bookable);
  if (options.since) {
    const changed = await changedLocations(database, publication, options.since, now);
    locations = locations.filter((l) => changed.has(l.id));
  }
  for (let i = 0; i < locations.length; i += SLOT_BATCH) {
    const batch = locations.slice(i, i + SLOT_BATCH);
    const fromIso = `${addDaysToIsoDate(localDateOf(now, 'UTC'), -1)}T00:00:00.000Z`;
    const toIso = `${addDaysToIsoDate(localDateOf(now, 'UTC'), PUBLISHED_DAYS + 2)}T00:00:00.000Z`;
    const taken = await countTakenPlaces(
      database.db,
      batch.map((l) => l.id),
      fromIso,
      toIso,
      now.toISOString(),
    );
    let text = '';
    for (const location of batch) text += slotLinesOf(location, taken.get(location.id), options.publicBaseUrl, now);
    if (text) yield text;
  }
}

function slotLinesOf(
  location: PublishedLocation,
  taken: Map<string, { taken: number; capacity: number | null }> | undefined,
  publicBaseUrl: string,
  now: Date,
): string {
  const { schedule } = location;
  const today = localDateOf(now, schedule.timeZone);
  const linkBase = `${publicBaseUrl}/schedule?location=${encodeURIComponent(location.id)}&timeSlotId=`;
  let text = '';
  for (let day = 0; day < PUBLISHED_DAYS; day += 1) {
    for (const slot of scheduledSlotsOn(schedule, addDaysToIsoDate(today, day), now)) {
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
        (appointmentEnd(slot.start, schedule.slotMinutes).getTime() - slot.start.getTime()) / 60_000;
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
  return slotLinesOf(location, taken.get(location.id), options.publicBaseUrl, now)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as object);
}
