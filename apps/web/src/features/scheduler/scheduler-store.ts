// The scheduler of this tab, persisted in session storage with a version (docs/product/booking-flow.md): a stored flow
// of another version, bad JSON or a snapshot the machine cannot resume starts a fresh flow.
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { BOOKING_STEPS, type BookingStep } from '@vaxnear/domain/booking/booking-step-flow';
import { readStoredSnapshot, startResumedOrFresh, writeStoredSnapshot } from '../../lib/stored-snapshot.ts';
import { SCHEDULER_STATE_VERSION, SCHEDULER_STORAGE_KEY, schedulerMachine } from './scheduler.machine.ts';

export type SchedulerActor = Actor<typeof schedulerMachine>;
export type SchedulerSnapshot = SnapshotFrom<typeof schedulerMachine>;

/** What this tab's actor last wrote; anything else in storage was written by someone else. */
let lastWritten: string | null = null;

/** A stored snapshot this machine can resume: one of its steps, and the context fields every page reads. */
function isResumable(stored: unknown): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const { value, context, status } = stored as { value?: unknown; context?: Record<string, unknown>; status?: unknown };
  return status === 'active' && typeof value === 'string' && (BOOKING_STEPS as readonly string[]).includes(value)
    && typeof context === 'object' && context !== null
    && Array.isArray(context.visited) && Array.isArray(context.selectedVaccineKinds) && Array.isArray(context.appointments)
    && typeof context.orderedBrands === 'object' && context.orderedBrands !== null;
}

export function startSchedulerActor(storage: Storage): SchedulerActor {
  const read = readStoredSnapshot(() => storage, SCHEDULER_STORAGE_KEY, SCHEDULER_STATE_VERSION);
  const stored = isResumable(read) ? read : undefined;
  const actor = startResumedOrFresh(
    () => createActor(schedulerMachine, stored ? { snapshot: stored as SchedulerSnapshot } : {}),
    () => createActor(schedulerMachine),
  );
  actor.subscribe(() => {
    lastWritten = writeStoredSnapshot(() => storage, SCHEDULER_STORAGE_KEY, SCHEDULER_STATE_VERSION, () => actor.getPersistedSnapshot()) ?? lastWritten;
  });
  return actor;
}

let current: SchedulerActor | null = null;

/**
 * The flow of this tab. Session storage is the source of truth: when it holds something other than what this actor
 * last wrote (cleared, or written by another part of the site), the actor starts again from it.
 */
export function schedulerActor(): SchedulerActor {
  let stored: string | null = null;
  try { stored = window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY); } catch { stored = lastWritten; }
  if (!current || stored !== lastWritten) {
    current?.stop();
    lastWritten = stored;
    current = startSchedulerActor(window.sessionStorage);
  }
  return current;
}

export const currentStep = (snapshot: SchedulerSnapshot): BookingStep => snapshot.value as BookingStep;
