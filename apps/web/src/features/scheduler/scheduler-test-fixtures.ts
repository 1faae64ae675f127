// What the scheduler machine tests share: a held slot, a filled patient form, a searched place, a started flow, and
// the walk over every transition the machine allows from a set of events (xstate/graph), checked against the domain's
// flow rules (booking-step-flow.ts) so the machine and those rules can never disagree.
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import { expect } from 'vitest';
import { nextStep, previousStep, type BookingStep } from '@vaxnear/domain/booking/booking-step-flow';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import {
  schedulerMachine, stepContext, type HeldAppointment, type PatientFormData, type SchedulerEvent, type SchedulerSnapshotLike,
} from './scheduler.machine.ts';

export const slot: HeldAppointment = {
  timeSlotId: 'loc-1|2026-11-24T14:00:00.000Z', time: '2026-11-24T09:00:00-05:00', locationId: 'loc-1', expiresAt: '2026-11-24T13:10:00.000Z',
  location: {
    name: 'Main Street Pharmacy', address1: '1 Main St', address2: null, city: 'New York', state: 'NY', zipCode: '10001',
    latitude: 40.75, longitude: -73.99, retailer: 'manual', timeZone: 'America/New_York', metadata: { webAddress: null, phoneNumber: null },
  },
};

export const form: PatientFormData = {
  firstName: 'Ana', lastName: 'Ruiz', sex: 'female', dateOfBirth: '03/27/1960', address1: '1 Main St', address2: '', city: 'New York',
  state: 'NY', zipCode: '10001', email: 'ana@example.com', phone: '',
};

export const coordinates = { lat: 40.75, lng: -73.99, locationType: 'searchPrecise' as const, query: '10001' };

/** A fresh scheduler: `send` takes several events and answers the snapshot after the last; `choose` ticks vaccines in season. */
export function startScheduler() {
  const actor = createActor(schedulerMachine).start();
  const send = (...events: SchedulerEvent[]) => { for (const event of events) actor.send(event); return actor.getSnapshot(); };
  const choose = (...kinds: VaccineKind[]) => send(...kinds.map((kind) => ({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason: true }) as const));
  return { actor, send, choose };
}

/**
 * Every step change reachable with `events`, as "from|EVENT|to"; each CONTINUE and BACK on the way is checked against
 * nextStep/previousStep. `stateKey` names the parts of the context that make two snapshots different states.
 */
export function walkStepChanges(
  events: (snapshot: SchedulerSnapshotLike) => SchedulerEvent[],
  stateKey: (snapshot: SchedulerSnapshotLike) => unknown[],
): Set<string> {
  const adjacency = getAdjacencyMap(schedulerMachine, { events, serializeState: (s) => JSON.stringify(stateKey(s)) });
  const walked = new Set<string>();
  for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
    if (state.value === nextState.value) continue;
    const from = state.value as BookingStep;
    const to = nextState.value as BookingStep;
    walked.add(`${from}|${event.type}|${to}`);
    if (event.type === 'CONTINUE') expect(nextStep(from, stepContext(state.context))).toBe(to);
    if (event.type === 'BACK') expect(previousStep(from, stepContext(state.context))).toBe(to);
  }
  return walked;
}
