import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelRegistrationBodySchema,
  eraseRegistrationResponseSchema,
  lookupRegistrationBodySchema,
  lookupRegistrationResponseSchema,
  registrationParamsSchema,
  registrationResponseSchema,
  rescheduleRegistrationBodySchema,
} from '@vaxnear/domain/contracts/registrations';
import { existingClientId } from '../../plugins/app/client-identity.ts';
import { getRegistration } from '../../modules/registrations/registrations.service.ts';
import {
  cancelBooking,
  eraseBooking,
  lookupBooking,
  rescheduleBooking,
} from '../../modules/registrations/registration-changes.service.ts';
import { registrationCalendarRoute } from './calendar.ts';

const LOOKUP_WINDOW = '15 minutes';

export async function registrationRoutes(api: FastifyInstance): Promise<void> {
  await api.register(registrationCalendarRoute);
  const routes = api.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/registrations/:accessCode',
    {
      schema: {
        params: registrationParamsSchema,
        response: { 200: registrationResponseSchema },
        tags: ['registrations'],
        summary: 'A booking, by its access code',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { registration: await getRegistration(api.deps, request.params.accessCode) } };
    },
  );

  // The access code in the path is the right to change the booking (decision 140).
  routes.post(
    '/registrations/:accessCode/cancel',
    {
      preParsing: api.requireBotCheck('manage_registration'),
      schema: {
        params: registrationParamsSchema,
        body: cancelRegistrationBodySchema.nullish(),
        response: { 200: registrationResponseSchema },
        tags: ['registrations'],
        summary: 'Cancel appointments of a booking (all of them when none is named) and free their places',
        description:
          'Idempotent: cancelling a cancelled appointment changes nothing and answers the same. A cancellation e-mail is queued.',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { registration: await cancelBooking(api.deps, request.params.accessCode, request.body ?? {}) } };
    },
  );

  routes.post(
    '/registrations/:accessCode/reschedule',
    {
      preParsing: api.requireBotCheck('manage_registration'),
      schema: {
        params: registrationParamsSchema,
        body: rescheduleRegistrationBodySchema,
        response: { 200: registrationResponseSchema },
        tags: ['registrations'],
        summary: 'Move appointments to new times at the same pharmacy, all or none',
        description:
          'The new place is taken and the old one freed in one transaction; TIME_SLOT_TAKEN leaves the appointment as it was. A change e-mail is queued.',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: {
          registration: await rescheduleBooking(
            api.deps,
            request.params.accessCode,
            request.body,
            existingClientId(request),
          ),
        },
      };
    },
  );

  routes.post(
    '/registrations/:accessCode/erase',
    {
      preParsing: api.requireBotCheck('manage_registration'),
      schema: {
        params: registrationParamsSchema,
        response: { 200: eraseRegistrationResponseSchema },
        tags: ['registrations'],
        summary: 'Cancel what is still booked and delete the personal data of the booking',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { erased: await eraseBooking(api.deps, request.params.accessCode) } };
    },
  );

  routes.post(
    '/registrations/lookup',
    {
      preParsing: api.requireBotCheck('lookup_registration'),
      // Three facts guessed at a time: the limit applies to every address, loopback included (decision 142).
      config: { rateLimit: { max: api.config.lookupRateLimitMax, timeWindow: LOOKUP_WINDOW, allowList: () => false } },
      schema: {
        body: lookupRegistrationBodySchema,
        response: { 200: lookupRegistrationResponseSchema },
        tags: ['registrations'],
        summary: 'Find a booking by its confirmation number and the last name and date of birth of a person on it',
        description: 'One answer (404 BOOKING_NOT_FOUND) whichever detail does not match.',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await lookupBooking(api.deps, request.body) };
    },
  );
}
