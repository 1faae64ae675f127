import { describe, expect, it } from 'vitest';
import { checkAgeEligibility } from '@vaxnear/domain/age-eligibility';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { eligibilityOutcome } from './eligibility-outcome.ts';

const at = (age: number, services: VaccineKind[], state = 'NY', retailer = 'manual') =>
  eligibilityOutcome(checkAgeEligibility({ age, services, flow: 'adult', location: { state, retailer } }), services);

describe('the eligibility modal a person meets at the patient step', () => {
  it('is none for a 70-year-old booking flu', () => {
    expect(at(70, ['flu']).type).toBeNull();
  });

  it('is a single ineligible modal for a 40-year-old booking RSV with flu, leaving flu', () => {
    expect(at(40, ['rsv', 'flu'])).toMatchObject({
      type: 'singleIneligible',
      ineligibleKinds: ['rsv'],
      remainingKinds: ['flu'],
    });
  });

  it('is a double ineligible modal for a 17-year-old in the adult flow, leaving nothing', () => {
    expect(at(17, ['flu', 'covid_19'])).toMatchObject({ type: 'doubleIneligible', remainingKinds: [] });
  });

  it('is one ineligible with the other warning for an 18-year-old booking pneumococcal and COVID-19', () => {
    expect(at(18, ['pneumococcal', 'covid_19'])).toMatchObject({
      type: 'ineligibleWithWarning',
      ineligibleKinds: ['pneumococcal'],
      warningKinds: ['covid_19'],
    });
  });

  it('is a single warning for a 60-year-old booking COVID-19, and a double warning with RSV too', () => {
    expect(at(60, ['covid_19']).type).toBe('singleWarning');
    expect(at(60, ['covid_19', 'rsv'])).toMatchObject({ type: 'doubleWarning', warningKinds: ['covid_19', 'rsv'] });
  });

  it('folds three or more messages into an accordion', () => {
    const result = {
      errors: [{ code: 'AGE_INELIGIBLE' as const, service: 'rsv' as const, message: 'a', limit: 50 }],
      warnings: [
        { code: 'MEDICAL_CONDITION' as const, service: 'covid_19' as const, message: 'b' },
        { code: 'PRESCRIPTION_REQUIRED' as const, service: 'covid_19' as const, message: 'c' },
      ],
    };
    expect(eligibilityOutcome(result, ['rsv', 'covid_19']).accordion).toBe(true);
    expect(at(40, ['rsv', 'flu']).accordion).toBe(false);
  });
});
