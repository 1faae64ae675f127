// The scheduler of this tab, persisted in session storage with a version (docs/product/booking-flow.md): a stored flow
// of another version, bad JSON or a snapshot the machine cannot resume starts a fresh flow.
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { BOOKING_STEP_PATHS, type BookingStep } from '@vaxnear/domain/booking/booking-step-flow';
import { isResumableSnapshot, persistedActor } from '../../../lib/stored-snapshot.ts';
import { placeOf, SCHEDULER_STATE_VERSION, SCHEDULER_STORAGE_KEY, schedulerMachine } from './scheduler.machine.ts';

export type SchedulerActor = Actor<typeof schedulerMachine>;
export type SchedulerSnapshot = SnapshotFrom<typeof schedulerMachine>;

const scheduler = persistedActor({
  key: SCHEDULER_STORAGE_KEY,
  version: SCHEDULER_STATE_VERSION,
  create: (snapshot) => createActor(schedulerMachine, snapshot ? { snapshot: snapshot as SchedulerSnapshot } : {}),
  canResume: (stored) =>
    isResumableSnapshot(stored, {
      steps: Object.keys(BOOKING_STEP_PATHS),
      arrays: ['visited', 'selectedVaccineKinds', 'appointments'],
      objects: ['orderedBrands'],
    }),
});

export function startSchedulerActor(storage: Storage): SchedulerActor {
  return scheduler.start(() => storage);
}

/** The flow of this tab, resumed from session storage (lib/stored-snapshot.ts persistedActor). */
export function schedulerActor(): SchedulerActor {
  return scheduler.current();
}

export const currentStep = (snapshot: SchedulerSnapshot): BookingStep => placeOf(snapshot.value, snapshot.context);
