// The domain's English field messages (patient.ts MESSAGES, provider.ts PROVIDER_MESSAGES) in the page's language.
import type { TranslationKey } from '../i18n/keys.ts';
import type { Translate } from './use-translation.tsx';
import { MESSAGES, tooLongLimit } from '@vaxnear/domain/patient';
import { codeDigitsAsked, PROVIDER_MESSAGES } from '@vaxnear/domain/provider';
import { plainFieldMessage } from './field-messages.ts';

const OWN: Record<string, TranslationKey<'providers'>> = Object.fromEntries(
  Object.entries({
    [PROVIDER_MESSAGES.noRequestType]: 'noRequestType',
    [MESSAGES.nameWithLink]: 'nameWithLink',
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
  } as const).map(([message, key]) => [message, `messages.${key}` as const]),
);

/**
 * A provider field's message in the page's language. The form's fields have no sentences of their own in
 * common:fieldErrors, so a missing or unreadable answer names the field by its label: "Fill in “Business name”".
 */
export function translateProviderMessage(
  t: Translate<'providers'>,
  message: string | undefined,
  label?: string,
): string {
  if (!message) return '';
  const digits = codeDigitsAsked(message);
  if (digits !== null) return t('messages.codeDigits', { count: digits });
  const plain = plainFieldMessage(t, message, undefined, OWN);
  if (OWN[message] || !label) return plain;
  if (message === MESSAGES.invalidEmail) return t('common:fieldErrors.email.invalid');
  if (message === MESSAGES.invalidPhone) return t('messages.invalidPhone');
  if (tooLongLimit(message) !== null) return plain;
  return t(message === MESSAGES.required ? 'messages.requiredNamed' : 'messages.invalidNamed', { label });
}
