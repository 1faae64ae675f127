// /schedule/results (docs/product/booking-flow.md, Results).
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ChooseAppointmentStep } from './choose-appointment-step.tsx';
import { LocationRestrictionGate } from './location-restriction-gate.tsx';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export { chooseAppointmentLoader as loader } from './choose-appointment-step.tsx';

export default function ResultsPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  return (
    <SchedulerFrame title={t('results.title')} onBack={() => send({ type: 'BACK' })} wide>
      <ChooseAppointmentStep context={context} onContinue={() => send({ type: 'CONTINUE' })} />
      <LocationRestrictionGate context={context} />
    </SchedulerFrame>
  );
}
