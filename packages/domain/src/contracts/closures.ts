// Closures (decision 258): the staff calls under /staff/closures and the person's offer calls under /closure_offers.
import { z } from 'zod';
import { CLOSURE_REASON_MAX } from '../closures.ts';

const id = z.string().min(1).max(100);
/** An instant with its offset, or a wall time at the location (2026-12-01T09:00), which the server reads in its zone. */
const instant = z.union([z.iso.datetime({ offset: true }), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)], {
  error: 'Give a date and time like 2026-12-01T09:00',
});

export const createClosureBodySchema = z.object({
  locationId: id,
  startsAt: instant,
  endsAt: instant,
  reason: z
    .string({ error: 'Say why the location is closed' })
    .trim()
    .min(1, { error: 'Say why the location is closed' })
    .max(CLOSURE_REASON_MAX, { error: `Use at most ${CLOSURE_REASON_MAX} characters` }),
});
export type CreateClosureBody = z.infer<typeof createClosureBodySchema>;

export const closureSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  /** The location's time zone, to show the range in its wall time. */
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reopenedAt: z.string().nullable(),
  /** Bookings (registrations) the closure touched, and how many of them were offered a held alternative. */
  bookings: z.number().int(),
  offered: z.number().int(),
  /** People still booked inside the closed range: told, but not yet moved or cancelled. */
  notRebooked: z.number().int(),
  /** Present when the closure tells the people a change of opening hours left without a time (decision 274). */
  cause: z.enum(['schedule_change']).optional(),
});
export type Closure = z.infer<typeof closureSchema>;

export const closuresQuerySchema = z.object({ locationId: id });

/** One person booked in a closed range, for the staff's "who has not yet rebooked" list. */
export const closurePersonSchema = z.object({
  appointmentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The time they were booked at in the closed range. */
  closedTime: z.string(),
  /** 'offered' (a held alternative waits), 'no_offer', 'taken', 'released' (reopened). */
  notice: z.string(),
  /** Where the appointment is now: still in the closed range, moved out of it, or cancelled. */
  state: z.enum(['still_booked_in_closure', 'moved', 'cancelled']),
  /** Its time now. */
  time: z.string(),
});
export type ClosurePerson = z.infer<typeof closurePersonSchema>;

export const closureOfferTokenSchema = z.object({ token: z.string().min(1).max(600) });

export const closureOfferSchema = z.object({
  status: z.enum(['offered', 'taken', 'no_offer', 'released']),
  locationId: z.string(),
  locationName: z.string(),
  timeZone: z.string(),
  /** The closed times, and the held alternative (one per person). */
  closedTimes: z.array(z.string()),
  offeredTimes: z.array(z.string()),
  /**
   * Where the held alternative is: the closed pharmacy itself, or a nearby one offering the same vaccines (decision
   * 275); null when nothing was held.
   */
  offeredLocation: z
    .object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      timeZone: z.string(),
      samePharmacy: z.boolean(),
    })
    .nullable(),
  expiresAt: z.string().nullable(),
  /** The booking's access code: the link was sent to the booking's own address, which has the manage link too. */
  accessCode: z.string(),
});
export type ClosureOffer = z.infer<typeof closureOfferSchema>;
