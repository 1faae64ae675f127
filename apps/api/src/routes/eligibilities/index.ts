import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eligibilityBodySchema,
  eligibilityQuerySchema,
  eligibilityResponseSchema,
} from '@vaxnear/domain/contracts/eligibilities';
import { checkEligibility } from '../../modules/eligibility/eligibility.service.ts';

export async function eligibilityRoutes(api: FastifyInstance): Promise<void> {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/eligibilities',
    {
      schema: {
        querystring: eligibilityQuerySchema,
        response: { 200: eligibilityResponseSchema },
        tags: ['eligibilities'],
        summary: 'Age eligibility of a person for the chosen vaccines at a location',
      },
    },
    async (request) => ({ data: { warnings: await checkEligibility(api.deps, request.query) } }),
  );
  // Decision 011: the same check with the date of birth in the body, out of URLs and logs.
  r.post(
    '/eligibilities',
    {
      schema: {
        body: eligibilityBodySchema,
        response: { 200: eligibilityResponseSchema },
        tags: ['eligibilities'],
        summary: 'The same check, date of birth in the body',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { warnings: await checkEligibility(api.deps, request.body) } };
    },
  );
}
