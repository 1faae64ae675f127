import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createBatchReservationBodySchema,
  createBatchReservationResponseSchema,
  createReservationBodySchema,
  createReservationResponseSchema,
  deleteReservationsBodySchema,
  deleteReservationsResponseSchema,
  extendReservationBodySchema,
  extendReservationResponseSchema,
  extendBatchReservationBodySchema,
  extendBatchReservationResponseSchema,
} from '@vaxnear/domain/contracts/reservations';
import { extendPartyHold } from '../../modules/reservations/party-hold-extension.service.ts';
import { clientAddressKey, ensureClientId, existingClientId } from '../../plugins/app/client-identity.ts';
import {
  extendReservation,
  holdSlot,
  holdSlotsTogether,
  releaseSlots,
} from '../../modules/reservations/reservations.service.ts';

export async function reservationRoutes(api: FastifyInstance): Promise<void> {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/reservations',
    {
      preParsing: api.requireBotCheck('create_reservation'),
      schema: {
        body: createReservationBodySchema,
        response: { 200: createReservationResponseSchema },
        tags: ['reservations'],
        summary: 'Hold a time slot for this client',
      },
    },
    async (request, reply) => {
      const clientId = ensureClientId(request, reply);
      return { data: await holdSlot(api.deps, clientId, clientAddressKey(request), request.body.timeSlotId) };
    },
  );
  r.post(
    '/reservations/batch',
    {
      preParsing: api.requireBotCheck('create_reservation'),
      schema: {
        body: createBatchReservationBodySchema,
        response: { 200: createBatchReservationResponseSchema },
        tags: ['reservations'],
        summary: "Hold a party's places together: all of them or none",
        description:
          'The same time slot id twice holds two places of that slot. Every slot must be at the same location.',
      },
    },
    async (request, reply) => {
      const clientId = ensureClientId(request, reply);
      return { data: await holdSlotsTogether(api.deps, clientId, clientAddressKey(request), request.body.timeSlotIds) };
    },
  );
  r.delete(
    '/reservations',
    {
      preParsing: api.requireBotCheck('delete_reservation'),
      schema: {
        body: deleteReservationsBodySchema,
        response: { 200: deleteReservationsResponseSchema },
        tags: ['reservations'],
        summary: "Release this client's holds",
      },
    },
    async (request) => ({
      data: { timeSlotIds: await releaseSlots(api.deps, existingClientId(request), request.body.timeSlotIds) },
    }),
  );
  r.post(
    '/reservations/extend',
    {
      schema: {
        body: extendReservationBodySchema,
        response: { 200: extendReservationResponseSchema },
        tags: ['reservations'],
        summary: "Give this client's hold on a slot more time",
        description:
          'A full hold from now, at most twice per hold and never past 30 minutes from the first hold. ' +
          'No active hold of this client: 409 HOLD_EXPIRED. No more extensions: 409 HOLD_NOT_EXTENDABLE.',
      },
    },
    async (request) => ({
      data: await extendReservation(api.deps, existingClientId(request), request.body.timeSlotId),
    }),
  );
  r.post(
    '/reservations/batch/extend',
    {
      schema: {
        body: extendBatchReservationBodySchema,
        response: { 200: extendBatchReservationResponseSchema },
        tags: ['reservations'],
        summary: "Give every place of this client's party more time, all or none",
        description:
          'Send the ids the party was held with. Every one of those places gets a full hold from now, at most twice and ' +
          'never past 30 minutes from the first hold, or none does. A place no longer held: 409 HOLD_EXPIRED. No more ' +
          'extensions: 409 HOLD_NOT_EXTENDABLE.',
      },
    },
    async (request) => ({
      data: await extendPartyHold(api.deps, existingClientId(request), request.body.timeSlotIds),
    }),
  );
}
