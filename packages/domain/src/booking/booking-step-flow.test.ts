import { describe, expect, it } from 'vitest';
import {
  bookingStepPath,
  BOOKING_STEPS,
  bookingStepForPath,
  EMPTY_BOOKING_STEP_CONTEXT,
  nextStep,
  preSearchPath,
  previousStep,
  stepAllowsKinds,
  stepIdOf,
  type BookingStep,
  type BookingStepContext,
} from './booking-step-flow.ts';

const ctx = (overrides: Partial<BookingStepContext> = {}): BookingStepContext => ({
  ...EMPTY_BOOKING_STEP_CONTEXT,
  ...overrides,
});
const adult = (selectedKinds: BookingStepContext['selectedKinds'], more: Partial<BookingStepContext> = {}) =>
  ctx({ selectedKinds, ...more });
const minor = (selectedKinds: BookingStepContext['selectedKinds'], more: Partial<BookingStepContext> = {}) =>
  ctx({ bookingFlow: 'minor', selectedKinds, ...more });

type Case = [string, BookingStep, BookingStepContext, BookingStep];

// One row per rule of docs/product/booking-flow.md, Flow steps, in its order.
const continueCases: Case[] = [
  ['landing, booking for a minor', 'schedule', minor(['flu']), 'minorAgeRange'],
  ['landing, adult with covid_19', 'schedule', adult(['covid_19', 'flu']), 'brand/covid_19'],
  ['landing, adult with rsv (pregnancy question applies)', 'schedule', adult(['rsv']), 'pregnancy'],
  [
    'landing, adult with rsv whose quiz answers rule out a pregnancy (not asked again)',
    'schedule',
    adult(['rsv'], { isPregnant: false, pregnancyRuledOut: true }),
    'brand/rsv',
  ],
  [
    'covid brand, then pneumococcal with a pregnancy ruled out',
    'brand/covid_19',
    adult(['covid_19', 'pneumococcal'], { isPregnant: false, pregnancyRuledOut: true }),
    'brand/pneumococcal',
  ],
  ['landing, adult with pneumococcal', 'schedule', adult(['pneumococcal', 'flu']), 'pregnancy'],
  ['landing, adult with flu only', 'schedule', adult(['flu']), 'search'],
  ['minor age, covid_19', 'minorAgeRange', minor(['covid_19']), 'brand/covid_19'],
  ['minor age, rsv', 'minorAgeRange', minor(['rsv']), 'pregnancy'],
  ['minor age, flu', 'minorAgeRange', minor(['flu']), 'search'],
  ['covid brand, with pneumococcal', 'brand/covid_19', adult(['covid_19', 'pneumococcal']), 'pregnancy'],
  ['covid brand, with flu', 'brand/covid_19', adult(['covid_19', 'flu']), 'search'],
  ['pregnancy yes with rsv', 'pregnancy', adult(['rsv'], { isPregnant: true }), 'pregnancyDueDate'],
  ['pregnancy no with rsv', 'pregnancy', adult(['rsv', 'pneumococcal'], { isPregnant: false }), 'brand/rsv'],
  [
    'pregnancy no with pneumococcal',
    'pregnancy',
    adult(['pneumococcal', 'flu'], { isPregnant: false }),
    'brand/pneumococcal',
  ],
  ['pregnancy yes without rsv', 'pregnancy', adult(['pneumococcal', 'flu'], { isPregnant: true }), 'search'],
  ['pregnancy otherwise (not answered)', 'pregnancy', adult(['flu']), 'search'],
  ['pregnancy yes with pneumococcal only', 'pregnancy', adult(['pneumococcal'], { isPregnant: true }), 'schedule'],
  ['due date', 'pregnancyDueDate', adult(['rsv'], { isPregnant: true }), 'search'],
  [
    'rsv brand, pneumococcal selected',
    'brand/rsv',
    adult(['rsv', 'pneumococcal'], { isPregnant: false }),
    'brand/pneumococcal',
  ],
  ['rsv brand, no pneumococcal', 'brand/rsv', adult(['rsv'], { isPregnant: false }), 'search'],
  ['pneumococcal brand', 'brand/pneumococcal', adult(['pneumococcal']), 'search'],
  [
    'search, pregnant with rsv and a REMINDER result',
    'search',
    adult(['rsv'], { isPregnant: true, maternalRsvStatus: 'REMINDER' }),
    'rsvPregnancyReminder',
  ],
  [
    'search, pregnant with rsv eligible today',
    'search',
    adult(['rsv'], { isPregnant: true, maternalRsvStatus: 'TODAY' }),
    'results',
  ],
  [
    'search, REMINDER but not pregnant',
    'search',
    adult(['rsv'], { isPregnant: false, maternalRsvStatus: 'REMINDER' }),
    'results',
  ],
  [
    'search, reminder already set',
    'search',
    adult(['rsv', 'flu'], {
      isPregnant: true,
      maternalRsvStatus: 'REMINDER',
      hasAskedForReminder: true,
      hasSetReminder: true,
    }),
    'results',
  ],
  ['reminder set, one vaccine selected', 'rsvPregnancyReminder', adult(['flu'], { hasSetReminder: true }), 'results'],
  ['reminder set, none selected', 'rsvPregnancyReminder', adult([], { hasSetReminder: true }), 'schedule'],
  [
    'reminder set, two selected',
    'rsvPregnancyReminder',
    adult(['rsv', 'flu'], { hasSetReminder: true }),
    'rsvPregnancyReminderResult',
  ],
  ['reminder result', 'rsvPregnancyReminderResult', adult(['rsv', 'flu']), 'results'],
  ['results', 'results', adult(['flu']), 'appointmentSummary'],
  ['summary, no additional services', 'appointmentSummary', adult(['flu']), 'patientInfo'],
  [
    'summary, flu and covid additional',
    'appointmentSummary',
    adult(['pneumococcal'], { offeredAdditionalKinds: ['covid_19', 'flu'] }),
    'covidFluPrompt',
  ],
  ['summary, flu only', 'appointmentSummary', adult(['covid_19'], { offeredAdditionalKinds: ['flu'] }), 'fluPrompt'],
  [
    'summary, covid only',
    'appointmentSummary',
    adult(['flu'], { offeredAdditionalKinds: ['covid_19'] }),
    'covidPrompt',
  ],
  [
    'covid prompt, yes with several brands',
    'covidPrompt',
    adult(['flu'], {
      offeredAdditionalKinds: ['covid_19'],
      additionalKinds: ['covid_19'],
      additionalCovidBrandCount: 2,
    }),
    'covidBrandPrompt',
  ],
  [
    'covid prompt, yes with one brand',
    'covidPrompt',
    adult(['flu'], {
      offeredAdditionalKinds: ['covid_19'],
      additionalKinds: ['covid_19'],
      additionalCovidBrandCount: 1,
    }),
    'patientInfo',
  ],
  [
    'covid prompt, no',
    'covidPrompt',
    adult(['flu'], { offeredAdditionalKinds: ['covid_19'], additionalCovidBrandCount: 3 }),
    'patientInfo',
  ],
  [
    'covid-flu prompt, covid with several brands',
    'covidFluPrompt',
    adult(['pneumococcal'], {
      offeredAdditionalKinds: ['covid_19', 'flu'],
      additionalKinds: ['covid_19'],
      additionalCovidBrandCount: 2,
    }),
    'covidBrandPrompt',
  ],
  [
    'covid-flu prompt, flu only',
    'covidFluPrompt',
    adult(['pneumococcal'], {
      offeredAdditionalKinds: ['covid_19', 'flu'],
      additionalKinds: ['flu'],
      additionalCovidBrandCount: 2,
    }),
    'patientInfo',
  ],
  [
    'flu prompt',
    'fluPrompt',
    adult(['covid_19'], { offeredAdditionalKinds: ['flu'], additionalKinds: ['flu'] }),
    'patientInfo',
  ],
  [
    'covid brand prompt',
    'covidBrandPrompt',
    adult(['flu'], { additionalKinds: ['covid_19'], additionalCovidBrandCount: 2 }),
    'patientInfo',
  ],
  ['patient info', 'patientInfo', adult(['flu']), 'appointmentReview'],
  ['review', 'appointmentReview', adult(['flu']), 'appointmentConfirmation'],
  ['leaving the confirmation restarts', 'appointmentConfirmation', adult(['flu']), 'schedule'],
  ['new appointment', 'newAppointment', adult(['flu']), 'appointmentReview'],
  ['appointment expired', 'appointmentExpired', adult(['flu']), 'appointmentReview'],
];

