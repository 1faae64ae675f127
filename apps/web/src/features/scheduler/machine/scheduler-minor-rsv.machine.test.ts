import { describe, expect, it } from 'vitest';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import {
  selectedKinds,
  type SchedulerEvent,
  type SchedulerSnapshotLike,
  type StoredReminder,
} from './scheduler.machine.ts';
import { coordinates as searched, startScheduler, stepOf, walkStepChanges } from './scheduler-test-fixtures.ts';

const coordinates = { ...searched, postalCode: '10001' };
const reminder: StoredReminder = {
  firstName: 'Ana',
  email: 'ana@example.com',
  remindAt: '2027-01-04T13:00:00.000Z',
  windowStart: '2027-01-04',
  windowEnd: '2027-01-31',
};

describe('a guardian booking for a minor', () => {
  it('asks the age range after the 17-and-under button, then the brand, and back returns to the age', () => {
    const { send, choose } = startScheduler();
    choose('covid_19', 'flu');
    expect(send({ type: 'SET_BOOKING_FLOW', flow: 'minor' }, { type: 'CONTINUE' })).toMatchObject({
      value: 'minorAgeRange',
      context: { ageMin: null },
    });
    expect(send({ type: 'CONTINUE' }).value).toBe('minorAgeRange'); // no range chosen yet
    expect(send({ type: 'SET_MIN_AND_MAX_AGE_VALUES', ageMin: 12, ageMax: 17 }, { type: 'CONTINUE' })).toMatchObject({
      value: 'brand',
      context: { brandKind: 'covid_19', ageMin: 12, ageMax: 17 },
    });
    expect(send({ type: 'BACK' }).value).toBe('minorAgeRange');
    expect(send({ type: 'BACK' }).value).toBe('schedule');
  });

  it('continues with the eligible vaccines only: RSV leaves a 5-11 selection', () => {
    const { send, choose } = startScheduler();
    choose('flu', 'rsv');
    send(
      { type: 'SET_BOOKING_FLOW', flow: 'minor' },
      { type: 'CONTINUE' },
      { type: 'SET_MIN_AND_MAX_AGE_VALUES', ageMin: 5, ageMax: 11 },
    );
    const after = send({ type: 'REMOVE_RSV' }, { type: 'CONTINUE' });
    expect(after.value).toBe('search');
    expect(selectedKinds(after.context)).toEqual(['flu']);
  });

  it('clearing the age selection returns to the landing', () => {
    const { send, choose } = startScheduler();
    choose('flu');
    send(
      { type: 'SET_BOOKING_FLOW', flow: 'minor' },
      { type: 'CONTINUE' },
      { type: 'SET_MIN_AND_MAX_AGE_VALUES', ageMin: 3, ageMax: 4 },
    );
    expect(send({ type: 'CLEAR_AGE_SELECTION' })).toMatchObject({
      value: 'schedule',
      context: { ageMin: null, bookingFlow: null },
    });
  });
});

describe('maternal RSV after search', () => {
  function atSearch(...kinds: VaccineKind[]) {
    const flow = startScheduler();
    flow.choose(...kinds);
    flow.send(
      { type: 'SET_BOOKING_FLOW', flow: 'adult' },
      { type: 'CONTINUE' },
      { type: 'SET_PREGNANCY', isPregnant: true },
      { type: 'CONTINUE' },
      { type: 'SET_DUE_DATE', date: '2027-03-01' },
      { type: 'CONTINUE' },
      { type: 'SET_LAT_LNG', coordinates },
    );
    return flow;
  }

  it('goes to the reminder form when only a reminder is possible, and the stored reminder shows its result', () => {
    const { send } = atSearch('rsv', 'flu');
    expect(send({ type: 'SET_MATERNAL_RSV_ELIGIBILITY', status: 'REMINDER' }, { type: 'CONTINUE' }).value).toBe(
      'rsvPregnancyReminder',
    );
    expect(send({ type: 'CONTINUE' }).value).toBe('rsvPregnancyReminder'); // nothing stored yet
    const stored = send({ type: 'REMINDER_STORED', reminder });
    expect(stored).toMatchObject({
      value: 'rsvPregnancyReminderResult',
      context: { hasSetReminder: true, hasAskedForReminder: true, reminder },
    });
    const other = send({ type: 'REMOVE_RSV' }, { type: 'CONTINUE' });
    expect(other.value).toBe('results');
    expect(selectedKinds(other.context)).toEqual(['flu']);
    expect(send({ type: 'BACK' }).value).toBe('rsvPregnancyReminderResult');
    expect(send({ type: 'BACK' }).value).toBe('search');
  });

  it('shows the result page even when RSV was the only vaccine (decision 044)', () => {
    const { send } = atSearch('rsv');
    send({ type: 'SET_MATERNAL_RSV_ELIGIBILITY', status: 'REMINDER' }, { type: 'CONTINUE' });
    expect(send({ type: 'REMINDER_STORED', reminder }).value).toBe('rsvPregnancyReminderResult');
    expect(send({ type: 'RESTART_SCHEDULER' }).value).toBe('schedule');
  });

  it('goes straight to results when the vaccine can be given now or soon', () => {
    for (const status of ['TODAY', 'NEAR_FUTURE'] as const) {
      const { send } = atSearch('rsv');
      expect(send({ type: 'SET_MATERNAL_RSV_ELIGIBILITY', status }, { type: 'CONTINUE' }).value).toBe('results');
    }
  });

  it('proceeding with the other vaccine drops RSV at search and continues to results', () => {
    const { send } = atSearch('rsv', 'flu');
    const after = send(
      { type: 'SET_MATERNAL_RSV_ELIGIBILITY', status: 'PROCEED_WITH_OTHER' },
      { type: 'REMOVE_RSV' },
      { type: 'CONTINUE' },
    );
    expect(after.value).toBe('results');
    expect(selectedKinds(after.context)).toEqual(['flu']);
  });
});

