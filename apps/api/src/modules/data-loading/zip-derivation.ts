// A ZIP for a location whose data gives none (data/SOURCES.md §4: the pharmacy file has no ZIP column). Derived
// from the ZIP data we ship, never invented: the Census ZIP code tabulation area (ZCTA) whose centroid is nearest the
// pharmacy's position, among the ZCTAs of its state whose postal city is the address's city; when no ZCTA carries
// that city's name, the nearest ZCTA of the state. The result is stored with the location and marked as derived
// (`locations.zip_source`), so the product shows one ZIP everywhere and a reader of the data can tell it apart.

/** How a location's ZIP was obtained (`locations.zip_source`). */
export const ZIP_SOURCE = {
  /** Given by the location's own data (an import with a ZIP column, a feed's postalCode). */
  data: 'data',
  /** The ZIP on the store's own locator page (Albertsons family, data/SOURCES.md §5). */
  storeLocator: 'store_locator',
  /** The nearest ZCTA centroid among the ZCTAs of the address's state and postal city. */
  nearestZctaInCity: 'nearest_zcta_in_city',
  /** The nearest ZCTA centroid in the address's state (no ZCTA carries the address's city name). */
  nearestZctaInState: 'nearest_zcta_in_state',
} as const;
export type ZipSource = (typeof ZIP_SOURCE)[keyof typeof ZIP_SOURCE];

export interface ZctaCentroid {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

/** Past this distance to the nearest centroid of the state, a position alone is not trusted to name a ZIP. */
const MAX_MILES = 60;

/** "St. Louis", "SAINT LOUIS" and "st louis" are one city. */
export function cityKey(city: string): string {
  return city
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export class ZipDeriver {
  private readonly byState = new Map<string, ZctaCentroid[]>();
  /** The ZCTAs of each state and city key, made once: 20,000 pharmacies each comparing every city name of their
   *  state took seconds of every default-data load. */
  private readonly byStateAndCity = new Map<string, ZctaCentroid[]>();

  constructor(zctas: Iterable<ZctaCentroid>) {
    for (const z of zctas) {
      for (const [map, key] of [
        [this.byState, z.state],
        [this.byStateAndCity, `${z.state}|${cityKey(z.city)}`],
      ] as const) {
        const list = map.get(key);
        if (list) list.push(z);
        else map.set(key, [z]);
      }
    }
  }

  derive(place: { lat: number; lng: number; state: string; city: string }): { zip: string; source: ZipSource } | null {
    const candidates = this.byState.get(place.state) ?? [];
    // The address's postal city settles it even when the position is off (a few source rows are geocoded miles
    // away): the nearest of that city's ZCTAs, at any distance.
    const sameCity = nearest(this.byStateAndCity.get(`${place.state}|${cityKey(place.city)}`) ?? [], place, Infinity);
    if (sameCity) return { zip: sameCity.zip, source: ZIP_SOURCE.nearestZctaInCity };
    const inState = nearest(candidates, place);
    return inState ? { zip: inState.zip, source: ZIP_SOURCE.nearestZctaInState } : null;
  }
}

function nearest(
  zctas: readonly ZctaCentroid[],
  place: { lat: number; lng: number },
  maxMiles = MAX_MILES,
): ZctaCentroid | null {
  let best: ZctaCentroid | null = null;
  let bestMiles = maxMiles;
  for (const z of zctas) {
    const miles = approximateMiles(place, z);
    if (miles < bestMiles) {
      best = z;
      bestMiles = miles;
    }
  }
  return best;
}

/** Equirectangular distance: exact enough to rank centroids a few miles apart, and cheap for 20,000 × 1,700. */
function approximateMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const meanLat = ((a.lat + b.lat) / 2) * (Math.PI / 180);
  const dLat = b.lat - a.lat;
  const dLng = (b.lng - a.lng) * Math.cos(meanLat);
  return 69.09 * Math.sqrt(dLat * dLat + dLng * dLng);
}
