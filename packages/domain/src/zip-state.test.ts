import { describe, expect, it } from 'vitest';
import { stateForZip } from './zip-state.ts';

describe('ZIP code to state', () => {
  it('lets the longest prefix win', () => {
    expect(stateForZip('06390')).toBe('NY');
    expect(stateForZip('06401')).toBe('CT');
    expect(stateForZip('10001')).toBe('NY');
    expect(stateForZip('00601')).toBe('PR');
  });

  it('answers null for something that is not a ZIP', () => {
    expect(stateForZip('1234')).toBeNull();
    expect(stateForZip('abcde')).toBeNull();
  });
});
