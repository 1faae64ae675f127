import { describe, expect, it } from 'vitest';
import { checkAgeEligibility, type EligibilityInput } from './age-eligibility.ts';
import type { VaccineKind } from './vaccines.ts';

const safewayNebraska = { state: 'NE', retailer: 'albertsons' };
const check = (age: number, services: VaccineKind[], extra: Partial<EligibilityInput> = {}) =>
  checkAgeEligibility({ age, services, flow: 'adult', location: safewayNebraska, ...extra });
const codes = (r: ReturnType<typeof check>) => ({
  errors: r.errors.map((e) => `${e.service}:${e.code}`),
  warnings: r.warnings.map((w) => `${w.service}:${w.code}`),
});

describe('age eligibility at the patient step', () => {
  it('refuses an adult booking under 18 and accepts 18', () => {
    expect(codes(check(17, ['flu'])).errors).toEqual(['flu:AGE_INELIGIBLE']);
    expect(codes(check(18, ['flu']))).toEqual({ errors: [], warnings: [] });
  });

  it('lets a parent book for a child of 3 but not of 2', () => {
    expect(check(2, ['flu'], { flow: 'minor' }).errors[0]?.message).toBe('Must be 3+ to book online');
    expect(check(3, ['flu'], { flow: 'minor' }).errors).toEqual([]);
  });

  it('refuses RSV under 50 unless pregnant, with the spec text', () => {
    expect(check(49, ['rsv']).errors).toEqual([
      { code: 'AGE_INELIGIBLE', service: 'rsv', limit: 50, message: 'Must be 50+ to book RSV online' },
    ]);
    expect(codes(check(50, ['rsv']))).toEqual({ errors: [], warnings: ['rsv:MEDICAL_CONDITION'] });
    expect(codes(check(30, ['rsv'], { pregnant: true }))).toEqual({ errors: [], warnings: ['rsv:MATERNAL_RSV'] });
  });

  it('never offers RSV to a child under 11, pregnant or not, and treats a pregnant 11-year-old as maternal RSV', () => {
    expect(codes(check(10, ['rsv'], { flow: 'minor', pregnant: true })).errors).toEqual(['rsv:AGE_INELIGIBLE']);
    expect(codes(check(11, ['rsv'], { flow: 'minor', pregnant: true }))).toEqual({
      errors: [],
      warnings: ['rsv:MATERNAL_RSV'],
    });
  });

  it('lets a parent book COVID-19 and flu for children of 11 and 12 without warnings', () => {
    for (const age of [11, 12])
      expect(check(age, ['covid_19', 'flu'], { flow: 'minor' })).toEqual({ errors: [], warnings: [] });
  });

  it('asks about a medical condition for RSV from 50 to 74 and not from 75', () => {
    expect(codes(check(74, ['rsv'])).warnings).toEqual(['rsv:MEDICAL_CONDITION']);
    expect(codes(check(75, ['rsv']))).toEqual({ errors: [], warnings: [] });
    expect(codes(check(75, ['rsv'], { pregnant: true }))).toEqual({ errors: [], warnings: [] });
  });

  it('refuses pneumococcal under 19, warns under 50 and allows 50 and over', () => {
    expect(codes(check(18, ['pneumococcal'])).errors).toEqual(['pneumococcal:AGE_INELIGIBLE']);
    expect(codes(check(19, ['pneumococcal']))).toEqual({ errors: [], warnings: ['pneumococcal:MEDICAL_CONDITION'] });
    expect(codes(check(49, ['pneumococcal'])).warnings).toEqual(['pneumococcal:MEDICAL_CONDITION']);
    expect(codes(check(50, ['pneumococcal']))).toEqual({ errors: [], warnings: [] });
  });

  it('warns for COVID-19 from 18 to 64 only', () => {
    expect(codes(check(64, ['covid_19'])).warnings).toEqual(['covid_19:MEDICAL_CONDITION']);
    expect(codes(check(65, ['covid_19']))).toEqual({ errors: [], warnings: [] });
    expect(codes(check(12, ['covid_19'], { flow: 'minor' }))).toEqual({ errors: [], warnings: [] });
  });

  it("applies a restricted retailer's state minimum age and carries the limit", () => {
    const cvsNebraska = { state: 'NE', retailer: 'cvs' };
    expect(check(18, ['flu'], { location: cvsNebraska }).errors).toEqual([
      {
        code: 'RETAILER_AGE_RESTRICTION',
        service: 'flu',
        limit: 19,
        message: 'This pharmacy only vaccinates people 19 and older in NE.',
      },
    ]);
    expect(check(19, ['flu'], { location: cvsNebraska }).errors).toEqual([]);
    expect(check(11, ['flu'], { flow: 'minor', location: { state: 'SC', retailer: 'cvs' } }).errors[0]?.limit).toBe(16);
    expect(check(20, ['flu'], { location: { state: 'PR', retailer: 'walmart' } }).errors[0]?.limit).toBe(21);
    expect(check(18, ['flu'])).toEqual({ errors: [], warnings: [] });
  });

  it('warns that a prescription is needed where the state requires one for that vaccine', () => {
    const result = check(70, ['covid_19', 'flu'], {
      location: { state: 'CO', retailer: 'cvs' },
      bookingRestrictions: { covid_19: 'allowed_with_prescription' },
    });
    expect(codes(result)).toEqual({ errors: [], warnings: ['covid_19:PRESCRIPTION_REQUIRED'] });
  });

  it('reports each vaccine separately when two are chosen', () => {
    expect(codes(check(30, ['rsv', 'pneumococcal']))).toEqual({
      errors: ['rsv:AGE_INELIGIBLE'],
      warnings: ['pneumococcal:MEDICAL_CONDITION'],
    });
  });
});
