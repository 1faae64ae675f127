// The fall 2025 survey flow (docs/product/survey.md). The submit call comes in through .provide():
// `surveyMachine.provide({ actors: { submitSurvey: fromPromise(async ({ input }) => post(input)) } })`.
import { assign, fromPromise, setup } from 'xstate';
import { SURVEY_VERSION } from '../constants.ts';
import type { ExternalSurveyBody } from '../contracts/external-surveys.ts';
import {
  isSurveyAnswer,
  isSurveyComplete,
  SURVEY_DEFAULT_EXTERNAL_ID,
  surveyStepAfter,
  surveyStepIndex,
  toExternalSurveyBody,
  type SurveyAnswers,
  type SurveyAnswerValue,
  type SurveyQuestion,
  type SurveyStep,
} from './survey-rules.ts';

export const SURVEY_STATE_VERSION = 2;
export const SURVEY_STORAGE_KEY = 'vaxnear.survey';

export interface SurveyContext {
  externalId: string;
  answers: SurveyAnswers;
  /** The progress bar shows progress + 1 of 4; the back control shows above 0. */
  progress: number;
  /** Set when the person presses Submit on the confirmation page. */
  isConfirmed: boolean;
  /** Set when the server accepted the answers. */
  isSubmitted: boolean;
  history: SurveyStep[];
  version: string;
  /**
   * The server already held answers for this id and version, so these were not stored: the thank-you page says so
   * instead of pretending they were (decision 170).
   */
  alreadyAnswered: boolean;
  /** The last submit failure, lower-cased for the form-error record (docs/product/survey.md); no user-facing message. */
  submitError: string | null;
}

export type SurveyEvent =
  /** Stores `value` for the current question when given, then moves to `to` (default: the next step). */
  | { type: 'NEXT'; value?: SurveyAnswerValue; to?: SurveyStep }
  | { type: 'BACK' }
  | { type: 'RESET'; externalId?: string }
  | { type: 'SUBMIT' };

export function initialSurveyContext(externalId: string = SURVEY_DEFAULT_EXTERNAL_ID): SurveyContext {
  return {
    externalId,
    answers: {},
    progress: 0,
    isConfirmed: false,
    isSubmitted: false,
    history: [],
    version: SURVEY_VERSION,
    submitError: null,
    alreadyAnswered: false,
  };
}

function answersAfter(context: SurveyContext, question: SurveyQuestion, event: SurveyEvent): SurveyAnswers {
  return event.type === 'NEXT' && event.value !== undefined
    ? { ...context.answers, [question]: event.value }
    : context.answers;
}

const surveySetup = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    input: {} as { externalId?: string } | undefined,
  },
  actors: {
    // Replaced by the web through .provide(); failing loudly beats a survey that silently never submits.
    submitSurvey: fromPromise<unknown, ExternalSurveyBody>(async () => {
      throw new Error('submitSurvey is not provided');
    }),
  },
  guards: {
    /** The question has a valid answer (this event's or an earlier one) and `to` is reachable from it. */
    canAdvance: ({ context, event }, params: { from: SurveyQuestion; to: SurveyStep }) => {
      if (event.type !== 'NEXT') return false;
      if (event.value !== undefined && !isSurveyAnswer(event.value)) return false;
      if ((event.to ?? surveyStepAfter(params.from)) !== params.to) return false;
      const answers = answersAfter(context, params.from, event);
      if (answers[params.from] === undefined) return false;
      return params.to !== 'confirmation' || isSurveyComplete(answers);
    },
  },
  actions: {
    advance: assign(({ context, event }, params: { from: SurveyQuestion; to: SurveyStep }) => ({
      answers: answersAfter(context, params.from, event),
      history: [...context.history, params.from],
      progress: surveyStepIndex(params.to),
    })),
    goBack: assign(({ context }, params: { to: SurveyStep }) => ({
      history: context.history.slice(0, -1),
      progress: surveyStepIndex(params.to),
    })),
    reset: assign(({ event }) => initialSurveyContext(event.type === 'RESET' ? event.externalId : undefined)),
    confirm: assign({ isConfirmed: true, submitError: null }),
    // Opening the completed page resets the survey (docs/product/survey.md); only the outcome and the id stay.
    complete: assign(({ context }) => ({
      ...initialSurveyContext(context.externalId),
      isSubmitted: true,
      alreadyAnswered: context.alreadyAnswered,
    })),
  },
});

function questionState(step: SurveyQuestion, previous: SurveyStep | null) {
  const forward: SurveyStep[] = [...new Set([surveyStepAfter(step) as SurveyStep, 'confirmation' as const])];
  return {
    on: {
      NEXT: forward.map((to) => ({
        guard: { type: 'canAdvance' as const, params: { from: step, to } },
        target: to,
        actions: { type: 'advance' as const, params: { from: step, to } },
      })),
      ...(previous
        ? { BACK: { target: previous, actions: { type: 'goBack' as const, params: { to: previous } } } }
        : {}),
    },
  };
}

export const surveyMachine = surveySetup.createMachine({
  id: 'survey',
  context: ({ input }) => initialSurveyContext(input?.externalId),
  initial: 'covid19',
  on: { RESET: { target: '.covid19', actions: 'reset' } },
  states: {
    covid19: questionState('covid19', null),
    rsv: questionState('rsv', 'covid19'),
    pneumococcal: questionState('pneumococcal', 'rsv'),
    confirmation: {
      on: {
        BACK: { target: 'pneumococcal', actions: { type: 'goBack', params: { to: 'pneumococcal' } } },
        SUBMIT: { target: 'submitting', actions: 'confirm' },
      },
    },
    // The loading state: leaving it in either direction clears the loading indicator (docs/product/survey.md).
    submitting: {
      invoke: {
        src: 'submitSurvey',
        input: ({ context }) => toExternalSurveyBody(context.externalId, context.answers)!,
        onDone: {
          target: 'completed',
          actions: assign({
            alreadyAnswered: ({ event }) => (event.output as { created?: unknown } | undefined)?.created === false,
          }),
        },
        onError: {
          target: 'confirmation',
          actions: assign({
            submitError: ({ event }) =>
              (event.error instanceof Error ? event.error.message : String(event.error)).toLowerCase(),
          }),
        },
      },
    },
    completed: { entry: 'complete' },
  },
});

export type SurveyMachine = typeof surveyMachine;
