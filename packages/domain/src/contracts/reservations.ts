// POST /reservations and DELETE /reservations (docs/product/booking-flow.md, Calls to the server): hold and release
// time slots.
import { z } from 'zod';
import { HOLD_MAX_EXTENSIONS, MAX_GROUP_SIZE, MAX_HOLDS_PER_CLIENT } from '../constants.ts';

export const timeSlotIdSchema = z.string().min(1).max(200);

export const createReservationBodySchema = z.object({ timeSlotId: timeSlotIdSchema });
export type CreateReservationBody = z.infer<typeof createReservationBodySchema>;

export const reservationSchema = z.object({
  timeSlotId: z.string(),
  /** ISO 8601 UTC instant after which the slot is free for others again. */
  expiresAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const createReservationResponseSchema = z.object({ data: reservationSchema });

export const deleteReservationsBodySchema = z.object({
  timeSlotIds: z
    .array(timeSlotIdSchema)
    .min(1)
    .max(MAX_HOLDS_PER_CLIENT * 4),
});
export type DeleteReservationsBody = z.infer<typeof deleteReservationsBodySchema>;
export const deleteReservationsResponseSchema = z.object({ data: z.object({ timeSlotIds: z.array(z.string()) }) });

export const extendReservationBodySchema = z.object({ timeSlotId: timeSlotIdSchema });
export const extendReservationResponseSchema = z.object({
  data: reservationSchema.extend({
    extensionsLeft: z
      .number()
      .int()
      .min(0)
      .max(HOLD_MAX_EXTENSIONS)
      .describe('How many more times this hold may be extended.'),
  }),
});
export type ExtendedReservation = z.infer<typeof extendReservationResponseSchema>['data'];

/**
 * POST /reservations/batch: one place per person of a party, held together or not at all. The same id twice is two
 * places of that slot (two people at the same time).
 */
export const createBatchReservationBodySchema = z.object({
  timeSlotIds: z
    .array(timeSlotIdSchema)
    .min(1, { error: 'Send at least one time slot.' })
    .max(MAX_GROUP_SIZE, { error: `At most ${MAX_GROUP_SIZE} places can be held together.` }),
});
export type CreateBatchReservationBody = z.infer<typeof createBatchReservationBodySchema>;
export const createBatchReservationResponseSchema = z.object({
  data: z.object({ timeSlotIds: z.array(z.string()), expiresAt: z.string() }),
});

/**
 * POST /reservations/batch/extend: "I need more time" for a party. The same ids the party was held with (the same id
 * twice for two places); every one of the client's places at those times gets the time, or none does.
 */
export const extendBatchReservationBodySchema = createBatchReservationBodySchema;
export type ExtendBatchReservationBody = z.infer<typeof extendBatchReservationBodySchema>;
export const extendBatchReservationResponseSchema = z.object({
  data: z.object({
    timeSlotIds: z.array(z.string()),
    /** ISO 8601 UTC instant after which the party's places are free for others again. */
    expiresAt: z.string(),
    extensionsLeft: z
      .number()
      .int()
      .min(0)
      .max(HOLD_MAX_EXTENSIONS)
      .describe("How many more times the party's hold may be extended."),
  }),
});
export type ExtendedPartyReservation = z.infer<typeof extendBatchReservationResponseSchema>['data'];
