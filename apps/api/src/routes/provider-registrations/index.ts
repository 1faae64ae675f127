import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  providerRegistrationBodySchema,
  providerRegistrationResponseSchema,
  type ProviderRegistrationResponse,
} from '@vaxnear/domain/contracts/provider-registrations';
import { submitProviderRegistration } from '../../modules/provider-registrations/provider-registrations.service.ts';

export async function providerRegistrationRoutes(api: FastifyInstance): Promise<void> {
  // 201 for a new request; a repeat of one received in the last minutes answers 200 with the first reference number.
  api.withTypeProvider<ZodTypeProvider>().post(
    '/provider_registrations',
    {
      preParsing: api.requireBotCheck('create_provider_registration'),
      schema: {
        body: providerRegistrationBodySchema,
        response: { 201: providerRegistrationResponseSchema, 200: providerRegistrationResponseSchema },
        tags: ['providers'],
        summary: 'Ask for a pharmacy to be listed, changed or removed (reviewed by an operator)',
      },
    },
    async (request, reply) => {
      const { created, ...stored } = await submitProviderRegistration(api.deps, request.body);
      const data = {
        ...stored,
        requestType: stored.requestType as ProviderRegistrationResponse['data']['requestType'],
      };
      return reply.status(created ? 201 : 200).send({ data });
    },
  );
}
