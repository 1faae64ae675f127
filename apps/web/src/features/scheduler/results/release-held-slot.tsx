import { useEffect, useState } from 'react';
import { BotCheck } from '../../../components/ui/bot-check.tsx';
import { releaseTimeSlots } from '../../../lib/api/reservations.ts';
import { schedulerActor } from '../machine/scheduler-store.ts';

/**
 * Entering search gives back any held slot and forgets the chosen date (docs/product/booking-flow.md). The release
 * needs its own bot-check proof, so the widget is mounted only while there is a hold to release; a failed release
 * simply lets it expire.
 */
export function ReleaseHeldSlot() {
  const [timeSlotIds] = useState(() =>
    schedulerActor()
      .getSnapshot()
      .context.appointments.map((a) => a.timeSlotId),
  );
  const [done, setDone] = useState(timeSlotIds.length === 0);
  useEffect(() => {
    const actor = schedulerActor();
    actor.send({ type: 'DELETE_APPOINTMENTS_TIME_SLOT' });
    actor.send({ type: 'SET_SELECTED_DATE', date: null });
  }, []);
  if (done) return null;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <BotCheck
        action="delete_reservation"
        onToken={(token) => {
          if (!token) return;
          setDone(true);
          void releaseTimeSlots(timeSlotIds, token);
        }}
      />
    </div>
  );
}
