import type { TFunction } from 'i18next';
import { MESSAGES } from '@vaxnear/domain/patient';
import { RECONFIRM_MESSAGE } from './deeplink.ts';
import { PHONE_REQUIRED_MESSAGE, STATE_MESSAGE, ZIP_MESSAGE } from './patient-form-schema.ts';

const FIXED: Record<string, string> = {
  [MESSAGES.required]: 'required',
  [MESSAGES.invalidEmail]: 'invalidEmail',
  [MESSAGES.nameWithLink]: 'nameWithLink',
  [MESSAGES.invalidPhone]: 'invalidPhone',
  [MESSAGES.invalidDate]: 'invalidDate',
  [STATE_MESSAGE]: 'invalidState',
  [ZIP_MESSAGE]: 'invalidZip',
  [PHONE_REQUIRED_MESSAGE]: 'phoneRequired',
  [RECONFIRM_MESSAGE]: 'reconfirm',
};

/** A domain message in the page's language; an unknown one is shown as it came. */
export function translateFieldMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const key = FIXED[message];
  if (key) return t(`patient.messages.${key}`);
  const tooLong = /^You have reached the (\d+)-character limit$/.exec(message);
  if (tooLong) return t('patient.messages.tooLong', { max: Number(tooLong[1]) });
  return message;
}

/** The eligibility checks' messages (age-eligibility.ts) in the page's language. */
export function translateEligibilityMessage(t: TFunction, item: { code: string; service: string; message: string; limit?: number }, state: string): string {
  if (item.code === 'AGE_INELIGIBLE') {
    if (/to book online/.test(item.message)) return t('patient.eligibility.adultOnly');
    if (item.service === 'rsv') return t('patient.eligibility.rsvUnder50');
    if (item.service === 'pneumococcal') return t('patient.eligibility.pneumococcalUnder19');
  }
  if (item.code === 'RETAILER_AGE_RESTRICTION') return t('patient.eligibility.retailerAge', { age: item.limit ?? '', state });
  if (item.code === 'MEDICAL_CONDITION') return t(`patient.eligibility.condition.${item.service}`);
  if (item.code === 'MATERNAL_RSV') return t('patient.eligibility.maternalRsv');
  if (item.code === 'PRESCRIPTION_REQUIRED') return t('patient.eligibility.prescription', { vaccine: t(`vaccines.${item.service}`), state });
  return item.message;
}
