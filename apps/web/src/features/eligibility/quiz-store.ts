import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { QUIZ_STATE_VERSION, QUIZ_STORAGE_KEY, quizMachine } from '@vaxnear/domain/quiz/quiz.machine';
import type { QuizStep } from '@vaxnear/domain/quiz/quiz-rules';
import { persistedActor } from '../../lib/stored-snapshot.ts';

export type QuizActor = Actor<typeof quizMachine>;
export type QuizSnapshot = SnapshotFrom<typeof quizMachine>;

const quiz = persistedActor({
  key: QUIZ_STORAGE_KEY,
  version: QUIZ_STATE_VERSION,
  create: (snapshot) => createActor(quizMachine, snapshot ? { snapshot: snapshot as QuizSnapshot } : {}),
});

/** The quiz of this tab, resumed from session storage (lib/stored-snapshot.ts persistedActor). */
export function quizActor(): QuizActor {
  return quiz.current();
}

export function currentStep(snapshot: QuizSnapshot): QuizStep {
  return snapshot.value as QuizStep;
}
