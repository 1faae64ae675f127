import { describe, expect, it } from 'vitest';
import { vaccineSeason } from './season.ts';

describe('the vaccine season of a date', () => {
  it('is 2026 to 2027 on the suite date, 23 November 2026', () => {
    expect(vaccineSeason('2026-11-23')).toEqual({ startYear: 2026, endYear: 2027 });
  });

  it('keeps the season through the spring and summer: 2026 to 2027 until 31 July 2027', () => {
    expect(vaccineSeason('2027-01-15')).toEqual({ startYear: 2026, endYear: 2027 });
    expect(vaccineSeason('2027-07-31')).toEqual({ startYear: 2026, endYear: 2027 });
  });

  it('moves to the next season on 1 August, when flu booking reopens', () => {
    expect(vaccineSeason('2027-08-01')).toEqual({ startYear: 2027, endYear: 2028 });
    expect(vaccineSeason('2026-07-31')).toEqual({ startYear: 2025, endYear: 2026 });
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => vaccineSeason('2026-02-30')).toThrow(/Invalid date/);
  });
});
