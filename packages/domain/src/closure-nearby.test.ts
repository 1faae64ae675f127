import { describe, expect, it } from 'vitest';
import { byOfferPreference, nearbyPharmacies, offersSameVaccines, type OfferCandidate } from './closure-nearby.ts';

const HOUR = 3_600_000;
const closedAt = Date.parse('2026-11-24T15:00:00.000Z');
const at = (locationId: string, hours: number, miles: number): OfferCandidate => ({
  locationId,
  start: closedAt + hours * HOUR,
  miles,
});

describe('which held time a closed booking is offered', () => {
  it('keeps the same pharmacy when it has a time within a day, even if a nearby one has the very same time', () => {
    const order = [at('nearby', 0, 3), at('same', 5, 0), at('same', -30, 0)].sort(byOfferPreference(closedAt, 'same'));
    expect(order[0]).toEqual(at('same', 5, 0));
  });

  it('otherwise takes the closest time, then the nearer pharmacy, then the earlier time', () => {
    const order = [at('same', 144, 0), at('far', 0.25, 8), at('near', 0.25, 2), at('near', -0.25, 2)].sort(
      byOfferPreference(closedAt, 'same'),
    );
    expect(order).toEqual([at('near', -0.25, 2), at('near', 0.25, 2), at('far', 0.25, 8), at('same', 144, 0)]);
  });
});

describe('which pharmacies are nearby', () => {
  const closed = { id: 'bellevue', state: 'NE', lat: 41.14243, lng: -95.96971 };
  it('takes those in the same state within 10 miles, nearest first, five at most', () => {
    const others = [
      { id: 'lincoln', state: 'NE', lat: 40.7608, lng: -96.6513 },
      { id: 'council-bluffs', state: 'IA', lat: 41.2619, lng: -95.8608 },
      { id: 'la-vista', state: 'NE', lat: 41.1837, lng: -96.0614 },
      { id: 'papillion', state: 'NE', lat: 41.1544, lng: -96.0422 },
      ...Array.from({ length: 5 }, (_, i) => ({ id: `close-${i}`, state: 'NE', lat: 41.15 + i * 0.001, lng: -95.97 })),
    ];
    const ids = nearbyPharmacies(closed, others).map((n) => n.location.id);
    expect(ids).toHaveLength(5);
    expect(ids).not.toContain('lincoln');
    expect(ids).not.toContain('council-bluffs');
    expect(ids[0]).toBe('close-0');
  });
});

describe('whether a pharmacy offers the same vaccines', () => {
  const offerings = [
    { kind: 'covid_19', brand: 'moderna', minAge: 12, maxAge: 120 },
    { kind: 'flu', brand: null, minAge: 3, maxAge: 120 },
  ];
  it('needs every vaccine of every person, in the brand they chose, at their age', () => {
    const flu = { age: 40, pregnant: false, services: [{ kind: 'flu', brand: null }] };
    expect(offersSameVaccines(offerings, [flu])).toBe(true);
    expect(offersSameVaccines(offerings, [flu, { ...flu, services: [{ kind: 'covid_19', brand: 'pfizer' }] }])).toBe(
      false,
    );
    expect(offersSameVaccines(offerings, [{ ...flu, services: [{ kind: 'covid_19', brand: null }] }])).toBe(true);
    expect(offersSameVaccines(offerings, [{ ...flu, age: 8, services: [{ kind: 'covid_19', brand: null }] }])).toBe(
      false,
    );
  });
});
