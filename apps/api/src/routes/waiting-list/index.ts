import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { batchCreateAppointmentsResponseSchema } from '@vaxnear/domain/contracts/appointments';
import {
  joinWaitlistBodySchema,
  leaveWaitlistBodySchema,
  takeWaitlistOfferBodySchema,
  waitlistEntrySchema,
  waitlistOfferSchema,
  waitlistTokenSchema,
} from '@vaxnear/domain/contracts/waiting-list';
import { clientAddressKey } from '../../plugins/app/client-identity.ts';
import {
  confirmWaitlist,
  declineWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  stayOnWaitlist,
  takeWaitlistOffer,
  viewEntries,
  viewWaitlistOffer,
} from '../../modules/waiting-list/waiting-list.service.ts';

const entries = { 200: z.object({ data: z.array(waitlistEntrySchema) }) };
const offer = { 200: z.object({ data: waitlistOfferSchema }) };

// The waiting list (decision 264). Joining is bot-checked and answered 202 alike for everyone (nothing counts until
// the e-mail link is confirmed). Every other call carries a signed token from an e-mail in its body: the token is the
// proof, so no bot check, and it never sits in a URL the server logs; nothing changes on a GET.
export async function waitingListRoutes(api: FastifyInstance): Promise<void> {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/waitlist/entries',
    {
      preParsing: api.requireBotCheck('join_waitlist'),
      schema: {
        body: joinWaitlistBodySchema,
        response: { 202: z.object({ data: z.object({ status: z.literal('confirmation_sent') }) }) },
        tags: ['waiting-list'],
        summary: 'Join the waiting list for one or more vaccines; confirmed by an e-mail link',
      },
    },
    async (request, reply) => reply.status(202).send({ data: await joinWaitlist(api.deps, request.body) }),
  );
  r.post(
    '/waitlist/confirm',
    {
      schema: {
        body: waitlistTokenSchema,
        response: { 200: z.object({ data: z.object({ confirmed: z.number().int() }) }) },
        tags: ['waiting-list'],
        summary: 'Confirm waiting-list entries from their e-mail link',
      },
    },
    async (request) => ({ data: await confirmWaitlist(api.deps, request.body.token) }),
  );
  r.post(
    '/waitlist/entries/view',
    {
      schema: {
        body: waitlistTokenSchema,
        response: entries,
        tags: ['waiting-list'],
        summary: "The person's entries, from the manage link",
      },
    },
    async (request) => ({ data: await viewEntries(api.deps, request.body.token) }),
  );
  r.post(
    '/waitlist/entries/leave',
    {
      schema: {
        body: leaveWaitlistBodySchema,
        response: entries,
        tags: ['waiting-list'],
        summary: 'Leave the list (one entry or all); a held offer goes to the next person',
      },
    },
    async (request) => ({ data: await leaveWaitlist(api.deps, request.body.token, request.body.entryId) }),
  );
  r.post(
    '/waitlist/entries/stay',
    {
      schema: {
        body: waitlistTokenSchema,
        response: entries,
        tags: ['waiting-list'],
        summary: 'Stay on the list after three unanswered offers',
      },
    },
    async (request) => ({ data: await stayOnWaitlist(api.deps, request.body.token) }),
  );
  r.post(
    '/waitlist/offers/view',
    {
      schema: {
        body: waitlistTokenSchema,
        response: offer,
        tags: ['waiting-list'],
        summary: 'What an offer link holds; changes nothing',
      },
    },
    async (request) => ({ data: await viewWaitlistOffer(api.deps, request.body.token) }),
  );
  r.post(
    '/waitlist/offers/take',
    {
      schema: {
        body: takeWaitlistOfferBodySchema,
        response: { 200: batchCreateAppointmentsResponseSchema },
        tags: ['waiting-list'],
        summary: 'Book the held place through the normal booking path',
      },
    },
    async (request, reply) => {
      const answer = await takeWaitlistOffer(api.deps, {
        token: request.body.token,
        booking: request.body.booking,
        clientAddress: clientAddressKey(request),
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
  r.post(
    '/waitlist/offers/decline',
    {
      schema: {
        body: waitlistTokenSchema,
        response: offer,
        tags: ['waiting-list'],
        summary: 'Decline the held place; it goes to the next person and the decliner stays on the list',
      },
    },
    async (request) => ({ data: await declineWaitlistOffer(api.deps, request.body.token) }),
  );
}
