// The group booking of this tab, kept in session storage under a fixed identifier with a version: anything else
// stored there (another version, bad JSON, a snapshot the machine cannot resume) starts the flow fresh
// (lib/stored-snapshot.ts persistedActor, as the quiz, the survey and the scheduler do).
import { createActor, type Actor } from 'xstate';
import { GROUP_STEPS } from '@vaxnear/domain/booking/group-flow';
import { isResumableSnapshot, persistedActor } from '../../lib/stored-snapshot.ts';
import { GROUP_STATE_VERSION, GROUP_STORAGE_KEY, groupMachine, type GroupSnapshot } from './group.machine.ts';

export type GroupActor = Actor<typeof groupMachine>;

const group = persistedActor({
  key: GROUP_STORAGE_KEY,
  version: GROUP_STATE_VERSION,
  create: (snapshot) => createActor(groupMachine, snapshot ? { snapshot: snapshot as GroupSnapshot } : {}),
  canResume: (stored) =>
    isResumableSnapshot(stored, { steps: GROUP_STEPS, arrays: ['members', 'appointments', 'visited'] }),
});

/** The party of this tab; session storage is the source of truth when something else changed it. */
export function groupActor(): GroupActor {
  return group.current();
}