const backCases: Case[] = [
  ['minor age goes to landing', 'minorAgeRange', minor(['covid_19']), 'schedule'],
  ['covid brand goes to minor age', 'brand/covid_19', minor(['covid_19']), 'minorAgeRange'],
  ['covid brand goes to landing', 'brand/covid_19', adult(['covid_19']), 'schedule'],
  ['pregnancy goes to covid brand', 'pregnancy', adult(['covid_19', 'pneumococcal']), 'brand/covid_19'],
  ['pregnancy goes to minor age', 'pregnancy', minor(['rsv']), 'minorAgeRange'],
  ['pregnancy goes to landing', 'pregnancy', adult(['rsv']), 'schedule'],
  ['due date goes to pregnancy', 'pregnancyDueDate', adult(['rsv'], { isPregnant: true }), 'pregnancy'],
  ['rsv brand goes to pregnancy', 'brand/rsv', adult(['rsv'], { isPregnant: false }), 'pregnancy'],
  [
    'pneumococcal brand goes to rsv brand',
    'brand/pneumococcal',
    adult(['rsv', 'pneumococcal'], { isPregnant: false }),
    'brand/rsv',
  ],
  [
    'pneumococcal brand goes to pregnancy',
    'brand/pneumococcal',
    adult(['pneumococcal'], { isPregnant: false }),
    'pregnancy',
  ],
  ['search goes to due date', 'search', adult(['rsv'], { isPregnant: true }), 'pregnancyDueDate'],
  [
    'search goes to pneumococcal brand',
    'search',
    adult(['rsv', 'pneumococcal'], { isPregnant: false }),
    'brand/pneumococcal',
  ],
  ['search goes to landing with flu', 'search', adult(['flu']), 'schedule'],
  ['reminder goes to search', 'rsvPregnancyReminder', adult(['rsv'], { isPregnant: true }), 'search'],
  [
    'reminder result goes to search',
    'rsvPregnancyReminderResult',
    adult(['rsv', 'flu'], { hasSetReminder: true }),
    'search',
  ],
  [
    'results go to the reminder result',
    'results',
    adult(['rsv', 'flu'], { hasAskedForReminder: true, hasSetReminder: true }),
    'rsvPregnancyReminderResult',
  ],
  [
    'results go to the reminder',
    'results',
    adult(['rsv', 'flu'], { hasAskedForReminder: true }),
    'rsvPregnancyReminder',
  ],
  ['results go to search', 'results', adult(['flu']), 'search'],
  ['summary goes to results', 'appointmentSummary', adult(['flu']), 'results'],
  [
    'covid prompt goes to summary',
    'covidPrompt',
    adult(['flu'], { offeredAdditionalKinds: ['covid_19'] }),
    'appointmentSummary',
  ],
  [
    'flu prompt goes to summary',
    'fluPrompt',
    adult(['covid_19'], { offeredAdditionalKinds: ['flu'] }),
    'appointmentSummary',
  ],
  [
    'covid-flu prompt goes to summary',
    'covidFluPrompt',
    adult(['pneumococcal'], { offeredAdditionalKinds: ['covid_19', 'flu'] }),
    'appointmentSummary',
  ],
  [
    'covid brand prompt goes to the covid-flu prompt',
    'covidBrandPrompt',
    adult(['pneumococcal'], {
      offeredAdditionalKinds: ['covid_19', 'flu'],
      additionalKinds: ['covid_19'],
      additionalCovidBrandCount: 2,
    }),
    'covidFluPrompt',
  ],
  [
    'patient info goes to the covid brand prompt',
    'patientInfo',
    adult(['flu'], {
      offeredAdditionalKinds: ['covid_19'],
      additionalKinds: ['covid_19'],
      additionalCovidBrandCount: 2,
    }),
    'covidBrandPrompt',
  ],
  [
    'patient info goes to the flu prompt',
    'patientInfo',
    adult(['covid_19'], { offeredAdditionalKinds: ['flu'] }),
    'fluPrompt',
  ],
  ['patient info goes to summary', 'patientInfo', adult(['flu']), 'appointmentSummary'],
  ['review goes to patient info', 'appointmentReview', adult(['flu']), 'patientInfo'],
  ['expired appointment goes to results', 'appointmentExpired', adult(['flu']), 'results'],
];

