// /schedule/results (docs/product/booking-flow.md, Results).
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ChooseAppointmentStep, isPregnantWithRsv } from './choose-appointment-step.tsx';
import { LocationRestrictionGate } from './location-restriction-gate.tsx';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { selectedKinds, type SchedulerContext } from '../machine/scheduler.machine.ts';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { WaitlistPanel } from '../../../components/waitlist/waitlist-panel.tsx';
import type { WaitlistPrefill } from '../../../components/waitlist/waitlist-join-form.tsx';

export { chooseAppointmentLoader as loader } from './choose-appointment-step.tsx';

/** What the waiting list's form starts from: the search's place, vaccines, ages and pregnancy. */
function waitlistPrefill(context: SchedulerContext): WaitlistPrefill {
  const c = context.coordinates;
  return {
    kinds: selectedKinds(context),
    near: c ? { lat: c.lat, lng: c.lng } : null,
    placeLabel: c?.place?.matched ?? c?.query ?? null,
    zip: c?.postalCode ?? null,
    miles: 25,
    ageMin: context.ageMin,
    ageMax: context.ageMax,
    pregnant: isPregnantWithRsv(context),
  };
}

export default function ResultsPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [waitlistFocus, setWaitlistFocus] = useState(0);
  return (
    <SchedulerFrame title={t('results.title')} onBack={() => send({ type: 'BACK' })} wide>
      <ChooseAppointmentStep context={context} onContinue={() => send({ type: 'CONTINUE' })} />
      {context.coordinates ? (
        <WaitlistPanel
          prefill={waitlistPrefill(context)}
          open={waitlistOpen}
          onOpenChange={setWaitlistOpen}
          focusRequest={waitlistFocus}
        />
      ) : null}
      <LocationRestrictionGate
        context={context}
        onSignUp={() => {
          setWaitlistOpen(true);
          setWaitlistFocus((n) => n + 1);
        }}
      />
    </SchedulerFrame>
  );
}
