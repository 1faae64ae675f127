import { describe, expect, it } from 'vitest';
import { checkAgeEligibility } from '../age-eligibility.ts';
import {
  CONDITION_AGE_RANGES,
  conditionKindsToConfirm,
  conditionIdsFor,
  unconfirmedConditionKinds,
} from './condition-confirmation.ts';

const location = { state: 'NE', retailer: 'albertsons' };

describe('risk-condition confirmations', () => {
  it('asks a 46-year-old booking COVID-19 and flu to confirm a condition for COVID-19 only', () => {
    const { warnings } = checkAgeEligibility({ age: 46, services: ['covid_19', 'flu'], flow: 'adult', location });
    expect(conditionKindsToConfirm(warnings)).toEqual(['covid_19']);
    expect(unconfirmedConditionKinds(warnings, undefined)).toEqual(['covid_19']);
    expect(unconfirmedConditionKinds(warnings, ['covid_19'])).toEqual([]);
  });

  it('does not count a prescription notice or maternal RSV as a condition to confirm', () => {
    const { warnings } = checkAgeEligibility({
      age: 30,
      services: ['rsv'],
      pregnant: true,
      flow: 'adult',
      location,
      bookingRestrictions: { rsv: 'allowed_with_prescription' },
    });
    expect(warnings.map((w) => w.code)).toEqual(['MATERNAL_RSV', 'PRESCRIPTION_REQUIRED']);
    expect(conditionKindsToConfirm(warnings)).toEqual([]);
  });
});

describe('what a person confirms', () => {
  it('names the RSV risk conditions of 50 to 74, which are not all of the COVID-19 ones', () => {
    const rsv = conditionIdsFor('rsv');
    expect(rsv).toContain('diabetes');
    expect(rsv).not.toContain('physicalInactivity');
    expect(conditionIdsFor('covid_19')).toContain('physicalInactivity');
    expect(CONDITION_AGE_RANGES.rsv).toEqual({ min: 50, max: 74 });
  });
});
