// "Change vaccines" on the results page: the landing's choice of up to two vaccines, with the landing's rules (the
// domain's toggle and continue checks), applied with one CHANGE_VACCINES so that the machine decides what follows: the
// search again in place, or first the question the new vaccines need (a brand, the pregnancy questions for RSV).
// The held slot no longer fits the new vaccines and is let go (decision 153).
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { preloadedLazy } from '../../../lib/preloaded-lazy.ts';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import type { ResultsVaccinesFormProps } from './results-vaccines-form.tsx';

// Fetched once the page is shown (preload below), so it is there when the button is pressed.
const ResultsVaccinesForm = preloadedLazy<ResultsVaccinesFormProps>(() => import('./results-vaccines-form.tsx'));

export function ResultsVaccines() {
  const { t } = useTranslation('scheduler-results');
  const { t: ts } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const current = selectedKinds(context);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => ResultsVaccinesForm.preload(), []);
  const names = (kinds: readonly VaccineKind[]) => kinds.map((kind) => ts(`vaccines.${kind}`)).join(', ');

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
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
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('changeSearch.vaccines')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ResultsVaccinesForm.Component current={current} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
