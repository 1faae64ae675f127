// GET /registrations/{accessCode} and the registration part of the booking answer (docs/product/booking-flow.md, Calls
// to the server).
import { z } from 'zod';
import { VACCINE_KINDS } from '../vaccines.ts';

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
  locationId: z.string(),
  location: registrationLocationSchema,
  services: z.array(z.object({ kind: z.enum(VACCINE_KINDS), brand: z.string().nullable() })),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
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
