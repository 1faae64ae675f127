import { describe, expect, it } from 'vitest';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import type { AddOnOffer } from '../steps/add-on-prompts.ts';
import { selectedKinds, type SchedulerEvent, type SchedulerSnapshotLike } from './scheduler.machine.ts';
import { coordinates, form, slot, startScheduler, stepOf, walkStepChanges } from './scheduler-test-fixtures.ts';

/** A flow on the patient step with flu and one more vaccine (brand "no preference", not pregnant). */
function atPatientInfo(other: VaccineKind) {
  const { actor, send } = startScheduler();
  send(
    { type: 'TOGGLE_VACCINE_KIND', kind: other, fluInSeason: true },
    { type: 'TOGGLE_VACCINE_KIND', kind: 'flu', fluInSeason: true },
    { type: 'SET_BOOKING_FLOW', flow: 'adult' },
    { type: 'CONTINUE' },
  );
  if (other === 'rsv')
    send(
      { type: 'SET_PREGNANCY', isPregnant: false },
      { type: 'CONTINUE' },
      { type: 'SET_BRAND', kind: 'rsv', brand: null },
      { type: 'CONTINUE' },
    );
  send(
    { type: 'SET_LAT_LNG', coordinates },
    { type: 'CONTINUE' },
    { type: 'SET_TIME_SLOT', appointment: slot },
    { type: 'CONTINUE' },
    { type: 'CONTINUE' },
  );
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
    // RSV's pregnancy answer went with it (docs/product/booking-flow.md, Schedule landing).
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
    expect(send({ type: 'BACK' })).toMatchObject({
      value: 'patientInfo',
      context: { reconfirmFields: { email: 'ana@example.com' } },
    });
  });

  it('are forgotten when the booking succeeds or the flow restarts', () => {
    const booked = atPatientInfo('rsv');
    booked(
      { type: 'SET_PATIENT_FORM_DATA', data: form },
      { type: 'CONTINUE' },
      { type: 'SET_RECONFIRM_FIELDS', fields: { email: 'x@example.com' } },
    );
    expect(booked({ type: 'BOOKED', accessCode: 'abc' }).context.reconfirmFields).toEqual({});
    const send = atPatientInfo('rsv');
    send(
      { type: 'SET_PATIENT_FORM_DATA', data: form },
      { type: 'CONTINUE' },
      { type: 'SET_RECONFIRM_FIELDS', fields: { email: 'x@example.com' } },
    );
    expect(send({ type: 'RESTART_SCHEDULER' }).context.reconfirmFields).toEqual({});
  });
});

