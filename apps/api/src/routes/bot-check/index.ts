import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { challengeQuerySchema } from '../../plugins/app/bot-check.ts';
import { clientAddressKey } from '../../plugins/app/client-identity.ts';
import { proofCostFor } from '../../modules/bot-check/bot-check-cost.service.ts';

/**
 * GET /bot-check/challenge?action=…: an ALTCHA challenge for one action, of the work this client address is asked for. Answered bare (not in `{ data }`)
 * because the ALTCHA widget reads the challenge object from its challengeurl as it is.
 */
export async function botCheckRoutes(api: FastifyInstance): Promise<void> {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/bot-check/challenge',
    {
      schema: {
        querystring: challengeQuerySchema,
        tags: ['bot-check'],
        summary: 'A proof-of-work challenge for one action',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The work asked for grows with what this address holds and has booked (decision 224).
      const cost = await proofCostFor(
        api.deps,
        clientAddressKey(request),
        request.query.action,
        api.botVerifier.baseCost,
      );
      return api.botVerifier.createChallenge(request.query.action, cost);
    },
  );
}
