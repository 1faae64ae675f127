import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchCreateRemindersBodySchema,
  batchCreateRemindersResponseSchema,
} from '@vaxnear/domain/contracts/reminders';
import { createReminders } from '../../modules/reminders/reminders.service.ts';

export async function reminderRoutes(api: FastifyInstance): Promise<void> {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/reminders/batch_create',
    {
      preParsing: api.requireBotCheck('create_reminders'),
      schema: {
        body: batchCreateRemindersBodySchema,
        response: { 202: batchCreateRemindersResponseSchema },
        tags: ['reminders'],
        summary: 'Ask for maternal-RSV reminders',
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: { reminders: await createReminders(api.deps, request.body.reminders) } }),
  );
}
