import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { challengeQuerySchema } from '../../plugins/app/bot-check.ts';

/**
 * GET /bot-check/challenge?action=…: an ALTCHA challenge for one action. Answered bare (not in `{ data }`)
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
      return api.botVerifier.createChallenge(request.query.action);
    },
  );
}
