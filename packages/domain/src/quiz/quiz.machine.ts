// Eligibility quiz flow (docs/product/quiz.md): one state per step, guards that ask quiz-rules.ts.
import { assign, setup } from 'xstate';
import { ADULT_MIN_AGE } from '../constants.ts';
import type { BookingFlow } from '../enumerations.ts';
import {
  completedYears,
  eligibilityResults,
  isValidAnswer,
  stepAfter,
  type EligibilityResults,
  type QuizAnswer,
  type QuizAnswers,
  type QuizQuestion,
  type QuizStep,
} from './quiz-rules.ts';

/** Stored with the persisted snapshot in session storage; a different version starts the quiz afresh. */
export const QUIZ_STATE_VERSION = 1;
export const QUIZ_STORAGE_KEY = 'vaxnear.quiz';

export interface QuizContext {
  answers: QuizAnswers;
  eligibility: EligibilityResults | null;
  /** Maternal RSV needs a due date, which the quiz does not ask: filled by the booking flow, null here. */
  eligibilityWindow: { start: string; end: string } | null;
  /** True when RSV is offered as the maternal vaccine; null until results. */
  maternalRsvEligibility: boolean | null;
  isPregnant: boolean;
  /** The schedule flow the results page books into: adult from 18. */
  bookingFlow: BookingFlow | null;
  /** Steps done: +1 per answer, -1 per back; always history.length. */
  progress: number;
  isSubmitted: boolean;
  /** Steps answered, in order: Back returns to the last one. */
  history: QuizStep[];
}

export type QuizEvent =
  ({ type: 'SUBMIT_ANSWER' } & QuizAnswer) | { type: 'BACK' } | { type: 'RESET' } | { type: 'GOTO'; step: QuizStep };

export function initialQuizContext(): QuizContext {
  return {
    answers: {},
    eligibility: null,
    eligibilityWindow: null,
    maternalRsvEligibility: null,
    isPregnant: false,
    bookingFlow: null,
    progress: 0,
    isSubmitted: false,
    history: [],
  };
}

function withAnswer(answers: QuizAnswers, answer: QuizAnswer): QuizAnswers {
  // Submitting age starts the quiz over, so earlier answers never outlive a new age.
  if (answer.question === 'age') return { age: answer.value };
  return { ...answers, [answer.question]: answer.value };
}

/**
 * Where each step can go next: the branches of stepAfter that some age can take. The spec's "after covid19" rule also
 * names pneumococcal and conditions, but no age reaches them (over 18 and not 12-59 is over 49, which asks RSV first;
 * the COVID-19 condition ages are all 12-59); quiz.machine.test.ts walks every age to prove the machine and
 * quiz-rules agree.
 */
const NEXT_STEPS: Record<QuizQuestion, readonly QuizStep[]> = {
  age: ['flu'],
  flu: ['covid19'],
  covid19: ['pregnancy', 'rsv', 'results'],
  pregnancy: ['rsv', 'pneumococcal', 'preExistingConditions', 'results'],
  rsv: ['pneumococcal', 'preExistingConditions', 'results'],
  pneumococcal: ['preExistingConditions', 'results'],
  preExistingConditions: ['results'],
};

/** Steps that can come directly before a step: where BACK may return. */
function previousSteps(step: QuizStep): QuizQuestion[] {
  return (Object.keys(NEXT_STEPS) as QuizQuestion[]).filter((from) => NEXT_STEPS[from].includes(step));
}

/** Steps that can come before a step, directly or not: where GOTO may jump back. */
function earlierSteps(step: QuizStep): QuizStep[] {
  const found = new Set<QuizStep>();
  const visit = (target: QuizStep) => {
    for (const [from, tos] of Object.entries(NEXT_STEPS) as [QuizQuestion, readonly QuizStep[]][]) {
      if (tos.includes(target) && !found.has(from)) {
        found.add(from);
        visit(from);
      }
    }
  };
  visit(step);
  return [...found];
}

