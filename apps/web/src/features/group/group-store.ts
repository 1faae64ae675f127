// The group booking of this tab, kept in session storage under a fixed identifier with a version: anything else
// stored there (another version, bad JSON, a snapshot the machine cannot resume) is cleared and the flow starts fresh.
import { createActor, type Actor } from 'xstate';
import { GROUP_STEPS } from '@vaxnear/domain/booking/group-flow';
import { readStoredSnapshot, startResumedOrFresh, writeStoredSnapshot } from '../../lib/stored-snapshot.ts';
import { GROUP_STATE_VERSION, GROUP_STORAGE_KEY, groupMachine, type GroupSnapshot } from './group.machine.ts';

export type GroupActor = Actor<typeof groupMachine>;

const session = () => window.sessionStorage;

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

let current: GroupActor | null = null;
let lastWritten: string | null = null;

function storedText(): string | null {
  try {
    return session().getItem(GROUP_STORAGE_KEY);
  } catch {
    return lastWritten;
  }
}

function startActor(): GroupActor {
  const read = readStoredSnapshot(session, GROUP_STORAGE_KEY, GROUP_STATE_VERSION);
  const stored = isResumable(read) ? read : undefined;
  if (stored === undefined) {
    try {
      session().removeItem(GROUP_STORAGE_KEY);
    } catch {
      /* blocked storage: nothing to clear */
    }
  }
  const actor = startResumedOrFresh(
    () => createActor(groupMachine, stored ? { snapshot: stored as GroupSnapshot } : {}),
    () => createActor(groupMachine),
  );
  const persist = () => {
    lastWritten =
      writeStoredSnapshot(session, GROUP_STORAGE_KEY, GROUP_STATE_VERSION, () => actor.getPersistedSnapshot()) ??
      lastWritten;
  };
  persist();
  actor.subscribe(persist);
  return actor;
}

/** The party of this tab; session storage is the source of truth when something else changed it. */
export function groupActor(): GroupActor {
  if (!current || storedText() !== lastWritten) {
    current?.stop();
    current = startActor();
  }
  return current;
}
