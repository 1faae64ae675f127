// The staff calls of state registry reporting at one location (decision 262): the report of vaccinations to fix, and
// sending one again. Registered inside staffRoutes, so the staff guard runs first; the service checks the location.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationParamsSchema } from '@vaxnear/domain/contracts/staff-counter';
import { registryMessageParamsSchema, registryProblemSchema } from '@vaxnear/domain/contracts/staff-registry';
import { clientAddressKey } from '../../plugins/app/client-identity.ts';
import { registryProblems, resendToRegistry } from '../../modules/iis/registry-report.service.ts';

export async function staffRegistryRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const actorOf = (request: FastifyRequest) => ({ session: request.staffSession!, address: clientAddressKey(request) });

  routes.get(
    '/staff/locations/:locationId/registry-problems',
    {
      config: { staff: { action: 'vaccinations.read' } },
      schema: {
        params: locationParamsSchema,
        response: { 200: z.object({ data: z.array(registryProblemSchema) }) },
        tags,
        summary: 'Vaccinations the state registry rejected, warned about or never answered, newest first',
      },
    },
    async (request) => ({ data: await registryProblems(api.deps, actorOf(request), request.params.locationId) }),
  );

  routes.post(
    '/staff/locations/:locationId/registry-messages/:vaccinationId/resend',
    {
      config: { staff: { action: 'vaccinations.record' } },
      schema: {
        params: registryMessageParamsSchema,
        response: { 202: z.object({ data: z.object({ status: z.literal('pending') }) }) },
        tags,
        summary: 'Send a rejected or failed vaccination to the state registry again',
      },
    },
    async (request, reply) => {
      await resendToRegistry(api.deps, actorOf(request), request.params);
      return reply.status(202).send({ data: { status: 'pending' as const } });
    },
  );
}
