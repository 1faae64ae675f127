import { describe, expect, it } from 'vitest';
import { placeParty } from './party-placement.ts';

describe('placing a party at one location', () => {
  const slots = [
    { id: 'b', time: '2026-11-25T10:15:00-07:00', places: 1 },
    { id: 'a', time: '2026-11-25T10:00:00-07:00', places: 2 },
    { id: 'c', time: '2026-11-25T10:30:00-07:00', places: 3 },
  ];
  it('seats people together where there are places, then back to back', () => {
    expect(placeParty(slots, 'a', 2)).toEqual(['a', 'a']);
    expect(placeParty(slots, 'a', 4)).toEqual(['a', 'a', 'b', 'c']);
    expect(placeParty(slots, 'b', 4)).toEqual(['b', 'c', 'c', 'c']);
  });
  it('finds no place for a party larger than what is left of the day', () => {
    expect(placeParty(slots, 'c', 4)).toBeNull();
    expect(placeParty(slots, 'z', 1)).toBeNull();
  });
});
