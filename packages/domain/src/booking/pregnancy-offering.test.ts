import { describe, expect, it } from 'vitest';
import { checkAgeEligibility } from '../age-eligibility.ts';
import { ADULT_MIN_AGE, MAX_AGE } from '../constants.ts';
import { BRANDS_BY_KIND, type VaccineKind } from '../vaccines.ts';
import { BRAND_AGES } from './brand-ages.ts';
import { brandChoicesFor, isBrandAllowedInPregnancy, offeringServes, type OfferingRow } from './pregnancy-offering.ts';

const AGES = [12, 17, 18, 30, 49, 50, 74, 75] as const;
const location = { state: 'NY', retailer: 'manual' };

/** A location offering every brand of a kind at the catalogue's ages, as the demo data does. */
const catalogueRows = (kind: VaccineKind): OfferingRow[] =>
  BRAND_AGES[kind].map((e) => ({ kind, brand: e.brandName, minAge: e.minAge, maxAge: e.maxAge }));

/** What the server decides for one person and one chosen brand: the age rules, then the location's offering. */
function bookable(kind: VaccineKind, brand: string, age: number, pregnant: boolean): boolean {
  const flow = age < ADULT_MIN_AGE ? 'minor' : 'adult';
  if (checkAgeEligibility({ age, services: [kind], pregnant, flow, location }).errors.length > 0) return false;
  if (pregnant && !isBrandAllowedInPregnancy(kind, brand)) return false;
  const wanted = { kind, brands: [brand], ageMin: age, ageMax: age };
  return catalogueRows(kind).some((row) => offeringServes(row, wanted, pregnant));
}

describe('RSV in pregnancy', () => {
  it.each(AGES)('books Pfizer RSV for a pregnant person aged %i', (age) => {
    expect(bookable('rsv', 'pfizer', age, true)).toBe(true);
  });

  it.each(AGES)('refuses GSK and Moderna RSV for a pregnant person aged %i', (age) => {
    expect(bookable('rsv', 'gsk', age, true)).toBe(false);
    expect(bookable('rsv', 'moderna', age, true)).toBe(false);
    expect(isBrandAllowedInPregnancy('rsv', 'gsk')).toBe(false);
    expect(isBrandAllowedInPregnancy('rsv', 'moderna')).toBe(false);
  });

  it('takes "no preference" for a pregnant person as the pregnancy vaccine', () => {
    expect(isBrandAllowedInPregnancy('rsv', null)).toBe(true);
    const wanted = { kind: 'rsv' as const, brands: [], ageMin: 30, ageMax: 30 };
    expect(
      catalogueRows('rsv')
        .filter((row) => offeringServes(row, wanted, true))
        .map((row) => row.brand),
    ).toEqual(['pfizer']);
  });

  it('finds no pregnancy vaccine at a location giving only GSK RSV', () => {
    const wanted = { kind: 'rsv' as const, brands: [], ageMin: 30, ageMax: 30 };
    expect(offeringServes({ kind: 'rsv', brand: 'gsk', minAge: 50, maxAge: MAX_AGE }, wanted, true)).toBe(false);
  });

  it('offers only Pfizer on the brand page when pregnant, at any age', () => {
    expect(brandChoicesFor('rsv', { ageMin: 12, ageMax: 17 }, true)).toEqual(['pfizer']);
    expect(brandChoicesFor('rsv', { ageMin: ADULT_MIN_AGE, ageMax: MAX_AGE }, true)).toEqual(['pfizer']);
  });
});

describe('RSV for a person who is not pregnant keeps the age rules', () => {
  for (const brand of BRANDS_BY_KIND.rsv) {
    it.each(AGES)(`${brand} RSV at %i only from 50`, (age) => {
      expect(bookable('rsv', brand, age, false)).toBe(age >= 50);
    });
  }

  it('offers every RSV brand on the brand page to adults, none to a 12-17 year old', () => {
    expect(brandChoicesFor('rsv', { ageMin: ADULT_MIN_AGE, ageMax: MAX_AGE }, false)).toEqual([
      'gsk',
      'pfizer',
      'moderna',
    ]);
    expect(brandChoicesFor('rsv', { ageMin: 12, ageMax: 17 }, false)).toEqual([]);
  });
});

describe('kinds without a pregnancy offering', () => {
  for (const kind of ['covid_19', 'pneumococcal'] as const) {
    for (const brand of BRANDS_BY_KIND[kind]) {
      it.each(AGES)(`${kind} ${brand} at %i is the same whether pregnant or not`, (age) => {
        const wanted = { kind, brands: [brand], ageMin: age, ageMax: age };
        const served = (pregnant: boolean) => catalogueRows(kind).some((row) => offeringServes(row, wanted, pregnant));
        expect(served(true)).toBe(served(false));
        expect(isBrandAllowedInPregnancy(kind, brand)).toBe(true);
      });
    }
  }

  it.each(AGES)('flu at %i is offered pregnant or not', (age) => {
    const wanted = { kind: 'flu' as const, brands: [], ageMin: age, ageMax: age };
    expect(catalogueRows('flu').some((row) => offeringServes(row, wanted, true))).toBe(true);
    expect(catalogueRows('flu').some((row) => offeringServes(row, wanted, false))).toBe(true);
  });
});
