// Quiz route guard (docs/product/quiz.md, Moving around): decides, before a quiz route renders, whether the quiz state
// and the URL still agree. Pure, so the web router and the tests ask the same function.
import type { EligibilityResults, QuizAnswers, QuizStep } from './quiz-rules.ts';
import type { QuizEvent } from './quiz.machine.ts';

export const QUIZ_BASE_PATH = '/eligibility';

/** The landing hosts the age question: the spec lists no question page for age ("age is the first question"). */
export const QUIZ_STEP_PATHS: Record<QuizStep, string> = {
  age: QUIZ_BASE_PATH,
  flu: `${QUIZ_BASE_PATH}/flu`,
  covid19: `${QUIZ_BASE_PATH}/covid-19`,
  pregnancy: `${QUIZ_BASE_PATH}/pregnancy`,
  rsv: `${QUIZ_BASE_PATH}/rsv`,
  pneumococcal: `${QUIZ_BASE_PATH}/pneumococcal`,
  preExistingConditions: `${QUIZ_BASE_PATH}/pre-existing`,
  results: `${QUIZ_BASE_PATH}/results`,
};

export interface QuizGuardState {
  step: QuizStep;
  answers: QuizAnswers;
  eligibility: EligibilityResults | null;
  history: readonly QuizStep[];
}

export interface RouteContext {
  /** The target's query; repeated keys may arrive as a list. */
  query?: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** True on the first navigation of this page load (a typed URL, a reload, a shared link). */
  isFirstNavigation?: boolean;
  fromPath?: string | null;
}

/**
 * allow: render the target. sync: send the event to the machine, then render (the URL moved in a way the
 * machine accepts). reset: reset the flow, then go to redirect. notFound: show page-not-found.
 */
export type QuizRouteDecision =
  | { action: 'allow' }
  | { action: 'sync'; event: QuizEvent }
  | { action: 'reset'; redirect: string }
  | { action: 'notFound' };

const RESET: QuizRouteDecision = { action: 'reset', redirect: QUIZ_BASE_PATH };

function segments(path: string): string[] {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.split('/').filter((s) => s !== '');
}

/** The quiz step a path shows: null when the path is not a quiz path, 'unknown' for an unknown quiz path. */
export function quizStepForPath(path: string): QuizStep | 'unknown' | null {
  const parts = segments(path);
  if (parts[0] !== 'eligibility') return null;
  const wanted = `/${parts.join('/')}`;
  const step = (Object.keys(QUIZ_STEP_PATHS) as QuizStep[]).find((s) => QUIZ_STEP_PATHS[s] === wanted);
  return step ?? 'unknown';
}

function isDoubledPath(path: string): boolean {
  return segments(path).filter((s) => s === 'eligibility').length > 1;
}

function queryFlag(query: RouteContext['query'], name: string): boolean {
  const value = query?.[name];
  return Array.isArray(value) ? value.includes('true') : value === 'true';
}

/** The quiz route guard (docs/product/quiz.md, Moving around), rule by rule, in the order the spec lists them. */
export function quizRouteGuard(
  state: QuizGuardState,
  targetPath: string,
  context: RouteContext = {},
): QuizRouteDecision {
  const step = quizStepForPath(targetPath);
  if (step === null) return { action: 'allow' };
  if (isDoubledPath(targetPath)) return RESET;
  if (step === 'unknown') return { action: 'notFound' };

  const fromStep = context.fromPath ? quizStepForPath(context.fromPath) : null;
  const { answers } = state;

  if (queryFlag(context.query, 'resetQuiz')) return RESET;
  if (step === 'results' && context.isFirstNavigation) return RESET;
  if (step === 'results' && !state.eligibility) return RESET;
  // From results to a question: the browser's back button into a finished quiz. An in-app Back has already moved
  // the machine to that question (step === state.step), so it passes (decision 020).
  if (fromStep === 'results' && step !== 'age' && step !== 'results' && step !== state.step) return RESET;
  if (
    step === 'preExistingConditions' &&
    (answers.age === undefined || answers.flu === undefined || answers.covid19 === undefined)
  )
    return RESET;

  if (step === state.step) return { action: 'allow' };
  // The two moves excepted from the step-mismatch reset: age to flu and flu to age once age is answered.
  if (
    answers.age !== undefined &&
    ((state.step === 'age' && step === 'flu') || (state.step === 'flu' && step === 'age'))
  ) {
    return { action: 'sync', event: { type: 'GOTO', step } };
  }
  // The browser's back button to the previous question: the same as the page's Back (decision 020).
  if (state.history.at(-1) === step) return { action: 'sync', event: { type: 'BACK' } };
  return RESET;
}