describe('CONTINUE', () => {
  it.each(continueCases)('%s: %s → %s', (_story, from, context, to) => {
    expect(nextStep(from, context)).toBe(to);
  });
});

describe('BACK', () => {
  it('goes from the RSV brand straight to the landing when the quiz ruled out a pregnancy', () => {
    expect(previousStep('brand/rsv', adult(['rsv'], { isPregnant: false, pregnancyRuledOut: true }))).toBe('schedule');
  });

  it.each(backCases)('%s: %s → %s', (_story, from, context, to) => {
    expect(previousStep(from, context)).toBe(to);
  });

  it('retraces every pre-search step CONTINUE walked through', () => {
    const contexts = [
      minor(['covid_19', 'flu']),
      adult(['covid_19', 'pneumococcal'], { isPregnant: false }),
      adult(['rsv', 'pneumococcal'], { isPregnant: false }),
      minor(['rsv'], { isPregnant: true }),
      adult(['flu']),
    ];
    for (const context of contexts) {
      const path = preSearchPath(context);
      expect(path.at(-1)).toBe('search');
      for (let i = 1; i < path.length; i += 1) expect(previousStep(path[i]!, context)).toBe(path[i - 1]);
    }
  });

  it('walks a minor with covid_19 and flu through age and brand to search', () => {
    expect(preSearchPath(minor(['covid_19', 'flu']))).toEqual([
      'schedule',
      'minorAgeRange',
      'brand/covid_19',
      'search',
    ]);
  });
});

