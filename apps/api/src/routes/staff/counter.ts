// The counter's calls at one location (docs/product/staff.md, Lots, Vaccination records, Walk-ins; decisions 245 and
// 246). Registered inside staffRoutes, so the staff guard (session, role, cross-site check) runs before each; every
// handler then checks the location against the session's scope in its service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentParamsSchema,
  appointmentVaccinationsSchema,
  countLotBodySchema,
  locationParamsSchema,
  lotParamsSchema,
  lotSchema,
  lotsQuerySchema,
  receiveLotBodySchema,
  recordVaccinationBodySchema,
  vaccinationRecordSchema,
  walkInBodySchema,
  walkInSchema,
  walkInTimeSchema,
  wasteLotBodySchema,
} from '@vaxnear/domain/contracts/staff-counter';
import { clientAddressKey } from '../../plugins/app/client-identity.ts';
import { countLot, listLots, receiveLot, wasteDoses } from '../../modules/counter/vaccine-lots.service.ts';
import { readAppointmentVaccinations, recordVaccination } from '../../modules/counter/vaccinations.service.ts';
import { addWalkIn, walkInTimes } from '../../modules/counter/walk-ins.service.ts';

export async function counterRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const actorOf = (request: FastifyRequest) => ({ session: request.staffSession!, address: clientAddressKey(request) });
  const base = '/staff/locations/:locationId';

  routes.get(
    `${base}/lots`,
    {
      config: { staff: { action: 'lots.read' } },
      schema: {
        params: locationParamsSchema,
        querystring: lotsQuerySchema,
        response: { 200: z.object({ data: z.array(lotSchema) }) },
        tags,
        summary: 'The location’s lots with doses left (or all of them), soonest expiry first',
      },
    },
    async (request) => ({
      data: await listLots(api.deps, actorOf(request), request.params.locationId, {
        withEmpty: request.query.empty === 'true',
      }),
    }),
  );

  routes.post(
    `${base}/lots`,
    {
      config: { staff: { action: 'lots.change' } },
      schema: {
        params: locationParamsSchema,
        body: receiveLotBodySchema,
        response: { 201: z.object({ data: lotSchema }) },
        tags,
        summary: 'Receive a lot: product, lot number, expiry date and doses',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await receiveLot(api.deps, actorOf(request), request.params.locationId, request.body) }),
  );

  routes.post(
    `${base}/lots/:lotId/waste`,
    {
      config: { staff: { action: 'lots.change' } },
      schema: {
        params: lotParamsSchema,
        body: wasteLotBodySchema,
        response: { 200: z.object({ data: lotSchema }) },
        tags,
        summary: 'Record doses of a lot wasted, with the reason',
      },
    },
    async (request) => ({ data: await wasteDoses(api.deps, actorOf(request), request.params, request.body) }),
  );

  routes.post(
    `${base}/lots/:lotId/count`,
    {
      config: { staff: { action: 'lots.change' } },
      schema: {
        params: lotParamsSchema,
        body: countLotBodySchema,
        response: { 200: z.object({ data: lotSchema }) },
        tags,
        summary: 'Set the doses counted in a lot; the difference goes to the audit log',
      },
    },
    async (request) => ({ data: await countLot(api.deps, actorOf(request), request.params, request.body) }),
  );

  routes.get(
    `${base}/appointments/:appointmentId/vaccinations`,
    {
      config: { staff: { action: 'vaccinations.read' } },
      schema: {
        params: appointmentParamsSchema,
        response: { 200: z.object({ data: appointmentVaccinationsSchema }) },
        tags,
        summary: 'An appointment’s person, vaccines and vaccination records',
      },
    },
    async (request) => ({ data: await readAppointmentVaccinations(api.deps, actorOf(request), request.params) }),
  );

  routes.post(
    `${base}/appointments/:appointmentId/vaccinations`,
    {
      config: { staff: { action: 'vaccinations.record' } },
      schema: {
        params: appointmentParamsSchema,
        body: recordVaccinationBodySchema,
        response: { 201: z.object({ data: vaccinationRecordSchema }) },
        tags,
        summary: 'Record a vaccine given: takes one dose from the lot and marks the appointment vaccinated',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await recordVaccination(api.deps, actorOf(request), request.params, request.body) }),
  );

  routes.get(
    `${base}/walk-ins/times`,
    {
      config: { staff: { action: 'walk_ins.read' } },
      schema: {
        params: locationParamsSchema,
        response: { 200: z.object({ data: z.array(walkInTimeSchema) }) },
        tags,
        summary: 'Today’s times still to start, with their free places',
      },
    },
    async (request) => ({ data: await walkInTimes(api.deps, actorOf(request), request.params.locationId) }),
  );

  routes.post(
    `${base}/walk-ins`,
    {
      config: { staff: { action: 'walk_ins.create' } },
      schema: {
        params: locationParamsSchema,
        body: walkInBodySchema,
        response: { 201: z.object({ data: walkInSchema }) },
        tags,
        summary: 'Add a walk-in today through the public booking’s rules',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addWalkIn(api.deps, actorOf(request), request.params.locationId, request.body) }),
  );
}
