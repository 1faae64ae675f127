// Leaving the group booking while the party's places are held (as the single booking's LeaveFlowGuard): a link out
// of the flow first asks. Staying keeps everything; leaving starts a new party, and the places stop being held.
import { useBlocker, type Location } from 'react-router';
import { groupStepForPath } from '@vaxnear/domain/booking/group-flow';
import { Modal } from '../../components/ui/modal.tsx';
import { splitPrefix } from '../../lib/routes.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { groupStepOf } from './group.machine.ts';
import { groupActor } from './group-store.ts';

/** Places are held and not yet booked. Read live: the review navigates to the confirmation as it books. */
function holdingNow(): boolean {
  const snapshot = groupActor().getSnapshot();
  return (
    groupStepOf(snapshot) !== 'appointmentConfirmation' &&
    snapshot.context.registration === null &&
    snapshot.context.appointments.length > 0
  );
}

/** A page that is no group step. */
export function leavesGroupFlow(next: Location): boolean {
  return groupStepForPath(splitPrefix(next.pathname).rest) === null;
}

export function LeaveGroupGuard() {
  const { t } = useTranslation('group');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      holdingNow() && currentLocation.pathname !== nextLocation.pathname && leavesGroupFlow(nextLocation),
  );
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    groupActor().send({ type: 'RESET' });
    if (blocker.state === 'blocked') blocker.proceed();
  };
  return (
    <Modal
      isOpen={blocker.state === 'blocked'}
      onClose={stay}
      title={t('leave.title')}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={stay}>
            {t('leave.stay')}
          </button>
          <button type="button" className="button button--secondary" onClick={leave}>
            {t('leave.leave')}
          </button>
        </>
      }
    >
      <p>{t('leave.body')}</p>
    </Modal>
  );
}
