import { describe, expect, it } from 'vitest';
import { groupByRegistration, matchesDayListSearch } from './day-list.ts';

const row = { firstName: 'José', lastName: 'García-López', confirmationNumber: 'VX-7K2M-9QPA' };

describe('the day list search', () => {
  it('finds a person by any part of either name, without accents, case or dashes', () => {
    for (const query of ['jose', 'GARCIA', 'garcialopez', 'lópez', 'jos garc', 'García López'])
      expect(matchesDayListSearch(row, query), query).toBe(true);
  });

  it('finds a booking by its confirmation number, typed with or without dashes', () => {
    for (const query of ['VX-7K2M-9QPA', 'vx7k2m9qpa', '9qpa'])
      expect(matchesDayListSearch(row, query), query).toBe(true);
  });

  it('keeps every word: a name that matches one word but not the other is left out', () => {
    expect(matchesDayListSearch(row, 'jose smith')).toBe(false);
    expect(matchesDayListSearch(row, 'maria')).toBe(false);
  });

  it('shows everyone for an empty search', () => {
    expect(matchesDayListSearch(row, '   ')).toBe(true);
  });
});

describe('party bookings on the day list', () => {
  it('keeps the rows of one booking together, in the order of their first row', () => {
    const rows = [
      { id: 'a', registrationId: 'r1' },
      { id: 'b', registrationId: 'r2' },
      { id: 'c', registrationId: 'r1' },
    ];
    expect(groupByRegistration(rows).map((group) => group.map((r) => r.id))).toEqual([['a', 'c'], ['b']]);
  });
});
