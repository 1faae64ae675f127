// GET /query, the location search, typed by the domain's contract (decision 101): the scheduler's results, changing a
// booked time and group booking all search through it.
import type { z } from 'zod';
import type { LocationQuery, locationQueryResultSchema } from '@vaxnear/domain/contracts/query';
import { distanceMiles } from '@vaxnear/domain/geo';
import { distanceShown, snapSearchCentre } from '@vaxnear/domain/search-grid';
import { apiRequest } from '../api-client.ts';

export type LocationQueryResult = z.infer<typeof locationQueryResultSchema>;

type Required = 'latitude' | 'longitude' | 'services' | 'page' | 'pageSize';
/** The contract's query; what the page leaves out takes the server's default. */
export type LocationQueryParams = Pick<LocationQuery, Required> & {
  [K in Exclude<keyof LocationQuery, Required>]?: LocationQuery[K] | undefined;
};

/**
 * Locations near the point that offer the services, one page of them, nearest first. The centre is sent snapped to the
 * search grid, so that everyone in the same cell asks the same URL and a CDN answers them from one copy (decision
 * 282); each distance shown is then worked out from the person's own point, which never leaves the browser.
 */
export async function queryLocations(params: LocationQueryParams, signal?: AbortSignal): Promise<LocationQueryResult> {
  const exact = { lat: params.latitude, lng: params.longitude };
  const centre = snapSearchCentre(exact);
  const result = await apiRequest<LocationQueryResult>('GET', '/query', {
    query: { ...params, latitude: centre.lat, longitude: centre.lng },
    signal,
  });
  // Nearest first from the person's own point, as the distances shown say: the server ranked the page from the cell's
  // centre. Full matches stay before partial ones, as the server ranked them; ties keep the server's order.
  const exactMiles = new Map(result.locations.map((l) => [l.id, distanceMiles(exact, { lat: l.lat, lng: l.lng })]));
  const locations = result.locations
    .map((location) => ({ ...location, distance: distanceShown(exact, { lat: location.lat, lng: location.lng }) }))
    .sort(
      (a, b) =>
        Number(b.matchesAllServices !== false) - Number(a.matchesAllServices !== false) ||
        exactMiles.get(a.id)! - exactMiles.get(b.id)!,
    );
  return { ...result, locations };
}