const quizSetup = setup({
  types: { context: {} as QuizContext, events: {} as QuizEvent },
  guards: {
    /** The event answers `from` with a valid value and the rules send this person to `to`. */
    leadsTo: ({ context, event }, params: { from: QuizQuestion; to: QuizStep }) =>
      event.type === 'SUBMIT_ANSWER' &&
      event.question === params.from &&
      isValidAnswer(event) &&
      stepAfter(params.from, withAnswer(context.answers, event)) === params.to,
    cameFrom: ({ context }, params: { step: QuizStep }) => context.history.at(-1) === params.step,
    /**
     * GOTO a step already answered (it is in history), or forward from age to flu once age is answered
     * (docs/product/quiz.md).
     */
    canGoTo: ({ context, event }, params: { from: QuizStep; to: QuizStep }) =>
      event.type === 'GOTO' &&
      event.step === params.to &&
      (context.history.includes(params.to) ||
        (params.from === 'age' && params.to === 'flu' && context.answers.age !== undefined)),
  },
  actions: {
    recordAnswer: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT_ANSWER') return {};
      if (event.question === 'age')
        return { ...initialQuizContext(), answers: withAnswer({}, event), history: ['age' as const], progress: 1 };
      return {
        answers: withAnswer(context.answers, event),
        history: [...context.history, event.question],
        progress: context.progress + 1,
      };
    }),
    goBack: assign(({ context }) => ({
      history: context.history.slice(0, -1),
      progress: Math.max(0, context.progress - 1),
    })),
    goTo: assign(({ context }, params: { to: QuizStep }) => {
      const index = context.history.indexOf(params.to);
      const history = index >= 0 ? context.history.slice(0, index) : ['age' as const];
      return { history, progress: history.length };
    }),
    showResults: assign(({ context }) => {
      const eligibility = eligibilityResults(context.answers);
      const isPregnant = context.answers.pregnancy === true;
      return {
        eligibility,
        isSubmitted: true,
        isPregnant,
        maternalRsvEligibility: eligibility?.rsv.codes.includes('maternalRsv') ?? false,
        bookingFlow:
          context.answers.age && completedYears(context.answers.age) >= ADULT_MIN_AGE
            ? ('adult' as const)
            : ('minor' as const),
      };
    }),
    leaveResults: assign({ eligibility: null, isSubmitted: false, maternalRsvEligibility: null, bookingFlow: null }),
    reset: assign(() => initialQuizContext()),
  },
});

type QuizSetup = typeof quizSetup;

function questionState(step: QuizQuestion) {
  return {
    on: {
      SUBMIT_ANSWER: NEXT_STEPS[step].map((to) => ({
        guard: { type: 'leadsTo' as const, params: { from: step, to } },
        target: to,
        actions: 'recordAnswer' as const,
      })),
      ...backAndGoTo(step),
    },
  } as const;
}

function backAndGoTo(step: QuizStep) {
  const earlier = earlierSteps(step);
  const gotoTargets: QuizStep[] = step === 'age' ? ['flu'] : earlier;
  return {
    BACK: previousSteps(step).map((from) => ({
      guard: { type: 'cameFrom' as const, params: { step: from } },
      target: from,
      actions: 'goBack' as const,
    })),
    GOTO: gotoTargets.map((to) => ({
      guard: { type: 'canGoTo' as const, params: { from: step, to } },
      target: to,
      actions: { type: 'goTo' as const, params: { to } },
    })),
  } as const;
}

export const quizMachine = quizSetup.createMachine({
  id: 'quiz',
  context: initialQuizContext,
  initial: 'age',
  on: { RESET: { target: '.age', actions: 'reset' } },
  states: {
    age: questionState('age'),
    flu: questionState('flu'),
    covid19: questionState('covid19'),
    pregnancy: questionState('pregnancy'),
    rsv: questionState('rsv'),
    pneumococcal: questionState('pneumococcal'),
    preExistingConditions: questionState('preExistingConditions'),
    results: { entry: 'showResults', exit: 'leaveResults', on: backAndGoTo('results') },
  },
} satisfies Parameters<QuizSetup['createMachine']>[0]);

export type QuizMachine = typeof quizMachine;
