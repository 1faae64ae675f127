import { describe, expect, it } from 'vitest';
import { cityKey, isAmbiguousPlace, parsePlaceText, stateCode } from './place-search.ts';

describe('reading a location search', () => {
  it('takes a ZIP anywhere in the text, even inside a full address', () => {
    expect(parsePlaceText('350 5th Ave, New York, NY 10118')).toMatchObject({
      zip: '10118',
      state: 'NY',
      street: '350 5th Ave',
    });
    expect(parsePlaceText('60660')).toMatchObject({ zip: '60660', cities: [] });
    expect(parsePlaceText('near 60660-1234 please').zip).toBe('60660');
  });

  it('reads "city state" with or without a comma, with a state code or a state name', () => {
    for (const text of [
      'chicago il',
      'Chicago, IL',
      'Chicago, Illinois',
      'chicago illinois',
      'CHICAGO,IL.',
      'Chicago IL USA',
    ]) {
      const place = parsePlaceText(text);
      expect(place.state, text).toBe('IL');
      expect(place.cities[0]?.city.toLowerCase(), text).toBe('chicago');
    }
    expect(parsePlaceText('Charleston West Virginia')).toMatchObject({
      state: 'WV',
      cities: [{ city: 'Charleston', street: null }],
    });
  });

  it('keeps a lone name that is also a state as a city ("New York", "Washington")', () => {
    expect(parsePlaceText('New York')).toMatchObject({ state: null, cities: [{ city: 'New York' }] });
  });

  it('separates a street from its city, with commas or without', () => {
    expect(parsePlaceText('6400 N Sheridan Rd, Chicago, IL')).toMatchObject({
      zip: null,
      state: 'IL',
      street: '6400 N Sheridan Rd',
      cities: [{ city: 'Chicago', street: '6400 N Sheridan Rd' }],
    });
    const loose = parsePlaceText('6400 N Sheridan Rd Chicago IL');
    expect(loose.state).toBe('IL');
    expect(loose.cities.map((c) => c.city)).toContain('Chicago');
  });

  it('gives a city alone without a state', () => {
    expect(parsePlaceText('Springfield')).toEqual({
      zip: null,
      state: null,
      cities: [{ city: 'Springfield', street: null }],
      street: null,
    });
  });

  it('knows states by code and by name, and nothing else', () => {
    expect(stateCode('il')).toBe('IL');
    expect(stateCode('District of Columbia')).toBe('DC');
    expect(stateCode('Chicago')).toBeNull();
    expect(stateCode('ZZ')).toBeNull();
  });

  it('asks about a name only when another place of that name is not tiny', () => {
    expect(isAmbiguousPlace([169_000, 155_000, 114_000])).toBe(true);
    expect(isAmbiguousPlace([960_000, 25_000])).toBe(false);
    expect(isAmbiguousPlace([960_000])).toBe(false);
  });

  it('looks up "St." and "Saint" alike', () => {
    expect(cityKey('St. Louis')).toBe('saint louis');
    expect(cityKey('  Chicago ')).toBe('chicago');
  });
});
