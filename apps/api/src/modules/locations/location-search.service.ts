// GET /query: nearest locations that offer the wanted vaccines, paged, with their next free date.
import { DEFAULT_SEARCH_RADIUS_MILES } from '@vaxnear/domain/constants';
import type { LocationQuery, LocationResult } from '@vaxnear/domain/contracts/query';
import { PRODUCT_BOOKING_TYPE, type BookingType } from '@vaxnear/domain/enumerations';
import { boundingBox, distanceMiles } from '@vaxnear/domain/geo';
import type { Retailer } from '@vaxnear/domain/retailers';
import type { DatabaseHandle } from '../../db/database.ts';
import { nextAvailableDates, offersService } from '../availability/availability.service.ts';
import { locationIndexOf, type IndexedLocation } from './location-index.ts';

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
  index.forEachWithin(box, (entry) => {
    if (retailers && !retailers.has(entry.location.retailer)) return;
    if (query.bookable_only && entry.location.bookingType !== PRODUCT_BOOKING_TYPE) return;
    const dy = (entry.location.lat - center.lat) * 69.0;
    const dx = (entry.location.lng - center.lng) * milesPerDegreeLng;
    const distanceSquared = dx * dx + dy * dy;
    if (distanceSquared > radiusSquared) return;
    let offered = 0;
    for (const service of query.services) if (offersService(entry.offerings, service, query.pregnant)) offered += 1;
    const matchesAll = offered === query.services.length;
    if (!matchesAll && !(query.partialMatching && offered > 0)) return;
    candidates.push(entry);
    // Full matches first with partial matching, then nearest.
    rankKeys.push(matchesAll ? distanceSquared : 1e12 + distanceSquared);
  });
  const order = Array.from(candidates.keys());
  order.sort((a, b) => rankKeys[a]! - rankKeys[b]! || (candidates[a]!.location.id < candidates[b]!.location.id ? -1 : 1));

  const page = order.slice((query.page - 1) * query.pageSize, query.page * query.pageSize).map((i) => ({
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
