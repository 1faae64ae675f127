// GET /query: nearest locations that offer the wanted vaccines, paged, with their next free date.
import { DEFAULT_SEARCH_RADIUS_MILES } from '@vaxnear/domain/constants';
import type { LocationQuery, LocationResult } from '@vaxnear/domain/contracts/query';
import { PRODUCT_BOOKING_TYPE, type BookingType } from '@vaxnear/domain/enumerations';
import { boundingBox, distanceMiles } from '@vaxnear/domain/geo';
import type { Retailer } from '@vaxnear/domain/retailers';
import type { DatabaseHandle } from '../../db/database.ts';
import { nextAvailableDates, offersService } from '../availability/availability.service.ts';
import { kindBit, locationIndexOf, type IndexedLocation } from './location-index.ts';

export async function searchLocations(database: DatabaseHandle, query: LocationQuery, now: Date) {
  const index = await locationIndexOf(database);
  const center = { lat: query.latitude, lng: query.longitude };
  const radiusMiles = query.sw && query.ne ? null : DEFAULT_SEARCH_RADIUS_MILES;
  const box = query.sw && query.ne ? { sw: query.sw, ne: query.ne } : boundingBox(center, DEFAULT_SEARCH_RADIUS_MILES);
  const retailers = query.retailers ? new Set<string>(query.retailers) : null;

  // The hot loop of /query: it can see thousands of locations in a dense area, so it allocates nothing per
  // location and ranks by a flat-earth distance (within 0.1% of the great-circle one at search radii); only the
  // page that is answered gets the exact distance.
  const milesPerDegreeLng = 69.172 * Math.cos((center.lat * Math.PI) / 180);
  const radiusSquared = radiusMiles === null ? Infinity : radiusMiles * radiusMiles;
  const candidates: IndexedLocation[] = [];
  const rankKeys: number[] = [];
  // Without partial matching a location must offer every kind asked for; with it, at least one.
  const wantedKinds = query.services.reduce((mask, service) => mask | kindBit(service.kind), 0);
  index.forEachWithin(box, (entry, lat, lng) => {
    const dy = (lat - center.lat) * 69.0;
    const dx = (lng - center.lng) * milesPerDegreeLng;
    const distanceSquared = dx * dx + dy * dy;
    if (distanceSquared > radiusSquared) return;
    const offeredKinds = entry.kindMask & wantedKinds;
    if (query.partialMatching ? offeredKinds === 0 : offeredKinds !== wantedKinds) return;
    if (retailers && !retailers.has(entry.location.retailer)) return;
    if (query.bookable_only && entry.location.bookingType !== PRODUCT_BOOKING_TYPE) return;
    let offered = 0;
    for (const service of query.services) if (offersService(entry.offerings, service, query.pregnant)) offered += 1;
    const matchesAll = offered === query.services.length;
    if (!matchesAll && !(query.partialMatching && offered > 0)) return;
    candidates.push(entry);
    // Full matches first with partial matching, then nearest.
    rankKeys.push(matchesAll ? distanceSquared : 1e12 + distanceSquared);
  });
  const before = (a: number, b: number) => rankKeys[a]! - rankKeys[b]! || (candidates[a]!.location.id < candidates[b]!.location.id ? -1 : 1);
  const order = firstInOrder(candidates.length, query.page * query.pageSize, before);

  const page = order.slice((query.page - 1) * query.pageSize).map((i) => ({
    entry: candidates[i]!,
    distance: distanceMiles(center, candidates[i]!.location),
    matchesAll: rankKeys[i]! < 1e12,
  }));
  const bookable = page.filter((m) => m.entry.location.bookingType === PRODUCT_BOOKING_TYPE);
  const nextDates = bookable.length === 0 ? new Map<string, string | null>()
    : await nextAvailableDates(database, bookable.map((m) => ({ id: m.entry.location.id, schedule: m.entry.schedule })), now);

  return {
    locations: page.map(({ entry, distance, matchesAll }): LocationResult => ({
      id: entry.location.id,
      name: entry.location.name,
      address1: entry.location.address1,
      address2: entry.location.address2,
      city: entry.location.city,
      state: entry.location.state,
      zip: entry.location.zip,
      lat: entry.location.lat,
      lng: entry.location.lng,
      distance: Math.round(distance * 10) / 10,
      retailer: entry.location.retailer as Retailer,
      retailerName: entry.retailerName,
      timeZone: entry.location.timeZone,
      metadata: { webAddress: entry.location.website, phoneNumber: entry.location.phone },
      services: entry.services,
      matchesAllServices: matchesAll,
      bookingType: entry.location.bookingType as BookingType,
      nextAvailableDate: nextDates.get(entry.location.id) ?? null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: candidates.length,
    radiusMiles,
  };
}

/**
 * The first `count` of `length` indices in the order `before` gives, sorted: a bounded max-heap, so a first page
 * of 10 out of thousands of nearby locations does not sort them all.
 */
export function firstInOrder(length: number, count: number, before: (a: number, b: number) => number): number[] {
  if (count >= length / 4) return Array.from({ length }, (_, i) => i).sort(before).slice(0, count);
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
