// The scheduler of this tab, persisted in session storage with a version (docs/product/booking-flow.md): a stored flow
// of another version, bad JSON or a snapshot the machine cannot resume starts a fresh flow.
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { BOOKING_STEPS, type BookingStep } from '@vaxnear/domain/booking/booking-step-flow';
import { persistedActor } from '../../../lib/stored-snapshot.ts';
import { SCHEDULER_STATE_VERSION, SCHEDULER_STORAGE_KEY, schedulerMachine } from './scheduler.machine.ts';

export type SchedulerActor = Actor<typeof schedulerMachine>;
export type SchedulerSnapshot = SnapshotFrom<typeof schedulerMachine>;

/** A stored snapshot this machine can resume: one of its steps, and the context fields every page reads. */
function isResumable(stored: unknown): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const { value, context, status } = stored as { value?: unknown; context?: Record<string, unknown>; status?: unknown };
  return (
    status === 'active' &&
    typeof value === 'string' &&
    (BOOKING_STEPS as readonly string[]).includes(value) &&
    typeof context === 'object' &&
    context !== null &&
    Array.isArray(context.visited) &&
    Array.isArray(context.selectedVaccineKinds) &&
    Array.isArray(context.appointments) &&
    typeof context.orderedBrands === 'object' &&
    context.orderedBrands !== null
  );
}

const scheduler = persistedActor({
  key: SCHEDULER_STORAGE_KEY,
  version: SCHEDULER_STATE_VERSION,
  create: (snapshot) => createActor(schedulerMachine, snapshot ? { snapshot: snapshot as SchedulerSnapshot } : {}),
  canResume: isResumable,
});

export function startSchedulerActor(storage: Storage): SchedulerActor {
  return scheduler.start(() => storage);
}

/** The flow of this tab, resumed from session storage (lib/stored-snapshot.ts persistedActor). */
export function schedulerActor(): SchedulerActor {
  return scheduler.current();
}

export const currentStep = (snapshot: SchedulerSnapshot): BookingStep => snapshot.value as BookingStep;
