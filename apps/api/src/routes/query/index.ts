import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_SEARCH_RADIUS_MILES } from '@vaxnear/domain/constants';
import { locationQueryResultSchema, locationQuerySchema } from '@vaxnear/domain/contracts/query';
import { searchLocations, serializeQueryAnswer } from '../../modules/locations/location-search.service.ts';

export async function queryRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/query',
    {
      // Not validated again before sending (see lib/plain-serializer.ts), and built from cached JSON parts.
      serializerCompiler: () => (data) => serializeQueryAnswer(data as Parameters<typeof serializeQueryAnswer>[0]),
      schema: {
        tags: ['locations'],
        summary: 'Locations near a point that offer the wanted vaccines',
        description:
          `Nearest first, within ${DEFAULT_SEARCH_RADIUS_MILES} miles, or inside the map view when sw[lat], sw[lng], ne[lat], ne[lng] are given. ` +
          'A location matches a service when it offers the kind to someone of that age range (brand minAge ≤ ageMax and maxAge ≥ ageMin), ' +
          'with one of the brands when brands are given. Without partialMatching a location must match every service.',
        querystring: locationQuerySchema,
        response: { 200: z.object({ data: locationQueryResultSchema }) },
      },
    },
    async (request) => ({ data: await searchLocations(app.database, request.query, app.clock.now()) }),
  );
}
