// The provider and subscription forms' field errors, in the person's language: their messages are still the domain's
// English constants, compared as keys (the patient fields' errors are worded from their reason, field-error-message.ts,
// decision 298). A message nobody wrote for people (a schema library's default, an unknown server text) is never
// shown as it came: the field's own "check this answer" sentence takes its place.
import type { Namespace, TranslationKey } from '../i18n/keys.ts';
import type { Translate } from './use-translation.tsx';
import { MESSAGES, tooLongLimit } from '@vaxnear/domain/patient';
import { kindMessage } from './field-error-message.ts';

/** Fields with their own sentences in common:fieldErrors. */
export type PlainField =
  'firstName' | 'lastName' | 'dateOfBirth' | 'sex' | 'email' | 'phone' | 'address1' | 'city' | 'state' | 'zipCode';

/** The domain's messages that mean the same for every field, by the kind of problem they report. */
const KINDS: Record<string, string> = {
  [MESSAGES.required]: 'required',
  [MESSAGES.invalidEmail]: 'invalid',
  [MESSAGES.invalidPhone]: 'invalid',
  [MESSAGES.invalidDate]: 'invalid',
  [MESSAGES.futureDate]: 'future',
  [MESSAGES.tooEarlyDate]: 'tooEarly',
};

/**
 * A field message in the page's language. `own` maps a feature's domain messages to that feature's translation
 * keys (e.g. the provider form's NPI check digit); `field` picks the field's own sentences.
 */
export function plainFieldMessage<N extends Namespace>(
  t: Translate<N>,
  message: string | undefined,
  field?: string,
  own: Readonly<Record<string, TranslationKey<N>>> = {},
): string {
  if (!message) return '';
  const ownKey = own[message];
  if (ownKey) return t(ownKey);
  const max = tooLongLimit(message);
  if (max !== null) return t('common:fieldErrors.tooLong', { max });
  return kindMessage(t, KINDS[message] ?? 'invalid', field);
}
