import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { BackControl } from '../../components/ui/back-control.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { LeaveGroupGuard } from './leave-group-guard.tsx';
import { GroupHoldTimer } from './group-hold-timer.tsx';
import '../../components/ui/field.css';
import './group.css';

/** The frame every group page shares: the page title, a Back control and, while places are held, the hold's countdown, warning and renewal. */
export function GroupFrame({
  title,
  onBack,
  children,
  heldUntil,
  wide = false,
  offerOtherTimes = true,
}: {
  title: string;
  onBack?: (() => void) | undefined;
  children: ReactNode;
  /** When the party's places stop being held (ISO); the countdown shows while it runs. */
  heldUntil?: string | null | undefined;
  wide?: boolean;
  /** False where the page offers "Choose other times" itself. */
  offerOtherTimes?: boolean;
}) {
  const { t } = useTranslation('group');
  usePageTitle(title);
  const back = useMemo(() => (onBack ? <BackControl label={t('back')} onBack={onBack} /> : undefined), [onBack, t]);
  return (
    <div className={`container page ${wide ? '' : 'page--narrow'} group`}>
      {back}
      {heldUntil ? <GroupHoldTimer expiresAt={heldUntil} offerOtherTimes={offerOtherTimes} /> : null}
      {children}
      <LeaveGroupGuard />
    </div>
  );
}
