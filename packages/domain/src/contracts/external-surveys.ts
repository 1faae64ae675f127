// POST /external_surveys (docs/product/survey.md). Of the spec's two readings of the body, this takes
// `answers {covid19, rsv, pneumococcal}` (the survey context's own names) over `data {eligible_covid_19, ...}`:
// one shape, decision 022. The bot-check token travels like every other bot-checked call, not in this body.
import { z } from 'zod';
import { SURVEY_EXTERNAL_ID_MAX, SURVEY_VERSION } from '../constants.ts';

/** true, false, 'unsure' or 'pending' (pending eligibility), docs/product/survey.md. */
export const surveyAnswerSchema = z.union([z.boolean(), z.enum(['unsure', 'pending'])]);

export const externalSurveyBodySchema = z.object({
  externalId: z.string().trim().min(1).max(SURVEY_EXTERNAL_ID_MAX),
  version: z.literal(SURVEY_VERSION),
  answers: z.object({
    covid19: surveyAnswerSchema,
    rsv: surveyAnswerSchema,
    pneumococcal: surveyAnswerSchema,
  }),
});
export type ExternalSurveyBody = z.infer<typeof externalSurveyBodySchema>;

/** The spec shows no response fields; this echoes what was stored so the client can tell a repeat from a new record. */
export const externalSurveyResponseSchema = z.object({
  data: z.object({
    externalId: z.string(),
    version: z.string(),
    /** false when this external id and version were already stored: the repeat changed nothing. */
    created: z.boolean(),
  }),
});
export type ExternalSurveyResponse = z.infer<typeof externalSurveyResponseSchema>;
