import { describe, expect, it } from 'vitest';
import { isFluInSeason } from './flu-season.ts';

describe('flu season (October to May)', () => {
  it.each([
    ['2026-09-30', false],
    ['2026-10-01', true],
    ['2026-12-31', true],
    ['2027-01-01', true],
    ['2027-05-31', true],
    ['2027-06-01', false],
    ['2027-08-15', false],
  ])('on %s flu is in season: %s', (today, expected) => {
    expect(isFluInSeason(today)).toBe(expected);
  });

  it('refuses a date that is not yyyy-MM-dd rather than guessing', () => {
    expect(() => isFluInSeason('10/01/2026')).toThrow();
  });
});
