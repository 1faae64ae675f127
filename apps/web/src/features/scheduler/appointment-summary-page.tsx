// /schedule/appointment-summary: "Does this look right?" (booking-flow §2 "Appointment summary").
import { useTranslation } from 'react-i18next';
import { AppointmentDetails } from './appointment-details.tsx';
import { HoldTimer } from './hold-timer.tsx';
import { SchedulerFrame } from './scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from './use-scheduler.ts';

export { schedulerGuardLoader as loader } from './scheduler-guard.ts';

export default function AppointmentSummaryPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const appointment = context.appointments[0];
  const title = t('summary.title');
  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      {appointment ? (
        <>
          <HoldTimer expiresAt={appointment.expiresAt} />
          <div className="card"><AppointmentDetails context={context} appointment={appointment} /></div>
          <div className="landing-actions">
            <button type="button" className="button button--primary" onClick={() => send({ type: 'CONTINUE' })}>{t('summary.yes')}</button>
            <button type="button" className="button button--secondary" onClick={() => send({ type: 'BACK' })}>{t('summary.no')}</button>
          </div>
        </>
      ) : <p>{t('summary.none')}</p>}
    </SchedulerFrame>
  );
}
