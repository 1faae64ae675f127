import { describe, expect, it } from 'vitest';
import type { BookingRestrictions } from '@vaxnear/domain/contracts/geolocation';
import { placeKey, restrictionGate } from './location-restriction.ts';

const allowed: BookingRestrictions = { covid_19: 'allowed', flu: 'allowed', rsv: 'allowed', pneumococcal: 'allowed' };

describe('the location restriction asked before results', () => {
  it('asks nothing where COVID-19 is allowed or not chosen', () => {
    expect(restrictionGate(['covid_19'], allowed)).toBeNull();
    expect(restrictionGate(['flu'], { ...allowed, covid_19: 'not_allowed' })).toBeNull();
    expect(restrictionGate(['covid_19'], undefined)).toBeNull();
  });

  it('shows a prescription notice where COVID-19 needs a prescription', () => {
    expect(restrictionGate(['covid_19', 'flu'], { ...allowed, covid_19: 'allowed_with_prescription' })).toEqual({
      kind: 'prescription',
      vaccine: 'covid_19',
    });
  });

  it('offers the other vaccines where COVID-19 is not allowed online', () => {
    expect(restrictionGate(['covid_19', 'flu'], { ...allowed, covid_19: 'not_allowed' })).toEqual({
      kind: 'notAllowed',
      vaccine: 'covid_19',
      others: ['flu'],
    });
    expect(restrictionGate(['covid_19'], { ...allowed, covid_19: 'not_allowed' })).toEqual({
      kind: 'notAllowed',
      vaccine: 'covid_19',
      others: [],
    });
  });

  it('keys the answer to the place, so a new search asks again', () => {
    expect(placeKey({ lat: 40.75, lng: -73.99 })).toBe('40.7500,-73.9900');
    expect(placeKey({ lat: 40.76, lng: -73.99 })).not.toBe(placeKey({ lat: 40.75, lng: -73.99 }));
  });
});
