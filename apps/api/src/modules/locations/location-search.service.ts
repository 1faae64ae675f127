// GET /query: nearest locations that offer the wanted vaccines, paged, with their next free date.
import { DEFAULT_SEARCH_RADIUS_MILES } from '@vaxnear/domain/constants';
import type { LocationQuery, LocationResult } from '@vaxnear/domain/contracts/query';
import { PRODUCT_BOOKING_TYPE, type BookingType } from '@vaxnear/domain/enumerations';
import { boundingBox, distanceMiles } from '@vaxnear/domain/geo';
import type { Retailer } from '@vaxnear/domain/retailers';
import type { DatabaseHandle } from '../../db/database.ts';
import { nextAvailableDates, offersService } from '../availability/availability.service.ts';
import { kindBit, locationIndexOf, type IndexedLocation } from './location-index.ts';

const NOT_SEEN = -1;
const NO_MATCH = 0;
const PARTIAL_MATCH = 1;
const FULL_MATCH = 2;
/** Added to a partial match's rank key so that every full match comes first (squared miles never reach it). */
const PARTIAL_RANK_OFFSET = 1e12;

export async function searchLocations(database: DatabaseHandle, query: LocationQuery, now: Date) {
  const index = await locationIndexOf(database);
  const center = { lat: query.latitude, lng: query.longitude };
  // The distance filter narrows the radius (or the map view) on the server, so a page never hides further matches.
  const inView = query.sw !== undefined && query.ne !== undefined;
  const radiusMiles =
    query.maxDistance === undefined
      ? inView
        ? null
        : DEFAULT_SEARCH_RADIUS_MILES
      : inView
        ? query.maxDistance
        : Math.min(query.maxDistance, DEFAULT_SEARCH_RADIUS_MILES);
  const box =
    query.sw && query.ne
      ? { sw: query.sw, ne: query.ne }
      : boundingBox(center, radiusMiles ?? DEFAULT_SEARCH_RADIUS_MILES);
  const retailers = query.retailers ? new Set<string>(query.retailers) : null;

  // The hot loop of /query: it can see thousands of locations in a dense area, so it reads typed arrays, allocates
  // nothing per location, decides whether the offerings match once per offering profile (a few hundred), and ranks
  // by a flat-earth distance (within 0.1% of the great-circle one at search radii); only the page that is answered
  // gets the exact distance.
  const milesPerDegreeLng = 69.172 * Math.cos((center.lat * Math.PI) / 180);
  const radiusSquared = radiusMiles === null ? Infinity : radiusMiles * radiusMiles;
  const candidates: IndexedLocation[] = [];
  const rankKeys: number[] = [];
  // Per profile: NOT_SEEN, or how it matches. Without partial matching a location must offer every service asked
  // for; with it, at least one, and full matches rank first.
  const matches = new Int8Array(index.profiles.length).fill(NOT_SEEN);
  const wantedKinds = query.services.reduce((mask, service) => mask | kindBit(service.kind), 0);
  const matchOf = (profile: number): number => {
    const { kindMask, offerings } = index.profiles[profile]!;
    const offeredKinds = kindMask & wantedKinds;
    if (query.partialMatching ? offeredKinds === 0 : offeredKinds !== wantedKinds) return NO_MATCH;
    let offered = 0;
    for (const service of query.services) if (offersService(offerings, service, query.pregnant)) offered += 1;
    if (offered === query.services.length) return FULL_MATCH;
    return query.partialMatching && offered > 0 ? PARTIAL_MATCH : NO_MATCH;
  };
  const filtered = retailers !== null || query.bookable_only;
  const { sw, ne } = box;
  for (const { lats, lngs, profiles, entries } of index.cellsWithin(box)) {
    for (let i = 0; i < lats.length; i += 1) {
      const lat = lats[i]!;
      const lng = lngs[i]!;
      if (lat < sw.lat || lat > ne.lat || lng < sw.lng || lng > ne.lng) continue;
      const dy = (lat - center.lat) * 69.0;
      const dx = (lng - center.lng) * milesPerDegreeLng;
      const distanceSquared = dx * dx + dy * dy;
      if (distanceSquared > radiusSquared) continue;
      const profile = profiles[i]!;
      let match = matches[profile]!;
      if (match === NOT_SEEN) matches[profile] = match = matchOf(profile);
      if (match === NO_MATCH) continue;
      const entry = entries[i]!;
      if (filtered) {
        if (retailers && !retailers.has(entry.location.retailer)) continue;
        if (query.bookable_only && entry.location.bookingType !== PRODUCT_BOOKING_TYPE) continue;
      }
      candidates.push(entry);
      rankKeys.push(match === FULL_MATCH ? distanceSquared : PARTIAL_RANK_OFFSET + distanceSquared);
    }
  }
  const before = (a: number, b: number) =>
    rankKeys[a]! - rankKeys[b]! || (candidates[a]!.location.id < candidates[b]!.location.id ? -1 : 1);
  const order = firstInOrder(candidates.length, query.page * query.pageSize, before);

  const page = order.slice((query.page - 1) * query.pageSize).map((i) => ({
    entry: candidates[i]!,
    distance: distanceMiles(center, candidates[i]!.location),
    matchesAll: rankKeys[i]! < PARTIAL_RANK_OFFSET,
  }));
  const bookable = page.filter((m) => m.entry.location.bookingType === PRODUCT_BOOKING_TYPE);
  const nextDates =
    bookable.length === 0
      ? new Map<string, string | null>()
      : await nextAvailableDates(
          database,
          bookable.map((m) => ({ id: m.entry.location.id, schedule: m.entry.schedule })),
          now,
        );

  return {
    locations: page.map(({ entry, distance, matchesAll }) =>
      toLocationResult(entry, Math.round(distance * 10) / 10, matchesAll, nextDates.get(entry.location.id) ?? null),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total: candidates.length,
    radiusMiles,
  };
}

const FROM_INDEX = Symbol('indexed location');
type IndexedResult = LocationResult & { [FROM_INDEX]?: IndexedLocation };

function toLocationResult(
  entry: IndexedLocation,
  distance: number,
  matchesAll: boolean,
  nextAvailableDate: string | null,
): LocationResult {
  const result: IndexedResult = {
    id: entry.location.id,
    name: entry.location.name,
    address1: entry.location.address1,
    address2: entry.location.address2,
    city: entry.location.city,
    state: entry.location.state,
    zip: entry.location.zip,
    lat: entry.location.lat,
    lng: entry.location.lng,
    distance,
    retailer: entry.location.retailer as Retailer,
    retailerName: entry.retailerName,
    timeZone: entry.location.timeZone,
    metadata: { webAddress: entry.location.website, phoneNumber: entry.location.phone },
    services: entry.services,
    matchesAllServices: matchesAll,
    bookingType: entry.location.bookingType as BookingType,
    nextAvailableDate,
  };
  // A symbol key: JSON.stringify skips it, the serializer below uses it.
  result[FROM_INDEX] = entry;
  return result;
}

// JSON of the parts of a result that only change with the data, cut around the three per-search values
// (distance, matchesAllServices, nextAvailableDate). Turning each answer into JSON cost about a tenth of a /query
// request, mostly in these parts; the index is rebuilt when the data changes, so its entries can keep them.
const jsonParts = new WeakMap<IndexedLocation, { head: string; middle: string; tail: string }>();

function jsonPartsOf(entry: IndexedLocation) {
  let parts = jsonParts.get(entry);
  if (!parts) {
    const {
      distance: _d,
      matchesAllServices: _m,
      nextAvailableDate: _n,
      ...fixed
    } = toLocationResult(entry, 0, true, null);
    const { id, name, address1, address2, city, state, zip, lat, lng, bookingType, ...rest } = fixed;
    parts = {
      head: `${JSON.stringify({ id, name, address1, address2, city, state, zip, lat, lng }).slice(0, -1)},"distance":`,
      middle: `,${JSON.stringify(rest).slice(1, -1)},"matchesAllServices":`,
      tail: `,"bookingType":${JSON.stringify(bookingType)},"nextAvailableDate":`,
    };
    jsonParts.set(entry, parts);
  }
  return parts;
}

/** The /query answer as JSON: the same text JSON.stringify gives, built mostly from cached parts. */
export function serializeQueryAnswer(answer: {
  data: { locations: LocationResult[]; page: number; pageSize: number; total: number; radiusMiles: number | null };
}): string {
  const { locations, ...paging } = answer.data;
  let json = '{"data":{"locations":[';
  for (let i = 0; i < locations.length; i += 1) {
    const result = locations[i] as IndexedResult;
    const entry = result[FROM_INDEX];
    if (i > 0) json += ',';
    if (!entry) {
      json += JSON.stringify(result);
      continue;
    }
    const { head, middle, tail } = jsonPartsOf(entry);
    json += `${head}${JSON.stringify(result.distance)}${middle}${result.matchesAllServices}${tail}${JSON.stringify(result.nextAvailableDate)}}`;
  }
  return `${json}],${JSON.stringify(paging).slice(1)}}`;
}

/**
 * The first `count` of `length` indices in the order `before` gives, sorted: a bounded max-heap, so a first page
 * of 10 out of thousands of nearby locations does not sort them all.
 */
export function firstInOrder(length: number, count: number, before: (a: number, b: number) => number): number[] {
  if (count >= length / 4)
    return Array.from({ length }, (_, i) => i)
      .sort(before)
      .slice(0, count);
  const heap: number[] = [];
  const siftDown = (start: number) => {
    for (let i = start; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && before(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && before(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest]!, heap[i]!];
      i = largest;
    }
  };
  for (let index = 0; index < length; index += 1) {
    if (heap.length < count) {
      heap.push(index);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (before(heap[i]!, heap[parent]!) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (count > 0 && before(index, heap[0]!) < 0) {
      heap[0] = index;
      siftDown(0);
    }
  }
  return heap.sort(before);
}
