import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { closureOfferSchema, closureOfferTokenSchema } from '@vaxnear/domain/contracts/closures';
import { takeClosureOffer, viewClosureOffer } from '../../modules/schedule-changes/closures.service.ts';

// The time held for a person whose appointment a closure cancelled (decision 258). The signed token from their e-mail
// is the proof, as for "this was not me": both calls are POSTs so that the token never sits in a URL the server logs,
// and taking it is never a GET (mail scanners open links on their own).
export async function closureOfferRoutes(api: FastifyInstance): Promise<void> {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/closure_offers/view',
    {
      schema: {
        body: closureOfferTokenSchema,
        response: { 200: z.object({ data: closureOfferSchema }) },
        tags: ['registrations'],
        summary: 'What a closure offer link offers; changes nothing',
      },
    },
    async (request) => ({ data: await viewClosureOffer(api.deps, request.body.token) }),
  );
  r.post(
    '/closure_offers/take',
    {
      schema: {
        body: closureOfferTokenSchema,
        response: { 200: z.object({ data: closureOfferSchema }) },
        tags: ['registrations'],
        summary: 'Take the held time: the booking moves there in one step and its closed place is given back',
      },
    },
    async (request) => ({ data: await takeClosureOffer(api.deps, request.body.token) }),
  );
}
