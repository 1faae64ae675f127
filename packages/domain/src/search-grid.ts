// The search centre snapped to a grid (decision 282), so that people searching from nearby points ask the same
// question and a CDN can answer them all from one cached answer. One cell is 0.01° a side: 1.1 km north to south,
// about 0.85 km east to west in the lower 48. The snapped centre is at most half a cell's diagonal from the person:
// under half a mile anywhere in the United States and its territories.
import { distanceMiles, type LatLng } from './geo.ts';

/** The side of a grid cell, in degrees of latitude and of longitude. */
export const SEARCH_GRID_DEGREES = 0.01;
const CELLS_PER_DEGREE = Math.round(1 / SEARCH_GRID_DEGREES);

/** A coordinate snapped to the nearest grid line, as the shortest decimal (so the same cell is always the same text). */
export function snapCoordinate(degrees: number): number {
  return Number((Math.round(degrees * CELLS_PER_DEGREE) / CELLS_PER_DEGREE).toFixed(2));
}

/** The grid point a search from this position is answered for. */
export function snapSearchCentre(centre: LatLng): LatLng {
  return { lat: snapCoordinate(centre.lat), lng: snapCoordinate(centre.lng) };
}

/**
 * The distance shown to the person: from where they are, not from the grid point the answer was computed for, rounded
 * to 0.1 mile as the server's distances are.
 */
export function distanceShown(person: LatLng, location: LatLng): number {
  return Math.round(distanceMiles(person, location) * 10) / 10;
}
