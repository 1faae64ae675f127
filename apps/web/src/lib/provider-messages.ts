// The provider form's field errors in the page's language, from the domain's reason and numbers (decision 301), never
// from its English: the provider rules' reasons have the form's own keys, and an issue of zod's own checks (which
// carries no reason) takes the reason the contract gives its field (PROVIDER_FIELD_REASONS).
import type { TranslationKey } from '../i18n/keys.ts';
import type { Translate } from './use-translation.tsx';
import { PROVIDER_FIELD_REASONS } from '@vaxnear/domain/contracts/provider-registrations';
import { MESSAGES } from '@vaxnear/domain/patient';
import { PROVIDER_MESSAGES } from '@vaxnear/domain/provider';
import { fieldErrorMessage, type FieldProblem } from './field-error-message.ts';

/** The reasons worded by the form's own sentences (providers:messages). */
const OWN: Readonly<Record<string, TranslationKey<'providers'>>> = {
  noRequestType: 'messages.noRequestType',
  nameWithLink: 'messages.nameWithLink',
  npiCheckDigit: 'messages.npiCheckDigit',
  invalidWebsite: 'messages.invalidWebsite',
  invalidZip: 'messages.invalidZip',
  invalidState: 'messages.invalidState',
  invalidTime: 'messages.invalidTime',
  endBeforeStart: 'messages.endBeforeStart',
  lunchIncomplete: 'messages.lunchIncomplete',
  lunchOutside: 'messages.lunchOutside',
  lunchEndBeforeStart: 'messages.lunchEndBeforeStart',
  noOpenDay: 'messages.noOpenDay',
  dayTwice: 'messages.dayTwice',
  noVaccine: 'messages.noVaccine',
  noInterval: 'messages.noInterval',
};

/**
 * The reason of a provider field's error at `path` (e.g. `business.state`, `hours.2.end`): the one its issue carries,
 * else the one the contract gives the field, else zod's length checks' (too long, nothing typed). What the form
 * words and what analytics counts, in every language.
 */
export function providerErrorReason(problem: FieldProblem | undefined, path: string): string | undefined {
  const type = problem?.type;
  if (!type) return undefined;
  if (type in PROVIDER_MESSAGES || type in MESSAGES) return type;
  const byField = PROVIDER_FIELD_REASONS[path.split('.').at(-1) ?? ''];
  if (byField) return byField;
  if (type === 'too_big') return 'tooLong';
  if (type === 'too_small') return 'required';
  return type;
}

/**
 * A provider field's error in the page's language. The form's fields have no sentences of their own in
 * common:fieldErrors, so a missing or unreadable answer names the field by its label: "Fill in “Business name”".
 */
export function translateProviderMessage(
  t: Translate<'providers'>,
  problem: FieldProblem | undefined,
  path: string,
  label?: string,
): string {
  const reason = providerErrorReason(problem, path);
  if (!reason) return '';
  if (reason === 'codeDigits') return t('messages.codeDigits', { count: problem?.params?.digits ?? 0 });
  const worded = { type: reason, params: problem?.params };
  const own = OWN[reason];
  if (own) return t(own);
  if (!label || reason === 'tooLong') return fieldErrorMessage(t, worded);
  if (reason === 'invalidEmail') return t('common:fieldErrors.email.invalid');
  if (reason === 'invalidPhone') return t('messages.invalidPhone');
  return t(reason === 'required' ? 'messages.requiredNamed' : 'messages.invalidNamed', { label });
}
