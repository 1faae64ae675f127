// The group booking of this tab, kept in session storage under a fixed identifier with a version: anything else
// stored there (another version, bad JSON, a snapshot the machine cannot resume) starts the flow fresh
// (lib/stored-snapshot.ts persistedActor, as the quiz, the survey and the scheduler do).
import { createActor, type Actor } from 'xstate';
import { GROUP_STEPS } from '@vaxnear/domain/booking/group-flow';
import { persistedActor } from '../../lib/stored-snapshot.ts';
import { GROUP_STATE_VERSION, GROUP_STORAGE_KEY, groupMachine, type GroupSnapshot } from './group.machine.ts';

export type GroupActor = Actor<typeof groupMachine>;

function isResumable(stored: unknown): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const { value, context, status } = stored as { value?: unknown; context?: Record<string, unknown>; status?: unknown };
  return (
    status === 'active' &&
    typeof value === 'string' &&
    (GROUP_STEPS as readonly string[]).includes(value) &&
    typeof context === 'object' &&
    context !== null &&
    Array.isArray(context.members) &&
    Array.isArray(context.appointments) &&
    Array.isArray(context.visited)
  );
}

const group = persistedActor({
  key: GROUP_STORAGE_KEY,
  version: GROUP_STATE_VERSION,
  create: (snapshot) => createActor(groupMachine, snapshot ? { snapshot: snapshot as GroupSnapshot } : {}),
  canResume: isResumable,
});

/** The party of this tab; session storage is the source of truth when something else changed it. */
export function groupActor(): GroupActor {
  return group.current();
}
