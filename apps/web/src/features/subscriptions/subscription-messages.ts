import type { TFunction } from 'i18next';
import { SUBSCRIPTION_MESSAGES } from '@vaxnear/domain/contracts/subscriptions';
import { MESSAGES } from '@vaxnear/domain/patient';

const FIXED: Record<string, string> = {
  [MESSAGES.required]: 'required',
  [MESSAGES.invalidEmail]: 'invalidEmail',
  [MESSAGES.nameWithLink]: 'nameWithLink',
  [MESSAGES.invalidPhone]: 'invalidPhone',
  [MESSAGES.invalidDate]: 'invalidDate',
  [SUBSCRIPTION_MESSAGES.underAge]: 'underAge',
  [SUBSCRIPTION_MESSAGES.emailConsent]: 'emailConsent',
  [SUBSCRIPTION_MESSAGES.smsNeedsPhone]: 'smsNeedsPhone',
};

/** A domain or server message in the page's language; an unknown one is shown as it came. */
export function translateSubscriptionMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const key = FIXED[message];
  if (key) return t(`messages.${key}`);
  const tooLong = /^You have reached the (\d+)-character limit$/.exec(message);
  if (tooLong) return t('messages.tooLong', { max: Number(tooLong[1]) });
  return message;
}
