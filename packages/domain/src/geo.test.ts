import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMiles, isInBounds } from './geo.ts';

const timesSquare = { lat: 40.758, lng: -73.9855 };
const losAngeles = { lat: 34.0522, lng: -118.2437 };

describe('distances and boxes', () => {
  it('measures great-circle miles', () => {
    expect(distanceMiles(timesSquare, timesSquare)).toBe(0);
    expect(distanceMiles(timesSquare, losAngeles)).toBeGreaterThan(2440);
    expect(distanceMiles(timesSquare, losAngeles)).toBeLessThan(2460);
  });

  it('builds a box that holds every point within the radius', () => {
    const box = boundingBox(timesSquare, 25);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      const point = {
        lat: timesSquare.lat + (24.9 / 69) * Math.cos(rad),
        lng: timesSquare.lng + (24.9 / (69.172 * Math.cos((timesSquare.lat * Math.PI) / 180))) * Math.sin(rad),
      };
      expect(distanceMiles(timesSquare, point)).toBeLessThan(25.1);
      expect(isInBounds(point, box)).toBe(true);
    }
    expect(isInBounds(losAngeles, box)).toBe(false);
  });
});
