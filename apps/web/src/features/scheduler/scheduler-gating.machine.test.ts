import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { schedulerMachine, selectedKinds, type HeldAppointment, type PatientFormData, type SchedulerEvent } from './scheduler.machine.ts';

const slot: HeldAppointment = {
  timeSlotId: 'loc-1|2026-11-24T14:00:00.000Z', time: '2026-11-24T09:00:00-05:00', locationId: 'loc-1', expiresAt: '2026-11-24T13:10:00.000Z',
  location: {
    name: 'Main Street Pharmacy', address1: '1 Main St', address2: null, city: 'New York', state: 'NY', zipCode: '10001',
    latitude: 40.75, longitude: -73.99, retailer: 'manual', timeZone: 'America/New_York', metadata: { webAddress: null, phoneNumber: null },
  },
};
const form: PatientFormData = {
  firstName: 'Ana', lastName: 'Ruiz', sex: 'female', dateOfBirth: '03/27/1960', address1: '1 Main St', address2: '', city: 'New York',
  state: 'NY', zipCode: '10001', email: 'ana@example.com', phone: '',
};
const coordinates = { lat: 40.75, lng: -73.99, locationType: 'searchPrecise' as const, query: '10001' };

/** A flow on the patient step with flu and one more vaccine (brand "no preference", not pregnant). */
function atPatientInfo(other: VaccineKind) {
  const actor = createActor(schedulerMachine).start();
  const send = (...events: SchedulerEvent[]) => { for (const event of events) actor.send(event); return actor.getSnapshot(); };
  send({ type: 'TOGGLE_VACCINE_KIND', kind: other, fluInSeason: true }, { type: 'TOGGLE_VACCINE_KIND', kind: 'flu', fluInSeason: true },
    { type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' });
  if (other === 'rsv') send({ type: 'SET_PREGNANCY', isPregnant: false }, { type: 'CONTINUE' }, { type: 'SET_BRAND', kind: 'rsv', brand: null }, { type: 'CONTINUE' });
  send({ type: 'SET_LAT_LNG', coordinates }, { type: 'CONTINUE' }, { type: 'SET_TIME_SLOT', appointment: slot }, { type: 'CONTINUE' }, { type: 'CONTINUE' });
  expect(actor.getSnapshot().value).toBe('patientInfo');
  return send;
}

describe('eligibility gating at the patient step', () => {
  it('removes the ineligible vaccine and stays on the patient step with the slot and the way back kept', () => {
    const send = atPatientInfo('rsv');
    const after = send({ type: 'REMOVE_INELIGIBLE_KINDS', kinds: ['rsv'] });
    expect(after.value).toBe('patientInfo');
    expect(selectedKinds(after.context)).toEqual(['flu']);
    expect(after.context.appointments).toEqual([slot]);
    // RSV's pregnancy answer went with it (§4 "removing rsv clears the pregnancy answer").
    expect(after.context.isPregnant).toBeNull();
    expect(after.context.visited).toContain('results');
    expect(send({ type: 'SET_PATIENT_FORM_DATA', data: form }, { type: 'CONTINUE' }).value).toBe('appointmentReview');
  });

  it('returns to a fresh landing when no vaccine is left', () => {
    const send = atPatientInfo('rsv');
    const after = send({ type: 'REMOVE_INELIGIBLE_KINDS', kinds: ['rsv', 'flu'] });
    expect(after.value).toBe('schedule');
    expect(selectedKinds(after.context)).toEqual([]);
    expect(after.context.appointments).toEqual([]);
  });

  it('ignores a removal anywhere but the patient step', () => {
    const send = atPatientInfo('rsv');
    send({ type: 'SET_PATIENT_FORM_DATA', data: form }, { type: 'CONTINUE' });
    expect(selectedKinds(send({ type: 'REMOVE_INELIGIBLE_KINDS', kinds: ['rsv'] }).context)).toEqual(['rsv', 'flu']);
  });
});

describe('values the provider rejected', () => {
  it('are saved at review for reconfirmation, and Edit goes back one step with them', () => {
    const send = atPatientInfo('rsv');
    send({ type: 'SET_PATIENT_FORM_DATA', data: form }, { type: 'CONTINUE' });
    const saved = send({ type: 'SET_RECONFIRM_FIELDS', fields: { email: 'ana@example.com', phoneNumber: '' } });
    expect(saved.context.reconfirmFields).toEqual({ email: 'ana@example.com', phoneNumber: '' });
    expect(send({ type: 'BACK' })).toMatchObject({ value: 'patientInfo', context: { reconfirmFields: { email: 'ana@example.com' } } });
  });

  it('are forgotten when the booking succeeds or the flow restarts', () => {
    const booked = atPatientInfo('rsv');
    booked({ type: 'SET_PATIENT_FORM_DATA', data: form }, { type: 'CONTINUE' }, { type: 'SET_RECONFIRM_FIELDS', fields: { email: 'x@example.com' } });
    expect(booked({ type: 'BOOKED', accessCode: 'abc' }).context.reconfirmFields).toEqual({});
    const send = atPatientInfo('rsv');
    send({ type: 'SET_PATIENT_FORM_DATA', data: form }, { type: 'CONTINUE' }, { type: 'SET_RECONFIRM_FIELDS', fields: { email: 'x@example.com' } });
    expect(send({ type: 'RESTART_SCHEDULER' }).context.reconfirmFields).toEqual({});
  });
});
