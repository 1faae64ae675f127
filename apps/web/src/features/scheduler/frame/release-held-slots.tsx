// Tells the server about holds the flow let go of on a restart or "Select another provider"
// (docs/product/booking-flow.md, When something goes wrong), so the slot is free for others at once instead of staying
// blocked for the rest of the hold. The call needs its own bot-check proof, solved out of sight only while there is
// something to release; a failure simply lets the hold expire, so each batch is sent once.
import { useContext } from 'react';
import { releaseTimeSlots } from '../../../lib/api/reservations.ts';
import { BotCheckRenderer } from '../../../components/ui/bot-tokens.tsx';
import { schedulerActor } from '../machine/scheduler-store.ts';
import { useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export function ReleaseHeldSlots() {
  const { context } = useSchedulerSnapshot();
  const renderBotCheck = useContext(BotCheckRenderer);
  const pending = context.releaseTimeSlotIds ?? [];
  if (pending.length === 0) return null;
  return (
    <div className="visually-hidden" aria-hidden="true">
      {renderBotCheck({
        action: 'delete_reservation',
        onToken: (token) => {
          if (!token) return;
          // Read at the moment of sending: holds let go of while the proof was being solved go in the same call.
          const timeSlotIds = schedulerActor().getSnapshot().context.releaseTimeSlotIds ?? [];
          if (timeSlotIds.length === 0) return;
          schedulerActor().send({ type: 'HOLDS_RELEASED', timeSlotIds });
          void releaseTimeSlots(timeSlotIds, token);
        },
      })}
    </div>
  );
}
