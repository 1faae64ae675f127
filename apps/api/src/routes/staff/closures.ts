// Closures (docs/product/staff.md, Closures; decision 258). Registered inside staffRoutes, so the staff guard (session,
// same-site request, the role's action) runs before each handler; the handler then checks the location's scope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closurePersonSchema,
  closureSchema,
  closuresQuerySchema,
  createClosureBodySchema,
} from '@vaxnear/domain/contracts/closures';
import { clientAddressKey } from '../../plugins/app/client-identity.ts';
import { hoursChangeBodySchema, hoursChangeSchema } from '@vaxnear/domain/contracts/schedule-changes';
import { changeCapacity } from '../../modules/schedule-changes/capacity-changes.service.ts';
import { changeHours } from '../../modules/schedule-changes/hours-changes.service.ts';
import {
  closurePeople,
  createClosure,
  listClosures,
  reopenClosure,
} from '../../modules/schedule-changes/closures.service.ts';

export async function closureRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const actorOf = (request: FastifyRequest) => ({ session: request.staffSession!, address: clientAddressKey(request) });
  const idParams = z.object({ id: z.string().min(1).max(100) });

  routes.post(
    '/staff/closures',
    {
      config: { staff: { action: 'closures.create' } },
      schema: {
        body: createClosureBodySchema,
        response: { 201: z.object({ data: closureSchema }) },
        tags,
        summary: 'Close a location for a time range; everyone booked there is told and offered a held time',
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createClosure(api.deps, actorOf(request), request.body) }),
  );

  routes.get(
    '/staff/closures',
    {
      config: { staff: { action: 'closures.list' } },
      schema: {
        querystring: closuresQuerySchema,
        response: { 200: z.object({ data: z.array(closureSchema) }) },
        tags,
        summary: 'The closures of a location, newest first, with how many people have not yet rebooked',
      },
    },
    async (request) => ({ data: await listClosures(api.deps, actorOf(request), request.query.locationId) }),
  );

  routes.get(
    '/staff/closures/:id/people',
    {
      config: { staff: { action: 'closures.people' } },
      schema: {
        params: idParams,
        response: { 200: z.object({ data: z.array(closurePersonSchema) }) },
        tags,
        summary: 'Who was booked in a closure, and who has not yet rebooked (recorded in the audit log)',
      },
    },
    async (request) => ({ data: await closurePeople(api.deps, actorOf(request), request.params.id) }),
  );

  routes.post(
    '/staff/closures/:id/reopen',
    {
      config: { staff: { action: 'closures.reopen' } },
      schema: {
        params: idParams,
        response: { 200: z.object({ data: closureSchema }) },
        tags,
        summary: 'Reopen a closure: its times are bookable again, held offers are released',
      },
    },
    async (request) => ({ data: await reopenClosure(api.deps, actorOf(request), request.params.id) }),
  );

  routes.post(
    '/staff/capacity-changes',
    {
      config: { staff: { action: 'schedule.change' } },
      schema: {
        body: z.object({
          locationId: z.string().min(1).max(100),
          from: z.iso.date({ error: 'Give the first day as 2026-12-01' }),
          capacity: z.number().int().min(1).max(50),
        }),
        response: {
          200: z.object({
            data: z.object({
              locationId: z.string(),
              from: z.string(),
              capacity: z.number().int(),
              overbooked: z.array(z.object({ startsAt: z.string(), booked: z.number().int() })),
            }),
          }),
        },
        tags,
        summary: 'Places per slot from a date on; a slot never drops below the people already booked in it',
      },
    },
    async (request) => ({ data: await changeCapacity(api.deps, actorOf(request), request.body) }),
  );

  routes.post(
    '/staff/hours-changes',
    {
      config: { staff: { action: 'schedule.change' } },
      schema: {
        body: hoursChangeBodySchema,
        response: { 200: z.object({ data: hoursChangeSchema }) },
        tags,
        summary:
          'Opening hours and slot length from a date on; people booked at a time that no longer exists are told and offered a held time',
      },
    },
    async (request) => ({
      data: await changeHours({ ...api.deps, database: api.database }, actorOf(request), request.body),
    }),
  );
}