/** The minor and maternal-RSV edges (docs/product/booking-flow.md, Flow steps). */
const ISSUE_6_EDGES = [
  'schedule|CONTINUE|minorAgeRange',
  'minorAgeRange|CONTINUE|brand/covid_19',
  'minorAgeRange|CONTINUE|pregnancy',
  'minorAgeRange|CONTINUE|search',
  'minorAgeRange|BACK|schedule',
  'brand/covid_19|BACK|minorAgeRange',
  'pregnancy|BACK|minorAgeRange',
  'search|BACK|minorAgeRange',
  'minorAgeRange|CLEAR_AGE_SELECTION|schedule',
  'search|CONTINUE|rsvPregnancyReminder',
  'search|CONTINUE|results',
  'rsvPregnancyReminder|REMINDER_STORED|rsvPregnancyReminderResult',
  'rsvPregnancyReminder|BACK|search',
  'rsvPregnancyReminderResult|CONTINUE|results',
  'rsvPregnancyReminderResult|BACK|search',
  'results|BACK|rsvPregnancyReminderResult',
];

function issue6Events(snapshot: SchedulerSnapshotLike): SchedulerEvent[] {
  const step = stepOf(snapshot);
  const common: SchedulerEvent[] = [{ type: 'CONTINUE' }, { type: 'BACK' }];
  switch (step) {
    case 'schedule':
      return [
        ...common,
        { type: 'SET_BOOKING_FLOW', flow: 'minor' },
        ...(['covid_19', 'flu', 'rsv'] as const).map(
          (kind) => ({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason: true }) as const,
        ),
      ];
    case 'minorAgeRange':
      return [
        ...common,
        { type: 'SET_MIN_AND_MAX_AGE_VALUES', ageMin: 12, ageMax: 17 },
        { type: 'CLEAR_AGE_SELECTION' },
      ];
    case 'brand/covid_19':
      return [...common, { type: 'SET_BRAND', kind: 'covid_19', brand: null }];
    case 'brand/rsv':
      return [...common, { type: 'SET_BRAND', kind: 'rsv', brand: 'gsk' }];
    case 'pregnancy':
      return [...common, { type: 'SET_PREGNANCY', isPregnant: true }, { type: 'SET_PREGNANCY', isPregnant: false }];
    case 'pregnancyDueDate':
      return [...common, { type: 'SET_DUE_DATE', date: '2027-03-01' }];
    case 'search':
      return [
        ...common,
        { type: 'SET_LAT_LNG', coordinates },
        { type: 'SET_MATERNAL_RSV_ELIGIBILITY', status: 'REMINDER' },
        { type: 'SET_MATERNAL_RSV_ELIGIBILITY', status: 'TODAY' },
      ];
    case 'rsvPregnancyReminder':
      return [...common, { type: 'REMINDER_STORED', reminder }];
    case 'rsvPregnancyReminderResult':
      return [...common, { type: 'REMOVE_RSV' }];
    case 'results':
      return [{ type: 'BACK' }];
    default:
      return [];
  }
}

describe('path coverage of the minor and maternal RSV flow', () => {
  it('walks every minor and reminder transition, each one agreeing with the domain flow rules', () => {
    const walked = walkStepChanges(issue6Events, (s) => {
      const c = s.context;
      return [
        stepOf(s),
        c.bookingFlow,
        c.ageMin,
        selectedKinds(c),
        c.isPregnant,
        c.pregnancyDueDate,
        Object.keys(c.brands).sort(),
        Boolean(c.coordinates),
        c.maternalRsvEligibility,
        c.hasSetReminder,
      ];
    });
    expect(ISSUE_6_EDGES.filter((edge) => !walked.has(edge))).toEqual([]);
  });
});
