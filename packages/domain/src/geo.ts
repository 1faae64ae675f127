const EARTH_RADIUS_MILES = 3958.7613;
const toRadians = (deg: number) => (deg * Math.PI) / 180;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Bounds {
  sw: LatLng;
  ne: LatLng;
}

/** A box that contains every point within `miles` of `center` (used as a coarse index filter). */
export function boundingBox(center: LatLng, miles: number): Bounds {
  const dLat = miles / 69.0;
  const cos = Math.max(0.01, Math.cos(toRadians(center.lat)));
  const dLng = Math.min(180, miles / (69.172 * cos));
  return {
    sw: { lat: Math.max(-90, center.lat - dLat), lng: center.lng - dLng },
    ne: { lat: Math.min(90, center.lat + dLat), lng: center.lng + dLng },
  };
}

export function isInBounds(point: LatLng, bounds: Bounds): boolean {
  return (
    point.lat >= bounds.sw.lat && point.lat <= bounds.ne.lat && point.lng >= bounds.sw.lng && point.lng <= bounds.ne.lng
  );
}
