import { describe, expect, it } from 'vitest';
import { distanceMiles } from './geo.ts';
import { distanceShown, snapCoordinate, snapSearchCentre } from './search-grid.ts';

describe('the search grid', () => {
  it('gives two points a few hundred metres apart in one cell the same centre, written the same way', () => {
    const a = snapSearchCentre({ lat: 40.75061, lng: -73.99718 });
    const b = snapSearchCentre({ lat: 40.7484, lng: -73.9951 });
    expect(a).toEqual({ lat: 40.75, lng: -74 });
    expect(b).toEqual(a);
    expect(String(snapCoordinate(40.7550001))).toBe('40.76');
    expect(String(snapCoordinate(-0.004))).toBe('0');
  });

  it('keeps the snapped centre within half a mile of the person, from Alaska to Florida and Puerto Rico', () => {
    for (const person of [
      { lat: 61.22915, lng: -149.74185 },
      { lat: 25.77499, lng: -80.19499 },
      { lat: 40.755, lng: -73.995 },
      { lat: 18.465, lng: -66.105 },
    ])
      expect(distanceMiles(person, snapSearchCentre(person))).toBeLessThan(0.5);
  });

  it('shows the distance from the person, not from the grid point', () => {
    const person = { lat: 40.7549, lng: -73.9951 };
    const pharmacy = { lat: 40.7549, lng: -73.9851 };
    expect(distanceShown(person, pharmacy)).toBe(Math.round(distanceMiles(person, pharmacy) * 10) / 10);
    expect(distanceShown(person, pharmacy)).not.toBe(distanceShown(snapSearchCentre(person), pharmacy));
  });
});
