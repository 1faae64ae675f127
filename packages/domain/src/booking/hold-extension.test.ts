import { describe, expect, it } from 'vitest';
import { canExtendHold, extendHoldUntil } from './hold-extension.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 14, minutes));

describe('extending a hold', () => {
  it('gives a full hold from now on the first extension', () => {
    const result = extendHoldUntil({ firstHeldAt: at(0), expiresAt: at(10), extensions: 0 }, at(8), 10);
    expect(result).toEqual({ ok: true, expiresAt: at(18), extensionsLeft: 1 });
  });

  it('never lets the hold last more than 30 minutes from the first hold', () => {
    const result = extendHoldUntil({ firstHeldAt: at(0), expiresAt: at(26), extensions: 1 }, at(25), 10);
    expect(result).toEqual({ ok: true, expiresAt: at(30), extensionsLeft: 0 });
    expect(extendHoldUntil({ firstHeldAt: at(0), expiresAt: at(30), extensions: 1 }, at(29), 10)).toEqual({
      ok: false,
      reason: 'longest_hold_reached',
    });
  });

  it('refuses a third extension', () => {
    expect(extendHoldUntil({ firstHeldAt: at(0), expiresAt: at(20), extensions: 2 }, at(19), 10)).toEqual({
      ok: false,
      reason: 'no_extensions_left',
    });
    expect(canExtendHold({ firstHeldAt: at(0), expiresAt: at(20), extensions: 2 })).toBe(false);
    expect(canExtendHold({ firstHeldAt: at(0), expiresAt: at(10), extensions: 0 })).toBe(true);
  });
});
