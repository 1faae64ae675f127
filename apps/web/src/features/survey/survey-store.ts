import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import type { ExternalSurveyBody, ExternalSurveyResponse } from '@vaxnear/domain/contracts/external-surveys';
import { SURVEY_STATE_VERSION, SURVEY_STORAGE_KEY, surveyMachine } from '@vaxnear/domain/survey/survey.machine';
import type { SurveyStep } from '@vaxnear/domain/survey/survey-rules';
import { apiRequest } from '../../lib/api-client.ts';
import { persistedActor } from '../../lib/stored-snapshot.ts';

/** The one bot-check token the next submit spends (the widget on the confirmation page hands it over). */
let botCheckToken: string | null = null;

export function setSurveyBotCheckToken(token: string | null): void {
  botCheckToken = token;
}

/** The survey's POST /external_surveys (docs/product/survey.md); a rejection sends the machine back to confirmation. */
const submittingSurveyMachine = surveyMachine.provide({
  actors: {
    submitSurvey: fromPromise<unknown, ExternalSurveyBody>(async ({ input }) => {
      const token = botCheckToken;
      // A token is good for one call: whatever the answer, the next try needs a new proof.
      botCheckToken = null;
      return apiRequest<ExternalSurveyResponse['data']>('POST', '/external_surveys', { body: input, botCheckToken: token });
    }),
  },
});

export type SurveyActor = Actor<typeof submittingSurveyMachine>;
export type SurveySnapshot = SnapshotFrom<typeof submittingSurveyMachine>;

const survey = persistedActor({
  key: SURVEY_STORAGE_KEY,
  version: SURVEY_STATE_VERSION,
  create: (snapshot) => createActor(submittingSurveyMachine, snapshot ? { snapshot: snapshot as SurveySnapshot, input: {} } : { input: {} }),
  // A reload during a submit would post again on restore; the person sees the confirmation and presses Submit.
  canResume: (stored) => (stored as { value?: unknown }).value !== 'submitting',
});

/** The survey of this tab, resumed from session storage (lib/stored-snapshot.ts persistedActor). */
export function surveyActor(): SurveyActor {
  return survey.current();
}

/** The step the pages show: a submit in flight is still the confirmation page. */
export function surveyStepOf(snapshot: SurveySnapshot): SurveyStep {
  return snapshot.value === 'submitting' ? 'confirmation' : (snapshot.value as SurveyStep);
}
