// Every patient field error a person reads, in their language and in words that say what to do (GOV.UK style), from
// the domain's reason and its numbers (decisions 298, 301), never from its English. The patient step loads only this
// (docs/performance.md); the provider and sign-up forms word their own reasons on top of it.
import type { Namespace, PrefixedKey, TranslationKey } from '../i18n/keys.ts';
import type { Translate } from './use-translation.tsx';
import type { FieldReason } from '@vaxnear/domain/patient';

/** The domain's reasons that mean the same for every field, by the kind of problem they report. */
const KIND_OF_REASON: Partial<Record<FieldReason, string>> = {
  required: 'required',
  futureDate: 'future',
  tooEarlyDate: 'tooEarly',
};

/** A field's problem as the domain reports it: its reason (a form error's type, an API error's `reason`) and numbers. */
export interface FieldProblem {
  type?: string | undefined;
  params?: { max?: number; digits?: number } | undefined;
}

/** A schema issue as a field's problem: the domain's rules put their reason and numbers in its params. */
export function issueProblem(
  issue: { code: string; params?: { reason?: string; params?: { max?: number; digits?: number } } } | undefined,
): FieldProblem | undefined {
  return issue && { type: issue.params?.reason ?? issue.code, params: issue.params?.params };
}

/**
 * A patient field's error in the page's language, from its reason and numbers, never its English. `own` maps a page's
 * reasons to its own translation keys (e.g. the name with a link); `field` picks the field's own sentences.
 */
export function fieldErrorMessage<N extends Namespace>(
  t: Translate<N>,
  problem: FieldProblem | undefined,
  field?: string,
  own: Readonly<Partial<Record<string, TranslationKey<N>>>> = {},
): string {
  if (!problem?.type) return '';
  const ownKey = own[problem.type];
  if (ownKey) return t(ownKey);
  if (problem.type === 'tooLong' && problem.params?.max !== undefined)
    return t('common:fieldErrors.tooLong', { max: problem.params.max });
  return kindMessage(t, KIND_OF_REASON[problem.type as FieldReason] ?? 'invalid', field);
}

export function kindMessage<N extends Namespace>(t: Translate<N>, kind: string, field?: string): string {
  // Not every field has a sentence for every kind of problem: a missing one is empty, and the general one is shown.
  const specific = field ? t(`common:fieldErrors.${field}.${kind}` as PrefixedKey, { defaultValue: '' }) : '';
  if (specific) return specific;
  return t(kind === 'required' ? 'common:fieldErrors.required' : 'common:fieldErrors.invalid');
}
