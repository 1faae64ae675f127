// /schedule/age: the age range of the minor a guardian books for (docs/product/booking-flow.md, Minor age;
// docs/product/eligibility-rules.md, Minors). The rules (RSV only from a lower bound of 11, never pneumococcal) are the
// domain's minor-rules.
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import { minorAgeRange, splitKindsForMinorRange } from '@vaxnear/domain/booking/minor-rules';
import { MINOR_AGE_RANGES } from '@vaxnear/domain/constants';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { Modal } from '../../../components/ui/modal.tsx';
import { pathFor } from '../../../lib/routes.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { selectedKinds, type SchedulerEvent } from '../machine/scheduler.machine.ts';
import { useFocusOnChange } from '../../../components/ui/error-summary.tsx';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { schedulerActor } from '../machine/scheduler-store.ts';
import { RadioList } from '../../../components/ui/radio-list.tsx';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

const REMOVE_EVENT: Partial<Record<VaccineKind, SchedulerEvent>> = {
  rsv: { type: 'REMOVE_RSV' },
  pneumococcal: { type: 'REMOVE_PNEUMOCOCCAL' },
};

export default function MinorAgePage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const navigate = useNavigate();
  const { locale, campaign } = useShell();
  const stored = MINOR_AGE_RANGES.find((r) => r.ageMin === context.ageMin && r.ageMax === context.ageMax)?.id;
  const [choice, setChoice] = useState<string | undefined>(stored);
  const [failed, setFailed] = useState(0);
  const [ineligible, setIneligible] = useState<{ eligible: VaccineKind[]; ineligible: VaccineKind[] } | null>(null);
  const [quizConfirm, setQuizConfirm] = useState(false);
  const errorRef = useRef<HTMLFieldSetElement>(null);
  useFocusOnChange(errorRef, failed);
  const title = t('minor.age.title');

  function submit() {
    const range = choice ? minorAgeRange(choice) : null;
    if (!range) {
      setFailed((n) => n + 1);
      return;
    }
    const split = splitKindsForMinorRange(selectedKinds(context), range);
    schedulerActor().send({ type: 'SET_MIN_AND_MAX_AGE_VALUES', ...range });
    if (split.ineligible.length > 0) {
      setIneligible(split);
      return;
    }
    send({ type: 'CONTINUE' });
  }

  function continueWithEligible() {
    if (!ineligible) return;
    setIneligible(null);
    send([...ineligible.ineligible.flatMap((kind) => REMOVE_EVENT[kind] ?? []), { type: 'CONTINUE' }]);
  }

  function takeQuiz() {
    // The quiz starts over but keeps the answers it can reuse (retainState); the booking flow starts afresh.
    setQuizConfirm(false);
    setIneligible(null);
    schedulerActor().send({ type: 'RESTART_SCHEDULER' });
    navigate(pathFor('EligibilityLanding', { locale, campaign }, { query: { retainState: 'true' } }));
  }

  const showError = failed > 0 && !choice;
  const names = (kinds: VaccineKind[]) => kinds.map((kind) => t(`vaccines.${kind}`)).join(', ');

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <form
        className="scheduler-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RadioList
          id="minor-age"
          name="minor-age"
          fieldsetRef={errorRef}
          legend={<h1>{title}</h1>}
          hint={t('minor.age.hint')}
          error={showError ? t('minor.age.required') : undefined}
          value={choice}
          onChange={setChoice}
          options={MINOR_AGE_RANGES.map((range) => ({
            value: range.id,
            id: `minor-age-${range.id}`,
            label: t('minor.age.years', { min: range.ageMin, max: range.ageMax }),
          }))}
        />
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>

      <Modal
        isOpen={ineligible !== null && !quizConfirm}
        onClose={() => setIneligible(null)}
        title={t('minor.ineligible.title')}
        actions={
          <>
            {ineligible && ineligible.eligible.length > 0 ? (
              <button type="button" className="button button--primary" onClick={continueWithEligible}>
                {t('minor.ineligible.continueWith', { vaccines: names(ineligible.eligible) })}
              </button>
            ) : null}
            <button
              type="button"
              className={`button ${ineligible && ineligible.eligible.length > 0 ? 'button--secondary' : 'button--primary'}`}
              onClick={() => setQuizConfirm(true)}
            >
              {t('minor.ineligible.quiz')}
            </button>
          </>
        }
      >
        <p>{t('minor.ineligible.body', { vaccines: names(ineligible?.ineligible ?? []) })}</p>
      </Modal>
      <Modal
        isOpen={quizConfirm}
        onClose={() => setQuizConfirm(false)}
        title={t('minor.quizConfirm.title')}
        actions={
          <>
            <button type="button" className="button button--primary" onClick={takeQuiz}>
              {t('minor.quizConfirm.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setQuizConfirm(false)}>
              {t('cancel')}
            </button>
          </>
        }
      >
        <p>{t('minor.quizConfirm.body')}</p>
      </Modal>
    </SchedulerFrame>
  );
}
