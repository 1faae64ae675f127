import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressDetailQuerySchema, addressDetailSchema, autocompleteQuerySchema, autocompleteSchema, nearestZipQuerySchema, nearestZipSchema,
} from '@vaxnear/domain/contracts/geolocation';
import { addressDetail, autocomplete, nearestZipCode } from '../../modules/geolocation/geolocation.service.ts';

export async function geolocationRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get('/geolocation/address_detail', {
    schema: {
      tags: ['geolocation'],
      summary: 'Where a ZIP code or a search text is, and what its state allows',
      description: 'A ZIP in the text wins, then "City, ST", then a city name alone (its most populous ZIP). Unknown place: 404 PLACE_NOT_FOUND.',
      querystring: addressDetailQuerySchema,
      response: { 200: z.object({ data: addressDetailSchema }) },
    },
  }, async (request) => ({ data: await addressDetail(app.database.db, request.query) }));

  app.get('/geolocation/autocomplete', {
    schema: {
      tags: ['geolocation'],
      summary: 'Suggestions while typing a place',
      description: 'Fewer than 3 characters is a 400 naming "search", so a client never sends a request that cannot help.',
      querystring: autocompleteQuerySchema,
      response: { 200: z.object({ data: autocompleteSchema }) },
    },
  }, async (request) => ({ data: await autocomplete(app.database.db, request.query.search) }));

  app.get('/geolocation/nearest_zip_code', {
    schema: {
      tags: ['geolocation'],
      summary: 'The ZIP code whose centre is nearest to a position, and what its state allows',
      querystring: nearestZipQuerySchema,
      response: { 200: z.object({ data: nearestZipSchema }) },
    },
  }, async (request) => ({ data: await nearestZipCode(app.database.db, request.query.latitude, request.query.longitude) }));
}
