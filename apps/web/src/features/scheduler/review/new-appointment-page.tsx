// /schedule/new-appointment and /schedule/appointment-expired: the held slot is gone; choose a new one here and go
// straight back to review, the details already given are kept (docs/product/booking-flow.md).
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLocation } from 'react-router';
import { ChooseAppointmentStep } from '../results/choose-appointment-step.tsx';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { isMinorFlow, wordingFor } from './third-person.ts';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export { chooseAppointmentLoader as loader } from '../results/choose-appointment-step.tsx';

export default function NewAppointmentPage() {
  const { t } = useTranslation('scheduler');
  const { pathname } = useLocation();
  const expired = pathname.endsWith('appointment-expired');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const key = expired ? ('expired' as const) : ('newAppointment' as const);
  const w = wordingFor(isMinorFlow(context));
  // "Choose a new appointment" says nothing about the patient: only the expired title has a minor sentence.
  const titleKey = expired ? w('expired.title') : 'newAppointment.title';
  return (
    <SchedulerFrame title={t(titleKey)} wide>
      {/* The results component carries the page's h1; this says why the person is back here. */}
      <div className="inset-text" role="status">
        <p>
          <strong>{t(titleKey)}</strong>
        </p>
        <p>{t(w(`${key}.body`))}</p>
      </div>
      <ChooseAppointmentStep context={context} onContinue={() => send({ type: 'CONTINUE' })} />
    </SchedulerFrame>
  );
}
