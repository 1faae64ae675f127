import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registrationParamsSchema, registrationResponseSchema } from '@vaxnear/domain/contracts/registrations';
import { getRegistration } from '../../modules/registrations/registrations.service.ts';

export async function registerRegistrationRoutes(api: FastifyInstance): Promise<void> {
  api.withTypeProvider<ZodTypeProvider>().get('/registrations/:accessCode', {
    schema: { params: registrationParamsSchema, response: { 200: registrationResponseSchema }, tags: ['registrations'], summary: 'A booking, by its access code' },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { registration: await getRegistration(api, request.params.accessCode) } };
  });
}
