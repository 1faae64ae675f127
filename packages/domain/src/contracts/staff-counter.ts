// The counter's calls under /staff/locations/:locationId (docs/product/staff.md, Lots, Vaccination records, Walk-ins;
// decisions 245 and 246): the inventory by lot, recording a vaccination, adding a walk-in. The staff pages import the
// types only; the server parses with these schemas.
import { z } from 'zod';
import { LOCALES } from '../enumerations.ts';
import { VACCINE_KINDS } from '../vaccines.ts';
import { ATTENDANCE_STATES } from '../attendance.ts';
import {
  DOSE_ML,
  LOT_LIMITS,
  LOT_NUMBER_PATTERN,
  VACCINATION_ROUTES,
  VACCINATION_SITES,
  WASTE_REASONS,
} from '../vaccine-lots.ts';
import { bookingServiceSchema, bookingUserSchema } from './appointments.ts';

const id = z.string().min(1).max(100);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the date as yyyy-mm-dd' });
const doses = (min: number) => z.number().int().min(min).max(LOT_LIMITS.doses);

export const locationParamsSchema = z.object({ locationId: id });
export const lotParamsSchema = z.object({ locationId: id, lotId: id });
export const appointmentParamsSchema = z.object({ locationId: id, appointmentId: id });

export const receiveLotBodySchema = z.object({
  /** The product, by its CVX code in the domain's product table. */
  cvx: z.string().trim().min(1).max(4),
  /** The manufacturer's MVX code: the product's own (may be left out), or for flu the one on the box. */
  mvx: z.string().trim().min(2).max(4).optional(),
  lotNumber: z.string().trim().min(1).max(LOT_LIMITS.lotNumber).regex(LOT_NUMBER_PATTERN),
  expiresOn: isoDate,
  doses: doses(1),
});
export type ReceiveLotBody = z.infer<typeof receiveLotBodySchema>;

export const wasteLotBodySchema = z.object({ doses: doses(1), reason: z.enum(WASTE_REASONS) });
export type WasteLotBody = z.infer<typeof wasteLotBodySchema>;

export const countLotBodySchema = z.object({ doses: doses(0) });
export type CountLotBody = z.infer<typeof countLotBodySchema>;

export const lotSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  kind: z.enum(VACCINE_KINDS),
  cvx: z.string(),
  mvx: z.string(),
  productName: z.string(),
  lotNumber: z.string(),
  expiresOn: z.string(),
  dosesReceived: z.number(),
  dosesLeft: z.number(),
  dosesWasted: z.number(),
  receivedAt: z.string(),
  /** Past its expiry date on the location's today: it cannot be chosen for a vaccination. */
  expired: z.boolean(),
});
export type Lot = z.infer<typeof lotSchema>;

export const lotsQuerySchema = z.object({
  /** Also the lots with no dose left (by default only lots with doses are listed). */
  empty: z.enum(['true', 'false']).optional(),
});

export const recordVaccinationBodySchema = z.object({
  lotId: id,
  /** The volume given, in mL (RXA-6 with RXA-7 = mL); the product's usual dose unless changed. */
  doseMl: z.number().min(DOSE_ML.min).max(DOSE_ML.max),
  route: z.enum(VACCINATION_ROUTES),
  /** Required for an injection; none for a nasal or oral dose. */
  site: z.enum(VACCINATION_SITES).nullish(),
  /** When it was given, as an instant; now when left out. */
  administeredAt: z.iso.datetime({ offset: true }).optional(),
  /** Who gave it, when it is not the signed-in staff member (a pharmacy intern, a nurse). */
  administeredByName: z.string().trim().max(LOT_LIMITS.administeredByName).optional(),
});
export type RecordVaccinationBody = z.infer<typeof recordVaccinationBodySchema>;

export const vaccinationRecordSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  locationId: z.string(),
  kind: z.enum(VACCINE_KINDS),
  cvx: z.string(),
  mvx: z.string(),
  productName: z.string(),
  lotId: z.string(),
  lotNumber: z.string(),
  lotExpiresOn: z.string(),
  doseMl: z.number(),
  route: z.enum(VACCINATION_ROUTES),
  site: z.enum(VACCINATION_SITES).nullable(),
  administeredAt: z.string(),
  recordedAt: z.string(),
  recordedBy: z.object({ id: z.string(), name: z.string() }),
  administeredByName: z.string().nullable(),
});
export type VaccinationRecord = z.infer<typeof vaccinationRecordSchema>;

/** An appointment as the vaccination form needs it, with what is already recorded. */
export const appointmentVaccinationsSchema = z.object({
  appointment: z.object({
    id: z.string(),
    locationId: z.string(),
    startsAt: z.string(),
    /** The location's IANA time zone. */
    timeZone: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    status: z.string(),
    attendance: z.enum(ATTENDANCE_STATES),
    services: z.array(z.object({ kind: z.enum(VACCINE_KINDS), brand: z.string().nullable() })),
  }),
  records: z.array(vaccinationRecordSchema),
});
export type AppointmentVaccinations = z.infer<typeof appointmentVaccinationsSchema>;

export const walkInTimeSchema = z.object({
  timeSlotId: z.string(),
  startsAt: z.string(),
  /** The location's IANA time zone, to show the time as the counter's clock does. */
  timeZone: z.string(),
  free: z.number(),
});
export type WalkInTime = z.infer<typeof walkInTimeSchema>;

export const walkInBodySchema = z.object({
  /** A time today from the walk-in times, or "now": the next time with room. */
  time: z.union([z.literal('now'), z.string().min(1).max(200)]),
  services: z.array(bookingServiceSchema).min(1).max(4),
  user: bookingUserSchema,
  /** Optional for a walk-in: without it no e-mail is sent. */
  email: z.string().max(1000).nullish(),
  phoneNumber: z.string().max(1000).nullish(),
  locale: z.enum(LOCALES),
  healthQuestionnaire: z.object({ pregnant: z.boolean().optional() }).optional(),
});
export type WalkInBody = z.infer<typeof walkInBodySchema>;

export const walkInSchema = z.object({
  appointmentId: z.string(),
  confirmationNumber: z.string(),
  startsAt: z.string(),
  /** The location's IANA time zone. */
  timeZone: z.string(),
  services: z.array(z.object({ kind: z.enum(VACCINE_KINDS), brand: z.string().nullable() })),
  /** Whether a confirmation e-mail was queued (only with an address). */
  emailed: z.boolean(),
});
export type WalkIn = z.infer<typeof walkInSchema>;
