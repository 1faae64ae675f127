import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { QUIZ_STATE_VERSION, QUIZ_STORAGE_KEY, quizMachine } from '@vaxnear/domain/quiz/quiz.machine';
import type { QuizStep } from '@vaxnear/domain/quiz/quiz-rules';

export type QuizActor = Actor<typeof quizMachine>;
export type QuizSnapshot = SnapshotFrom<typeof quizMachine>;

interface StoredQuiz {
  version: number;
  snapshot: unknown;
}

function readStored(): unknown {
  try {
    const raw = window.sessionStorage.getItem(QUIZ_STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredQuiz> | null;
    return stored && stored.version === QUIZ_STATE_VERSION ? stored.snapshot : undefined;
  } catch {
    // Storage may be blocked or hold something we did not write: the quiz then starts afresh.
    return undefined;
  }
}

function startActor(): QuizActor {
  const stored = readStored();
  let actor: QuizActor;
  try {
    actor = createActor(quizMachine, stored ? { snapshot: stored as QuizSnapshot } : {});
    actor.start();
    if (actor.getSnapshot().status !== 'active') throw new Error('stored quiz is not running');
  } catch {
    actor = createActor(quizMachine);
    actor.start();
  }
  actor.subscribe(() => {
    try {
      const stored: StoredQuiz = { version: QUIZ_STATE_VERSION, snapshot: actor.getPersistedSnapshot() };
      window.sessionStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // A full or blocked storage only costs the quiz surviving a reload.
    }
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
