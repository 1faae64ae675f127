import { describe, expect, it } from 'vitest';
import {
  addMonthsToIsoDate,
  decodeSlotId,
  encodeSlotId,
  isScheduledSlot,
  localDateOf,
  scheduledSlotsOn,
  type LocationSchedule,
} from './schedule.ts';

const weekdays = (opens: string, closes: string, lunch = false) =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    opens,
    closes,
    breakStart: lunch ? '13:00' : null,
    breakEnd: lunch ? '14:00' : null,
  }));
const newYork: LocationSchedule = {
  timeZone: 'America/New_York',
  slotMinutes: 30,
  capacity: 1,
  sameDayBooking: true,
  hours: [...weekdays('09:00', '12:00'), { weekday: 0, opens: '01:00', closes: '04:00' }],
};
const times = (slots: ReturnType<typeof scheduledSlotsOn>) => slots.map((s) => s.startLocal);

describe('the slots a schedule opens', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('gives wall-clock times in the location zone with its offset, standard time then summer time', () => {
    expect(times(scheduledSlotsOn(newYork, '2026-03-06', now))[0]).toBe('2026-03-06T09:00:00-05:00');
    expect(times(scheduledSlotsOn(newYork, '2026-03-09', now))[0]).toBe('2026-03-09T09:00:00-04:00');
  });

  it('leaves out the hour skipped when clocks spring forward, and keeps both sides of it', () => {
    // Sunday 8 March 2026: 02:00 to 03:00 does not exist in New York.
    expect(times(scheduledSlotsOn(newYork, '2026-03-08', now))).toEqual([
      '2026-03-08T01:00:00-05:00',
      '2026-03-08T01:30:00-05:00',
      '2026-03-08T03:00:00-04:00',
      '2026-03-08T03:30:00-04:00',
    ]);
  });

  it('gives the repeated hour once when clocks fall back', () => {
    const slots = scheduledSlotsOn(newYork, '2026-11-01', new Date('2026-10-30T12:00:00Z'));
    expect(slots).toHaveLength(6);
    expect(new Set(slots.map((s) => s.start.getTime())).size).toBe(6);
  });

  it('skips the lunch break', () => {
    const lunch = { ...newYork, slotMinutes: 20, hours: weekdays('12:00', '15:00', true) };
    expect(times(scheduledSlotsOn(lunch, '2026-03-10', now)).map((t) => t.slice(11, 16))).toEqual([
      '12:00',
      '12:20',
      '12:40',
      '14:00',
      '14:20',
      '14:40',
    ]);
  });

  it('never offers a slot that has started, nor today when same-day booking is off', () => {
    const tuesday10am = new Date('2026-03-10T14:00:00Z');
    expect(times(scheduledSlotsOn(newYork, '2026-03-10', tuesday10am))).toEqual([
      '2026-03-10T10:30:00-04:00',
      '2026-03-10T11:00:00-04:00',
      '2026-03-10T11:30:00-04:00',
    ]);
    expect(scheduledSlotsOn({ ...newYork, sameDayBooking: false }, '2026-03-10', tuesday10am)).toEqual([]);
    expect(scheduledSlotsOn({ ...newYork, sameDayBooking: false }, '2026-03-11', tuesday10am)).toHaveLength(6);
  });

  it('stops at the 180-day horizon and ignores an impossible date', () => {
    // Today is Sunday 1 March in New York: Friday 28 August is day 180, Monday 31 August is beyond.
    expect(scheduledSlotsOn(newYork, '2026-08-28', now)).toHaveLength(6);
    expect(scheduledSlotsOn(newYork, '2026-08-31', now)).toEqual([]);
    expect(scheduledSlotsOn(newYork, '2026-02-30', now)).toEqual([]);
  });

  it('recognises exactly its own slots, and round-trips slot ids', () => {
    const [slot] = scheduledSlotsOn(newYork, '2026-03-10', now);
    expect(isScheduledSlot(newYork, slot!.start, now)).toBe(true);
    expect(isScheduledSlot(newYork, new Date(slot!.start.getTime() + 60_000), now)).toBe(false);
    expect(decodeSlotId(encodeSlotId('vgov-cvs-1-ny', slot!.start))).toEqual({
      locationId: 'vgov-cvs-1-ny',
      start: slot!.start,
    });
    expect(decodeSlotId('no dot here')).toBeNull();
  });
});

describe('localDateOf', () => {
  it('turns to the next day exactly at local midnight, asked again and again, in zones with odd offsets too', () => {
    const cases: Array<[string, string, string, string]> = [
      // zone, last millisecond of a local day (UTC), that day, the next day
      ['America/New_York', '2026-11-23T04:59:59.999Z', '2026-11-22', '2026-11-23'],
      ['Asia/Kathmandu', '2026-11-22T18:14:59.999Z', '2026-11-22', '2026-11-23'],
      ['Pacific/Chatham', '2026-11-22T10:14:59.999Z', '2026-11-22', '2026-11-23'],
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const [zone, lastMs, day, next] of cases) {
        const last = new Date(lastMs);
        expect(localDateOf(new Date(last.getTime() - 59_999), zone)).toBe(day);
        expect(localDateOf(last, zone)).toBe(day);
        expect(localDateOf(new Date(last.getTime() + 1), zone)).toBe(next);
      }
    }
  });
});

describe('addMonthsToIsoDate', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonthsToIsoDate('2026-11-24', 6)).toBe('2027-05-24');
    expect(addMonthsToIsoDate('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonthsToIsoDate('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonthsToIsoDate('2026-12-31', 3)).toBe('2027-03-31');
    expect(addMonthsToIsoDate('2026-03-31', -1)).toBe('2026-02-28');
  });
});
