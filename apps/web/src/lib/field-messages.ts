// Every field error a person reads, in their language and in words that say what to do (GOV.UK style). The domain's
// English messages are keys here; a message nobody wrote for people (a schema library's default, an unknown server
// text) is never shown as it came: the field's own "check this answer" sentence takes its place.
import type { Namespace, PrefixedKey, TranslationKey } from '../i18n/keys.ts';
import type { Translate } from './use-translation.tsx';
import { MESSAGES, tooLongLimit } from '@vaxnear/domain/patient';

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
  const kind = KINDS[message] ?? 'invalid';
  // Not every field has a sentence for every kind of problem: a missing one is empty, and the general one is shown.
  const specific = field ? t(`common:fieldErrors.${field}.${kind}` as PrefixedKey, { defaultValue: '' }) : '';
  if (specific) return specific;
  return t(kind === 'required' ? 'common:fieldErrors.required' : 'common:fieldErrors.invalid');
}
