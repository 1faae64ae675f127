// The fall 2025 survey's submit (docs/product/survey.md): one stored response per external id and survey version.
import crypto from 'node:crypto';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { ExternalSurveyBody } from '@vaxnear/domain/contracts/external-surveys';
import { insertSurveyResponseOnce } from './surveys.repository.ts';

/** A repeat for the same id and version keeps the first answers and reports created: false (decision 070). */
export async function submitSurvey(deps: ServiceDeps, body: ExternalSurveyBody) {
  const created = await insertSurveyResponseOnce(deps.db, {
    id: crypto.randomUUID(),
    externalId: body.externalId,
    version: body.version,
    answers: body.answers,
    now: deps.clock.now().toISOString(),
  });
  return { externalId: body.externalId, version: body.version, created };
}
