// The day list and the counter's calls (docs/product/staff.md, The day list; decisions 242, 243 and 244). Registered
// inside the staff routes, so the staff guard (session, role, cross-site check) runs before each handler here too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentParamsSchema,
  attendanceBodySchema,
  dayListParamsSchema,
  dayListRowSchema,
  dayListSchema,
  pharmacyCancelBodySchema,
  reachableLocationSchema,
  staffLocationsQuerySchema,
} from '@vaxnear/domain/contracts/staff-day-list';
import { clientAddressKey } from '../../plugins/app/client-identity.ts';
import {
  cancelOnBehalf,
  changeAttendance,
  listReachableLocations,
  readDayList,
} from '../../modules/staff/day-list.service.ts';

export async function staffDayListRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const actorOf = (request: FastifyRequest) => ({ session: request.staffSession!, address: clientAddressKey(request) });

  routes.get(
    '/staff/locations',
    {
      config: { staff: { action: 'locations.list' } },
      schema: {
        querystring: staffLocationsQuerySchema,
        response: { 200: z.object({ data: z.array(reachableLocationSchema) }) },
        tags,
        summary: 'The locations you can open a day list for (at most 25, by name; `q` narrows by name, city or id)',
      },
    },
    async (request) => ({ data: await listReachableLocations(api.deps, request.staffSession!, request.query.q) }),
  );

  routes.get(
    '/staff/locations/:locationId/day/:date',
    {
      config: { staff: { action: 'day_list.read' } },
      schema: {
        params: dayListParamsSchema,
        response: { 200: z.object({ data: dayListSchema }), 304: z.null() },
        tags,
        summary:
          'A location’s appointments on a local date. Answers 304 to a matching If-None-Match (poll it); each 200 is audited',
      },
    },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'];
      const { tag, list } = await readDayList(api.deps, actorOf(request), {
        ...request.params,
        ...(typeof ifNoneMatch === 'string' ? { ifNoneMatch } : {}),
      });
      // Personal data: no cache keeps it; the page sends its tag back itself.
      reply.header('etag', tag).header('cache-control', 'private, no-store');
      if (!list) return reply.status(304).send(null);
      return { data: list };
    },
  );

  routes.post(
    '/staff/appointments/:id/attendance',
    {
      config: { staff: { action: 'attendance.change' } },
      schema: {
        params: appointmentParamsSchema,
        body: attendanceBodySchema,
        response: { 200: z.object({ data: dayListRowSchema }) },
        tags,
        summary: 'Check in, undo a check-in, not given (with a reason) or no-show; 409 with the rule that refused',
      },
    },
    async (request) => ({ data: await changeAttendance(api.deps, actorOf(request), request.params.id, request.body) }),
  );

  routes.post(
    '/staff/appointments/:id/cancel',
    {
      config: { staff: { action: 'appointments.cancel' } },
      schema: {
        params: appointmentParamsSchema,
        body: pharmacyCancelBodySchema,
        response: { 200: z.object({ data: dayListRowSchema }) },
        tags,
        summary: 'Cancel on the person’s behalf with a reason; frees the place and e-mails the person',
      },
    },
    async (request) => ({ data: await cancelOnBehalf(api.deps, actorOf(request), request.params.id, request.body) }),
  );
}