describe('the add-on prompts after the summary', () => {
  function atSummary() {
    const { actor, send } = startScheduler();
    send(
      { type: 'TOGGLE_VACCINE_KIND', kind: 'pneumococcal', fluInSeason: true },
      { type: 'SET_BOOKING_FLOW', flow: 'adult' },
      { type: 'CONTINUE' },
      { type: 'SET_PREGNANCY', isPregnant: false },
      { type: 'CONTINUE' },
      { type: 'SET_BRAND', kind: 'pneumococcal', brand: null },
      { type: 'CONTINUE' },
      { type: 'SET_LAT_LNG', coordinates },
      { type: 'CONTINUE' },
      { type: 'SET_TIME_SLOT', appointment: slot },
      { type: 'CONTINUE' },
    );
    expect(actor.getSnapshot().value).toBe('appointmentSummary');
    return send;
  }
  const offer = (kinds: VaccineKind[], covidBrands: string[] = []): SchedulerEvent => ({
    type: 'SET_OFFERED_ADD_ONS',
    offer: { kinds, covidBrands },
  });

  it('adds COVID-19 with a brand: covid-and-flu prompt, brand prompt, details; back retraces the prompts', () => {
    const send = atSummary();
    expect(send(offer(['covid_19', 'flu'], ['pfizer', 'moderna']), { type: 'CONTINUE' }).value).toBe('covidFluPrompt');
    expect(send({ type: 'SET_ADDITIONAL_VACCINE', kind: 'covid_19', brand: null }, { type: 'CONTINUE' }).value).toBe(
      'covidBrandPrompt',
    );
    expect(
      send({ type: 'SET_ADDITIONAL_VACCINE', kind: 'covid_19', brand: 'moderna' }, { type: 'CONTINUE' }).value,
    ).toBe('patientInfo');
    expect(send({ type: 'BACK' }).value).toBe('covidBrandPrompt');
    expect(send({ type: 'BACK' }).value).toBe('covidFluPrompt');
    expect(send({ type: 'BACK' })).toMatchObject({
      value: 'appointmentSummary',
      context: { additionalServices: [{ kind: 'covid_19', brand: 'moderna' }] },
    });
    // Back from the summary clears the added vaccines (docs/product/booking-flow.md).
    expect(send({ type: 'BACK' })).toMatchObject({ value: 'results', context: { additionalServices: [] } });
  });

  it('"no thanks" goes straight to the details and back returns to the prompt', () => {
    const send = atSummary();
    expect(send(offer(['flu']), { type: 'CONTINUE' }).value).toBe('fluPrompt');
    expect(send({ type: 'CLEAR_ADDITIONAL_VACCINES' }, { type: 'CONTINUE' })).toMatchObject({
      value: 'patientInfo',
      context: { additionalServices: [] },
    });
    expect(send({ type: 'BACK' }).value).toBe('fluPrompt');
  });

  it('skips the brand prompt when the location has one COVID-19 brand, and skips every prompt when nothing is offered', () => {
    const send = atSummary();
    expect(send(offer(['covid_19'], ['pfizer']), { type: 'CONTINUE' }).value).toBe('covidPrompt');
    expect(send({ type: 'SET_ADDITIONAL_VACCINE', kind: 'covid_19', brand: null }, { type: 'CONTINUE' }).value).toBe(
      'patientInfo',
    );
    const other = atSummary();
    expect(other(offer([]), { type: 'CONTINUE' }).value).toBe('patientInfo');
  });

  it('an ineligible add-on is dropped at the patient step and the chosen vaccine stays', () => {
    const send = atSummary();
    send(
      offer(['covid_19'], ['pfizer']),
      { type: 'CONTINUE' },
      { type: 'SET_ADDITIONAL_VACCINE', kind: 'covid_19', brand: null },
      { type: 'CONTINUE' },
    );
    const after = send({ type: 'REMOVE_INELIGIBLE_KINDS', kinds: ['covid_19'] });
    expect(after).toMatchObject({ value: 'patientInfo', context: { additionalServices: [] } });
    expect(selectedKinds(after.context)).toEqual(['pneumococcal']);
  });

  it("an add-on left alone becomes the booking's vaccine when the chosen one is ineligible", () => {
    const send = atSummary();
    send(
      offer(['flu']),
      { type: 'CONTINUE' },
      { type: 'SET_ADDITIONAL_VACCINE', kind: 'flu', brand: null },
      { type: 'CONTINUE' },
    );
    const after = send({ type: 'REMOVE_INELIGIBLE_KINDS', kinds: ['pneumococcal'] });
    expect(after).toMatchObject({ value: 'patientInfo', context: { additionalServices: [] } });
    expect(selectedKinds(after.context)).toEqual(['flu']);
  });
});

/**
 * The add-on and gating edges (docs/product/booking-flow.md, Flow steps) (the adult edges are walked in
 * scheduler.machine.test.ts).
 */
const ADD_ON_EDGES = [
  'appointmentSummary|CONTINUE|covidFluPrompt',
  'appointmentSummary|CONTINUE|fluPrompt',
  'appointmentSummary|CONTINUE|covidPrompt',
  'appointmentSummary|CONTINUE|patientInfo',
  'covidPrompt|CONTINUE|covidBrandPrompt',
  'covidPrompt|CONTINUE|patientInfo',
  'covidPrompt|BACK|appointmentSummary',
  'covidFluPrompt|CONTINUE|covidBrandPrompt',
  'covidFluPrompt|CONTINUE|patientInfo',
  'covidFluPrompt|BACK|appointmentSummary',
  'fluPrompt|CONTINUE|patientInfo',
  'fluPrompt|BACK|appointmentSummary',
  'covidBrandPrompt|CONTINUE|patientInfo',
  'covidBrandPrompt|BACK|covidPrompt',
  'covidBrandPrompt|BACK|covidFluPrompt',
  'patientInfo|BACK|covidBrandPrompt',
  'patientInfo|BACK|fluPrompt',
  'patientInfo|BACK|covidPrompt',
  'patientInfo|BACK|covidFluPrompt',
  'patientInfo|BACK|appointmentSummary',
  'patientInfo|REMOVE_INELIGIBLE_KINDS|schedule',
  'appointmentSummary|BACK|results',
];

const OFFERS: AddOnOffer[] = [
  { kinds: ['covid_19', 'flu'], covidBrands: ['pfizer', 'moderna'] },
  { kinds: ['flu'], covidBrands: [] },
  { kinds: ['covid_19'], covidBrands: ['pfizer'] },
  { kinds: ['covid_19'], covidBrands: ['pfizer', 'moderna'] },
  { kinds: [], covidBrands: [] },
];

