import { describe, expect, it } from 'vitest';
import { ADULT_MIN_AGE, MAX_AGE, MINOR_AGE_RANGES } from '../constants.ts';
import { BRANDS_BY_KIND, KINDS_WITH_BRANDS } from '../vaccines.ts';
import { BRAND_AGES, brandAges, brandNamesForAgeRange } from './brand-ages.ts';

const oneAge = (age: number) => ({ ageMin: age, ageMax: age });
const adult = { ageMin: ADULT_MIN_AGE, ageMax: MAX_AGE };

describe('the brand-age catalogue', () => {
  it('gives ages for every brand of every branded kind, and for flu', () => {
    for (const kind of KINDS_WITH_BRANDS) {
      expect(BRAND_AGES[kind].map((entry) => entry.brandName).sort()).toEqual([...BRANDS_BY_KIND[kind]].sort());
    }
    expect(brandAges('flu', '')).toEqual({ brandName: '', minAge: 3, maxAge: MAX_AGE });
  });

  it('refuses a brand it does not know rather than guessing its ages', () => {
    expect(() => brandAges('covid_19', 'merck')).toThrow(/merck/);
  });
});

describe('COVID-19 brands offered by age', () => {
  it('offers only moderna at 3 and at 4', () => {
    expect(brandNamesForAgeRange('covid_19', oneAge(3))).toEqual(['moderna']);
    expect(brandNamesForAgeRange('covid_19', oneAge(4))).toEqual(['moderna']);
  });

  it('adds pfizer from 5', () => {
    expect(brandNamesForAgeRange('covid_19', oneAge(5))).toEqual(['pfizer', 'moderna']);
  });

  it('keeps novavax out at 11 and offers it from 12', () => {
    expect(brandNamesForAgeRange('covid_19', oneAge(11))).toEqual(['pfizer', 'moderna']);
    expect(brandNamesForAgeRange('covid_19', oneAge(12))).toEqual(['pfizer', 'moderna', 'novavax']);
  });

  it('gives each minor range what its ages may have', () => {
    const byRange = Object.fromEntries(MINOR_AGE_RANGES.map((r) => [r.id, brandNamesForAgeRange('covid_19', r)]));
    expect(byRange).toEqual({
      '3-4': ['moderna'],
      '5-11': ['pfizer', 'moderna'],
      '12-17': ['pfizer', 'moderna', 'novavax'],
    });
    expect(brandNamesForAgeRange('covid_19', adult)).toEqual(['pfizer', 'moderna', 'novavax']);
  });
});

describe('RSV and pneumococcal brands offered by age', () => {
  it('offers no RSV brand below 50 and every one from 50', () => {
    expect(brandNamesForAgeRange('rsv', { ageMin: 12, ageMax: 17 })).toEqual([]);
    expect(brandNamesForAgeRange('rsv', oneAge(49))).toEqual([]);
    expect(brandNamesForAgeRange('rsv', oneAge(50))).toEqual(['gsk', 'pfizer', 'moderna']);
    expect(brandNamesForAgeRange('rsv', adult)).toEqual(['gsk', 'pfizer', 'moderna']);
  });

  it('offers no pneumococcal brand below 19 and both from 19', () => {
    expect(brandNamesForAgeRange('pneumococcal', oneAge(18))).toEqual([]);
    expect(brandNamesForAgeRange('pneumococcal', oneAge(19))).toEqual(['merck', 'pfizer']);
  });
});
