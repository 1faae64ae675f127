import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailStopBodySchema, emailStopResponseSchema } from '@vaxnear/domain/contracts/email-stops';
import { resumeMailWithToken, stopMailWithToken } from '../../modules/mail/mail-queue.service.ts';

// The "this was not me" page posts the signed token from the link (never applied by a GET, which mail scanners open on
// their own). The token is the proof, as for /unsubscribe, so no bot check (decision 227).
export async function emailStopRoutes(api: FastifyInstance): Promise<void> {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/email_stops',
    {
      schema: {
        body: emailStopBodySchema,
        response: { 200: emailStopResponseSchema },
        tags: ['subscriptions'],
        summary: 'Stop every e-mail to the address of a "this was not me" link',
        description:
          'Bookings made with the address still work; they send it nothing. POST /email_stops/undo with the same token undoes it.',
      },
    },
    async (request) => {
      await stopMailWithToken(api.deps, request.body.token);
      return { data: { status: 'stopped' as const } };
    },
  );
  r.post(
    '/email_stops/undo',
    {
      schema: {
        body: emailStopBodySchema,
        response: { 200: emailStopResponseSchema },
        tags: ['subscriptions'],
        summary: 'Send e-mails to the address of a "this was not me" link again',
      },
    },
    async (request) => {
      await resumeMailWithToken(api.deps, request.body.token);
      return { data: { status: 'resumed' as const } };
    },
  );
}
