// "Change vaccines" on the results page: the landing's choice of up to two vaccines, with the landing's rules (the
// domain's toggle and continue checks), applied with one CHANGE_VACCINES so that the machine decides what follows: the
// search again in place, or first the question the new vaccines need (a brand, the pregnancy questions for RSV).
// The held slot no longer fits the new vaccines and is let go (decision 153).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { isFluInSeason } from '@vaxnear/domain/booking/flu-season';
import {
  checkboxOrder,
  checkSelectionForContinue,
  toggleVaccineKind,
  type SelectionModal,
} from '@vaxnear/domain/booking/vaccine-selection';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { todayIso } from '../../../lib/today.ts';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { Checkboxes } from '../../../components/ui/checkboxes.tsx';

type Problem = SelectionModal | 'minimumOne';

export function ResultsVaccines() {
  const { t } = useTranslation('scheduler-results');
  const { t: ts } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const current = selectedKinds(context);
  const held = context.appointments.length > 0;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<VaccineKind[]>(current);
  const [problem, setProblem] = useState<Problem | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const fluInSeason = isFluInSeason(todayIso());
  const names = (kinds: readonly VaccineKind[]) => kinds.map((kind) => ts(`vaccines.${kind}`)).join(', ');

  function close() {
    setOpen(false);
    setProblem(null);
    toggleRef.current?.focus();
  }
  function toggle(kind: VaccineKind) {
    const result = toggleVaccineKind(draft, kind, { fluInSeason });
    setProblem(result.ok ? null : result.modal);
    if (result.ok) setDraft(result.kinds);
  }
  function apply(event: FormEvent) {
    event.preventDefault();
    const check = checkSelectionForContinue(draft, context.bookingFlow ?? 'adult');
    if (!check.ok) {
      setProblem('modal' in check ? check.modal : 'minimumOne');
      return;
    }
    const same = draft.length === current.length && draft.every((kind) => current.includes(kind));
    if (!same) send({ type: 'CHANGE_VACCINES', kinds: draft });
    close();
  }

  return (
    <div className="results-vaccines">
      <p className="results-vaccines__current">
        <span className="results-vaccines__label">{t('vaccines.current')}</span> {names(current)}
      </p>
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary results-vaccines__toggle"
        aria-expanded={open}
        aria-controls="results-vaccines-form"
        onClick={() => {
          if (open) close();
          else {
            setDraft(current);
            setOpen(true);
          }
        }}
      >
        {t('changeSearch.vaccines')}
      </button>
      {open ? (
        <form id="results-vaccines-form" className="results-vaccines__form" noValidate onSubmit={apply}>
          <Checkboxes
            id="results-vaccines"
            list
            legend={ts('landing.chooseVaccines')}
            hint={`${ts('landing.help')}${held ? ` ${t('vaccines.heldLetGo')}` : ''}`}
            error={problem ? t(`vaccines.problems.${problem}`) : undefined}
            errorAlert
            value={draft}
            onChange={(kind) => toggle(kind)}
            options={checkboxOrder(undefined).map((kind) => ({
              value: kind,
              id: `results-vaccine-${kind}`,
              label: ts(`vaccines.${kind}`),
            }))}
          />
          <div className="results-vaccines__actions">
            <button type="submit" className="button button--primary">
              {t('vaccines.apply')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('vaccines.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
