// What the scheduler tests share: a held slot, a filled patient form, a searched place, a started flow, a flow stored
// in the tab as a page would find it after a reload, and the walk over every transition the machine allows from a set
// of events (xstate/graph), checked against the domain's flow rules (booking-step-flow.ts) so the machine and those
// rules can never disagree.
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import { expect } from 'vitest';
import { nextStep, previousStep, type BookingStep } from '@vaxnear/domain/booking/booking-step-flow';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import {
  placeOf,
  SCHEDULER_STATE_VERSION,
  SCHEDULER_STORAGE_KEY,
  schedulerMachine,
  stepContext,
  type SchedulerAppointment,
  type PatientFormData,
  type SchedulerContext,
  type SchedulerEvent,
  type SchedulerSnapshotLike,
} from './scheduler.machine.ts';

/** Where a snapshot's flow is: its step, the brand step with the kind it asks about. */
export const stepOf = (snapshot: Pick<SchedulerSnapshotLike, 'value' | 'context'>): BookingStep =>
  placeOf(snapshot.value, snapshot.context);

export const slot: SchedulerAppointment = {
  timeSlotId: 'loc-1|2026-11-24T14:00:00.000Z',
  time: '2026-11-24T09:00:00-05:00',
  locationId: 'loc-1',
  expiresAt: '2026-11-24T13:10:00.000Z',
  location: {
    name: 'Main Street Pharmacy',
    address1: '1 Main St',
    address2: null,
    city: 'New York',
    state: 'NY',
    zipCode: '10001',
    latitude: 40.75,
    longitude: -73.99,
    retailer: 'manual',
    timeZone: 'America/New_York',
    metadata: { webAddress: null, phoneNumber: null },
  },
};

export const form: PatientFormData = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  sex: 'female',
  dateOfBirth: '03/27/1960',
  address1: '1 Main St',
  address2: '',
  city: 'New York',
  state: 'NY',
  zipCode: '10001',
  email: 'ana@example.com',
  phone: '',
};

export const coordinates = { lat: 40.75, lng: -73.99, locationType: 'searchPrecise' as const, query: '10001' };

/** The slot a page test holds: years ahead, and a hold that does not end during the test. */
export const heldSlot = (
  metadata: SchedulerAppointment['location']['metadata'] = {
    webAddress: 'https://pharmacy.example.com/store/1',
    phoneNumber: '(212) 555-0199',
  },
): SchedulerAppointment => ({
  ...slot,
  timeSlotId: 'loc-1|2030-11-24T14:00:00.000Z',
  time: '2030-11-24T09:00:00-05:00',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  location: { ...slot.location, metadata },
});

export const adultForm: PatientFormData = { ...form, dateOfBirthIso: '1960-03-27', phone: '(212) 555-0100' };

const yearsAgo = (years: number) => new Date().getFullYear() - years;
export const minorForm: PatientFormData = {
  ...adultForm,
  firstName: 'Leo',
  dateOfBirth: `01/15/${yearsAgo(14)}`,
  dateOfBirthIso: `${yearsAgo(14)}-01-15`,
  parentalConsent: true,
};

/**
 * Walks a flow with these vaccines (no brand preference, not pregnant) to `until`, storing it as the page would find
 * it in the tab. `offer` is what the pharmacy offers at the summary (by default `addOn` alone); `addOn` is accepted
 * at its prompt; `then` is sent after the walk.
 */
export function storeFlow({
  kinds = ['flu'],
  minor = false,
  until = 'appointmentReview',
  addOn,
  offer,
  then = [],
  held = heldSlot(),
}: {
  kinds?: VaccineKind[];
  minor?: boolean;
  until?: string;
  addOn?: VaccineKind;
  offer?: { kinds: VaccineKind[]; covidBrands: string[] };
  then?: SchedulerEvent[];
  held?: SchedulerAppointment;
} = {}): SchedulerContext {
  const actor = createActor(schedulerMachine).start();
  for (const kind of kinds) actor.send({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason: true });
  actor.send({ type: 'SET_BOOKING_FLOW', flow: minor ? 'minor' : 'adult' });
  const offered = offer ?? (addOn ? { kinds: [addOn], covidBrands: [] } : undefined);
  for (let i = 0; i < 12 && stepOf(actor.getSnapshot()) !== until; i += 1) {
    const step = stepOf(actor.getSnapshot());
    if (step === 'minorAgeRange') actor.send({ type: 'SET_MIN_AND_MAX_AGE_VALUES', ageMin: 12, ageMax: 17 });
    if (step === 'pregnancy') actor.send({ type: 'SET_PREGNANCY', isPregnant: false });
    if (step === 'brand/covid_19') actor.send({ type: 'SET_BRAND', kind: 'covid_19', brand: null });
    if (step === 'brand/rsv') actor.send({ type: 'SET_BRAND', kind: 'rsv', brand: null });
    if (step === 'brand/pneumococcal') actor.send({ type: 'SET_BRAND', kind: 'pneumococcal', brand: null });
    if (step === 'search') actor.send({ type: 'SET_LAT_LNG', coordinates });
    if (step === 'results') actor.send({ type: 'SET_TIME_SLOT', appointment: held });
    if (step === 'appointmentSummary' && offered) actor.send({ type: 'SET_OFFERED_ADD_ONS', offer: offered });
    if (step === 'fluPrompt' || step === 'covidPrompt')
      actor.send({ type: 'SET_ADDITIONAL_VACCINE', kind: addOn!, brand: null });
    if (step === 'patientInfo') actor.send({ type: 'SET_PATIENT_FORM_DATA', data: minor ? minorForm : adultForm });
    actor.send({ type: 'CONTINUE' });
  }
  for (const event of then) actor.send(event);
  if (stepOf(actor.getSnapshot()) !== until && then.length === 0)
    throw new Error(`flow stopped at ${stepOf(actor.getSnapshot())}`);
  window.sessionStorage.setItem(
    SCHEDULER_STORAGE_KEY,
    JSON.stringify({ version: SCHEDULER_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }),
  );
  return actor.getSnapshot().context;
}

export const storedContext = (): SchedulerContext =>
  (
    JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
      snapshot: { context: SchedulerContext };
    }
  ).snapshot.context;

/** A fresh scheduler: `send` takes several events and answers the snapshot after the last; `choose` ticks vaccines in season. */
export function startScheduler() {
  const actor = createActor(schedulerMachine).start();
  const send = (...events: SchedulerEvent[]) => {
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  };
  const choose = (...kinds: VaccineKind[]) =>
    send(...kinds.map((kind) => ({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason: true }) as const));
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
    const from = stepOf(state);
    const to = stepOf(nextState);
    if (from === to) continue;
    walked.add(`${from}|${event.type}|${to}`);
    if (event.type === 'CONTINUE') expect(nextStep(from, stepContext(state.context))).toBe(to);
    if (event.type === 'BACK') expect(previousStep(from, stepContext(state.context))).toBe(to);
  }
  return walked;
}
