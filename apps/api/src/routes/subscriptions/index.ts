import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  createSubscriptionBodySchema,
  createSubscriptionQuerySchema,
  createSubscriptionResponseSchema,
  deleteSubscriptionBodySchema,
  deleteSubscriptionResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '@vaxnear/domain/contracts/subscriptions';
import { subscribe, unsubscribe } from '../../modules/subscriptions/subscriptions.service.ts';
import { confirm, unsubscribeWithToken } from '../../modules/email-confirmations/email-confirmations.service.ts';

export async function subscriptionRoutes(api: FastifyInstance): Promise<void> {
  const r = api.withTypeProvider<ZodTypeProvider>();
  // 202 for a new address and a known one alike, so the answer does not tell who is already on the list (decision 080);
  // nothing is stored as a subscription until the address's owner confirms (decision 113).
  r.post(
    '/subscriptions',
    {
      preParsing: api.requireBotCheck('create_subscription'),
      schema: {
        body: createSubscriptionBodySchema,
        querystring: createSubscriptionQuerySchema,
        response: { 202: createSubscriptionResponseSchema },
        tags: ['subscriptions'],
        summary: 'Sign up for marketing updates (adults)',
      },
    },
    async (request, reply) => reply.status(202).send({ data: await subscribe(api.deps, request.body, request.query) }),
  );
  r.delete(
    '/subscriptions',
    {
      preParsing: api.requireBotCheck('delete_subscription'),
      schema: {
        body: deleteSubscriptionBodySchema,
        response: { 202: deleteSubscriptionResponseSchema },
        tags: ['subscriptions'],
        summary: 'Send an address its removal link',
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await unsubscribe(api.deps, request.body.email, request.body.locale ?? 'en') }),
  );

  // The signed link in a confirmation e-mail, posted by the confirm page's button (never applied by a GET, which mail
  // scanners open on their own). The token is the proof, so no bot check.
  r.post(
    '/email_confirmations',
    {
      schema: {
        body: confirmEmailBodySchema,
        response: { 200: confirmEmailResponseSchema },
        tags: ['subscriptions'],
        summary: 'Confirm an e-mail address from its link',
      },
    },
    async (request) => ({ data: await confirm(api.deps, request.body.token) }),
  );

  // RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` (a form body) to the link in the
  // List-Unsubscribe header; the unsubscribe page posts the same token. No bot check: a mail client cannot solve one.
  r.post(
    '/unsubscribe',
    {
      schema: {
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema },
        tags: ['subscriptions'],
        summary: 'Stop every e-mail to the address of a signed link',
      },
    },
    async (request) => {
      await unsubscribeWithToken(api.deps, request.query.token);
      return { data: { unsubscribed: true as const } };
    },
  );
}
