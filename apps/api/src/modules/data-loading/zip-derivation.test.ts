import { describe, expect, it } from 'vitest';
import { cityKey, ZIP_SOURCE, ZipDeriver } from './zip-derivation.ts';

// Two ZCTAs of Anchorage and one of Eagle River (AK), with their Census centroids, and one of Arizona.
const deriver = new ZipDeriver([
  { zip: '99504', city: 'Anchorage', state: 'AK', lat: 61.2037, lng: -149.7447 },
  { zip: '99508', city: 'Anchorage', state: 'AK', lat: 61.2022, lng: -149.8161 },
  { zip: '99577', city: 'Eagle River', state: 'AK', lat: 61.2389, lng: -149.2861 },
  { zip: '85331', city: 'Cave Creek', state: 'AZ', lat: 33.8717, lng: -111.9386 },
]);

describe('deriving a ZIP from a position', () => {
  it("takes the nearest centroid among the ZCTAs of the address's postal city", () => {
    expect(deriver.derive({ lat: 61.2291, lng: -149.7418, state: 'AK', city: 'ANCHORAGE' })).toEqual({
      zip: '99504',
      source: ZIP_SOURCE.nearestZctaInCity,
    });
  });

  it('prefers the postal city over a nearer centroid of another city', () => {
    // Nearer to Eagle River's centroid than to any of Anchorage's, but the address says Anchorage.
    expect(deriver.derive({ lat: 61.235, lng: -149.4, state: 'AK', city: 'Anchorage' })?.zip).toBe('99504');
  });

  it('falls back to the nearest ZCTA of the state when no ZCTA carries the city, and gives none far from all', () => {
    expect(deriver.derive({ lat: 61.24, lng: -149.3, state: 'AK', city: 'Chugiak' })).toEqual({
      zip: '99577',
      source: ZIP_SOURCE.nearestZctaInState,
    });
    expect(deriver.derive({ lat: 64.84, lng: -147.72, state: 'AK', city: 'Fairbanks' })).toBeNull();
    expect(deriver.derive({ lat: 61.2, lng: -149.8, state: 'WY', city: 'Anchorage' })).toBeNull();
  });

  it('reads "St." and "Saint", "Ft." and "Fort" as the same city name', () => {
    expect(cityKey('SAINT LOUIS')).toBe(cityKey('St. Louis'));
    expect(cityKey('Fort Worth')).toBe(cityKey('FT WORTH'));
  });
});
