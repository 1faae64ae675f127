// The sign-up and unsubscribe forms' field errors in the page's language, from the domain's reason and numbers
// (decision 301), never from its English: the sign-up's own reasons have their own keys, the patient fields' reasons
// their common sentences (lib/field-error-message.ts).
import type { TranslationKey } from '../../i18n/keys.ts';
import type { Translate } from '../../lib/use-translation.tsx';
import type { SubscriptionReason } from '@vaxnear/domain/subscriber';
import type { FieldReason } from '@vaxnear/domain/patient';
import { fieldErrorMessage, type FieldProblem } from '../../lib/field-error-message.ts';

const OWN: Partial<Record<SubscriptionReason | FieldReason, TranslationKey<'subscriptions'>>> = {
  underAge: 'messages.underAge',
  emailConsent: 'messages.emailConsent',
  smsNeedsPhone: 'messages.smsNeedsPhone',
  nameWithLink: 'messages.nameWithLink',
};

/** A field's error (its reason as the form error's type, its numbers as params) in words that say what to do. */
export function translateSubscriptionMessage(
  t: Translate<'subscriptions'>,
  problem: FieldProblem | undefined,
  field?: string,
): string {
  return fieldErrorMessage(t, problem, field, OWN);
}
