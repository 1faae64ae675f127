import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_SEARCH_RADIUS_MILES } from '@vaxnear/domain/constants';
import { locationQueryResultSchema, locationQuerySchema } from '@vaxnear/domain/contracts/query';
import { snapSearchCentre } from '@vaxnear/domain/search-grid';
import { searchLocations, serializeQueryAnswer } from '../../modules/locations/location-search.service.ts';
import { publicCache, SEARCH_CACHE } from '../../lib/public-cache.ts';

export async function queryRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/query',
    {
      // Not validated again before sending (see lib/plain-serializer.ts), and built from cached JSON parts.
      onSend: publicCache(SEARCH_CACHE),
      serializerCompiler: () => (data) => serializeQueryAnswer(data as Parameters<typeof serializeQueryAnswer>[0]),
      schema: {
        tags: ['locations'],
        summary: 'Locations near a point that offer the wanted vaccines',
        description:
          `Nearest first, within ${DEFAULT_SEARCH_RADIUS_MILES} miles, or inside the map view when sw[lat], sw[lng], ne[lat], ne[lng] are given. ` +
          'A location matches a service when it offers the kind to someone of that age range (brand minAge ≤ ageMax and maxAge ≥ ageMin), ' +
          'with one of the brands when brands are given. Without partialMatching a location must match every service. ' +
          'The centre is snapped to a grid of 0.01° (about 1 km) before searching, so that nearby people share one cacheable answer: ' +
          'distance is from the snapped centre (under half a mile from the one given); a client that knows the exact position shows its own distance.',
        querystring: locationQuerySchema,
        response: { 200: z.object({ data: locationQueryResultSchema }) },
      },
    },
    async (request) => {
      const centre = snapSearchCentre({ lat: request.query.latitude, lng: request.query.longitude });
      const query = { ...request.query, latitude: centre.lat, longitude: centre.lng };
      return { data: await searchLocations(app.database, query, app.clock.now()) };
    },
  );
}
