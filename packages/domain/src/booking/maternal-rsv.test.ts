import { describe, expect, it } from 'vitest';
import csv from '../../../../data/fl_zip_county_south_florida.csv?raw';
import {
  SOUTH_FLORIDA_ZIPS,
  maternalRsvTimingFromDueDate,
  debugReminderAt,
  deeplinkDueDate,
  gestationalWeek,
  isMaternalRsvOffSeasonArea,
  maternalRsvEligibility,
  maternalRsvGate,
  pregnancyWindow,
  validateDueDate,
  type MaternalRsvInput,
} from './maternal-rsv.ts';

const NEW_YORK = '10001';
const check = (overrides: Partial<MaternalRsvInput> & Pick<MaternalRsvInput, 'dueDate' | 'today'>) =>
  maternalRsvEligibility({ zip: NEW_YORK, selectedKinds: ['rsv'], timeZone: 'America/New_York', ...overrides });

describe('gestational week from the due date (40-week pregnancy)', () => {
  it.each([
    ['2026-11-04', 31],
    ['2026-11-05', 32],
    ['2026-12-09', 36],
    ['2026-12-10', 37],
    ['2026-12-31', 40],
  ])('on %s a person due 2026-12-31 is in week %i', (today, week) => {
    expect(gestationalWeek('2026-12-31', today)).toBe(week);
  });

  it('opens the window on the first day of week 32 and closes it on the last day of week 36', () => {
    expect(pregnancyWindow('2026-12-31')).toEqual({ start: '2026-11-05', end: '2026-12-09' });
    expect(gestationalWeek('2026-12-31', '2026-11-05')).toBe(32);
    expect(gestationalWeek('2026-12-31', '2026-12-09')).toBe(36);
  });
});

describe('a pregnancy whose window lies inside the season (due 2026-12-31, window 11-05 to 12-09)', () => {
  const dueDate = '2026-12-31';

  it('is eligible today in week 32 and in week 36', () => {
    expect(check({ dueDate, today: '2026-11-05' })).toEqual({
      status: 'TODAY',
      windowStart: '2026-11-05',
      windowEnd: '2026-12-09',
    });
    expect(check({ dueDate, today: '2026-12-09' }).status).toBe('TODAY');
  });

  it('can book in advance in week 31, up to 14 days before the window opens', () => {
    expect(check({ dueDate, today: '2026-11-04' }).status).toBe('NEAR_FUTURE');
    expect(check({ dueDate, today: '2026-10-22' })).toEqual({
      status: 'NEAR_FUTURE',
      windowStart: '2026-11-05',
      windowEnd: '2026-12-09',
    });
  });

  it('is offered a reminder 8 hours after the window opens when it opens more than 14 days ahead', () => {
    expect(check({ dueDate, today: '2026-10-21' })).toEqual({
      status: 'REMINDER',
      windowStart: '2026-11-05',
      windowEnd: '2026-12-09',
      reminderAt: '2026-11-05T13:00:00.000Z',
    });
  });

  it("computes the reminder in the user's own time zone", () => {
    expect(check({ dueDate, today: '2026-09-01', timeZone: 'America/Los_Angeles' }).reminderAt).toBe(
      '2026-11-05T16:00:00.000Z',
    );
  });

  it('is ineligible in week 37, after 36 weeks', () => {
    expect(check({ dueDate, today: '2026-12-10' })).toEqual({
      status: 'INELIGIBLE',
      windowStart: '2026-11-05',
      windowEnd: '2026-12-09',
      reason: 'AFTER_36_WEEKS',
    });
  });

  it('may proceed with the other selected vaccine when RSV is ruled out', () => {
    expect(check({ dueDate, today: '2026-12-10', selectedKinds: ['rsv', 'flu'] })).toMatchObject({
      status: 'PROCEED_WITH_OTHER',
      reason: 'AFTER_36_WEEKS',
    });
  });
});

describe('season edges (September through January)', () => {
  // Window 2026-08-20 to 2026-09-23: only its September days count outside the off-season areas.
  const augustDue = '2026-10-15';

  it('in August points at 1 September, the first day of the season', () => {
    expect(check({ dueDate: augustDue, today: '2026-08-25' })).toEqual({
      status: 'NEAR_FUTURE',
      windowStart: '2026-09-01',
      windowEnd: '2026-09-23',
    });
    expect(check({ dueDate: augustDue, today: '2026-08-31' }).status).toBe('NEAR_FUTURE');
  });

  it('is eligible today from 1 September', () => {
    expect(check({ dueDate: augustDue, today: '2026-09-01' }).status).toBe('TODAY');
  });

  // Window 2027-01-20 to 2027-02-23: the February days are out of season.
  const februaryDue = '2027-03-17';

  it('is eligible on 31 January and off season from 1 February, though still before week 37', () => {
    expect(check({ dueDate: februaryDue, today: '2027-01-31' })).toEqual({
      status: 'TODAY',
      windowStart: '2027-01-20',
      windowEnd: '2027-01-31',
    });
    expect(check({ dueDate: februaryDue, today: '2027-02-01' })).toMatchObject({
      status: 'INELIGIBLE',
      reason: 'OFF_SEASON',
    });
  });

  it('is ineligible from the start when the whole window falls between February and August', () => {
    expect(check({ dueDate: '2027-05-15', today: '2027-01-10' })).toEqual({
      status: 'INELIGIBLE',
      windowStart: '2027-03-20',
      windowEnd: '2027-04-23',
      reason: 'OFF_SEASON',
    });
  });
});

