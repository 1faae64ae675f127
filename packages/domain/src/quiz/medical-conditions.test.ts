import { describe, expect, it } from 'vitest';
import {
  bookingConditionsFor,
  conditionsForVaccines,
  conditionTag,
  findMedicalCondition,
  hasConditionFor,
  MEDICAL_CONDITIONS,
} from './medical-conditions.ts';

describe('medical conditions', () => {
  it('lists every id the spec names, once each', () => {
    const ids = MEDICAL_CONDITIONS.map((c) => c.id);
    for (const id of [
      'alcoholism',
      'asthma',
      'cancer',
      'cerebrovascularDisease',
      'chronicBloodConditions',
      'chronicHeartConditions',
      'chronicKidneyConditions',
      'chronicLiverConditions',
      'cigaretteSmoking',
      'cochlearImplant',
      'COPD',
      'dementia',
      'diabetes',
      'disabilities',
      'heartDisease',
      'hiv',
      'immunocompromised',
      'livingInNursingHome',
      'mentalHealthConditions',
      'neurologicConditions',
      'obesity',
      'physicalInactivity',
      'pregnancy',
      'sickleCellDisease',
      'smoking',
      'substanceUseDisorders',
      'tuberculosis',
    ])
      expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tags a condition common for all three vaccines, shared for two and unique for one', () => {
    expect(conditionTag(findMedicalCondition('asthma')!, 'rsv')).toBe('common');
    expect(conditionTag(findMedicalCondition('cancer')!, 'covid_19')).toBe('shared');
    expect(conditionTag(findMedicalCondition('cochlearImplant')!, 'pneumococcal')).toBe('unique');
    expect(conditionTag(findMedicalCondition('cochlearImplant')!, 'rsv')).toBeNull();
  });

  it('shows on the quiz page only the conditions of the vaccines still in question, never pregnancy', () => {
    const forPneumococcal = conditionsForVaccines(['pneumococcal']).map((c) => c.id);
    expect(forPneumococcal).toContain('cochlearImplant');
    expect(forPneumococcal).not.toContain('tuberculosis');
    expect(conditionsForVaccines(['covid_19']).map((c) => c.id)).not.toContain('pregnancy');
    expect(bookingConditionsFor('covid_19').map((c) => c.id)).toContain('pregnancy');
    expect(conditionsForVaccines([])).toEqual([]);
  });

  it('counts a chosen condition only for its vaccines and ignores unknown ids', () => {
    expect(hasConditionFor(['livingInNursingHome'], 'rsv')).toBe(true);
    expect(hasConditionFor(['livingInNursingHome'], 'covid_19')).toBe(false);
    expect(hasConditionFor(['somethingElse'], 'rsv')).toBe(false);
    expect(hasConditionFor([], 'rsv')).toBe(false);
  });
});
