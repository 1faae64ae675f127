// The form behind "Change vaccines" (results-vaccines.tsx): fetched once the results page is shown rather than with
// it, since it only opens on request; the checkboxes and the landing's rules are about 1.5 KB gzip of the page.
import { useState, type FormEvent } from 'react';
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
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { Checkboxes } from '../../../components/ui/checkboxes.tsx';

type Problem = SelectionModal | 'minimumOne';

export interface ResultsVaccinesFormProps {
  /** The vaccines searched for now: the form starts from them. */
  current: readonly VaccineKind[];
  onClose: () => void;
}

export default function ResultsVaccinesForm({ current, onClose }: ResultsVaccinesFormProps) {
  const { t } = useTranslation('scheduler-results');
  const { t: ts } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const held = context.appointments.length > 0;
  const [draft, setDraft] = useState<VaccineKind[]>([...current]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const fluInSeason = isFluInSeason(todayIso());

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
    onClose();
  }

  return (
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
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('vaccines.cancel')}
        </button>
      </div>
    </form>
  );
}