describe('off-season areas, where the season rule does not apply', () => {
  // Window 2027-03-20 to 2027-04-23, entirely outside September-January.
  const dueDate = '2027-05-15';
  const today = '2027-03-25';

  it.each([
    ['Alaska', '99501'],
    ['Hawaii', '96813'],
    ['American Samoa', '96799'],
    ['Guam', '96910'],
    ['Northern Mariana Islands', '96950'],
    ['Puerto Rico', '00901'],
    ['US Virgin Islands', '00802'],
    ['south Florida (Miami)', '33101'],
  ])('%s (%s) is eligible in March', (_area, zip) => {
    expect(isMaternalRsvOffSeasonArea(zip)).toBe(true);
    expect(check({ dueDate, today, zip })).toEqual({
      status: 'TODAY',
      windowStart: '2027-03-20',
      windowEnd: '2027-04-23',
    });
  });

  it.each([
    ['north Florida (Fleming Island)', '32003'],
    ['New York', NEW_YORK],
    ['an unknown ZIP', '00000'],
  ])('%s keeps the season rule', (_area, zip) => {
    expect(isMaternalRsvOffSeasonArea(zip)).toBe(false);
    expect(check({ dueDate, today, zip })).toMatchObject({ status: 'INELIGIBLE', reason: 'OFF_SEASON' });
  });

  it('keeps the whole window in Hawaii when it starts in August', () => {
    expect(check({ dueDate: '2026-10-15', today: '2026-08-25', zip: '96813' })).toEqual({
      status: 'TODAY',
      windowStart: '2026-08-20',
      windowEnd: '2026-09-23',
    });
  });

  it('still ends after week 36 in an off-season area', () => {
    expect(check({ dueDate, today: '2027-04-24', zip: '99501' })).toMatchObject({
      status: 'INELIGIBLE',
      reason: 'AFTER_36_WEEKS',
    });
  });

  it('uses exactly the south_florida_core ZIPs of the data CSV', () => {
    const core = csv
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(','))
      .filter((cells) => cells[3] === '1')
      .map((cells) => cells[0])
      .sort();
    expect(core).toHaveLength(302);
    expect([...SOUTH_FLORIDA_ZIPS].sort()).toEqual(core);
  });
});

describe('gating modal', () => {
  it.each([
    ['TODAY', 'eligible'],
    ['NEAR_FUTURE', 'eligible'],
    ['REMINDER', 'reminder'],
    ['INELIGIBLE', 'ineligible'],
    ['PROCEED_WITH_OTHER', 'proceedWithOther'],
  ] as const)('%s opens %s', (status, gate) => {
    expect(maternalRsvGate(status)).toBe(gate);
  });
});

describe('due date', () => {
  it.each([
    ['', 'required'],
    ['2026-02-30', 'invalid'],
    ['12/31/2026', 'invalid'],
    ['2026-11-22', 'notInFuture'],
    ['2026-11-21', 'notInFuture'],
  ])('refuses %j (%s)', (value, error) => {
    expect(validateDueDate(value, '2026-11-22')).toBe(error);
  });

  it('accepts tomorrow', () => {
    expect(validateDueDate('2026-11-23', '2026-11-22')).toBeNull();
  });

  it('keeps a deeplink due date only when it is a valid future date', () => {
    expect(deeplinkDueDate('2027-01-15', '2026-11-22')).toBe('2027-01-15');
    expect(deeplinkDueDate('2026-11-01', '2026-11-22')).toBeNull();
    expect(deeplinkDueDate('soon', '2026-11-22')).toBeNull();
    expect(deeplinkDueDate(20270115, '2026-11-22')).toBeNull();
  });
});

it('sends the debug reminder 10 minutes from now', () => {
  expect(debugReminderAt(new Date('2026-11-22T12:00:00.000Z'))).toBe('2026-11-22T12:10:00.000Z');
});

describe('what the due date alone tells', () => {
  const today = '2026-11-23';
  it('is too early when week 32 starts more than 14 days ahead, for any place', () => {
    // Due in 100 days: week 32 starts in 44.
    expect(maternalRsvTimingFromDueDate('2027-03-03', today)).toEqual({ timing: 'tooEarly', week32: '2027-01-06' });
    for (const zip of ['10001', '99501', '33101']) {
      expect(maternalRsvEligibility({ dueDate: '2027-03-03', zip, today, selectedKinds: ['rsv', 'flu'] }).status).toBe(
        'REMINDER',
      );
    }
  });

  it('is too late after week 36, for any place', () => {
    expect(maternalRsvTimingFromDueDate('2026-12-03', today)?.timing).toBe('tooLate');
    for (const zip of ['10001', '99501']) {
      expect(maternalRsvEligibility({ dueDate: '2026-12-03', zip, today, selectedKinds: ['rsv'] }).reason).toBe(
        'AFTER_36_WEEKS',
      );
    }
  });

  it('leaves the rest to the search: inside the window, or opening within 14 days', () => {
    expect(maternalRsvTimingFromDueDate('2027-01-02', today)).toBeNull();
    expect(maternalRsvTimingFromDueDate('2027-01-25', today)).toBeNull();
  });
});
