import type { TranslationKey } from '../../i18n/keys.ts';
import type { Translate } from '../../lib/use-translation.tsx';
import { SUBSCRIPTION_MESSAGES } from '@vaxnear/domain/subscriber';
import { MESSAGES } from '@vaxnear/domain/patient';
import { plainFieldMessage } from '../../lib/field-messages.ts';

const OWN: Record<string, TranslationKey<'subscriptions'>> = {
  [SUBSCRIPTION_MESSAGES.underAge]: 'messages.underAge',
  [SUBSCRIPTION_MESSAGES.emailConsent]: 'messages.emailConsent',
  [SUBSCRIPTION_MESSAGES.smsNeedsPhone]: 'messages.smsNeedsPhone',
  [MESSAGES.nameWithLink]: 'messages.nameWithLink',
};

/** A domain or server message in the page's language, in words that say what to do (lib/field-messages.ts). */
export function translateSubscriptionMessage(
  t: Translate<'subscriptions'>,
  message: string | undefined,
  field?: string,
): string {
  return plainFieldMessage(t, message, field, OWN);
}
