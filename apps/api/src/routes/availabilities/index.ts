import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { availabilityQuerySchema, availabilityResultSchema } from '@vaxnear/domain/contracts/availability';
import { availabilities } from '../../modules/availability/availability.service.ts';
import { plainJsonSerializer } from '../../lib/plain-serializer.ts';
import { AVAILABILITY_CACHE, publicCache } from '../../lib/public-cache.ts';

export async function availabilityRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/availabilities',
    {
      serializerCompiler: plainJsonSerializer,
      // Counts every live hold, the asker's own included, and reads no cookie: the same for everyone (decision 282).
      onSend: publicCache(AVAILABILITY_CACHE),
      schema: {
        tags: ['availability'],
        summary: 'Free appointment slots of some locations, per date',
        description:
          "Slots come from each location's weekly schedule in its own time zone. Past slots, slots beyond the 180-day " +
          'horizon, and slots whose bookings plus live holds reach the capacity are left out. Locations not bookable here have no slots.',
        querystring: availabilityQuerySchema,
        response: { 200: z.object({ data: availabilityResultSchema }) },
      },
    },
    async (request) => {
      const { location_ids: locationIds, services, pregnant, date, startDate, endDate } = request.query;
      const data = await availabilities(
        app.database.db,
        {
          locationIds,
          services,
          pregnant,
          firstDate: date ?? startDate!,
          lastDate: date ?? endDate!,
        },
        app.clock.now(),
      );
      return { data };
    },
  );
}
