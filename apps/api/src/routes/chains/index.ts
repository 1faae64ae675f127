import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { retailerCountsSchema } from '@vaxnear/domain/contracts/chains';
import { locationIndexOf } from '../../modules/locations/location-index.ts';

export async function chainRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/chains',
    {
      schema: {
        tags: ['locations'],
        summary: 'Bookable locations listed per pharmacy chain',
        description:
          'Counted from the same locations GET /query searches, so a chain with no location listed (and so none a ' +
          'person can book here) is left out.',
        response: { 200: z.object({ data: retailerCountsSchema }) },
      },
    },
    async () => ({ data: (await locationIndexOf(app.database)).retailerCounts }),
  );
}
