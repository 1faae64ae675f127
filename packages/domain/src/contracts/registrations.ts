// GET /registrations/{accessCode} and the registration part of the booking answer (docs/product/booking-flow.md, Calls
// to the server).
import { z } from 'zod';
import { ATTENDANCE_STATES, NOT_GIVEN_REASONS } from '../attendance.ts';
import { PHARMACY_CANCEL_REASONS } from '../day-list.ts';
import { VACCINE_KINDS } from '../vaccines.ts';

export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** At most this many appointments are named in one cancel or change (a booking holds a family at most). */
export const MAX_APPOINTMENTS_PER_CHANGE = 10;

export const registrationLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  retailer: z.string(),
  timeZone: z.string(),
  metadata: z.object({ webAddress: z.string().nullable(), phoneNumber: z.string().nullable() }),
});

export const registrationAppointmentSchema = z.object({
  id: z.string(),
  timeSlotId: z.string(),
  /** ISO 8601 with the location's offset, e.g. 2026-11-24T09:00:00-05:00. */
  time: z.string(),
  /** How long the appointment lasts: its location's slot length (schedule.ts, appointmentEnd). */
  durationMinutes: z.number().int().positive(),
  locationId: z.string(),
  location: registrationLocationSchema,
  services: z.array(
    z.object({
      kind: z.enum(VACCINE_KINDS),
      brand: z.string().nullable(),
      /** true: the vaccine given in pregnancy (maternal RSV), booked for a pregnant person; absent otherwise. */
      forPregnancy: z.boolean().optional(),
    }),
  ),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  /** A cancelled appointment stays listed, so the person sees what happened to it. */
  status: z.enum(APPOINTMENT_STATUSES),
  /**
   * What happened at the pharmacy (decision 242): expected, checked_in, vaccinated, not_given or no_show. Absent from
   * answers of servers before it; read absent as expected.
   */
  attendance: z.enum(ATTENDANCE_STATES).optional(),
  /** Why the vaccine was not given, with attendance not_given. */
  attendanceReason: z.enum(NOT_GIVEN_REASONS).optional(),
  /** Who cancelled a cancelled appointment: the person, or the pharmacy on their behalf (decision 244). */
  cancelledBy: z.enum(['person', 'pharmacy']).optional(),
  /** The pharmacy's reason, when it cancelled. */
  cancellationReason: z.enum(PHARMACY_CANCEL_REASONS).optional(),
  /** The pharmacy's own words, when it wrote any. */
  cancellationNote: z.string().optional(),
});
export type RegistrationAppointment = z.infer<typeof registrationAppointmentSchema>;

export const registrationSchema = z.object({
  /** A secret: whoever has it can see the booking. */
  accessCode: z.string(),
  /** Short, for reading out on the phone; not a secret. */
  confirmationNumber: z.string(),
  appointments: z.array(registrationAppointmentSchema),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationParamsSchema = z.object({ accessCode: z.string().max(200) });
export const registrationResponseSchema = z.object({ data: z.object({ registration: registrationSchema }) });

// Managing a booking (decision 140). The access code in the path is the bearer of the right to change it.
export const cancelRegistrationBodySchema = z
  .object({
    /** The appointments to cancel; all of the booking's when left out. */
    appointmentIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_APPOINTMENTS_PER_CHANGE).optional(),
  })
  .strict();
export type CancelRegistrationBody = z.infer<typeof cancelRegistrationBodySchema>;

export const rescheduleRegistrationBodySchema = z
  .object({
    appointments: z
      .array(z.object({ id: z.string().min(1).max(64), timeSlotId: z.string().min(1).max(200) }).strict())
      .min(1)
      .max(MAX_APPOINTMENTS_PER_CHANGE),
  })
  .strict();
export type RescheduleRegistrationBody = z.infer<typeof rescheduleRegistrationBodySchema>;

export const eraseRegistrationResponseSchema = z.object({
  data: z.object({
    erased: z.object({
      /** Appointments whose personal data was deleted. */
      appointments: z.number().int(),
      /** Of them, those still booked that were cancelled first (their places are free again). */
      cancelledAppointments: z.number().int(),
      /** E-mails about the booking (sent or waiting) that were deleted. */
      emails: z.number().int(),
    }),
  }),
});
export type EraseRegistrationResponse = z.infer<typeof eraseRegistrationResponseSchema>;

/** Someone who lost the e-mail finds the booking with what is on the confirmation and what they know. */
export const CONFIRMATION_NUMBER_MAX_LENGTH = 20;
export const lookupRegistrationBodySchema = z
  .object({
    confirmationNumber: z.string().trim().min(1).max(CONFIRMATION_NUMBER_MAX_LENGTH),
    lastName: z.string().trim().min(1).max(50),
    /** MM/DD/YYYY or YYYY-MM-DD. */
    dateOfBirth: z.string().trim().min(1).max(10),
  })
  .strict();
export type LookupRegistrationBody = z.infer<typeof lookupRegistrationBodySchema>;
export const lookupRegistrationResponseSchema = z.object({ data: z.object({ accessCode: z.string() }) });
