import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { QUIZ_STATE_VERSION, QUIZ_STORAGE_KEY, quizMachine } from '@vaxnear/domain/quiz/quiz.machine';
import type { QuizStep } from '@vaxnear/domain/quiz/quiz-rules';
import { readStoredSnapshot, startResumedOrFresh, writeStoredSnapshot } from '../../lib/stored-snapshot.ts';

export type QuizActor = Actor<typeof quizMachine>;
export type QuizSnapshot = SnapshotFrom<typeof quizMachine>;

const session = () => window.sessionStorage;

function startActor(): QuizActor {
  const stored = readStoredSnapshot(session, QUIZ_STORAGE_KEY, QUIZ_STATE_VERSION);
  const actor = startResumedOrFresh(
    () => createActor(quizMachine, stored ? { snapshot: stored as QuizSnapshot } : {}),
    () => createActor(quizMachine),
  );
  actor.subscribe(() => {
    writeStoredSnapshot(session, QUIZ_STORAGE_KEY, QUIZ_STATE_VERSION, () => actor.getPersistedSnapshot());
  });
  return actor;
}

let current: QuizActor | null = null;

/**
 * The quiz of this tab. Session storage is the source of truth: when it no longer holds the quiz (cleared by the
 * user or another part of the site), the next quiz page starts from it again rather than from a stale actor.
 */
export function quizActor(): QuizActor {
  const stored = window.sessionStorage.getItem(QUIZ_STORAGE_KEY);
  if (!current || (stored === null && current.getSnapshot().context.history.length > 0)) {
    current?.stop();
    current = startActor();
  }
  return current;
}

export function currentStep(snapshot: QuizSnapshot): QuizStep {
  return snapshot.value as QuizStep;
}
