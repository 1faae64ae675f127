import { describe, expect, it } from 'vitest';
import { checkAgeEligibility } from '@vaxnear/domain/age-eligibility';
import { Translator } from '../../../lib/translator.ts';
import common from '../../../i18n/en/common.json';
import scheduler from '../../../i18n/en/scheduler.json';
import esCommon from '../../../i18n/es/common.json';
import esScheduler from '../../../i18n/es/scheduler.json';
import { translateEligibilityMessage } from './patient-messages.ts';

function t(language: 'en' | 'es') {
  const i18n = new Translator({ language, fallbackLanguage: 'en', defaultNamespace: 'scheduler' });
  i18n.addNamespace('en', 'common', common);
  i18n.addNamespace('en', 'scheduler', scheduler);
  i18n.addNamespace('es', 'common', esCommon);
  i18n.addNamespace('es', 'scheduler', esScheduler);
  return i18n.getFixedT(null);
}

const location = { state: 'NY', retailer: 'cvs' };
const says = (language: 'en' | 'es', input: Parameters<typeof checkAgeEligibility>[0]) =>
  checkAgeEligibility(input).errors.map((e) => translateEligibilityMessage(t(language), e, location.state));

describe('eligibility messages at the patient step, from the rule the domain names', () => {
  it('tells an adult under 18 that a parent or guardian can book, and a child under 3 to ask a pharmacist', () => {
    expect(says('en', { age: 17, services: ['flu'], flow: 'adult', location })).toEqual([
      'Must be 18+ to book online. A parent or guardian can book for a minor.',
    ]);
    // Not the adult sentence: the guardian is already booking for the child.
    expect(says('en', { age: 2, services: ['flu'], flow: 'minor', location })).toEqual([
      "Children must be 3 or older to be booked online. Ask a pharmacist or your child's doctor about vaccines for younger children.",
    ]);
    expect(says('es', { age: 2, services: ['flu'], flow: 'minor', location })[0]).toMatch(
      /^Los niños deben tener 3 años/,
    );
  });

  it("names the vaccine's own minimum age", () => {
    expect(says('en', { age: 40, services: ['rsv'], flow: 'adult', location })).toEqual([
      'Must be 50+ to book RSV online',
    ]);
    expect(says('es', { age: 18, services: ['pneumococcal'], flow: 'adult', location })).toHaveLength(1);
  });
});
