import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { schedulerMachine, type SchedulerEvent } from './scheduler.machine.ts';
import { coordinates, form, slot, stepOf } from './scheduler-test-fixtures.ts';

/** A flow on the review step: these vaccines, no brand preference, the add-ons given accepted at their prompt. */
function atReview(kinds: VaccineKind[], addOn?: { offered: VaccineKind; brand: string | null }) {
  const actor = createActor(schedulerMachine).start();
  const send = (...events: SchedulerEvent[]) => {
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  };
  send(...kinds.map((kind) => ({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason: true }) as const), {
    type: 'SET_BOOKING_FLOW',
    flow: 'adult',
  });
  for (let i = 0; i < 12 && actor.getSnapshot().value !== 'appointmentReview'; i += 1) {
    const step = stepOf(actor.getSnapshot());
    if (step === 'brand/covid_19') send({ type: 'SET_BRAND', kind: 'covid_19', brand: null });
    if (step === 'search')
      send({ type: 'SET_LAT_LNG', coordinates }, { type: 'SET_SELECTED_DATE', date: '2026-11-24' });
    if (step === 'results') send({ type: 'SET_TIME_SLOT', appointment: slot });
    if (step === 'appointmentSummary' && addOn)
      send({ type: 'SET_OFFERED_ADD_ONS', offer: { kinds: [addOn.offered], covidBrands: [] } });
    if (step === 'fluPrompt' || step === 'covidPrompt')
      send({ type: 'SET_ADDITIONAL_VACCINE', kind: addOn!.offered, brand: addOn!.brand });
    if (step === 'patientInfo') send({ type: 'SET_PATIENT_FORM_DATA', data: form });
    send({ type: 'CONTINUE' });
  }
  expect(actor.getSnapshot().value).toBe('appointmentReview');
  return { actor, send };
}

describe('"Select another provider" on the review step', () => {
  it('goes back three steps to the results, lets go of the slot and keeps the details for the form', () => {
    const { send } = atReview(['flu']);
    const after = send({ type: 'SELECT_ANOTHER_PROVIDER' });
    expect(after.value).toBe('results');
    expect(after.context).toMatchObject({
      appointments: [],
      patientForm: form,
      selectedVaccineKinds: [{ kind: 'flu' }],
      coordinates,
      selectedDate: '2026-11-24',
      releaseTimeSlotIds: [slot.timeSlotId],
    });
  });

  it('goes back further when an add-on prompt came in between, still to the results, and forgets the add-on', () => {
    const { actor, send } = atReview(['covid_19'], { offered: 'flu', brand: null });
    expect(actor.getSnapshot().context.visited).toContain('fluPrompt');
    expect(actor.getSnapshot().context.additionalServices).toEqual([{ kind: 'flu', brand: null }]);
    const after = send({ type: 'SELECT_ANOTHER_PROVIDER' });
    expect(after.value).toBe('results');
    expect(after.context).toMatchObject({
      additionalServices: [],
      offeredAddOns: { kinds: [], covidBrands: [] },
      patientForm: form,
    });
  });

  it('drops what this provider rejected: the next provider is asked with the details as they are', () => {
    const { send } = atReview(['flu']);
    send({ type: 'SET_RECONFIRM_FIELDS', fields: { email: 'ana@example.com' } });
    expect(send({ type: 'SELECT_ANOTHER_PROVIDER' }).context.reconfirmFields).toEqual({});
  });

  it('with a new slot chosen, the details are still there and the flow reaches review again', () => {
    const { send } = atReview(['flu']);
    send({ type: 'SELECT_ANOTHER_PROVIDER' });
    const other = { ...slot, timeSlotId: 'loc-2|2026-11-24T15:00:00.000Z', locationId: 'loc-2' };
    expect(send({ type: 'SET_TIME_SLOT', appointment: other }, { type: 'CONTINUE' }).value).toBe('appointmentSummary');
    expect(send({ type: 'CONTINUE' }).value).toBe('patientInfo');
    expect(send({ type: 'CONTINUE' }).value).toBe('appointmentReview');
  });

  it('is not something any other step answers', () => {
    const { send } = atReview(['flu']);
    send({ type: 'BACK' });
    expect(send({ type: 'SELECT_ANOTHER_PROVIDER' })).toMatchObject({
      value: 'patientInfo',
      context: { appointments: [slot] },
    });
  });
});

describe('a restart lets go of the held slot', () => {
  it.each(['RESTART_SCHEDULER', 'RESET_SCHEDULER_CONTEXT'] as const)(
    '%s starts afresh but remembers the hold to release',
    (type) => {
      const { send } = atReview(['flu']);
      const after = send({ type });
      expect(after.value).toBe('schedule');
      expect(after.context).toMatchObject({
        appointments: [],
        patientForm: null,
        selectedVaccineKinds: [],
        releaseTimeSlotIds: [slot.timeSlotId],
      });
    },
  );

  it('a restart with nothing held has nothing to release', () => {
    const { send } = atReview(['flu']);
    send({ type: 'BOOKED', accessCode: 'abc' });
    expect(send({ type: 'RESTART_SCHEDULER' }).context.releaseTimeSlotIds).toEqual([]);
  });

  it('holds waiting for release survive further restarts and leave once the server was asked', () => {
    const { actor, send } = atReview(['flu']);
    send({ type: 'SELECT_ANOTHER_PROVIDER' });
    const other = { ...slot, timeSlotId: 'loc-2|2026-11-24T15:00:00.000Z' };
    send({ type: 'SET_TIME_SLOT', appointment: other }, { type: 'RESTART_SCHEDULER' });
    expect(actor.getSnapshot().context.releaseTimeSlotIds).toEqual([slot.timeSlotId, other.timeSlotId]);
    expect(send({ type: 'HOLDS_RELEASED', timeSlotIds: [slot.timeSlotId] }).context.releaseTimeSlotIds).toEqual([
      other.timeSlotId,
    ]);
  });

  it('a link that changes the vaccines mid-flow, even with retainState, lets go of the slot it no longer fits', () => {
    const { send } = atReview(['flu']);
    const after = send({ type: 'HANDLE_DEEPLINK', retainState: true, services: [{ kind: 'covid_19' }] });
    expect(after.context).toMatchObject({ appointments: [], releaseTimeSlotIds: [slot.timeSlotId] });
  });
});
