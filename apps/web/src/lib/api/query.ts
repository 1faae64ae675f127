// GET /query, the location search, typed by the domain's contract (decision 101): the scheduler's results, changing a
// booked time and group booking all search through it.
import type { z } from 'zod';
import type { LocationQuery, locationQueryResultSchema } from '@vaxnear/domain/contracts/query';
import { apiRequest } from '../api-client.ts';

export type LocationQueryResult = z.infer<typeof locationQueryResultSchema>;

type Required = 'latitude' | 'longitude' | 'services' | 'page' | 'pageSize';
/** The contract's query; what the page leaves out takes the server's default. */
export type LocationQueryParams = Pick<LocationQuery, Required> & {
  [K in Exclude<keyof LocationQuery, Required>]?: LocationQuery[K] | undefined;
};

/** Locations near the point that offer the services, one page of them, nearest first. */
export function queryLocations(params: LocationQueryParams, signal?: AbortSignal): Promise<LocationQueryResult> {
  return apiRequest<LocationQueryResult>('GET', '/query', { query: params, signal });
}
