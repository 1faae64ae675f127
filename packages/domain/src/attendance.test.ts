import { describe, expect, it } from 'vitest';
import { attendanceRefusal, attendanceSources } from './attendance.ts';

const startsAt = new Date('2026-12-01T15:00:00Z');
const before = new Date('2026-12-01T14:59:00Z');
const after = new Date('2026-12-01T15:01:00Z');

describe('attendance', () => {
  it('lets a person be checked in, then vaccinated', () => {
    expect(attendanceRefusal({ from: 'expected', to: 'checked_in', startsAt, now: before, booked: true })).toBeNull();
    expect(attendanceRefusal({ from: 'checked_in', to: 'vaccinated', startsAt, now: before, booked: true })).toBeNull();
  });

  it('refuses a no-show before the appointment time, and allows it after', () => {
    expect(attendanceRefusal({ from: 'expected', to: 'no_show', startsAt, now: before, booked: true })).toBe(
      'no_show_too_early',
    );
    expect(attendanceRefusal({ from: 'expected', to: 'no_show', startsAt, now: after, booked: true })).toBeNull();
  });

  it('never changes a final state and never touches a cancelled booking', () => {
    expect(attendanceRefusal({ from: 'vaccinated', to: 'not_given', startsAt, now: after, booked: true })).toBe(
      'attendance_final',
    );
    expect(attendanceRefusal({ from: 'expected', to: 'checked_in', startsAt, now: after, booked: false })).toBe(
      'appointment_cancelled',
    );
    expect(attendanceRefusal({ from: 'checked_in', to: 'no_show', startsAt, now: after, booked: true })).toBe(
      'attendance_not_allowed',
    );
  });

  it('names the states a conditional update may start from', () => {
    expect(attendanceSources('vaccinated')).toEqual(['expected', 'checked_in']);
    expect(attendanceSources('no_show')).toEqual(['expected']);
  });
});
