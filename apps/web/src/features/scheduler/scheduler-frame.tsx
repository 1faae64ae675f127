import { useEffect, useMemo, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderSlots } from '../../components/ui/header-slots.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { selectedKinds } from './scheduler.machine.ts';
import { useSchedulerSnapshot } from './use-scheduler.ts';
import { ReleaseHeldSlots } from './release-held-slots.tsx';
import './scheduler.css';
import '../../components/ui/choice.css';
import '../../components/ui/error-summary.css';

/** "COVID-19 + Flu": the header's centre label on scheduler pages (booking-flow §2 "Global chrome"). */
export function useVaccineNames(): (kinds: readonly VaccineKind[]) => string {
  const { t } = useTranslation('scheduler');
  return (kinds) => kinds.map((kind) => t(`vaccines.${kind}`)).join(' + ');
}

/** The frame every scheduler page shares: page title, selected vaccines in the header, a Back control. */
export function SchedulerFrame({ title, onBack, children, wide = false }: {
  title: string;
  onBack?: (() => void) | undefined;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation('scheduler');
  usePageTitle(title);
  const snapshot = useSchedulerSnapshot();
  // An add-on accepted at its prompt is part of the appointment, so the header names it too.
  const names = useVaccineNames()([...selectedKinds(snapshot.context), ...snapshot.context.additionalServices.map((s) => s.kind)]);
  // The slot compares by identity: the label changes only when the selection does.
  const centerLabel = useMemo(() => (names ? <span className="scheduler-header">{names}</span> : undefined), [names]);
  const back = useMemo(() => (onBack ? (
    <button type="button" className="link-button scheduler-back" onClick={onBack}>
      <span aria-hidden="true">‹</span>{t('back')}
    </button>
  ) : undefined), [onBack, t]);
  useHeaderSlots({ centerLabel });
  return (
    <div className={`container page ${wide ? '' : 'page--narrow'} scheduler`}>
      {back}
      {children}
      <ReleaseHeldSlots />
    </div>
  );
}

/** The error summary: announced, focused when it appears, each message a link to its field. */
export function ErrorSummary({ summaryRef, errors }: {
  summaryRef: RefObject<HTMLDivElement | null>;
  errors: readonly { fieldId: string; message: string }[];
}) {
  const { t } = useTranslation('scheduler');
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">{t('errors.summaryTitle')}</h2>
      <p>{t('errors.someInvalid')}</p>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => { event.preventDefault(); document.getElementById(error.fieldId)?.focus(); }}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to `ref` each time the counter grows (one per failed submit). */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, counter: number): void {
  useEffect(() => {
    if (counter > 0) ref.current?.focus();
  }, [ref, counter]);
}
