// The fall 2025 survey (docs/product/survey.md): steps, answers and
// the route guard. Readings of the spec's gaps are in docs/decisions/022.
// Only a type from the contract: its value import would bring the full zod into the survey pages.
import { SURVEY_EXTERNAL_ID_MAX, SURVEY_STEPS as SURVEY_PROGRESS_STEPS, SURVEY_VERSION } from '../constants.ts';
import type { ExternalSurveyBody } from '../contracts/external-surveys.ts';

export const SURVEY_QUESTIONS = ['covid19', 'rsv', 'pneumococcal'] as const;
export type SurveyQuestion = (typeof SURVEY_QUESTIONS)[number];
export const SURVEY_FLOW_STEPS = [...SURVEY_QUESTIONS, 'confirmation', 'completed'] as const;
export type SurveyStep = (typeof SURVEY_FLOW_STEPS)[number];

/** yes, no, unsure, pending eligibility (docs/product/survey.md). */
export const SURVEY_ANSWER_OPTIONS = [true, false, 'unsure', 'pending'] as const;
export type SurveyAnswerValue = (typeof SURVEY_ANSWER_OPTIONS)[number];
export type SurveyAnswers = Partial<Record<SurveyQuestion, SurveyAnswerValue>>;

/**
 * The spec keeps the value back ("a fixed string"). Only a caller that has no visitor id falls back to it: the web
 * gives every visitor without an external id a random one of their own (decision 170), since a shared id would keep
 * only the first anonymous visitor's answers.
 */
export const SURVEY_DEFAULT_EXTERNAL_ID = 'anonymous';
/** The prefix of a visitor's own random id, so anonymous responses stay recognisable in the data. */
export const SURVEY_ANONYMOUS_ID_PREFIX = 'anon-';
export const SURVEY_EXTERNAL_ID_PARAMS = ['mtdb', 'external-id'] as const;
/** One stage of 4 steps: the three questions and the confirmation (docs/product/survey.md). */
export const SURVEY_PROGRESS_TOTAL = SURVEY_PROGRESS_STEPS;

export const SURVEY_BASE_PATH = '/survey/fall2025';
/** The spec names the confirmation and completed screens but not their paths: these are ours (decision 022). */
export const SURVEY_STEP_PATHS: Record<SurveyStep, string> = {
  covid19: `${SURVEY_BASE_PATH}/covid19`,
  rsv: `${SURVEY_BASE_PATH}/rsv`,
  pneumococcal: `${SURVEY_BASE_PATH}/pneumococcal`,
  confirmation: `${SURVEY_BASE_PATH}/confirmation`,
  completed: `${SURVEY_BASE_PATH}/completed`,
};
export const SURVEY_FIRST_STEP: SurveyStep = 'covid19';

export function isSurveyAnswer(value: unknown): value is SurveyAnswerValue {
  return (SURVEY_ANSWER_OPTIONS as readonly unknown[]).includes(value);
}

export function isSurveyQuestion(step: SurveyStep): step is SurveyQuestion {
  return (SURVEY_QUESTIONS as readonly string[]).includes(step);
}

/** Confirmation is reachable only when every question has an answer (docs/product/survey.md). */
export function isSurveyComplete(answers: SurveyAnswers): boolean {
  return SURVEY_QUESTIONS.every((q) => answers[q] !== undefined);
}

/** The POST /external_surveys body, or null while a question is unanswered. */
export function toExternalSurveyBody(externalId: string, answers: SurveyAnswers): ExternalSurveyBody | null {
  const { covid19, rsv, pneumococcal } = answers;
  if (covid19 === undefined || rsv === undefined || pneumococcal === undefined) return null;
  return { externalId, version: SURVEY_VERSION, answers: { covid19, rsv, pneumococcal } };
}

/** Position in the flow: the progress bar shows this + 1 of 4; completed is past the bar. */
export function surveyStepIndex(step: SurveyStep): number {
  return SURVEY_FLOW_STEPS.indexOf(step);
}

export function surveyStepAfter(step: SurveyStep): SurveyStep | null {
  return SURVEY_FLOW_STEPS[surveyStepIndex(step) + 1] ?? null;
}

export function surveyStepBefore(step: SurveyStep): SurveyStep | null {
  // Nothing goes back from completed: opening it resets the survey.
  if (step === 'completed') return null;
  return SURVEY_FLOW_STEPS[surveyStepIndex(step) - 1] ?? null;
}

type Query = Readonly<Record<string, string | readonly string[] | undefined>>;

const firstValue = (value: string | readonly string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) as string | undefined;

