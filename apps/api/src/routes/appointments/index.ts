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
      preValidation: api.requireBotCheck('create_appointments'),
      schema: {
        body: batchCreateAppointmentsBodySchema,
        response: { 200: batchCreateAppointmentsResponseSchema },
        tags: ['appointments'],
        summary: 'Book every appointment of the request, or none',
        description:
          'Send an Idempotency-Key header to make retries safe: the same key and body returns the first answer.',
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
