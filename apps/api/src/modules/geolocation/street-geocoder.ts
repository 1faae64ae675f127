// Street-level placing of an address, behind one interface so that an operator can turn a provider on
// (STREET_GEOCODER) while the default stays offline with the ZIP and city data. A geocoder that fails, is slow
// or finds nothing answers null and the search falls back to the ZIP or the city: it never blocks a search.
import type { AppConfig } from '../../config.ts';

export interface StreetMatch {
  lat: number;
  lng: number;
  /** The address as the geocoder understood it, e.g. "6400 N SHERIDAN RD, CHICAGO, IL, 60626". */
  matchedAddress: string;
  zip: string | null;
  state: string | null;
}

export interface StreetGeocoder {
  locate(address: string): Promise<StreetMatch | null>;
}

interface CensusAnswer {
  result?: {
    addressMatches?: Array<{
      matchedAddress?: string;
      coordinates?: { x?: number; y?: number };
      addressComponents?: { zip?: string; state?: string };
    }>;
  };
}

/**
 * The US Census Bureau's free one-line address geocoder (no key). Its answer lists address matches with
 * coordinates x (longitude) and y (latitude); the first match is its best.
 */
export function censusGeocoder(baseUrl: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): StreetGeocoder {
  return {
    async locate(address) {
      const url = new URL(`${baseUrl}/locations/onelineaddress`);
      url.searchParams.set('address', address);
      url.searchParams.set('benchmark', 'Public_AR_Current');
      url.searchParams.set('format', 'json');
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetchWithOneRetry(fetchImpl, url, signal);
        if (!response.ok) return null;
        const answer = (await response.json()) as CensusAnswer;
        const match = answer.result?.addressMatches?.[0];
        const lng = match?.coordinates?.x;
        const lat = match?.coordinates?.y;
        if (
          !match ||
          typeof lat !== 'number' ||
          typeof lng !== 'number' ||
          !Number.isFinite(lat) ||
          !Number.isFinite(lng)
        )
          return null;
        const zip = match.addressComponents?.zip;
        // /query takes at most six decimals (about 10 cm).
        return {
          lat: Math.round(lat * 1e6) / 1e6,
          lng: Math.round(lng * 1e6) / 1e6,
          matchedAddress: match.matchedAddress ?? address,
          zip: zip && /^\d{5}$/.test(zip) ? zip : null,
          state: match.addressComponents?.state ?? null,
        };
      } catch {
        return null;
      }
    },
  };
}

/**
 * A connection reset on a reused keep-alive socket is retried once, within the same time limit; a timeout is not:
 * the search must not wait longer for a street than it promised.
 */
async function fetchWithOneRetry(fetchImpl: typeof fetch, url: URL, signal: AbortSignal): Promise<Response> {
  const init = { signal, headers: { accept: 'application/json' } };
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    if (signal.aborted) throw error;
    return fetchImpl(url, init);
  }
}

export function streetGeocoderFrom(
  config: Pick<AppConfig, 'streetGeocoder' | 'streetGeocoderUrl' | 'streetGeocoderTimeoutMs'>,
): StreetGeocoder | null {
  return config.streetGeocoder === 'census'
    ? censusGeocoder(config.streetGeocoderUrl, config.streetGeocoderTimeoutMs)
    : null;
}
