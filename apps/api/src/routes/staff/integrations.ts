// The staff calls that connect a retailer's own systems (decisions 247 and 248): webhook subscriptions, their delivery
// log and replay, and FHIR API clients. Registered inside staffRoutes, so its guard (session, role, same-site) runs first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiClientSchema,
  apiClientWithSecretSchema,
  createApiClientBodySchema,
  createWebhookBodySchema,
  deliveriesQuerySchema,
  idParamsSchema,
  listQuerySchema,
  replayBodySchema,
  updateWebhookBodySchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@vaxnear/domain/contracts/integrations';
import { clientAddressKey } from '../../plugins/app/client-identity.ts';
import {
  createWebhook,
  listWebhooks,
  replayWebhook,
  rotateWebhookSecret,
  updateWebhook,
  webhookDeliveries,
} from '../../modules/webhooks/webhook-subscriptions.service.ts';
import { createApiClient, listClients, revokeClient } from '../../modules/fhir-api/api-clients.service.ts';

export async function staffIntegrationRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff', 'integrations'];
  const manage = { staff: { action: 'integrations.manage' as const } };
  const actorOf = (request: FastifyRequest) => ({ session: request.staffSession!, address: clientAddressKey(request) });

  routes.get(
    '/staff/webhooks',
    {
      config: manage,
      schema: {
        querystring: listQuerySchema,
        response: { 200: z.object({ data: z.array(webhookSchema) }) },
        tags,
        summary: "A retailer's webhook subscriptions",
      },
    },
    async (request) => ({ data: await listWebhooks(api.deps, actorOf(request), request.query) }),
  );
  routes.post(
    '/staff/webhooks',
    {
      config: manage,
      schema: {
        body: createWebhookBodySchema,
        response: { 201: z.object({ data: webhookWithSecretSchema }) },
        tags,
        summary: 'Subscribe an endpoint to appointment events; the signing secret is shown once',
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createWebhook(api.deps, actorOf(request), request.body) }),
  );
  routes.patch(
    '/staff/webhooks/:id',
    {
      config: manage,
      schema: {
        params: idParamsSchema,
        body: updateWebhookBodySchema,
        response: { 200: z.object({ data: webhookSchema }) },
        tags,
        summary: "Change a subscription's address or events, or turn it off or on",
      },
    },
    async (request) => ({ data: await updateWebhook(api.deps, actorOf(request), request.params.id, request.body) }),
  );
  routes.post(
    '/staff/webhooks/:id/rotate-secret',
    {
      config: manage,
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ data: webhookWithSecretSchema }) },
        tags,
        summary: 'A new signing secret; the old one also signs for 24 hours',
      },
    },
    async (request) => ({ data: await rotateWebhookSecret(api.deps, actorOf(request), request.params.id) }),
  );
  routes.get(
    '/staff/webhooks/:id/deliveries',
    {
      config: manage,
      schema: {
        params: idParamsSchema,
        querystring: deliveriesQuerySchema,
        response: { 200: z.object({ data: z.array(webhookDeliverySchema) }) },
        tags,
        summary: 'The delivery log, newest first (100 at a time)',
      },
    },
    async (request) => ({
      data: await webhookDeliveries(api.deps, actorOf(request), request.params.id, request.query),
    }),
  );
  routes.post(
    '/staff/webhooks/:id/replay',
    {
      config: manage,
      schema: {
        params: idParamsSchema,
        body: replayBodySchema,
        response: { 200: z.object({ data: z.object({ replayed: z.number() }) }) },
        tags,
        summary: 'Send one event, or every event of a time range, again',
      },
    },
    async (request) => ({ data: await replayWebhook(api.deps, actorOf(request), request.params.id, request.body) }),
  );

  routes.get(
    '/staff/api-clients',
    {
      config: manage,
      schema: {
        querystring: listQuerySchema,
        response: { 200: z.object({ data: z.array(apiClientSchema) }) },
        tags,
        summary: "A retailer's FHIR API clients",
      },
    },
    async (request) => ({ data: await listClients(api.deps, actorOf(request), request.query) }),
  );
  routes.post(
    '/staff/api-clients',
    {
      config: manage,
      schema: {
        body: createApiClientBodySchema,
        response: { 201: z.object({ data: apiClientWithSecretSchema }) },
        tags,
        summary: 'A FHIR API client; its secret is shown once',
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createApiClient(api.deps, actorOf(request), request.body) }),
  );
  routes.post(
    '/staff/api-clients/:id/revoke',
    {
      config: manage,
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ data: apiClientSchema }) },
        tags,
        summary: 'Revoke a FHIR API client: its tokens stop working at once',
      },
    },
    async (request) => ({ data: await revokeClient(api.deps, actorOf(request), request.params.id) }),
  );
}
