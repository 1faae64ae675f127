// The domain's English field messages (patient.ts MESSAGES, provider.ts PROVIDER_MESSAGES) in the page's language.
import type { TFunction } from 'i18next';
import { MESSAGES } from '@vaxnear/domain/patient';
import { PROVIDER_MESSAGES } from '@vaxnear/domain/provider';

const FIXED: Record<string, string> = {
  [MESSAGES.required]: 'required',
  [MESSAGES.invalidEmail]: 'invalidEmail',
  [MESSAGES.nameWithLink]: 'nameWithLink',
  [MESSAGES.invalidPhone]: 'invalidPhone',
  [PROVIDER_MESSAGES.npiCheckDigit]: 'npiCheckDigit',
  [PROVIDER_MESSAGES.invalidWebsite]: 'invalidWebsite',
  [PROVIDER_MESSAGES.invalidZip]: 'invalidZip',
  [PROVIDER_MESSAGES.invalidState]: 'invalidState',
  [PROVIDER_MESSAGES.invalidTime]: 'invalidTime',
  [PROVIDER_MESSAGES.endBeforeStart]: 'endBeforeStart',
  [PROVIDER_MESSAGES.lunchIncomplete]: 'lunchIncomplete',
  [PROVIDER_MESSAGES.lunchOutside]: 'lunchOutside',
  [PROVIDER_MESSAGES.lunchEndBeforeStart]: 'lunchEndBeforeStart',
  [PROVIDER_MESSAGES.noOpenDay]: 'noOpenDay',
  [PROVIDER_MESSAGES.dayTwice]: 'dayTwice',
  [PROVIDER_MESSAGES.noVaccine]: 'noVaccine',
  [PROVIDER_MESSAGES.noInterval]: 'noInterval',
};

/** A field message in the page's language; zod's own wording for a wrong type reads as "Required" or as it came. */
export function translateProviderMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const key = FIXED[message];
  if (key) return t(`messages.${key}`);
  const tooLong = /^You have reached the (\d+)-character limit$/.exec(message);
  if (tooLong) return t('messages.tooLong', { max: Number(tooLong[1]) });
  const digits = /^Please enter a (\d+)-digit code$/.exec(message);
  if (digits) return t('messages.codeDigits', { count: Number(digits[1]) });
  if (/^Invalid (input|option)/.test(message)) return t('messages.required');
  return message;
}