/**
 * The external id from `mtdb` or `external-id` (in that order); when absent or unusable, the visitor's own anonymous
 * id, or the fixed default for a caller that has none.
 */
export function externalIdFromQuery(
  query: Query | undefined,
  anonymousId: string = SURVEY_DEFAULT_EXTERNAL_ID,
): string {
  for (const name of SURVEY_EXTERNAL_ID_PARAMS) {
    const value = firstValue(query?.[name])?.trim();
    if (value && value.length <= SURVEY_EXTERNAL_ID_MAX) return value;
  }
  return anonymousId;
}

// ---------------------------------------------------------------------------------------------------------------
// Route guard (docs/product/survey.md; "Leaving the survey routes ... resets the survey")

export interface SurveyGuardState {
  step: SurveyStep;
  answers: SurveyAnswers;
  progress: number;
}

export interface SurveyRouteContext {
  query?: Query;
  /** This visitor's own id, used when the link carries none. */
  anonymousId?: string;
  isFirstNavigation?: boolean;
  fromPath?: string | null;
}

export type SurveySyncEvent = { type: 'NEXT'; to?: SurveyStep } | { type: 'BACK' };

/**
 * allow: render. sync: send the event, then render. reset: send RESET with this external id, then go to redirect
 * (null: carry on to the target). redirect: go there without touching the state (keep the query for the id).
 */
export type SurveyRouteDecision =
  | { action: 'allow' }
  | { action: 'sync'; event: SurveySyncEvent }
  | { action: 'reset'; externalId: string; redirect: string | null }
  | { action: 'redirect'; to: string };

function segments(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter((s) => s !== '');
}

/** null: not a survey path; 'root': the survey root; 'unknown': a survey path with an unknown step. */
export function surveyStepForPath(path: string): SurveyStep | 'root' | 'unknown' | null {
  const parts = segments(path);
  if (parts[0] !== 'survey' || parts[1] !== 'fall2025') return null;
  if (parts.length === 2) return 'root';
  const wanted = `/${parts.join('/')}`;
  return SURVEY_FLOW_STEPS.find((s) => SURVEY_STEP_PATHS[s] === wanted) ?? 'unknown';
}

export function surveyRouteGuard(
  state: SurveyGuardState,
  targetPath: string,
  context: SurveyRouteContext = {},
): SurveyRouteDecision {
  const target = surveyStepForPath(targetPath);
  const externalId = externalIdFromQuery(context.query, context.anonymousId);
  const reset = (redirect: string | null): SurveyRouteDecision => ({ action: 'reset', externalId, redirect });
  const toFirst = reset(SURVEY_STEP_PATHS[SURVEY_FIRST_STEP]);

  if (target === null) {
    // No event when leaving completed (it already reset itself) or a survey nobody started.
    const pristine = state.progress === 0 && Object.keys(state.answers).length === 0;
    return state.step === 'completed' || pristine ? { action: 'allow' } : reset(null);
  }
  if (target === 'root' || target === 'unknown')
    return { action: 'redirect', to: SURVEY_STEP_PATHS[SURVEY_FIRST_STEP] };

  const resetQuiz = context.query?.resetQuiz;
  if (resetQuiz === 'true' || (Array.isArray(resetQuiz) && resetQuiz.includes('true'))) {
    return reset(target === SURVEY_FIRST_STEP ? null : SURVEY_STEP_PATHS[SURVEY_FIRST_STEP]);
  }
  if (target === 'completed') return state.step === 'completed' ? { action: 'allow' } : reset(null);

  const fromInside = context.fromPath ? surveyStepForPath(context.fromPath) !== null : false;
  if (target === SURVEY_FIRST_STEP && (context.isFirstNavigation || !fromInside)) return reset(null);

  if (target === 'confirmation') {
    if (!isSurveyComplete(state.answers)) return toFirst;
    return state.step === 'confirmation'
      ? { action: 'allow' }
      : { action: 'sync', event: { type: 'NEXT', to: 'confirmation' } };
  }
  if (target === state.step) return { action: 'allow' };
  // The excepted move between the first two steps (docs/product/survey.md, Rules); forward only once the first is
  // answered.
  if (state.step === 'covid19' && target === 'rsv' && state.answers.covid19 !== undefined)
    return { action: 'sync', event: { type: 'NEXT' } };
  // The browser's back button to the previous step works like the page's back control (decision 022).
  if (surveyStepBefore(state.step) === target) return { action: 'sync', event: { type: 'BACK' } };
  return toFirst;
}
