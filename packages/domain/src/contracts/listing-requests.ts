// Provider listing requests as the operator sees them (decision 260): GET /staff/listing-requests, approve, decline.
import { z } from 'zod';
import { LISTING_DECISION_MESSAGE_MAX } from '../listing-requests.ts';
import { SLOT_INTERVALS_MINUTES } from '../provider.ts';
import { VACCINE_KINDS } from '../vaccines.ts';
import { hoursChangeBodySchema } from './schedule-changes.ts';

const message = z
  .string()
  .trim()
  .max(LISTING_DECISION_MESSAGE_MAX, { error: `Use at most ${LISTING_DECISION_MESSAGE_MAX} characters` });

/** The listing as it is now, to compare an edit or a removal with. */
export const currentListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  retailer: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  slotMinutes: z.number().int(),
  capacity: z.number().int(),
  hours: z.array(
    z.object({
      weekday: z.number().int(),
      opens: z.string(),
      closes: z.string(),
      breakStart: z.string().nullable(),
      breakEnd: z.string().nullable(),
    }),
  ),
  vaccines: z.array(z.string()),
  /** Hours and slot length from a date on (decision 274), oldest first: what is in force after each date. */
  scheduleVersions: z
    .array(
      z.object({
        from: z.string(),
        slotMinutes: z.number().int(),
        hours: z.array(
          z.object({
            weekday: z.number().int(),
            opens: z.string(),
            closes: z.string(),
            breakStart: z.string().nullable(),
            breakEnd: z.string().nullable(),
          }),
        ),
      }),
    )
    .optional(),
  /** Appointments still to come there: what a removal would close. */
  futureBookings: z.number().int(),
});
export type CurrentListing = z.infer<typeof currentListingSchema>;

export const listingRequestSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  requestType: z.enum(['new', 'edit', 'remove']),
  status: z.enum(['received', 'approved', 'declined']),
  receivedAt: z.string(),
  businessName: z.string().nullable(),
  identifierType: z.string(),
  identifier: z.string(),
  contactEmail: z.string(),
  /** The request as the registration form sent it (the provider-registrations contract, parsed). */
  request: z.record(z.string(), z.unknown()),
  current: currentListingSchema.nullable(),
  decision: z
    .object({ decision: z.enum(['approved', 'declined']), message: z.string().nullable(), decidedAt: z.string() })
    .nullable(),
  locationId: z.string().nullable(),
});
export type ListingRequest = z.infer<typeof listingRequestSchema>;

export const listingRequestsQuerySchema = z.object({ status: z.enum(['received', 'approved', 'declined']).optional() });

/**
 * Approving: an optional message to the requester; for an edit, what to change (the request itself says it in words);
 * for a new listing, the retailer it belongs to (default: the business name) and its places per slot.
 */
export const approveListingBodySchema = z.object({
  message: message.optional(),
  retailer: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  capacity: z.number().int().min(1).max(50).optional(),
  changes: z
    .object({
      name: z.string().trim().min(1).max(200).optional(),
      phone: z.string().trim().min(1).max(30).optional(),
      website: z.url().max(500).optional(),
      slotMinutes: z.literal(SLOT_INTERVALS_MINUTES).optional(),
      /**
       * Opening hours and slot length from the date the request asks for, as a schedule version (decision 274): the
       * people a vanished time displaces are told and offered a held time, like a closure's (decision 276).
       */
      hours: hoursChangeBodySchema.pick({ from: true, slotMinutes: true, schedules: true }).optional(),
      /** The vaccine kinds the listing offers from now on, every brand at the catalogue's ages (decision 276). */
      vaccines: z
        .array(z.enum(VACCINE_KINDS))
        .min(1, { error: 'A listing offers at least one vaccine; to stop all of them, approve a removal' })
        .optional(),
    })
    .optional(),
});
export type ApproveListingBody = z.infer<typeof approveListingBodySchema>;

export const declineListingBodySchema = z.object({
  message: message.min(1, { error: 'Tell the requester why, so they can send a better request' }),
});
export type DeclineListingBody = z.infer<typeof declineListingBodySchema>;
