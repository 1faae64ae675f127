// The quiz, the survey and the scheduler keep their machine's snapshot in the tab's session storage under a version
// (docs/product/site.md, Stored state): a stored snapshot of another version, bad JSON, blocked storage or a snapshot
// the machine cannot resume all mean the same thing, a fresh start. Storage comes as a getter: merely reading
// window.sessionStorage throws where the browser blocks it.

interface Stored {
  version: number;
  snapshot: unknown;
}

/** The snapshot stored under `key` with this `version`, or undefined. */
export function readStoredSnapshot(storage: () => Storage, key: string, version: number): unknown {
  try {
    const raw = storage().getItem(key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored> | null;
    return stored && stored.version === version ? stored.snapshot : undefined;
  } catch {
    // Blocked storage or something we did not write (docs/product/site.md, Stored state): ignored.
    return undefined;
  }
}

/**
 * Stores the snapshot and answers the text meant for storage, even when storage refused it (a full or blocked storage
 * only costs the flow surviving a reload); null when the snapshot could not be written as JSON at all.
 */
export function writeStoredSnapshot(
  storage: () => Storage,
  key: string,
  version: number,
  snapshot: () => unknown,
): string | null {
  let text: string;
  try {
    const stored: Stored = { version, snapshot: snapshot() };
    text = JSON.stringify(stored);
  } catch {
    return null;
  }
  try {
    storage().setItem(key, text);
  } catch {
    // See above: nothing to tell the person.
  }
  return text;
}

interface StartableActor {
  start(): unknown;
  getSnapshot(): { status: string };
}

/** Starts the actor resumed from storage; when it cannot run (a snapshot it refuses, or one already done), a fresh one. */
export function startResumedOrFresh<A extends StartableActor>(resumed: () => A, fresh: () => A): A {
  try {
    const actor = resumed();
    actor.start();
    if (actor.getSnapshot().status !== 'active') throw new Error('the stored snapshot is not running');
    return actor;
  } catch {
    const actor = fresh();
    actor.start();
    return actor;
  }
}

interface PersistableActor extends StartableActor {
  stop(): unknown;
  getPersistedSnapshot(): unknown;
  subscribe(listener: () => void): unknown;
}

/** What a flow machine's pages read from a resumed snapshot: the step names, and the context fields of each kind. */
export interface ResumableShape {
  steps: readonly string[];
  arrays: readonly string[];
  objects?: readonly string[];
}

/**
 * Whether a stored snapshot can be resumed by a flow machine: still running, at one of its steps, with the context
 * fields its pages read of the right kind. Anything else (an older shape, a hand-edited value) starts the flow fresh
 * rather than failing on a page.
 */
export function isResumableSnapshot(stored: unknown, shape: ResumableShape): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const { value, context, status } = stored as { value?: unknown; context?: Record<string, unknown>; status?: unknown };
  if (status !== 'active' || typeof value !== 'string' || !shape.steps.includes(value)) return false;
  if (typeof context !== 'object' || context === null) return false;
  return (
    shape.arrays.every((field) => Array.isArray(context[field])) &&
    (shape.objects ?? []).every((field) => typeof context[field] === 'object' && context[field] !== null)
  );
}

export interface PersistedActorOptions<A extends PersistableActor> {
  key: string;
  version: number;
  /** Builds the actor, resumed from `snapshot` when one is given. */
  create: (snapshot?: unknown) => A;
  /** Whether a stored snapshot may be resumed (its shape, or a state not to resume into); any by default. */
  canResume?: (stored: unknown) => boolean;
}

export interface PersistedActor<A> {
  /** The actor of this tab. Storage is the source of truth: when it no longer holds what this actor last wrote
   * (cleared, or written by another part of the site), the actor starts again from what it holds. */
  current(): A;
  /** Starts an actor on the given storage (tests pass their own). */
  start(storage: () => Storage): A;
}

/** The one way the quiz, the survey and the scheduler keep their actor in the tab's session storage. */
export function persistedActor<A extends PersistableActor>({
  key,
  version,
  create,
  canResume = () => true,
}: PersistedActorOptions<A>): PersistedActor<A> {
  let current: A | null = null;
  /** What this tab's actor last wrote; anything else in storage was written by someone else. */
  let lastWritten: string | null = null;

  function start(storage: () => Storage): A {
    const read = readStoredSnapshot(storage, key, version);
    const stored = read !== undefined && canResume(read) ? read : undefined;
    const actor = startResumedOrFresh(
      () => create(stored),
      () => create(),
    );
    actor.subscribe(() => {
      lastWritten = writeStoredSnapshot(storage, key, version, () => actor.getPersistedSnapshot()) ?? lastWritten;
    });
    return actor;
  }

  function storedText(): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return lastWritten;
    }
  }

  return {
    start,
    current() {
      const text = storedText();
      if (!current || text !== lastWritten) {
        current?.stop();
        lastWritten = text;
        current = start(() => window.sessionStorage);
      }
      return current;
    },
  };
}
