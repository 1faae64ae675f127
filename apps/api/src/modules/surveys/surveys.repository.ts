import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewSurveyResponse {
  id: string;
  externalId: string;
  version: string;
  answers: unknown;
  now: string;
}

/**
 * Stores the response unless this external id and version already have one; the unique constraint decides, so two
 * submits racing each other still leave one record. True when this call stored it.
 */
export async function insertSurveyResponseOnce(db: Kysely<Database>, response: NewSurveyResponse): Promise<boolean> {
  const result = await db
    .insertInto('external_surveys')
    .values({
      id: response.id,
      external_id: response.externalId,
      version: response.version,
      answers: JSON.stringify(response.answers),
      created_at: response.now,
    })
    .onConflict((oc) => oc.columns(['external_id', 'version']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
