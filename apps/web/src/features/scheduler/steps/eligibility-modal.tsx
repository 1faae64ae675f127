// The patient step's eligibility modal (docs/product/eligibility-rules.md): which vaccines this person cannot book
// here, and how to go on without them. Warnings are acknowledged on the form itself, one checkbox per vaccine.
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { EligibilityResult } from '@vaxnear/domain/age-eligibility';
import { Modal } from '../../../components/ui/modal.tsx';
import type { EligibilityOutcome } from './eligibility-outcome.ts';
import { translateEligibilityMessage } from './patient-messages.ts';

export interface EligibilityModalProps {
  outcome: EligibilityOutcome | null;
  result: EligibilityResult | null;
  state: string;
  onClose: () => void;
  /** Removes the ineligible vaccines and goes on (or back to the landing when none is left). */
  onContinueWithout: () => void;
}

export function EligibilityModal({ outcome, result, state, onClose, onContinueWithout }: EligibilityModalProps) {
  const { t } = useTranslation('scheduler');
  const open = outcome !== null && outcome.ineligibleKinds.length > 0 && result !== null;
  const list = (kinds: readonly string[]) => kinds.map((kind) => t(`vaccines.${kind}`)).join(t('eligibilityModal.and'));
  const messages = open
    ? [...result.errors, ...result.warnings.filter((w) => outcome.warningKinds.includes(w.service))]
    : [];
  const texts = [...new Set(messages.map((m) => translateEligibilityMessage(t, m, state)))];
  return (
    <Modal
      isOpen={open}
      onClose={onClose}
      role="alertdialog"
      title={open ? t(`eligibilityModal.${outcome.type}.title`, { vaccines: list(outcome.ineligibleKinds) }) : ''}
      actions={
        open ? (
          <>
            <button type="button" className="button button--primary" onClick={onContinueWithout}>
              {outcome.remainingKinds.length > 0
                ? t('eligibilityModal.continueWith', { vaccines: list(outcome.remainingKinds) })
                : t('eligibilityModal.startOver')}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('eligibilityModal.editDetails')}
            </button>
          </>
        ) : null
      }
    >
      {open ? (
        <>
          <p>
            {t(`eligibilityModal.${outcome.type}.body`, {
              vaccines: list(outcome.ineligibleKinds),
              others: list(outcome.remainingKinds),
            })}
          </p>
          {outcome.accordion ? (
            <details className="accordion">
              <summary>{t('eligibilityModal.multiple', { count: texts.length })}</summary>
              <div className="accordion__body">
                <ul>
                  {texts.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </div>
            </details>
          ) : (
            <ul>
              {texts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {outcome.warningKinds.length > 0 ? (
            <p>{t('eligibilityModal.warningAfter', { vaccines: list(outcome.warningKinds) })}</p>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