describe('routes', () => {
  it('has a path for every step and finds the step back from it', () => {
    expect(BOOKING_STEPS).toHaveLength(21);
    for (const step of BOOKING_STEPS) expect(bookingStepForPath(`/${bookingStepPath(step)}/`)).toBe(step);
    expect(bookingStepForPath('schedule/nowhere')).toBeNull();
  });

  it('has one brand step, at the addresses the spec names, once per kind with a brand step', () => {
    expect(BOOKING_STEPS.filter((step) => step.startsWith('brand/')).map(bookingStepPath)).toEqual([
      'schedule/brand/covid_19',
      'schedule/brand/rsv',
      'schedule/brand/pneumococcal',
    ]);
    expect(bookingStepForPath('schedule/brand/rsv')).toBe('brand/rsv');
    expect(stepIdOf('brand/rsv')).toBe('brand');
    // Flu has no brand: no brand step, its address is no step.
    expect(bookingStepForPath('schedule/brand/flu')).toBeNull();
    expect(bookingStepForPath('schedule/brand/:kind')).toBeNull();
  });

  it('sends a selection away from a kind-specific page it does not apply to', () => {
    expect(stepAllowsKinds('brand/covid_19', ['flu'])).toBe(false);
    expect(stepAllowsKinds('brand/rsv', ['rsv'])).toBe(true);
    expect(stepAllowsKinds('brand/pneumococcal', ['rsv'])).toBe(false);
    expect(stepAllowsKinds('pregnancy', ['pneumococcal'])).toBe(true);
    expect(stepAllowsKinds('pregnancyDueDate', ['pneumococcal'])).toBe(false);
    expect(stepAllowsKinds('results', [])).toBe(true);
  });
});
