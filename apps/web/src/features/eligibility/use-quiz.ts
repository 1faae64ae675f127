import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { QUIZ_STEP_PATHS } from '@vaxnear/domain/quiz/quiz-route-guard';
import { stepAfter, type QuizAnswers, type QuizStep } from '@vaxnear/domain/quiz/quiz-rules';
import { prefixPath } from '../../lib/routes.ts';
import { useShell } from '../../lib/use-shell.ts';
import { quizActor, type QuizSnapshot } from './quiz-store.ts';

export function useQuizSnapshot(): QuizSnapshot {
  const actor = useMemo(() => quizActor(), []);
  return useSelector(actor, (snapshot) => snapshot);
}

/** The URL of a quiz step in the current language and campaign. */
export function useQuizPath(): (step: QuizStep) => string {
  const { locale, campaign } = useShell();
  return (step) => `${prefixPath({ locale, campaign })}${QUIZ_STEP_PATHS[step]}`;
}

/**
 * Steps this person will answer in all, reading unanswered questions as "no": the progress bar's length. It can
 * grow by a step when an answer opens the conditions page.
 */
export function estimatedQuestionCount(answers: QuizAnswers): number {
  const assumed: QuizAnswers = {
    flu: false,
    covid19: false,
    pregnancy: false,
    rsv: false,
    pneumococcal: false,
    preExistingConditions: [],
    ...answers,
  };
  let step: QuizStep = 'age';
  let count = 1;
  while (count < 10) {
    step = stepAfter(step, assumed);
    if (step === 'results') break;
    count += 1;
  }
  return count;
}
