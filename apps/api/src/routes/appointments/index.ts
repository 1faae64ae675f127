import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchCreateAppointmentsBodySchema,
  batchCreateAppointmentsResponseSchema,
} from '@vaxnear/domain/contracts/appointments';
import { clientAddressKey, existingClientId } from '../../plugins/app/client-identity.ts';
import { bookAppointments } from '../../modules/bookings/bookings.service.ts';

export async function appointmentRoutes(api: FastifyInstance): Promise<void> {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/appointments/batch_create',
    {
      preParsing: api.requireBotCheck('create_appointments'),
      schema: {
        body: batchCreateAppointmentsBodySchema,
        response: { 200: batchCreateAppointmentsResponseSchema },
        tags: ['appointments'],
        summary: 'Book every appointment of the request, or none',
        description:
          'Send an Idempotency-Key header to make retries safe: the same key and body returns the first answer. ' +
          'Each appointment takes a place this client holds (POST /reservations or /reservations/batch, one hold per ' +
          'person at that time): without it, 409 HOLD_REQUIRED. A person (names and date of birth) has one upcoming ' +
          'appointment per vaccine: 409 PERSON_ALREADY_BOOKED. Places per day per e-mail address and per client ' +
          'address are capped: 429 TOO_MANY_BOOKINGS (decision 223).',
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const answer = await bookAppointments(api.deps, {
        body: request.body,
        clientId: existingClientId(request),
        clientAddress: clientAddressKey(request),
        idempotencyKey: typeof header === 'string' ? header : null,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
}
