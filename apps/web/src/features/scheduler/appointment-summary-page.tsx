// /schedule/appointment-summary: "Does this look right?" (booking-flow §2 "Appointment summary").
import { useTranslation } from 'react-i18next';
import { isFluInSeason } from '@vaxnear/domain/booking/flu-season';
import { addOnOffer } from './add-on-prompts.ts';
import { AppointmentDetails } from './appointment-details.tsx';
import { HoldTimer } from './hold-timer.tsx';
import { selectedKinds } from './scheduler.machine.ts';
import { todayIso } from '../../lib/today.ts';
import { SchedulerFrame } from './scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from './use-scheduler.ts';

export { schedulerGuardLoader as loader } from './scheduler-guard.ts';

export default function AppointmentSummaryPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const appointment = context.appointments[0];
  const title = t('summary.title');
  // Which prompt follows is worked out here, with today's date for the flu season (decision 051).
  const confirm = () => {
    const offer = addOnOffer({
      selected: selectedKinds(context), services: appointment?.location.services, ageMin: context.ageMin ?? 18, ageMax: context.ageMax ?? 120,
      fluInSeason: isFluInSeason(todayIso()), restrictions: context.coordinates?.bookingRestrictions,
    });
    send([{ type: 'SET_OFFERED_ADD_ONS', offer }, { type: 'CONTINUE' }]);
  };
  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      {appointment ? (
        <>
          <HoldTimer appointment={appointment} />
          <div className="card"><AppointmentDetails context={context} appointment={appointment} /></div>
          <div className="landing-actions">
            <button type="button" className="button button--primary" onClick={confirm}>{t('summary.yes')}</button>
            <button type="button" className="button button--secondary" onClick={() => send({ type: 'BACK' })}>{t('summary.no')}</button>
          </div>
        </>
      ) : <p>{t('summary.none')}</p>}
    </SchedulerFrame>
  );
}
