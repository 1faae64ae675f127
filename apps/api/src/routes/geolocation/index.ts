import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressDetailQuerySchema,
  addressDetailSchema,
  autocompleteQuerySchema,
  autocompleteSchema,
  nearestZipQuerySchema,
  nearestZipSchema,
} from '@vaxnear/domain/contracts/geolocation';
import { addressDetail, autocomplete, nearestZipCode } from '../../modules/geolocation/geolocation.service.ts';
import { streetGeocoderFrom } from '../../modules/geolocation/street-geocoder.ts';

export async function geolocationRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const geocoder = streetGeocoderFrom(app.config);
  app.get(
    '/geolocation/address_detail',
    {
      schema: {
        tags: ['geolocation'],
        summary: 'Where a ZIP code or a search text is, and what its state allows',
        description:
          'A ZIP anywhere in the text wins; then a city with or without its state ("chicago il", "Chicago, Illinois"), ' +
          'centred on where its people live; a street is placed only when STREET_GEOCODER is on, else the answer is at ZIP or city ' +
          'precision (see precision and matched). A city name found in several states of similar size is ambiguous: ask which, ' +
          'from candidates. Unknown place: 404 PLACE_NOT_FOUND.',
        querystring: addressDetailQuerySchema,
        response: { 200: z.object({ data: addressDetailSchema }) },
      },
    },
    async (request) => ({ data: await addressDetail(app.database.db, request.query, geocoder) }),
  );

  app.get(
    '/geolocation/autocomplete',
    {
      schema: {
        tags: ['geolocation'],
        summary: 'Suggestions while typing a place',
        description:
          'Fewer than 3 characters is a 400 naming "search", so a client never sends a request that cannot help.',
        querystring: autocompleteQuerySchema,
        response: { 200: z.object({ data: autocompleteSchema }) },
      },
    },
    async (request) => ({ data: await autocomplete(app.database.db, request.query.search) }),
  );

  app.get(
    '/geolocation/nearest_zip_code',
    {
      schema: {
        tags: ['geolocation'],
        summary: 'The ZIP code whose centre is nearest to a position, and what its state allows',
        querystring: nearestZipQuerySchema,
        response: { 200: z.object({ data: nearestZipSchema }) },
      },
    },
    async (request) => ({
      data: await nearestZipCode(app.database.db, request.query.latitude, request.query.longitude),
    }),
  );
}
