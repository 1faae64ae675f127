import { describe, expect, it } from 'vitest';
import { isScheduledSlot, scheduledSlotsOn, slotMinutesAt, type LocationSchedule } from './schedule.ts';

const weekdays = (opens: string, closes: string, lunch?: [string, string]) =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    opens,
    closes,
    breakStart: lunch?.[0] ?? null,
    breakEnd: lunch?.[1] ?? null,
  }));
const base: LocationSchedule = {
  timeZone: 'America/Chicago',
  slotMinutes: 30,
  capacity: 1,
  sameDayBooking: true,
  hours: weekdays('09:00', '11:00'),
};
const times = (slots: ReturnType<typeof scheduledSlotsOn>) => slots.map((s) => s.startLocal.slice(11, 16));
const now = new Date('2026-12-01T12:00:00Z');

describe('opening hours and slot length from a date on', () => {
  const changed: LocationSchedule = {
    ...base,
    versions: [
      { from: '2026-12-08', slotMinutes: 20, hours: weekdays('08:00', '10:00') },
      { from: '2026-12-15', slotMinutes: 30, hours: weekdays('08:00', '12:00', ['10:00', '11:00']) },
    ],
  };

  it('keeps the old hours and slot length before the first date', () => {
    expect(times(scheduledSlotsOn(changed, '2026-12-07', now))).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('uses each version from its date on, until the next one', () => {
    expect(times(scheduledSlotsOn(changed, '2026-12-08', now))).toEqual([
      '08:00',
      '08:20',
      '08:40',
      '09:00',
      '09:20',
      '09:40',
    ]);
    expect(times(scheduledSlotsOn(changed, '2026-12-14', now))).toHaveLength(6);
    // A lunch break leaves its slots out.
    expect(times(scheduledSlotsOn(changed, '2026-12-15', now))).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '11:00',
      '11:30',
    ]);
  });

  it('opens every slot of a 24-hour day written 00:00-23:59', () => {
    const allDay: LocationSchedule = {
      ...base,
      versions: [{ from: '2026-12-08', slotMinutes: 30, hours: [{ weekday: 2, opens: '00:00', closes: '23:59' }] }],
    };
    const slots = times(scheduledSlotsOn(allDay, '2026-12-08', now));
    expect(slots).toHaveLength(47);
    expect(slots[0]).toBe('00:00');
    expect(slots.at(-1)).toBe('23:00');
  });

  it('accepts a booking only at a time the version of its day opens, and ends it after that day’s slot length', () => {
    const at = (local: string) => new Date(`${local}-06:00`);
    expect(isScheduledSlot(changed, at('2026-12-08T08:20:00'), now)).toBe(true);
    expect(isScheduledSlot(changed, at('2026-12-08T10:30:00'), now)).toBe(false);
    expect(isScheduledSlot(changed, at('2026-12-07T10:30:00'), now)).toBe(true);
    expect(slotMinutesAt(changed, at('2026-12-08T08:20:00'))).toBe(20);
    expect(slotMinutesAt(changed, at('2026-12-07T10:30:00'))).toBe(30);
  });
});
