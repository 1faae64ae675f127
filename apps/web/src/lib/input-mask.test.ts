import { describe, expect, it } from 'vitest';
import { applyMask } from './input-mask.ts';

describe('input masks', () => {
  it('fills a date from digits and keeps a date typed with its own slashes, zeros or not', () => {
    expect(applyMask('03271980', '##/##/####')).toBe('03/27/1980');
    expect(applyMask('3/7/1980', '##/##/####')).toBe('3/7/1980');
    expect(applyMask('3/', '##/##/####')).toBe('3/');
    // Typed one key at a time, the mask's own slashes must not swallow the next digit.
    expect(applyMask('03/271', '##/##/####')).toBe('03/27/1');
    expect(applyMask('3/71', '##/##/####')).toBe('3/71');
    expect(applyMask('3/7/19801', '##/##/####')).toBe('3/7/1980');
  });

  it('reduces a pasted phone number to its ten digits', () => {
    expect(applyMask('+1 212 555 0100', '(###) ###-####')).toBe('(212) 555-0100');
  });
});
