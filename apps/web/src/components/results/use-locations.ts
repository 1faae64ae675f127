// GET /query with paging (docs/product/booking-flow.md, Calls to the server), and the follow-up question behind the "no
// locations with the chosen manufacturer": when a search with brands finds nothing, the same search without brands
// tells whether the brand was the reason.
import { useCallback, useEffect, useState } from 'react';
import { queryLocations, type LocationQueryParams } from '../../lib/api/query.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { Retailer } from '@vaxnear/domain/retailers';
import type { ResultsCentre, LocationResult, RequestedService } from './types.ts';

export const RESULTS_PAGE_SIZE = 10;

export type LocationsState =
  | { status: 'loading' }
  /** `busy`: the server refused the search as too busy, even after asking again (api-client.ts). */
  | { status: 'error'; busy: boolean }
  | { status: 'empty'; reason: 'area' | 'brand' }
  | { status: 'loaded'; locations: LocationResult[]; total: number; loadingMore: boolean };

export interface Bounds {
  sw: { lat: number; lng: number };
  ne: { lat: number; lng: number };
}

/** The map view to search instead of the radius ("Search this area", or a wider search). */
interface Search {
  services: RequestedService[];
  coordinates: ResultsCentre;
  retailers?: readonly Retailer[] | undefined;
  bounds?: Bounds | null | undefined;
  pregnant?: boolean;
  /** The distance filter, in miles, applied by the server so that every page honours it. */
  maxDistance?: number | undefined;
}

function queryFor(search: Search, page: number, services = search.services): LocationQueryParams {
  return {
    latitude: search.coordinates.lat,
    longitude: search.coordinates.lng,
    services,
    page,
    pageSize: RESULTS_PAGE_SIZE,
    // A typed label means a geocoded address or ZIP; without one the point came from the device.
    isPreciseLocation: !search.coordinates.label,
    partialMatching: false,
    bookable_only: false,
    retailers: search.retailers && search.retailers.length > 0 ? [...search.retailers] : undefined,
    // Only locations giving the vaccine given in pregnancy (maternal RSV), whatever the age.
    pregnant: search.pregnant === true ? true : undefined,
    ...(search.bounds ? { sw: search.bounds.sw, ne: search.bounds.ne } : {}),
    maxDistance: search.maxDistance,
  };
}

export function useLocations(search: Search): { state: LocationsState; showMore: () => void; retry: () => void } {
  const [state, setState] = useState<LocationsState>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(search);
  const [searched, setSearched] = useState(key);
  if (searched !== key) {
    // A new search starts over (React's "adjust state when a prop changes" pattern, not an effect).
    setSearched(key);
    setPage(1);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    const controller = new AbortController();
    const parsed = JSON.parse(key) as Search;
    void (async () => {
      try {
        const result = await queryLocations(queryFor(parsed, page), controller.signal);
        if (page > 1) {
          setState((previous) =>
            previous.status === 'loaded'
              ? {
                  status: 'loaded',
                  locations: [
                    ...previous.locations,
                    ...result.locations.filter((l) => !previous.locations.some((p) => p.id === l.id)),
                  ],
                  total: result.total,
                  loadingMore: false,
                }
              : previous,
          );
          return;
        }
        if (result.total > 0) {
          setState({ status: 'loaded', locations: result.locations, total: result.total, loadingMore: false });
          return;
        }
        const withBrands = parsed.services.some((s) => s.brands.length > 0);
        if (!withBrands) {
          setState({ status: 'empty', reason: 'area' });
          return;
        }
        const anyBrand = await queryLocations(
          {
            ...queryFor(
              parsed,
              1,
              parsed.services.map((s) => ({ ...s, brands: [] })),
            ),
            pageSize: 1,
          },
          controller.signal,
        );
        setState({ status: 'empty', reason: anyBrand.total > 0 ? 'brand' : 'area' });
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        setState({ status: 'error', busy: error instanceof ApiError && error.codes.includes('UNAVAILABLE') });
      }
    })();
    return () => controller.abort();
  }, [key, page, attempt]);

  const showMore = useCallback(() => {
    setState((previous) => (previous.status === 'loaded' ? { ...previous, loadingMore: true } : previous));
    setPage((p) => p + 1);
  }, []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setPage(1);
    setAttempt((a) => a + 1);
  }, []);
  return { state, showMore, retry };
}
