// The patient step's eligibility problem (docs/product/eligibility-rules.md): which vaccines this person cannot book
// here and how to go on without them, said right under the date of birth it is about, not in a dialog over the form.
// Focus moves to it; the date of birth above can be corrected, or the person goes on without those vaccines. Warnings
// are acknowledged on the form itself, one checkbox per vaccine.
import type { RefObject } from 'react';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { EligibilityResult } from '@vaxnear/domain/age-eligibility';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import type { EligibilityOutcome } from './eligibility-outcome.ts';
import { translateEligibilityMessage } from './patient-messages.ts';

export interface EligibilityProblemProps {
  outcome: EligibilityOutcome | null;
  result: EligibilityResult | null;
  state: string;
  problemRef: RefObject<HTMLDivElement | null>;
  /** Removes the ineligible vaccines and goes on (or back to the landing when none is left). */
  onContinueWithout: () => void;
}

export function EligibilityProblem({ outcome, result, state, problemRef, onContinueWithout }: EligibilityProblemProps) {
  const { t } = useTranslation('scheduler');
  if (!outcome || outcome.ineligibleKinds.length === 0 || !result || result.errors.length === 0) return null;
  // A vaccine that cannot be booked makes it one of the "ineligible" outcomes; warnings alone are said elsewhere.
  const type = outcome.type;
  if (type === null || type === 'singleWarning' || type === 'doubleWarning') return null;
  const list = (kinds: readonly VaccineKind[]) =>
    kinds.map((kind) => t(`vaccines.${kind}`)).join(t('eligibilityModal.and'));
  const messages = [...result.errors, ...result.warnings.filter((w) => outcome.warningKinds.includes(w.service))];
  const texts = [...new Set(messages.map((m) => translateEligibilityMessage(t, m, state)))];
  const reasons = (
    <ul>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
  return (
    <ErrorSummary
      summaryRef={problemRef}
      title={t(`eligibilityModal.${type}.title`, { vaccines: list(outcome.ineligibleKinds) })}
    >
      <p>
        {t(`eligibilityModal.${type}.body`, {
          vaccines: list(outcome.ineligibleKinds),
          others: list(outcome.remainingKinds),
        })}
      </p>
      {outcome.accordion ? (
        <details className="accordion">
          <summary>{t('eligibilityModal.multiple', { count: texts.length })}</summary>
          <div className="accordion__body">{reasons}</div>
        </details>
      ) : (
        reasons
      )}
      {outcome.warningKinds.length > 0 ? (
        <p>{t('eligibilityModal.warningAfter', { vaccines: list(outcome.warningKinds) })}</p>
      ) : null}
      <p>{t('patient.eligibility.orChangeDateOfBirth')}</p>
      <button type="button" className="button button--secondary" onClick={onContinueWithout}>
        {outcome.remainingKinds.length > 0
          ? t('eligibilityModal.continueWith', { vaccines: list(outcome.remainingKinds) })
          : t('eligibilityModal.startOver')}
      </button>
    </ErrorSummary>
  );
}
