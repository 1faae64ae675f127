import { useLocation, useNavigate } from 'react-router';
import { QUIZ_STEP_PATHS } from '@vaxnear/domain/quiz/quiz-route-guard';
import type { QuizAnswer, QuizStep } from '@vaxnear/domain/quiz/quiz-rules';
import { currentStep, quizActor } from './quiz-store.ts';
import { useQuizPath } from './use-quiz.ts';

interface QuizLocationState {
  quizFrom?: string;
}

/** Answer and Back for a quiz page: the machine moves first, then the URL follows it. */
export function useQuizNavigation(step: QuizStep) {
  const navigate = useNavigate();
  const location = useLocation();
  const quizPath = useQuizPath();

  function answer(value: QuizAnswer) {
    const actor = quizActor();
    actor.send({ type: 'SUBMIT_ANSWER', ...value });
    void navigate(quizPath(currentStep(actor.getSnapshot())), {
      state: { quizFrom: QUIZ_STEP_PATHS[step] } satisfies QuizLocationState,
    });
  }

  function back() {
    const actor = quizActor();
    actor.send({ type: 'BACK' });
    const target = currentStep(actor.getSnapshot());
    // Back returns to the last history entry: when the browser's previous entry is that page, go back to it, so
    // the browser's own back and forward buttons stay in step with the quiz.
    if ((location.state as QuizLocationState | null)?.quizFrom === QUIZ_STEP_PATHS[target]) void navigate(-1);
    else void navigate(quizPath(target), { replace: true });
  }

  return { answer, back };
}
