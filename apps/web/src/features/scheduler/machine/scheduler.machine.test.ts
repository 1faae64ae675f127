import { describe, expect, it } from 'vitest';
import { selectedKinds, type SchedulerEvent, type SchedulerSnapshotLike } from './scheduler.machine.ts';
import { coordinates, form, slot, startScheduler, stepOf, walkStepChanges } from './scheduler-test-fixtures.ts';

describe('the adult booking flow', () => {
  it('books COVID-19 and flu: landing, brand, search, results, summary, details, review, confirmation', () => {
    const { send, choose } = startScheduler();
    choose('covid_19', 'flu');
    expect(send({ type: 'CONTINUE' }).value).toBe('schedule'); // no flow chosen yet: the 18-and-over button sets it
    expect(send({ type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' })).toMatchObject({
      value: 'brand',
      context: { brandKind: 'covid_19', ageMin: 18 },
    });
    expect(stepOf(send({ type: 'CONTINUE' }))).toBe('brand/covid_19'); // Continue waits for a choice
    expect(send({ type: 'SET_BRAND', kind: 'covid_19', brand: null }, { type: 'CONTINUE' }).value).toBe('search');
    expect(send({ type: 'CONTINUE' }).value).toBe('search'); // no place yet
    expect(send({ type: 'SET_LAT_LNG', coordinates }, { type: 'CONTINUE' }).value).toBe('results');
    expect(send({ type: 'CONTINUE' }).value).toBe('results'); // no slot held yet
    expect(send({ type: 'SET_TIME_SLOT', appointment: slot }, { type: 'CONTINUE' }).value).toBe('appointmentSummary');
    expect(send({ type: 'CONTINUE' }).value).toBe('patientInfo');
    expect(send({ type: 'CONTINUE' }).value).toBe('patientInfo'); // no details yet
    expect(send({ type: 'SET_PATIENT_FORM_DATA', data: form }, { type: 'CONTINUE' }).value).toBe('appointmentReview');
    const booked = send({ type: 'BOOKED', accessCode: 'abc' });
    expect(booked).toMatchObject({
      value: 'appointmentConfirmation',
      context: { accessCode: 'abc', patientForm: null, appointments: [] },
    });
    expect(booked.context.visited).toEqual([
      'schedule',
      'brand/covid_19',
      'search',
      'results',
      'appointmentSummary',
      'patientInfo',
      'appointmentReview',
      'appointmentConfirmation',
    ]);
  });

  it('goes back step by step with BACK, and back from the summary forgets added vaccines', () => {
    const { send, choose } = startScheduler();
    choose('covid_19');
    send(
      { type: 'SET_BOOKING_FLOW', flow: 'adult' },
      { type: 'CONTINUE' },
      { type: 'SET_BRAND', kind: 'covid_19', brand: 'pfizer' },
      { type: 'CONTINUE' },
      { type: 'SET_LAT_LNG', coordinates },
      { type: 'CONTINUE' },
      { type: 'SET_TIME_SLOT', appointment: slot },
      { type: 'CONTINUE' },
      { type: 'CONTINUE' },
      { type: 'SET_PATIENT_FORM_DATA', data: form },
      { type: 'CONTINUE' },
    );
    expect(send({ type: 'BACK' }).value).toBe('patientInfo');
    expect(send({ type: 'BACK' }).value).toBe('appointmentSummary');
    send({ type: 'SET_ADDITIONAL_VACCINE', kind: 'flu', brand: null });
    expect(send({ type: 'BACK' })).toMatchObject({ value: 'results', context: { additionalServices: [] } });
    expect(send({ type: 'BACK' }).value).toBe('search');
    expect(stepOf(send({ type: 'BACK' }))).toBe('brand/covid_19');
    expect(send({ type: 'BACK' }).value).toBe('schedule');
  });

  it('asks about pregnancy for RSV, then the due date when pregnant, or the RSV brand when not', () => {
    const pregnant = startScheduler();
    pregnant.choose('rsv');
    expect(pregnant.send({ type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' }).value).toBe('pregnancy');
    expect(pregnant.send({ type: 'SET_PREGNANCY', isPregnant: true }, { type: 'CONTINUE' }).value).toBe(
      'pregnancyDueDate',
    );
    expect(pregnant.send({ type: 'CONTINUE' }).value).toBe('pregnancyDueDate');
    expect(pregnant.send({ type: 'SET_DUE_DATE', date: '2027-02-01' }, { type: 'CONTINUE' }).value).toBe('search');
    expect(pregnant.send({ type: 'BACK' }).value).toBe('pregnancyDueDate');
    expect(pregnant.send({ type: 'BACK' }).value).toBe('pregnancy');

    const notPregnant = startScheduler();
    notPregnant.choose('rsv', 'pneumococcal');
    notPregnant.send({ type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' });
    expect(stepOf(notPregnant.send({ type: 'SET_PREGNANCY', isPregnant: false }, { type: 'CONTINUE' }))).toBe(
      'brand/rsv',
    );
    expect(stepOf(notPregnant.send({ type: 'SET_BRAND', kind: 'rsv', brand: 'gsk' }, { type: 'CONTINUE' }))).toBe(
      'brand/pneumococcal',
    );
    expect(notPregnant.send({ type: 'SET_BRAND', kind: 'pneumococcal', brand: null }, { type: 'CONTINUE' }).value).toBe(
      'search',
    );
    expect(stepOf(notPregnant.send({ type: 'BACK' }))).toBe('brand/pneumococcal');
    expect(stepOf(notPregnant.send({ type: 'BACK' }))).toBe('brand/rsv');
    expect(notPregnant.send({ type: 'BACK' }).value).toBe('pregnancy');
  });

  it('drops pneumococcal for a pregnant person who continues with the other vaccine', () => {
    const { send, choose } = startScheduler();
    choose('flu', 'pneumococcal');
    send({ type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' });
    const after = send(
      { type: 'SET_PREGNANCY', isPregnant: true },
      { type: 'REMOVE_PNEUMOCOCCAL' },
      { type: 'CONTINUE' },
    );
    expect(after.value).toBe('search');
    expect(selectedKinds(after.context)).toEqual(['flu']);
  });

  it('refuses a third vaccine and RSV with COVID-19, and the conflict modal swaps one for the other', () => {
    const { send, choose } = startScheduler();
    expect(selectedKinds(choose('covid_19', 'flu', 'pneumococcal').context)).toEqual(['covid_19', 'flu']);
    const { context } = startScheduler().choose('covid_19', 'rsv');
    expect(selectedKinds(context)).toEqual(['covid_19']);
    send({ type: 'TOGGLE_VACCINE_KIND', kind: 'flu', fluInSeason: true });
    expect(selectedKinds(send({ type: 'TOGGLE_VACCINE_KIND', kind: 'rsv', fluInSeason: true }).context)).toEqual([
      'covid_19',
    ]);
    expect(selectedKinds(send({ type: 'RESOLVE_RSV_COVID', kind: 'rsv', choice: 'rsv' }).context)).toEqual(['rsv']);
    expect(selectedKinds(startScheduler().choose('flu').context)).toEqual(['flu']);
    expect(
      selectedKinds(startScheduler().send({ type: 'TOGGLE_VACCINE_KIND', kind: 'flu', fluInSeason: false }).context),
    ).toEqual([]);
  });

  it('forgets the pregnancy answer and the patient form when the selection changes', () => {
    const { send, choose } = startScheduler();
    choose('rsv');
    send(
      { type: 'SET_PREGNANCY', isPregnant: true },
      { type: 'SET_DUE_DATE', date: '2027-02-01' },
      { type: 'SET_PATIENT_FORM_DATA', data: form },
    );
    const after = send({ type: 'TOGGLE_VACCINE_KIND', kind: 'rsv', fluInSeason: true });
    expect(after.context).toMatchObject({
      isPregnant: null,
      pregnancyDueDate: null,
      patientForm: null,
      selectedVaccineKinds: [],
    });
  });

  it('sends a lost slot to the appointment-expired page and, once a new one is held, straight back to review', () => {
    const { send, choose } = startScheduler();
    choose('flu');
    send(
      { type: 'SET_BOOKING_FLOW', flow: 'adult' },
      { type: 'CONTINUE' },
      { type: 'SET_LAT_LNG', coordinates },
      { type: 'CONTINUE' },
      { type: 'SET_TIME_SLOT', appointment: slot },
      { type: 'CONTINUE' },
      { type: 'CONTINUE' },
      { type: 'SET_PATIENT_FORM_DATA', data: form },
      { type: 'CONTINUE' },
    );
    const lost = send({ type: 'SLOT_LOST', reason: 'expired' });
    expect(lost).toMatchObject({ value: 'appointmentExpired', context: { appointments: [], patientForm: form } });
    expect(send({ type: 'CONTINUE' }).value).toBe('appointmentExpired');
    expect(send({ type: 'SET_TIME_SLOT', appointment: slot }, { type: 'CONTINUE' }).value).toBe('appointmentReview');
    expect(send({ type: 'MANUAL_GOTO', step: 'newAppointment' }).value).toBe('newAppointment');
    expect(send({ type: 'CONTINUE' }).value).toBe('appointmentReview');
  });

  it('changes the appointment from review on the new-appointment page, keeping the hold and the details, then returns to review', () => {
    const { send, choose } = startScheduler();
    choose('flu');
    send(
      { type: 'CONTINUE' },
      { type: 'SET_LAT_LNG', coordinates: { lat: 40.7, lng: -74, locationType: 'searchPrecise', query: '10001' } },
      { type: 'CONTINUE' },
      { type: 'SET_TIME_SLOT', appointment: slot },
      { type: 'CONTINUE' },
      { type: 'CONTINUE' },
      { type: 'SET_PATIENT_FORM_DATA', data: form },
      { type: 'CONTINUE' },
    );
    const changing = send({ type: 'CHANGE_APPOINTMENT' });
    expect(changing).toMatchObject({ value: 'newAppointment', context: { patientForm: form, additionalServices: [] } });
    expect(changing.context.appointments.map((a) => a.timeSlotId)).toEqual([slot.timeSlotId]);
    expect(send({ type: 'CONTINUE' }).value).toBe('appointmentReview');
  });

  it('restarts with a new flow id and the next flow index, keeping nothing else', () => {
    const { send, choose } = startScheduler();
    const first = choose('flu').context;
    expect(first.flowId).toMatch(/^\d+[a-z]{2}$/);
    const restarted = send({ type: 'RESTART_SCHEDULER' });
    expect(restarted.value).toBe('schedule');
    expect(restarted.context).toMatchObject({
      flowIndex: first.flowIndex + 1,
      selectedVaccineKinds: [],
      visited: ['schedule'],
    });
    expect(restarted.context.orderedBrands.covid_19.slice().sort()).toEqual(['moderna', 'novavax', 'pfizer']);
  });

  it('takes a deeplink: at most two enabled kinds, their brands, pregnancy and due date', () => {
    const { send } = startScheduler();
    const linked = send({
      type: 'HANDLE_DEEPLINK',
      services: [{ kind: 'rsv', brand: 'gsk' }, { kind: 'covid_19' }, { kind: 'flu' }, { kind: 'pneumococcal' }],
      isPregnant: true,
      dueDate: '2027-02-01',
    });
    expect(selectedKinds(linked.context)).toEqual(['rsv', 'flu']);
    expect(linked.context).toMatchObject({ brands: { rsv: 'gsk' }, isPregnant: true, pregnancyDueDate: '2027-02-01' });
    expect(send({ type: 'HANDLE_DEEPLINK', services: 'nonsense' }).context.selectedVaccineKinds).toEqual([]);
  });

  it("keeps a booking deep link's time and its day through the search, until the results settle it", () => {
    const { send, choose } = startScheduler();
    const linkedSlot = {
      locationId: 'vgov-cvs-17435-ak',
      timeSlotId: 'vgov-cvs-17435-ak.sx1gqo',
      start: '2026-11-25T06:30:00.000Z',
      locationName: 'CVS Pharmacy #17435',
      timeZone: 'America/Anchorage',
    };
    const linked = send({ type: 'HANDLE_DEEPLINK', linkedSlot, coordinates });
    // 06:30 UTC is still the 24th in Anchorage: the day shown is the pharmacy's.
    expect(linked).toMatchObject({
      value: 'schedule',
      context: { linkedSlot, coordinates, selectedDate: '2026-11-24' },
    });
    choose('flu');
    send({ type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' });
    expect(send({ type: 'SET_LAT_LNG', coordinates }, { type: 'CONTINUE' })).toMatchObject({
      value: 'results',
      context: { linkedSlot, selectedDate: '2026-11-24' },
    });
    expect(send({ type: 'LINKED_SLOT_SETTLED' }).context.linkedSlot).toBeNull();
    // Holding a time settles it too, and a restart forgets it.
    send({ type: 'HANDLE_DEEPLINK', linkedSlot, retainState: true });
    expect(send({ type: 'SET_TIME_SLOT', appointment: slot }).context.linkedSlot).toBeNull();
    send({ type: 'HANDLE_DEEPLINK', linkedSlot, retainState: true });
    expect(send({ type: 'RESTART_SCHEDULER' }).context.linkedSlot).toBeNull();
  });

  it('allows a manual jump only to a step the selection may be on', () => {
    const { send, choose } = startScheduler();
    choose('flu');
    expect(send({ type: 'MANUAL_GOTO', step: 'brand/covid_19' }).value).toBe('schedule');
    expect(send({ type: 'MANUAL_GOTO', step: 'search' }).value).toBe('search');
  });
});

describe('changing the vaccines on the results page', () => {
  function atResultsWithFlu() {
    const started = startScheduler();
    started.choose('flu');
    started.send(
      { type: 'SET_BOOKING_FLOW', flow: 'adult' },
      { type: 'CONTINUE' },
      { type: 'SET_LAT_LNG', coordinates },
      { type: 'CONTINUE' },
      { type: 'SET_TIME_SLOT', appointment: slot },
    );
    return started;
  }

  it('goes to the first question the new vaccines need, else stays on the results; the held slot is let go', () => {
    const { send } = atResultsWithFlu();
    const changed = send({ type: 'CHANGE_VACCINES', kinds: ['flu', 'pneumococcal'] });
    expect(changed.value).toBe('pregnancy'); // pneumococcal asks about pregnancy first
    const { send: again } = atResultsWithFlu();
    const fluOnly = again({ type: 'CHANGE_VACCINES', kinds: ['flu'] });
    expect(fluOnly.value).toBe('results');
    const { send: third } = atResultsWithFlu();
    const noSlot = third(
      { type: 'SET_PREGNANCY', isPregnant: false },
      { type: 'CHANGE_VACCINES', kinds: ['pneumococcal'] },
    );
    expect(stepOf(noSlot)).toBe('brand/pneumococcal');
    expect(noSlot.context).toMatchObject({ appointments: [], releaseTimeSlotIds: [slot.timeSlotId], coordinates });
    expect(selectedKinds(noSlot.context)).toEqual(['pneumococcal']);
    expect(
      third({ type: 'SET_BRAND', kind: 'pneumococcal', brand: null }, { type: 'CONTINUE' }, { type: 'CONTINUE' }).value,
    ).toBe('results');
  });

  it('asks the COVID-19 brand, then comes back to the search with the place kept', () => {
    const { send } = atResultsWithFlu();
    const changed = send({ type: 'CHANGE_VACCINES', kinds: ['covid_19', 'flu'] });
    expect(changed).toMatchObject({
      value: 'brand',
      context: { brandKind: 'covid_19', appointments: [], coordinates },
    });
    expect(send({ type: 'SET_BRAND', kind: 'covid_19', brand: null }, { type: 'CONTINUE' }).value).toBe('search');
    expect(send({ type: 'CONTINUE' }).value).toBe('results');
  });

  it('adding RSV asks the pregnancy questions again (maternal RSV), removing it forgets them', () => {
    const { send } = atResultsWithFlu();
    expect(send({ type: 'CHANGE_VACCINES', kinds: ['flu', 'rsv'] }).value).toBe('pregnancy');
    expect(send({ type: 'SET_PREGNANCY', isPregnant: true }, { type: 'CONTINUE' }).value).toBe('pregnancyDueDate');
    send({ type: 'SET_DUE_DATE', date: '2027-02-01' }, { type: 'CONTINUE' }, { type: 'CONTINUE' });
    const back = send({ type: 'CHANGE_VACCINES', kinds: ['flu'] });
    expect(back).toMatchObject({
      value: 'results',
      context: { isPregnant: null, pregnancyDueDate: null, maternalRsvEligibility: null },
    });
  });

  it('refuses a selection the landing would refuse, changing nothing', () => {
    const { send } = atResultsWithFlu();
    for (const kinds of [[], ['covid_19', 'rsv'], ['flu', 'covid_19', 'rsv']] as const) {
      const after = send({ type: 'CHANGE_VACCINES', kinds: [...kinds] });
      expect(after.value).toBe('results');
      expect(selectedKinds(after.context)).toEqual(['flu']);
      expect(after.context.appointments).toHaveLength(1);
    }
  });
});

/**
 * The adult path's edges (docs/product/booking-flow.md, Flow steps; the minor, reminder and add-on steps are issue #6).
 */
const ADULT_EDGES = [
  'schedule|CONTINUE|brand/covid_19',
  'schedule|CONTINUE|pregnancy',
  'schedule|CONTINUE|search',
  'brand/covid_19|CONTINUE|search',
  'brand/covid_19|CONTINUE|pregnancy',
  'brand/covid_19|BACK|schedule',
  'pregnancy|CONTINUE|pregnancyDueDate',
  'pregnancy|CONTINUE|brand/rsv',
  'pregnancy|CONTINUE|brand/pneumococcal',
  'pregnancy|CONTINUE|search',
  'pregnancy|BACK|schedule',
  'pregnancy|BACK|brand/covid_19',
  'pregnancyDueDate|CONTINUE|search',
  'pregnancyDueDate|BACK|pregnancy',
  'brand/rsv|CONTINUE|brand/pneumococcal',
  'brand/rsv|CONTINUE|search',
  'brand/rsv|BACK|pregnancy',
  'brand/pneumococcal|CONTINUE|search',
  'brand/pneumococcal|BACK|brand/rsv',
  'brand/pneumococcal|BACK|pregnancy',
  'search|CONTINUE|results',
  'search|BACK|schedule',
  'search|BACK|brand/covid_19',
  'search|BACK|pregnancyDueDate',
  'search|BACK|brand/rsv',
  'search|BACK|brand/pneumococcal',
  'search|BACK|pregnancy',
  'results|CONTINUE|appointmentSummary',
  'results|BACK|search',
  'appointmentSummary|CONTINUE|patientInfo',
  'appointmentSummary|BACK|results',
  'patientInfo|CONTINUE|appointmentReview',
  'patientInfo|BACK|appointmentSummary',
  'appointmentReview|BOOKED|appointmentConfirmation',
  'appointmentReview|BACK|patientInfo',
  'appointmentReview|SLOT_LOST|appointmentExpired',
  'appointmentSummary|SLOT_LOST|appointmentExpired',
  'patientInfo|SLOT_LOST|appointmentExpired',
  'appointmentExpired|CONTINUE|appointmentReview',
  'appointmentExpired|BACK|results',
  'appointmentConfirmation|RESTART_SCHEDULER|schedule',
];

function adultEvents(snapshot: SchedulerSnapshotLike): SchedulerEvent[] {
  const step = stepOf(snapshot);
  const common: SchedulerEvent[] = [{ type: 'CONTINUE' }, { type: 'BACK' }];
  switch (step) {
    case 'schedule':
      return [
        ...common,
        { type: 'SET_BOOKING_FLOW', flow: 'adult' },
        ...(['covid_19', 'flu', 'rsv', 'pneumococcal'] as const).map(
          (kind) => ({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason: true }) as const,
        ),
      ];
    case 'brand/covid_19':
      return [...common, { type: 'SET_BRAND', kind: 'covid_19', brand: null }];
    case 'brand/rsv':
      return [...common, { type: 'SET_BRAND', kind: 'rsv', brand: 'gsk' }];
    case 'brand/pneumococcal':
      return [...common, { type: 'SET_BRAND', kind: 'pneumococcal', brand: null }];
    case 'pregnancy':
      return [...common, { type: 'SET_PREGNANCY', isPregnant: true }, { type: 'SET_PREGNANCY', isPregnant: false }];
    case 'pregnancyDueDate':
      return [...common, { type: 'SET_DUE_DATE', date: '2027-02-01' }];
    case 'search':
      return [...common, { type: 'SET_LAT_LNG', coordinates }];
    case 'results':
    case 'appointmentExpired':
      return [...common, { type: 'SET_TIME_SLOT', appointment: slot }];
    case 'appointmentSummary':
      return [...common, { type: 'SLOT_LOST', reason: 'expired' }];
    case 'patientInfo':
      return [...common, { type: 'SET_PATIENT_FORM_DATA', data: form }, { type: 'SLOT_LOST', reason: 'expired' }];
    case 'appointmentReview':
      return [...common, { type: 'BOOKED', accessCode: 'abc' }, { type: 'SLOT_LOST', reason: 'taken' }];
    case 'appointmentConfirmation':
      return [{ type: 'RESTART_SCHEDULER' }];
    default:
      return [];
  }
}

describe('path coverage of the adult flow', () => {
  it('walks every adult transition, each one agreeing with the domain flow rules', () => {
    const walked = walkStepChanges(adultEvents, (s) => {
      const c = s.context;
      return [
        stepOf(s),
        c.bookingFlow,
        selectedKinds(c),
        c.isPregnant,
        c.pregnancyDueDate,
        Object.keys(c.brands).sort(),
        Boolean(c.coordinates),
        c.appointments.length,
        Boolean(c.patientForm),
        c.accessCode,
      ];
    });
    expect(ADULT_EDGES.filter((edge) => !walked.has(edge))).toEqual([]);
  });
});
