import { describe, expect, it } from 'vitest';
import { MINOR_AGE_RANGES } from '../constants.ts';
import {
  brandsForAgeRange,
  checkDateOfBirthInRange,
  isKindEligibleForMinorRange,
  isNovavaxOffered,
  mergeBrandAgeRanges,
  minorAgeRange,
  splitKindsForMinorRange,
  type AgeRange,
  type BrandEntry,
} from './minor-rules.ts';

const range = (id: string): AgeRange => {
  const found = minorAgeRange(id);
  if (!found) throw new Error(id);
  return found;
};

describe('minor age ranges', () => {
  it('offers 12-17, 5-11 and 3-4', () => {
    expect(MINOR_AGE_RANGES.map((r) => r.id)).toEqual(['12-17', '5-11', '3-4']);
    expect(range('5-11')).toEqual({ ageMin: 5, ageMax: 11 });
    expect(minorAgeRange('0-2')).toBeNull();
  });
});

describe('vaccines a minor may book', () => {
  it('allows RSV only when the range starts at 11 or more', () => {
    expect(isKindEligibleForMinorRange('rsv', range('12-17'))).toBe(true);
    expect(isKindEligibleForMinorRange('rsv', { ageMin: 11, ageMax: 17 })).toBe(true);
    expect(isKindEligibleForMinorRange('rsv', { ageMin: 10, ageMax: 17 })).toBe(false);
    expect(isKindEligibleForMinorRange('rsv', range('5-11'))).toBe(false);
    expect(isKindEligibleForMinorRange('rsv', { ageMin: 3, ageMax: 17 })).toBe(false);
  });

  it('never allows pneumococcal', () => {
    for (const r of MINOR_AGE_RANGES) expect(isKindEligibleForMinorRange('pneumococcal', r)).toBe(false);
  });

  it('splits a selection for the ineligible-vaccine modal', () => {
    expect(splitKindsForMinorRange(['rsv', 'flu'], range('5-11'))).toEqual({ eligible: ['flu'], ineligible: ['rsv'] });
    expect(splitKindsForMinorRange(['covid_19', 'pneumococcal'], range('12-17'))).toEqual({
      eligible: ['covid_19'],
      ineligible: ['pneumococcal'],
    });
    expect(splitKindsForMinorRange(['rsv', 'flu'], range('12-17'))).toEqual({
      eligible: ['rsv', 'flu'],
      ineligible: [],
    });
  });
});

describe('brands by age', () => {
  const covid: BrandEntry[] = [
    { brandName: 'pfizer', minAge: 5, maxAge: 11 },
    { brandName: 'pfizer', minAge: 12, maxAge: null },
    { brandName: 'moderna', minAge: 0, maxAge: 11 },
    { brandName: 'moderna', minAge: 12, maxAge: 64 },
    { brandName: 'novavax', minAge: 12, maxAge: null },
  ];

  it('removes novavax when the range ends at 11 or below', () => {
    expect(isNovavaxOffered({ ageMin: 12, ageMax: 17 })).toBe(true);
    expect(isNovavaxOffered({ ageMin: 3, ageMax: 11 })).toBe(false);
    expect(isNovavaxOffered({ ageMin: 3, ageMax: 12 })).toBe(true);
    expect(brandsForAgeRange([{ brandName: 'novavax', minAge: 0, maxAge: null }], range('5-11'))).toEqual([]);
  });

  it('merges adjacent ranges of one brand and keeps separate ones apart', () => {
    expect(mergeBrandAgeRanges(covid)).toEqual([
      { brandName: 'pfizer', minAge: 5, maxAge: null },
      { brandName: 'moderna', minAge: 0, maxAge: 64 },
      { brandName: 'novavax', minAge: 12, maxAge: null },
    ]);
    expect(
      mergeBrandAgeRanges([
        { brandName: 'gsk', minAge: 60, maxAge: 120 },
        { brandName: 'gsk', minAge: 18, maxAge: 49 },
      ]),
    ).toEqual([
      { brandName: 'gsk', minAge: 18, maxAge: 49 },
      { brandName: 'gsk', minAge: 60, maxAge: 120 },
    ]);
  });

  it('shows every brand to a 12-17 year old', () => {
    expect(brandsForAgeRange(covid, range('12-17')).map((b) => b.brandName)).toEqual(['pfizer', 'moderna', 'novavax']);
  });

  it('shows pfizer and moderna to 5-11, without novavax', () => {
    expect(brandsForAgeRange(covid, range('5-11')).map((b) => b.brandName)).toEqual(['pfizer', 'moderna']);
  });

  it('shows only moderna to 3-4, labelled from age 3 rather than 0', () => {
    expect(brandsForAgeRange(covid, range('3-4'))).toEqual([{ brandName: 'moderna', minAge: 3, maxAge: 64 }]);
  });
});

describe('date of birth inside the chosen range', () => {
  const today = '2026-11-22';

  it.each([
    ['12-17', '2014-11-22', 12, true],
    ['12-17', '2014-11-23', 11, false],
    ['12-17', '2008-11-23', 17, true],
    ['12-17', '2008-11-22', 18, false],
    ['5-11', '2014-11-23', 11, true],
    ['5-11', '2014-11-22', 12, false],
    ['3-4', '2023-11-22', 3, true],
    ['3-4', '2023-11-23', 2, false],
  ] as const)('in range %s, born %s (age %i): inside %s', (id, dateOfBirth, age, ok) => {
    const result = checkDateOfBirthInRange(dateOfBirth, range(id), today);
    expect(result.age).toBe(age);
    expect(result.ok).toBe(ok);
  });

  it('names the chosen range in the message', () => {
    expect(checkDateOfBirthInRange('2008-01-01', range('12-17'), today)).toEqual({
      ok: false,
      age: 18,
      range: '12-17',
      message: 'Date of birth must be for someone aged 12-17 years, the age range you selected',
    });
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(checkDateOfBirthInRange('2012-02-29', range('12-17'), '2025-02-28')).toMatchObject({ ok: true, age: 12 });
    expect(checkDateOfBirthInRange('2013-02-28', range('12-17'), '2025-02-27')).toMatchObject({ ok: false, age: 11 });
    expect(checkDateOfBirthInRange('2012-02-29', range('5-11'), '2024-02-28')).toMatchObject({ ok: true, age: 11 });
  });
});
