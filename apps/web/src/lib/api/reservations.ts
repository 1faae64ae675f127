// The calls about holds, typed by the domain's contracts (decision 101): shared by the scheduler, changing a booked
// time and group booking, so they live here rather than in a feature. Each needs a bot-check proof for its action
// except the extension, which the server ties to the client's cookie.
import type { z } from 'zod';
import type {
  CreateBatchReservationBody,
  createBatchReservationResponseSchema,
  CreateReservationBody,
  DeleteReservationsBody,
  ExtendBatchReservationBody,
  ExtendedPartyReservation,
  ExtendedReservation,
  Reservation,
} from '@vaxnear/domain/contracts/reservations';
import { apiRequest } from '../api-client.ts';

/** POST /reservations: holds a time slot for this client (proof for `create_reservation`). */
export function holdTimeSlot(
  timeSlotId: CreateReservationBody['timeSlotId'],
  botCheckToken: string,
): Promise<Reservation> {
  return apiRequest<Reservation>('POST', '/reservations', {
    body: { timeSlotId } satisfies CreateReservationBody,
    botCheckToken,
  });
}

export type PartyReservation = z.infer<typeof createBatchReservationResponseSchema>['data'];

/**
 * POST /reservations/batch: one place per person of a party, held together or not at all (proof for
 * `create_reservation`). The same id twice is two places at that time.
 */
export function holdPlaces(
  timeSlotIds: CreateBatchReservationBody['timeSlotIds'],
  botCheckToken: string,
): Promise<PartyReservation> {
  return apiRequest<PartyReservation>('POST', '/reservations/batch', {
    body: { timeSlotIds } satisfies CreateBatchReservationBody,
    botCheckToken,
  });
}

/**
 * DELETE /reservations: lets go of held slots (proof for `delete_reservation`). Best effort and never throws: a hold
 * nobody releases expires by itself within minutes, and a person should not see an error about it.
 */
export async function releaseTimeSlots(
  timeSlotIds: DeleteReservationsBody['timeSlotIds'],
  botCheckToken: string,
): Promise<void> {
  await apiRequest('DELETE', '/reservations', {
    body: { timeSlotIds } satisfies DeleteReservationsBody,
    botCheckToken,
  }).catch(() => undefined);
}

/** POST /reservations/extend: more time on the hold, within the limits the answer states. */
export function extendHold(timeSlotId: string): Promise<ExtendedReservation> {
  return apiRequest<ExtendedReservation>('POST', '/reservations/extend', { body: { timeSlotId } });
}

/** POST /reservations/batch/extend: more time on every place of the party at once, or on none. */
export function extendPartyHold(
  timeSlotIds: ExtendBatchReservationBody['timeSlotIds'],
): Promise<ExtendedPartyReservation> {
  return apiRequest<ExtendedPartyReservation>('POST', '/reservations/batch/extend', {
    body: { timeSlotIds } satisfies ExtendBatchReservationBody,
  });
}
