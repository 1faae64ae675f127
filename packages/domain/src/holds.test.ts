import { describe, expect, it } from 'vitest';
import { renewedHoldExpiry } from './holds.ts';

const at = (minute: number) => new Date(Date.parse('2026-11-23T14:00:00.000Z') + minute * 60_000);

describe('renewing a hold', () => {
  it('gives the full hold length again from now', () => {
    expect(renewedHoldExpiry({ createdAt: at(0), expiresAt: at(10), renewals: 0 }, at(5), 10)).toEqual(at(15));
  });

  it('stops after two renewals', () => {
    expect(renewedHoldExpiry({ createdAt: at(0), expiresAt: at(25), renewals: 2 }, at(20), 10)).toBeNull();
  });

  it('never runs past thirty minutes from when the hold was first taken', () => {
    expect(renewedHoldExpiry({ createdAt: at(0), expiresAt: at(25), renewals: 1 }, at(24), 10)).toEqual(at(30));
    expect(renewedHoldExpiry({ createdAt: at(0), expiresAt: at(30), renewals: 1 }, at(29), 10)).toBeNull();
  });
});
