// Leaving the booking mid-flow while a slot is held (docs/product/booking-flow.md, Leaving mid-flow): Home, the logo
// or a menu link first ask whether to leave. Staying keeps everything; leaving restarts the flow and gives the slot
// back at once, through the same release the restart already uses (release-held-slots.tsx), before going on.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useBlocker, type Location } from 'react-router';
import { bookingStepForPath } from '@vaxnear/domain/booking/booking-step-flow';
import { Modal } from '../../../components/ui/modal.tsx';
import { splitPrefix } from '../../../lib/routes.ts';
import { currentStep, schedulerActor } from '../machine/scheduler-store.ts';
import { useSchedulerSnapshot } from '../machine/use-scheduler.ts';

/** If the release's bot check cannot be solved, the person still leaves; the hold then simply runs out. */
const RELEASE_WAIT_MS = 5000;

/** A slot is held and not yet booked. Read live: a page may restart the flow and navigate in the same moment. */
function holdingNow(): boolean {
  const snapshot = schedulerActor().getSnapshot();
  return currentStep(snapshot) !== 'appointmentConfirmation' && snapshot.context.appointments.some((a) => a.timeSlotId);
}

/** Where a link leaves the flow: a page that is no booking step, or the landing, where a new choice drops the slot. */
export function leavesFlow(next: Location): boolean {
  const step = bookingStepForPath(splitPrefix(next.pathname).rest);
  return step === null || step === 'schedule';
}

export function LeaveFlowGuard() {
  const { t } = useTranslation('scheduler');
  const snapshot = useSchedulerSnapshot();
  const [leaving, setLeaving] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (leaving || holdingNow()) && currentLocation.pathname !== nextLocation.pathname && leavesFlow(nextLocation),
  );
  const pending = snapshot.context.releaseTimeSlotIds?.length ?? 0;

  useEffect(() => {
    if (!leaving || blocker.state !== 'blocked') return undefined;
    if (pending === 0) {
      blocker.proceed();
      return undefined;
    }
    const timer = window.setTimeout(() => blocker.proceed(), RELEASE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, pending, blocker]);

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    setLeaving(true);
    // Sent straight to the machine: the page must not move before the release has gone out.
    schedulerActor().send({ type: 'RESTART_SCHEDULER' });
  };

  return (
    <Modal
      isOpen={blocker.state === 'blocked' && !leaving}
      onClose={stay}
      title={t('leaveFlow.title')}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={stay}>
            {t('leaveFlow.stay')}
          </button>
          <button type="button" className="button button--secondary" onClick={leave}>
            {t('leaveFlow.leave')}
          </button>
        </>
      }
    >
      <p>{t('leaveFlow.body')}</p>
    </Modal>
  );
}
