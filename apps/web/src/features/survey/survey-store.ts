import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import type { ExternalSurveyBody } from '@vaxnear/domain/contracts/external-surveys';
import { SURVEY_STATE_VERSION, SURVEY_STORAGE_KEY, surveyMachine } from '@vaxnear/domain/survey/survey.machine';
import { SURVEY_ANONYMOUS_ID_PREFIX, type SurveyStep } from '@vaxnear/domain/survey/survey-rules';
import { trackFormEvent } from '../../lib/analytics.ts';
import { persistedActor } from '../../lib/stored-snapshot.ts';
import { sendSurvey } from './api/external-surveys.ts';

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
      const answer = await sendSurvey(input, token);
      // Here, not in a page effect: an effect runs again on every re-render and route change, this runs once per submit.
      trackFormEvent('completed', { form: 'survey_fall2025', step: 'completed' });
      return answer;
    }),
  },
});

export type SurveyActor = Actor<typeof submittingSurveyMachine>;
export type SurveySnapshot = SnapshotFrom<typeof submittingSurveyMachine>;

const survey = persistedActor({
  key: SURVEY_STORAGE_KEY,
  version: SURVEY_STATE_VERSION,
  create: (snapshot) =>
    createActor(
      submittingSurveyMachine,
      snapshot ? { snapshot: snapshot as SurveySnapshot, input: {} } : { input: {} },
    ),
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

const VISITOR_ID_KEY = 'vaxnear.survey.visitor';
let visitorIdInMemory: string | null = null;

/**
 * This visitor's own survey id when the link carries none (decision 170): random, kept for the browser session so a
 * reload or a second submit is the same person's repeat, and never shared with another visitor. In memory only when
 * session storage is unavailable.
 */
export function anonymousSurveyId(): string {
  try {
    const stored = window.sessionStorage.getItem(VISITOR_ID_KEY);
    if (stored?.startsWith(SURVEY_ANONYMOUS_ID_PREFIX)) return stored;
    const id = visitorIdInMemory ?? `${SURVEY_ANONYMOUS_ID_PREFIX}${crypto.randomUUID()}`;
    window.sessionStorage.setItem(VISITOR_ID_KEY, id);
    visitorIdInMemory = id;
    return id;
  } catch {
    visitorIdInMemory ??= `${SURVEY_ANONYMOUS_ID_PREFIX}${crypto.randomUUID()}`;
    return visitorIdInMemory;
  }
}
