// The results component of the results step and of the new-appointment / appointment-expired pages, fed from the
// scheduler's context.
import { use, useEffect } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { MaternalRsvEligibility } from '@vaxnear/domain/booking/maternal-rsv';
import { ALL_BRANDS, hasBrands } from '@vaxnear/domain/vaccines';
import { ChooseAppointment } from '../../../components/results/choose-appointment.tsx';
import { ResultsSearch } from './results-search.tsx';
import { ResultsVaccines } from './results-vaccines.tsx';
import type { HeldAppointment, RequestedService, SchedulerAppointment } from '../../../components/results/types.ts';
import { selectedKinds, type SchedulerContext } from '../machine/scheduler.machine.ts';

/** The results page's held appointment in the scheduler's shape (docs/product/booking-flow.md). */
export function toHeldAppointment(held: HeldAppointment): SchedulerAppointment {
  const { zip, id: _id, ...location } = held.location;
  return {
    timeSlotId: held.timeSlotId,
    time: held.time,
    locationId: held.locationId,
    expiresAt: held.expiresAt,
    location: { ...location, zipCode: zip },
  };
}
import { campaignConfig } from '../../../lib/campaigns.ts';
import { importOnce } from '../../../lib/import-once.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { schedulerActor } from '../machine/scheduler-store.ts';
import { schedulerGuardLoader } from '../machine/scheduler-guard.ts';
import { maternalRsvInput } from './maternal-rsv-input.ts';

/**
 * The maternal RSV rule with its ZIP tables (about 2 KB gzip) is fetched only for a pregnant person booking RSV; a
 * page whose loader waited for it renders without suspending.
 */
const loadMaternalRsvRules = importOnce(() => import('./maternal-rsv-rule.ts'));

/** The results pages' loader: the route guard, then the maternal RSV rule when this flow needs it. */
export async function chooseAppointmentLoader(args: LoaderFunctionArgs): Promise<null | Response> {
  const answer = schedulerGuardLoader(args);
  if (answer === null && maternalRsvInput(schedulerActor().getSnapshot().context)) {
    try {
      await loadMaternalRsvRules();
    } catch {
      // The page asks again as it renders, and shows the error there if the fetch fails again.
    }
  }
  return answer;
}

/** Null when the question does not apply; suspends only if the loader did not fetch the rule (it always does). */
function useMaternalRsv(context: SchedulerContext): MaternalRsvEligibility | null {
  const input = maternalRsvInput(context);
  return input ? use(loadMaternalRsvRules()).maternalRsvEligibility(input) : null;
}

/**
 * Maternal RSV booked in advance (NEAR_FUTURE, or TODAY) can only be given inside its window
 * (docs/product/booking-flow.md): the chosen day is kept between the window's first and last day, starting on the
 * first.
 */
export function dateInMaternalRsvWindow(
  eligibility: MaternalRsvEligibility | null,
  date: string | null,
): string | null {
  if (!eligibility || (eligibility.status !== 'NEAR_FUTURE' && eligibility.status !== 'TODAY')) return date;
  if (date === null || date < eligibility.windowStart)
    return eligibility.status === 'NEAR_FUTURE' ? eligibility.windowStart : date;
  return date > eligibility.windowEnd ? eligibility.windowEnd : date;
}

/** The days the results' date picker offers for maternal RSV booked now or in advance; null for any other search. */
export function maternalRsvDateWindow(
  eligibility: MaternalRsvEligibility | null,
): { start: string; end: string } | null {
  if (!eligibility || (eligibility.status !== 'NEAR_FUTURE' && eligibility.status !== 'TODAY')) return null;
  return { start: eligibility.windowStart, end: eligibility.windowEnd };
}

/** Pregnant with RSV chosen: the search and the slots are for the vaccine given in pregnancy. */
export function isPregnantWithRsv(context: SchedulerContext): boolean {
  return context.isPregnant === true && selectedKinds(context).includes('rsv');
}

export function servicesFor(context: SchedulerContext): RequestedService[] {
  return selectedKinds(context).map((kind) => {
    const brand = hasBrands(kind) ? context.brands[kind] : undefined;
    // No preference (null) or no brand step: any brand will do.
    const brands = ALL_BRANDS.filter((known) => known === brand);
    return { kind, brands, ageMin: context.ageMin ?? 18, ageMax: context.ageMax ?? 120 };
  });
}

const settleLinkedSlot = () => schedulerActor().send({ type: 'LINKED_SLOT_SETTLED' });

export function ChooseAppointmentStep({ context, onContinue }: { context: SchedulerContext; onContinue: () => void }) {
  const coordinates = context.coordinates;
  const maternalRsv = useMaternalRsv(context);
  const windowDate = dateInMaternalRsvWindow(maternalRsv, context.selectedDate);
  useEffect(() => {
    if (windowDate !== context.selectedDate) schedulerActor().send({ type: 'SET_SELECTED_DATE', date: windowDate });
  }, [windowDate, context.selectedDate]);
  // A campaign may limit results to its own retailers (walgreens: walgreens and duane_reade, decision 054).
  const { campaign } = useShell();
  const { retailers } = campaignConfig(campaign);
  if (!coordinates) return null;
  const held = context.appointments[0];
  return (
    <ChooseAppointment
      services={servicesFor(context)}
      coordinates={{
        lat: coordinates.lat,
        lng: coordinates.lng,
        ...(coordinates.query ? { label: coordinates.query } : {}),
        place: coordinates.place,
      }}
      searchBox={
        <>
          <ResultsSearch key={coordinates.query ?? ''} initial={coordinates.query ?? ''} />
          <ResultsVaccines />
        </>
      }
      selectedDate={context.selectedDate}
      {...(retailers ? { retailers: [...retailers] } : {})}
      campaign={campaign}
      pregnant={isPregnantWithRsv(context)}
      heldSlot={
        held
          ? { timeSlotId: held.timeSlotId, locationId: held.locationId, expiresAt: held.expiresAt, time: held.time }
          : null
      }
      dateWindow={maternalRsvDateWindow(maternalRsv)}
      onDateChange={(date) =>
        schedulerActor().send({ type: 'SET_SELECTED_DATE', date: dateInMaternalRsvWindow(maternalRsv, date) })
      }
      onSlotHeld={(appointment) =>
        schedulerActor().send({ type: 'SET_TIME_SLOT', appointment: toHeldAppointment(appointment) })
      }
      onContinue={onContinue}
      linkedSlot={context.linkedSlot ?? null}
      onLinkedSlotSettled={settleLinkedSlot}
    />
  );
}
