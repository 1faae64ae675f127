// The day list and the counter's calls (docs/product/staff.md, The day list; decisions 242, 243 and 244). The staff
// pages import the types only; the server parses with these schemas.
import { z } from 'zod';
import { REGISTRY_STATUSES } from '../iis-vxu.ts';
import { ELIGIBILITY_WARNING_CODES } from '../age-eligibility.ts';
import { ATTENDANCE_STATES, NOT_GIVEN_REASONS } from '../attendance.ts';
import { PHARMACY_CANCEL_NOTE_MAX, PHARMACY_CANCEL_REASONS } from '../day-list.ts';
import { VACCINE_KINDS } from '../vaccines.ts';
import { staffLocationSchema } from './staff.ts';

/** A location a staff member can open the day list of, with the time zone its days are counted in. */
export const reachableLocationSchema = staffLocationSchema.extend({ timeZone: z.string() });
export type ReachableLocation = z.infer<typeof reachableLocationSchema>;

export const dayListParamsSchema = z.object({
  locationId: z.string().min(1).max(100),
  /** The location's local calendar date, YYYY-MM-DD, or `today` (the location's today by the server's clock). */
  date: z.union([z.literal('today'), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-11-24' })]),
});

export const dayListRowSchema = z.object({
  id: z.string(),
  /** The booking the row belongs to: rows with the same id were booked together (a party). */
  registrationId: z.string(),
  /** What the person's confirmation shows and reads out on the phone; not a secret (the access code never leaves). */
  confirmationNumber: z.string(),
  /** ISO 8601 with the location's offset. */
  time: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  services: z.array(
    z.object({
      kind: z.enum(VACCINE_KINDS),
      brand: z.string().nullable(),
      /** The pregnancy vaccine (maternal RSV). */
      forPregnancy: z.boolean().optional(),
    }),
  ),
  /** The week of pregnancy on the appointment's date, when maternal RSV was booked with a due date. */
  pregnancyWeek: z.number().int().nullable(),
  /** The notices the person acknowledged at booking (a prescription is needed, ask about a condition...). */
  acknowledgements: z.array(z.object({ code: z.enum(ELIGIBILITY_WARNING_CODES), service: z.enum(VACCINE_KINDS) })),
  status: z.enum(['booked', 'cancelled']),
  /** 'pharmacy' when staff cancelled on the person's behalf; null otherwise. */
  cancelledBy: z.enum(['person', 'pharmacy']).nullable(),
  cancellationReason: z.enum(PHARMACY_CANCEL_REASONS).nullable(),
  attendance: z.enum(ATTENDANCE_STATES),
  attendanceAt: z.string().nullable(),
  attendanceReason: z.enum(NOT_GIVEN_REASONS).nullable(),
  /** Where the state registry report of its vaccines stands (decision 262); null before any vaccine is recorded. */
  registryStatus: z.enum(REGISTRY_STATUSES).nullable(),
  /** Told of a closure over this time (or a change of hours that removed it) and not yet moved or cancelled. */
  notRebooked: z.boolean().optional(),
});
export type DayListRow = z.infer<typeof dayListRowSchema>;

export const dayListSchema = z.object({
  location: reachableLocationSchema,
  date: z.string(),
  rows: z.array(dayListRowSchema),
});
export type DayList = z.infer<typeof dayListSchema>;

export const appointmentParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The counter's changes built here; `vaccinated` has its own call with the lot (decision 242). */
export const STAFF_ATTENDANCE_TARGETS = ['checked_in', 'expected', 'not_given', 'no_show'] as const;
export const attendanceBodySchema = z
  .object({
    to: z.enum(STAFF_ATTENDANCE_TARGETS),
    /** Required with not_given. */
    reason: z.enum(NOT_GIVEN_REASONS).optional(),
  })
  .strict();
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

export const pharmacyCancelBodySchema = z
  .object({
    reason: z.enum(PHARMACY_CANCEL_REASONS, { error: 'Choose why the appointment is cancelled' }),
    note: z.string().trim().max(PHARMACY_CANCEL_NOTE_MAX).optional(),
  })
  .strict();
export type PharmacyCancelBody = z.infer<typeof pharmacyCancelBodySchema>;

export const staffLocationsQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
