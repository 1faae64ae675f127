import type { TranslationKey } from '../../../i18n/keys.ts';
import type { Translate } from '../../../lib/use-translation.tsx';
import { ADULT_MIN_AGE, MINOR_MIN_AGE } from '@vaxnear/domain/constants';
import { MESSAGES } from '@vaxnear/domain/patient';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { plainFieldMessage } from '../../../lib/field-messages.ts';
import { RECONFIRM_MESSAGE } from '../review/reconfirm.ts';

const OWN: Record<string, TranslationKey<'scheduler'>> = {
  [MESSAGES.invalidState]: 'common:fieldErrors.state.invalid',
  [MESSAGES.invalidZip]: 'common:fieldErrors.zipCode.invalid',
  [RECONFIRM_MESSAGE]: 'patient.messages.reconfirm',
  [MESSAGES.nameWithLink]: 'patient.messages.nameWithLink',
  [MESSAGES.phoneRequired]: 'patient.messages.phoneRequired',
};

/** A patient field's message in the page's language, in words that say what to do (lib/field-messages.ts). */
export function translateFieldMessage(t: Translate<'scheduler'>, message: string | undefined, field?: string): string {
  return plainFieldMessage(t, message, field, OWN);
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
