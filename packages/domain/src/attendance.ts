// What happened at the counter for a booked appointment (docs/product/staff.md; decision 242). A booking's `status`
// says whether it holds a place (booked or cancelled); its attendance says what the pharmacy did with it. The two are
// kept apart so every capacity rule that reads `status` stays as it is.

export const ATTENDANCE_STATES = ['expected', 'checked_in', 'vaccinated', 'not_given', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE_STATES)[number];

/** Why a vaccine was not given: codes the staff pages translate and the registry reports understand. */
export const NOT_GIVEN_REASONS = [
  'patient_declined',
  'not_eligible_on_the_day',
  'medical_precaution',
  'out_of_stock',
  'other',
] as const;
export type NotGivenReason = (typeof NOT_GIVEN_REASONS)[number];

/** The final states: once here, an appointment's attendance changes no more (an error is corrected by a new record). */
export const FINAL_ATTENDANCE: ReadonlySet<Attendance> = new Set(['vaccinated', 'not_given', 'no_show']);

const NEXT: Record<Attendance, readonly Attendance[]> = {
  // Recording a vaccination straight from "expected" checks the person in on the way: the counter's fastest path.
  expected: ['checked_in', 'vaccinated', 'not_given', 'no_show'],
  checked_in: ['vaccinated', 'not_given', 'expected'],
  vaccinated: [],
  not_given: [],
  no_show: [],
};

export interface AttendanceMove {
  from: Attendance;
  to: Attendance;
  /** The appointment's start and the moment of the change, as instants. */
  startsAt: Date;
  now: Date;
  /** Whether the booking still holds its place (a cancelled booking has no attendance to change). */
  booked: boolean;
}

export type AttendanceRefusal =
  'appointment_cancelled' | 'attendance_final' | 'attendance_not_allowed' | 'no_show_too_early';

/** Why this change is refused, or null when it is allowed. */
export function attendanceRefusal(move: AttendanceMove): AttendanceRefusal | null {
  if (!move.booked) return 'appointment_cancelled';
  if (FINAL_ATTENDANCE.has(move.from)) return 'attendance_final';
  if (!NEXT[move.from].includes(move.to)) return 'attendance_not_allowed';
  // A no-show can only be said once the appointment's time has come.
  if (move.to === 'no_show' && move.now.getTime() < move.startsAt.getTime()) return 'no_show_too_early';
  return null;
}

/** The states from which a change to `to` may start: what a conditional update checks in SQL. */
export function attendanceSources(to: Attendance): Attendance[] {
  return ATTENDANCE_STATES.filter((from) => NEXT[from].includes(to));
}
