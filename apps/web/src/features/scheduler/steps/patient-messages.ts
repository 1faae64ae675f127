import type { TranslationKey } from '../../../i18n/keys.ts';
import type { Translate } from '../../../lib/use-translation.tsx';
import { ADULT_MIN_AGE, MINOR_MIN_AGE } from '@vaxnear/domain/constants';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import type { FieldReason } from '@vaxnear/domain/patient';
import { fieldErrorMessage, type FieldProblem } from '../../../lib/field-error-message.ts';

/** The patient page's own words for some reasons (and the review's `reconfirm`, use-patient-info.ts). */
const OWN: Partial<Record<FieldReason | 'reconfirm', TranslationKey<'scheduler'>>> = {
  invalidState: 'common:fieldErrors.state.invalid',
  invalidZip: 'common:fieldErrors.zipCode.invalid',
  reconfirm: 'patient.messages.reconfirm',
  nameWithLink: 'patient.messages.nameWithLink',
  phoneRequired: 'patient.messages.phoneRequired',
};

/**
 * A patient field's error in the page's language, in words that say what to do, from the domain's reason and numbers
 * (lib/field-error-message.ts, decision 298).
 */
export function translateFieldMessage(
  t: Translate<'scheduler'>,
  problem: FieldProblem | undefined,
  field?: string,
): string {
  return fieldErrorMessage(t, problem, field, OWN);
}

/** The eligibility checks' messages (age-eligibility.ts) in the page's language. */
export function translateEligibilityMessage(
  t: Translate<'scheduler'>,
  item: { code: string; service: VaccineKind; message: string; limit?: number },
  state: string,
): string {
  if (item.code === 'AGE_INELIGIBLE') {
    // The limit says which rule it is: booking online at all (18, or 3 in the minor flow), or the vaccine's own.
    if (item.limit === ADULT_MIN_AGE) return t('patient.eligibility.adultOnly');
    if (item.limit === MINOR_MIN_AGE) return t('patient.eligibility.youngChild', { age: MINOR_MIN_AGE });
    if (item.service === 'rsv') return t('patient.eligibility.rsvUnder50');
    if (item.service === 'pneumococcal') return t('patient.eligibility.pneumococcalUnder19');
  }
  if (item.code === 'RETAILER_AGE_RESTRICTION')
    return t('patient.eligibility.retailerAge', { age: item.limit ?? '', state });
  if (item.code === 'MEDICAL_CONDITION') return t(`patient.eligibility.condition.${item.service}`);
  if (item.code === 'MATERNAL_RSV') return t('patient.eligibility.maternalRsv');
  if (item.code === 'PRESCRIPTION_REQUIRED')
    return t('patient.eligibility.prescription', { vaccine: t(`vaccines.${item.service}`), state });
  return item.message;
}
