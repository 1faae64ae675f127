import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { BackControl } from '../../../components/ui/back-control.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { useHeaderSlots } from '../../../components/ui/header-slots.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { ReleaseHeldSlots } from './release-held-slots.tsx';
import { LeaveFlowGuard } from './leave-flow-guard.tsx';
import '../../../components/ui/field.css';
import '../../../components/ui/form-layout.css';
import './scheduler.css';

/** "COVID-19 + Flu": the header's centre label on scheduler pages (docs/product/site.md, Chrome). */
export function useVaccineNames(): (kinds: readonly VaccineKind[]) => string {
  const { t } = useTranslation('scheduler');
  return (kinds) => kinds.map((kind) => t(`vaccines.${kind}`)).join(' + ');
}

/** The frame every scheduler page shares: page title, selected vaccines in the header, a Back control. */
export function SchedulerFrame({
  title,
  onBack,
  children,
  wide = false,
}: {
  title: string;
  onBack?: (() => void) | undefined;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation('scheduler');
  usePageTitle(title);
  const snapshot = useSchedulerSnapshot();
  // An add-on accepted at its prompt is part of the appointment, so the header names it too.
  const names = useVaccineNames()([
    ...selectedKinds(snapshot.context),
    ...snapshot.context.additionalServices.map((s) => s.kind),
  ]);
  // The slot compares by identity: the label changes only when the selection does.
  const centerLabel = useMemo(() => (names ? <span className="scheduler-header">{names}</span> : undefined), [names]);
  const back = useMemo(() => (onBack ? <BackControl label={t('back')} onBack={onBack} /> : undefined), [onBack, t]);
  useHeaderSlots({ centerLabel });
  return (
    <div className={`container page ${wide ? '' : 'page--narrow'} scheduler`}>
      {back}
      {children}
      <ReleaseHeldSlots />
      <LeaveFlowGuard />
    </div>
  );
}

/** The error summary in the booking screens' words. */
export function SchedulerErrorSummary(props: Omit<Parameters<typeof ErrorSummary>[0], 'title' | 'intro'>) {
  const { t } = useTranslation('scheduler');
  return <ErrorSummary {...props} title={t('errors.summaryTitle')} />;
}
