import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { externalSurveyBodySchema, externalSurveyResponseSchema } from '@vaxnear/domain/contracts/external-surveys';
import { submitSurvey } from '../../modules/surveys/surveys.service.ts';

export async function externalSurveyRoutes(api: FastifyInstance): Promise<void> {
  // docs/product/survey.md: success is status 200, for a first submit and a repeat alike; `created` tells them apart.
  api.withTypeProvider<ZodTypeProvider>().post(
    '/external_surveys',
    {
      preParsing: api.requireBotCheck('create_survey'),
      schema: {
        body: externalSurveyBodySchema,
        response: { 200: externalSurveyResponseSchema },
        tags: ['surveys'],
        summary: 'Submit the fall 2025 survey',
      },
    },
    async (request) => ({ data: await submitSurvey(api.deps, request.body) }),
  );
}
