// The survey's answer call, typed by the domain's contract (decision 101).
import type { ExternalSurveyBody, ExternalSurveyResponse } from '@vaxnear/domain/contracts/external-surveys';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /external_surveys: the answers, with a bot-check proof when one was drawn. */
export function sendSurvey(
  body: ExternalSurveyBody,
  botCheckToken: string | null,
): Promise<ExternalSurveyResponse['data']> {
  return apiRequest('POST', '/external_surveys', { body, botCheckToken });
}
