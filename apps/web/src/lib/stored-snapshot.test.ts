import { afterEach, describe, expect, it } from 'vitest';
import { readStoredSnapshot, startResumedOrFresh, writeStoredSnapshot } from './stored-snapshot.ts';

const session = () => window.sessionStorage;
const blocked = (): Storage => { throw new DOMException('The operation is insecure.', 'SecurityError'); };

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
    expect(writeStoredSnapshot(blocked, 'flow', 1, () => ({ value: 'a' }))).toBe('{"version":1,"snapshot":{"value":"a"}}');
  });

  it('falls back to a fresh actor when the resumed one cannot run', () => {
    const actor = (status: string) => ({ status, start() {}, getSnapshot() { return { status: this.status }; } });
    expect(startResumedOrFresh(() => actor('done'), () => actor('active')).status).toBe('active');
    expect(startResumedOrFresh(() => { throw new Error('refused'); }, () => actor('active')).status).toBe('active');
    const resumed = actor('active');
    expect(startResumedOrFresh(() => resumed, () => actor('active'))).toBe(resumed);
  });
});
