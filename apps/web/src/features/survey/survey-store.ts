import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import type { ExternalSurveyBody, ExternalSurveyResponse } from '@vaxnear/domain/contracts/external-surveys';
import { SURVEY_STATE_VERSION, SURVEY_STORAGE_KEY, surveyMachine } from '@vaxnear/domain/survey/survey.machine';
import { SURVEY_ANONYMOUS_ID_PREFIX, type SurveyStep } from '@vaxnear/domain/survey/survey-rules';
import { trackFormEvent } from '../../lib/analytics.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { readStoredSnapshot, startResumedOrFresh, writeStoredSnapshot } from '../../lib/stored-snapshot.ts';

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
      const answer = await apiRequest<ExternalSurveyResponse['data']>('POST', '/external_surveys', { body: input, botCheckToken: token });
      // Here, not in a page effect: an effect runs again on every re-render and route change, this runs once per submit.
      trackFormEvent('completed', { form: 'survey_fall2025', step: 'completed' });
      return answer;
    }),
  },
});

export type SurveyActor = Actor<typeof submittingSurveyMachine>;
export type SurveySnapshot = SnapshotFrom<typeof submittingSurveyMachine>;

const session = () => window.sessionStorage;

function startActor(): SurveyActor {
  const stored = readStoredSnapshot(session, SURVEY_STORAGE_KEY, SURVEY_STATE_VERSION) as { value?: unknown } | undefined;
  // A reload during a submit would post again on restore; the person sees the confirmation and presses Submit.
  const usable = stored && stored.value !== 'submitting' ? stored : undefined;
  const actor = startResumedOrFresh(
    () => createActor(submittingSurveyMachine, usable ? { snapshot: usable as SurveySnapshot, input: {} } : { input: {} }),
    () => createActor(submittingSurveyMachine, { input: {} }),
  );
  const persist = () => {
    lastWritten = writeStoredSnapshot(session, SURVEY_STORAGE_KEY, SURVEY_STATE_VERSION, () => actor.getPersistedSnapshot()) ?? lastWritten;
  };
  persist();
  actor.subscribe(persist);
  return actor;
}

let current: SurveyActor | null = null;
let lastWritten: string | null = null;

function storedText(): string | null {
  try {
    return window.sessionStorage.getItem(SURVEY_STORAGE_KEY);
  } catch {
    return lastWritten;
  }
}

/**
 * The survey of this tab. Session storage is the source of truth: when it no longer holds what this tab last wrote
 * (cleared, or changed by another part of the site), the survey starts again from what it holds.
 */
export function surveyActor(): SurveyActor {
  if (!current || storedText() !== lastWritten) {
    current?.stop();
    current = startActor();
  }
  return current;
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
