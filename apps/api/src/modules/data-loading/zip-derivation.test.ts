import { describe, expect, it } from 'vitest';
import { cityKey, ZIP_SOURCE, ZipDeriver } from './zip-derivation.ts';

// Two ZCTAs of Anchorage and one of Eagle River (AK), and one of Arizona, as data/us_zip_codes.csv has them.
const deriver = new ZipDeriver([
  { zip: '99504', city: 'Anchorage', state: 'AK', lat: 61.190578, lng: -149.607154 },
  { zip: '99508', city: 'Anchorage', state: 'AK', lat: 61.2014, lng: -149.817502 },
  { zip: '99577', city: 'Eagle River', state: 'AK', lat: 61.17425, lng: -149.284329 },
  { zip: '85331', city: 'Cave Creek', state: 'AZ', lat: 33.884228, lng: -111.939601 },
]);

describe('deriving a ZIP from a position', () => {
  it("takes the nearest centroid among the ZCTAs of the address's postal city", () => {
    expect(deriver.derive({ lat: 61.205, lng: -149.8, state: 'AK', city: 'ANCHORAGE' })).toEqual({
      zip: '99508',
      source: ZIP_SOURCE.nearestZctaInCity,
    });
  });

  it('prefers the postal city over a nearer centroid of another city', () => {
    // Nearer to Eagle River's centroid than to any of Anchorage's, but the address says Anchorage.
    expect(deriver.derive({ lat: 61.18, lng: -149.35, state: 'AK', city: 'Anchorage' })?.zip).toBe('99504');
  });

  it('falls back to the nearest ZCTA of the state when no ZCTA carries the city, and gives none far from all', () => {
    expect(deriver.derive({ lat: 61.2, lng: -149.3, state: 'AK', city: 'Chugiak' })).toEqual({
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
