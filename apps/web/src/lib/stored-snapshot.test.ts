import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, type SnapshotFrom } from 'xstate';
import {
  isResumableSnapshot,
  persistedActor,
  readStoredSnapshot,
  startResumedOrFresh,
  writeStoredSnapshot,
} from './stored-snapshot.ts';

const session = () => window.sessionStorage;
const blocked = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('a flow kept in session storage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('comes back after a reload only when stored by the same version', () => {
    writeStoredSnapshot(session, 'flow', 3, () => ({ value: 'patientInfo' }));
    expect(readStoredSnapshot(session, 'flow', 3)).toEqual({ value: 'patientInfo' });
    expect(readStoredSnapshot(session, 'flow', 4)).toBeUndefined();
  });

  it('starts afresh from bad JSON, nothing stored, or a browser that blocks storage', () => {
    window.sessionStorage.setItem('flow', '{not json');
    expect(readStoredSnapshot(session, 'flow', 1)).toBeUndefined();
    expect(readStoredSnapshot(session, 'other', 1)).toBeUndefined();
    expect(readStoredSnapshot(blocked, 'flow', 1)).toBeUndefined();
  });

  it('still knows what it meant to store when storage refuses it', () => {
    expect(writeStoredSnapshot(blocked, 'flow', 1, () => ({ value: 'a' }))).toBe(
      '{"version":1,"snapshot":{"value":"a"}}',
    );
  });

  it('falls back to a fresh actor when the resumed one cannot run', () => {
    const actor = (status: string) => ({
      status,
      start() {},
      getSnapshot() {
        return { status: this.status };
      },
    });
    expect(
      startResumedOrFresh(
        () => actor('done'),
        () => actor('active'),
      ).status,
    ).toBe('active');
    expect(
      startResumedOrFresh(
        () => {
          throw new Error('refused');
        },
        () => actor('active'),
      ).status,
    ).toBe('active');
    const resumed = actor('active');
    expect(
      startResumedOrFresh(
        () => resumed,
        () => actor('active'),
      ),
    ).toBe(resumed);
  });
});

describe('persistedActor', () => {
  const counter = createMachine({
    id: 'counter',
    initial: 'one',
    states: { one: { on: { NEXT: 'two' } }, two: { on: { NEXT: 'three' } }, three: {} },
  });
  const options = (canResume?: (stored: unknown) => boolean) => ({
    key: 'test-counter',
    version: 1,
    create: (snapshot?: unknown) =>
      createActor(counter, snapshot ? { snapshot: snapshot as SnapshotFrom<typeof counter> } : {}),
    ...(canResume ? { canResume } : {}),
  });

  beforeEach(() => window.sessionStorage.clear());

  it('resumes the step a person had reached after the page reloads', () => {
    persistedActor(options()).current().send({ type: 'NEXT' });
    expect(persistedActor(options()).current().getSnapshot().value).toBe('two');
  });

  it('starts again when the stored flow is cleared by another part of the site', () => {
    const flow = persistedActor(options());
    flow.current().send({ type: 'NEXT' });
    window.sessionStorage.removeItem('test-counter');
    expect(flow.current().getSnapshot().value).toBe('one');
  });

  it('starts fresh from a stored snapshot the flow refuses to resume', () => {
    persistedActor(options()).current().send({ type: 'NEXT' });
    expect(
      persistedActor(options((stored) => (stored as { value?: unknown }).value !== 'two'))
        .current()
        .getSnapshot().value,
    ).toBe('one');
  });
});

describe('whether a stored flow can be resumed', () => {
  const shape = { steps: ['start', 'review'], arrays: ['people'], objects: ['choices'] };
  const stored = { status: 'active', value: 'review', context: { people: [], choices: {} } };

  it('resumes a running flow at one of its steps with the fields its pages read', () => {
    expect(isResumableSnapshot(stored, shape)).toBe(true);
  });

  it('starts afresh from a finished flow, an unknown step or a field of the wrong kind', () => {
    expect(isResumableSnapshot({ ...stored, status: 'done' }, shape)).toBe(false);
    expect(isResumableSnapshot({ ...stored, value: 'payment' }, shape)).toBe(false);
    expect(isResumableSnapshot({ ...stored, context: { people: {}, choices: {} } }, shape)).toBe(false);
    expect(isResumableSnapshot({ ...stored, context: { people: [], choices: null } }, shape)).toBe(false);
    expect(isResumableSnapshot('review', shape)).toBe(false);
    expect(isResumableSnapshot(null, shape)).toBe(false);
  });
});
