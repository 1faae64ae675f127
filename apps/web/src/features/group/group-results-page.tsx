// The group's results: the shared results list and map; a time seats the whole party at that location, held together.
import { useTranslation } from '../../lib/use-translation.tsx';
import { partyKinds } from '@vaxnear/domain/booking/group-flow';
import { ageInYears, normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { ChooseAppointment } from '../../components/results/choose-appointment.tsx';
import type { RequestedService } from '../../components/results/types.ts';
import { todayIso } from '../../lib/today.ts';
import type { GroupContext } from './group.machine.ts';
import { BackControl } from '../../components/ui/back-control.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import './group.css';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

/** Each kind the party chose, for the ages of the people who chose it: a location must offer it to all of them. */
export function partyServices(context: GroupContext, today: string): RequestedService[] {
  return partyKinds(context.members).map((kind) => {
    const ages = context.members
      .filter((m) => m.kinds.includes(kind))
      .map((m) => ageInYears(normalizeDateOfBirth(m.dateOfBirth) ?? today, today));
    return { kind, brands: [], ageMin: Math.min(...ages), ageMax: Math.max(...ages) };
  });
}

export default function GroupResultsPage() {
  const { t } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const first = context.appointments[0];
  const held = first
    ? {
        timeSlotId: first.timeSlotId,
        locationId: first.locationId,
        expiresAt: first.expiresAt,
        partyIds: context.appointments.map((a) => a.timeSlotId),
      }
    : null;
  usePageTitle(t('results.title'));
  if (!context.coordinates) return null;
  // The shared results bring their own frame and heading; the party's Back and the seating rule go above them.
  return (
    <div className="group">
      <div className="container group-results__intro">
        <BackControl label={t('back')} onBack={() => send({ type: 'BACK' })} />
        <p className="lead">{t('results.lead', { count: context.groupSize })}</p>
      </div>
      <ChooseAppointment
        services={partyServices(context, todayIso())}
        coordinates={context.coordinates}
        selectedDate={context.selectedDate}
        heldSlot={held}
        partySize={context.groupSize}
        onDateChange={(date) => send({ type: 'SET_SELECTED_DATE', date })}
        onSlotHeld={(appointment) => send({ type: 'SET_APPOINTMENTS', appointments: [appointment] })}
        onPartyHeld={(appointments) => send({ type: 'SET_APPOINTMENTS', appointments })}
        onContinue={() => send({ type: 'CONTINUE' })}
      />
    </div>
  );
}
