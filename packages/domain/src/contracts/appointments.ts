// POST /appointments/batch_create (docs/product/booking-flow.md, Calls to the server). Field shapes only: the form
// rules (lengths, formats, today) are checked by `patientFieldErrors` so that every answer names the field as
// user.firstName etc. (docs/product/booking-flow.md, Form rules, When something goes wrong).
import { z } from 'zod';
import { MAX_GROUP_SIZE } from '../constants.ts';
import { LOCALES } from '../enumerations.ts';
import { VACCINE_KINDS } from '../vaccines.ts';
import { registrationSchema } from './registrations.ts';

const loose = z.string().max(1000).optional();

export const bookingServiceSchema = z.object({
  kind: z.enum(VACCINE_KINDS),
  /** null or absent is "no preference" (docs/product/booking-flow.md). */
  brand: z.string().max(40).nullish(),
  isAdditional: z.boolean().optional(),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

export const bookingUserSchema = z.object({
  firstName: loose,
  lastName: loose,
  sex: loose,
  dateOfBirth: loose,
  address1: loose,
  address2: z.string().max(1000).nullish(),
  city: loose,
  state: loose,
  zipCode: loose,
  /** The minor flow: a parent or guardian books and consents. */
  parentalConsent: z.boolean().optional(),
  marketingCommunications: z.boolean().optional(),
  marketingCommunicationsWithPhi: z.boolean().optional(),
});
export type BookingUser = z.infer<typeof bookingUserSchema>;

export const bookingAppointmentSchema = z.object({
  locationId: z.string().min(1).max(120),
  timeSlotId: z.string().min(1).max(200),
  services: z.array(bookingServiceSchema).min(1).max(4),
  user: bookingUserSchema,
  smsCommunications: z.boolean().optional(),
  healthQuestionnaire: z
    .object({
      pregnant: z.boolean().optional(),
      /**
       * The due date given for maternal RSV (YYYY-MM-DD): the day list shows the week of pregnancy from it. Kept as
       * sent; a value that is not a date shows no week and never stops a booking.
       */
      dueDate: z.string().max(20).optional(),
    })
    .optional(),
  /**
   * The vaccines for which the person confirmed a condition that raises their risk ("I understand and want to book
   * …"): required for COVID-19 at 18 to 64, RSV at 50 to 74 and pneumococcal at 19 to 49, or 400
   * CONDITION_NOT_CONFIRMED (docs/decisions/256).
   */
  confirmedConditions: z.array(z.enum(VACCINE_KINDS)).max(VACCINE_KINDS.length).optional(),
});

export const batchCreateAppointmentsBodySchema = z.object({
  email: loose,
  phoneNumber: z.string().max(1000).nullish(),
  locale: z.enum(LOCALES).optional(),
  /** One person each; a household books together, up to MAX_GROUP_SIZE people (docs/decisions/160). */
  appointments: z
    .array(bookingAppointmentSchema)
    .min(1, { error: 'Send at least one appointment.' })
    .max(MAX_GROUP_SIZE, {
      error: `At most ${MAX_GROUP_SIZE} people can be booked together. Book the others separately.`,
    }),
});
export type BatchCreateAppointmentsBody = z.infer<typeof batchCreateAppointmentsBodySchema>;

export const batchCreateAppointmentsResponseSchema = z.object({ data: z.object({ registration: registrationSchema }) });
