import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSubscriptionBodySchema, createSubscriptionQuerySchema, createSubscriptionResponseSchema,
  deleteSubscriptionBodySchema, deleteSubscriptionResponseSchema,
} from '@vaxnear/domain/contracts/subscriptions';
import { subscribe, unsubscribe } from '../../modules/subscriptions/subscriptions.service.ts';

export async function registerSubscriptionRoutes(api: FastifyInstance): Promise<void> {
  const r = api.withTypeProvider<ZodTypeProvider>();
  // 200 for a new address and a known one alike, so the answer does not tell who is already on the list (decision 080).
  r.post('/subscriptions', {
    preValidation: api.requireBotCheck('create_subscription'),
    schema: {
      body: createSubscriptionBodySchema, querystring: createSubscriptionQuerySchema, response: { 200: createSubscriptionResponseSchema },
      tags: ['subscriptions'], summary: 'Sign up for marketing updates (adults)',
    },
  }, async (request) => ({ data: await subscribe(api, request.body, request.query) }));
  r.delete('/subscriptions', {
    preValidation: api.requireBotCheck('delete_subscription'),
    schema: { body: deleteSubscriptionBodySchema, response: { 200: deleteSubscriptionResponseSchema }, tags: ['subscriptions'], summary: 'Remove an e-mail address from the updates' },
  }, async (request) => ({ data: await unsubscribe(api, request.body.email) }));
}
