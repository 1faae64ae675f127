// The waiting list's calls (decision 264): joining (bot-checked, confirmed by e-mail), the signed manage link, and
// the signed offer link. Every token travels in a POST body, never in a URL the server logs.
import { z } from 'zod';
import { MAX_GROUP_SIZE } from '../constants.ts';
import { LOCALES } from '../enumerations.ts';
import { VACCINE_KINDS } from '../vaccines.ts';
import { WAITLIST_MAX_KINDS, WAITLIST_MAX_MILES } from '../waiting-list.ts';
import { batchCreateAppointmentsBodySchema } from './appointments.ts';

const name = z.string().trim().min(1, { error: 'Enter a name' }).max(50, { error: 'Use at most 50 characters' });
const minute = z.number().int().min(0).max(1440);

export const joinWaitlistBodySchema = z
  .object({
    email: z.email({ error: 'Enter an e-mail address like name@example.com' }).max(254),
    firstName: name,
    lastName: name,
    dateOfBirth: z.string().max(10),
    pregnant: z.boolean().default(false),
    kinds: z.array(z.enum(VACCINE_KINDS)).min(1).max(WAITLIST_MAX_KINDS),
    /** A ZIP code, or a point (the searched place). */
    zip: z
      .string()
      .regex(/^\d{5}$/, { error: 'Enter a 5-digit ZIP code' })
      .optional(),
    near: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
    miles: z.number().int().min(1).max(WAITLIST_MAX_MILES),
    /** A household waiting together (decision 287): that many places at one location at once, or nothing. */
    party: z.number().int().min(1).max(MAX_GROUP_SIZE).default(1),
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    fromMinute: minute.default(0),
    toMinute: minute.default(1440),
    /** Last date that suits, YYYY-MM-DD. */
    until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give a date like 2026-12-31' }),
    locale: z.enum(LOCALES).default('en'),
  })
  .refine((b) => b.zip !== undefined || b.near !== undefined, { error: 'Give a ZIP code or a place', path: ['zip'] })
  .refine((b) => b.fromMinute < b.toMinute, {
    error: 'The earliest time must be before the latest',
    path: ['toMinute'],
  });
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;

export const waitlistTokenSchema = z.object({ token: z.string().min(1).max(600) });

export const waitlistEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(VACCINE_KINDS),
  area: z.string(),
  miles: z.number().int(),
  weekdays: z.array(z.number().int()),
  fromMinute: z.number().int(),
  toMinute: z.number().int(),
  until: z.string(),
  /** 'pending' (not yet confirmed), 'active', 'offered', 'paused' (asked whether to stay), 'left', 'booked', 'expired'. */
  status: z.string(),
  waitingSince: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const leaveWaitlistBodySchema = waitlistTokenSchema.extend({ entryId: z.string().max(100).optional() });

export const waitlistOfferSchema = z.object({
  status: z.enum(['offered', 'taken', 'expired', 'declined']),
  firstName: z.string(),
  kind: z.enum(VACCINE_KINDS),
  locationId: z.string(),
  locationName: z.string(),
  timeZone: z.string(),
  timeSlotId: z.string(),
  /** One slot id per person the place is held for: a party's places (decision 287), or the one place. */
  timeSlotIds: z.array(z.string()),
  startsAt: z.string(),
  expiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** Taking an offer books it through the normal booking call, with the person's details from the booking form. */
export const takeWaitlistOfferBodySchema = waitlistTokenSchema.extend({ booking: batchCreateAppointmentsBodySchema });

export const WAITLIST_ERROR_CODES = [
  'WAITLIST_PLACE_UNKNOWN',
  'WAITLIST_NOT_ELIGIBLE',
  'WAITLIST_OFFER_GONE',
  'WAITLIST_OFFER_MISMATCH',
] as const;
