import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { BackControl } from '../../components/ui/back-control.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { minutesLeft, useHoldCountdown } from '../../components/results/use-hold-countdown.ts';
import { HOLD_WARNING_MINUTES } from '@vaxnear/domain/constants';
import { formatUntilTimeOfDay } from '@vaxnear/domain/display-format';
import { LeaveGroupGuard } from './leave-group-guard.tsx';
import '../../components/ui/field.css';
import './group.css';

/** The frame every group page shares: the page title, a Back control and, while places are held, the countdown. */
export function GroupFrame({
  title,
  onBack,
  children,
  heldUntil,
  wide = false,
}: {
  title: string;
  onBack?: (() => void) | undefined;
  children: ReactNode;
  /** When the party's places stop being held (ISO); the countdown shows while it runs. */
  heldUntil?: string | null | undefined;
  wide?: boolean;
}) {
  const { t } = useTranslation('group');
  usePageTitle(title);
  const back = useMemo(() => (onBack ? <BackControl label={t('back')} onBack={onBack} /> : undefined), [onBack, t]);
  return (
    <div className={`container page ${wide ? '' : 'page--narrow'} group`}>
      {back}
      {heldUntil ? <HoldCountdown expiresAt={heldUntil} /> : null}
      {children}
      <LeaveGroupGuard />
    </div>
  );
}

/** Minutes left on the party's hold, announced politely. */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const { t, i18n } = useTranslation('group');
  const minutes = minutesLeft(useHoldCountdown(expiresAt));
  return (
    <p className={`hold-countdown${minutes === 0 ? ' hold-countdown--over' : ''}`} role="status">
      {minutes > 0
        ? t('hold.countdown', { count: minutes, time: formatUntilTimeOfDay(expiresAt, i18n.language) })
        : t('hold.expired')}
      {/* As the single booking warns before its hold ends (WCAG 2.2.1): say it while there is time to act. */}
      {minutes > 0 && minutes <= HOLD_WARNING_MINUTES ? <> {t('hold.warning')}</> : null}
    </p>
  );
}