function addOnEvents(snapshot: SchedulerSnapshotLike): SchedulerEvent[] {
  const step = stepOf(snapshot);
  const common: SchedulerEvent[] = [{ type: 'CONTINUE' }, { type: 'BACK' }];
  switch (step) {
    case 'schedule':
      return snapshot.context.selectedVaccineKinds.length === 0
        ? [{ type: 'TOGGLE_VACCINE_KIND', kind: 'pneumococcal', fluInSeason: true }]
        : [{ type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' }];
    case 'pregnancy':
      return [{ type: 'SET_PREGNANCY', isPregnant: false }, { type: 'CONTINUE' }];
    case 'brand/pneumococcal':
      return [{ type: 'SET_BRAND', kind: 'pneumococcal', brand: null }, { type: 'CONTINUE' }];
    case 'search':
      return [{ type: 'SET_LAT_LNG', coordinates }, { type: 'CONTINUE' }];
    case 'results':
      return [{ type: 'SET_TIME_SLOT', appointment: slot }, { type: 'CONTINUE' }];
    case 'appointmentSummary':
      return [...common, ...OFFERS.map((o) => ({ type: 'SET_OFFERED_ADD_ONS', offer: o }) as const)];
    case 'covidPrompt':
    case 'fluPrompt':
    case 'covidFluPrompt':
      return [
        ...common,
        { type: 'CLEAR_ADDITIONAL_VACCINES' },
        { type: 'SET_ADDITIONAL_VACCINE', kind: 'covid_19', brand: null },
        { type: 'SET_ADDITIONAL_VACCINE', kind: 'flu', brand: null },
      ];
    case 'covidBrandPrompt':
      return [...common, { type: 'SET_ADDITIONAL_VACCINE', kind: 'covid_19', brand: 'moderna' }];
    case 'patientInfo':
      return [{ type: 'BACK' }, { type: 'REMOVE_INELIGIBLE_KINDS', kinds: ['pneumococcal', 'covid_19', 'flu'] }];
    default:
      return [];
  }
}

describe('path coverage of the add-on prompts', () => {
  it('walks every prompt transition, each one agreeing with the domain flow rules', () => {
    const walked = walkStepChanges(addOnEvents, (s) => {
      const c = s.context;
      return [
        stepOf(s),
        c.bookingFlow,
        selectedKinds(c),
        c.isPregnant,
        Object.keys(c.brands),
        Boolean(c.coordinates),
        c.appointments.length,
        c.offeredAddOns ?? null,
        c.additionalServices,
      ];
    });
    expect(ADD_ON_EDGES.filter((edge) => !walked.has(edge))).toEqual([]);
  });
});

describe('a location restriction on COVID-19', () => {
  function atResults(kinds: VaccineKind[]) {
    const { actor, send } = startScheduler();
    for (const kind of kinds) send({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason: true });
    send(
      { type: 'SET_BOOKING_FLOW', flow: 'adult' },
      { type: 'CONTINUE' },
      { type: 'SET_BRAND', kind: 'covid_19', brand: null },
      { type: 'CONTINUE' },
      { type: 'SET_LAT_LNG', coordinates },
      { type: 'CONTINUE' },
    );
    expect(actor.getSnapshot().value).toBe('results');
    return send;
  }

  it('"continue with another vaccine" removes COVID-19 and stays on the results with the place kept', () => {
    const send = atResults(['covid_19', 'flu']);
    const after = send({ type: 'ANSWER_LOCATION_RESTRICTION', place: '40.7500,-73.9900', removeKind: 'covid_19' });
    expect(after.value).toBe('results');
    expect(selectedKinds(after.context)).toEqual(['flu']);
    expect(after.context).toMatchObject({ restrictionAnsweredFor: '40.7500,-73.9900', coordinates });
    expect(after.context.visited).toContain('search');
  });

  it('"continue anyway" keeps COVID-19 and remembers the answer for this place', () => {
    const send = atResults(['covid_19']);
    const after = send({ type: 'ANSWER_LOCATION_RESTRICTION', place: '40.7500,-73.9900' });
    expect(selectedKinds(after.context)).toEqual(['covid_19']);
    expect(after.context.restrictionAnsweredFor).toBe('40.7500,-73.9900');
    expect(send({ type: 'RESTART_SCHEDULER' }).context).toMatchObject({
      restrictionAnsweredFor: '',
      prescriptionKinds: [],
      offeredAddOns: { kinds: [] },
    });
  });
});
