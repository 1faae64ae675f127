// The waiting list's figures for operators (decision 264): counts only, no person, so no audit row is written.
// Registered inside staffRoutes, so the staff guard (session, role's action) runs before the handler.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitlistSummary } from '../../modules/waiting-list/waiting-list.service.ts';

const summarySchema = z.object({
  waiting: z.array(z.object({ area: z.string(), kind: z.string(), people: z.number().int() })),
  offers: z.record(z.string(), z.number().int()),
  medianRefillSeconds: z.number().nullable(),
});

export async function staffWaitingListRoutes(api: FastifyInstance): Promise<void> {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/staff/waitlist/summary',
    {
      config: { staff: { action: 'waitlist.summary' } },
      schema: {
        querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }),
        response: { 200: z.object({ data: summarySchema }) },
        tags: ['staff'],
        summary: 'People waiting by area and vaccine, offers by outcome and the median time to refill a place',
      },
    },
    async (request) => ({ data: await waitlistSummary(api.deps, request.query.days) }),
  );
}
