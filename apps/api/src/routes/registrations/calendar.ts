import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, DEFAULT_LOCALE } from '@vaxnear/domain/enumerations';
import { registrationParamsSchema } from '@vaxnear/domain/contracts/registrations';
import { registrationCalendar } from '../../modules/registrations/calendar.service.ts';

const calendarQuerySchema = z.object({
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE).describe('Language of the event text.'),
});

export async function registrationCalendarRoute(api: FastifyInstance): Promise<void> {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/registrations/:accessCode/calendar.ics',
    {
      schema: {
        params: registrationParamsSchema,
        querystring: calendarQuerySchema,
        tags: ['registrations'],
        summary: 'A booking as an iCalendar file, in the location time zone, without personal data',
      },
    },
    async (request, reply) => {
      const body = await registrationCalendar(api.deps, request.params.accessCode, request.query.locale);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'attachment; filename="vaccination-appointment.ics"');
      reply.type('text/calendar; charset=utf-8');
      return body;
    },
  );
}
