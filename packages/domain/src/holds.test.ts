import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_MINUTES } from './constants.ts';
import { holdMinutesLeft, renewedHoldExpiry } from './holds.ts';

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

describe('the minutes a person is told are left on a hold', () => {
  const seconds = (s: number) => s * 1000;

  it('never says more minutes than the hold was taken for, though the device reads the server clock a second late', () => {
    const justTaken = DEFAULT_HOLD_MINUTES * 60_000;
    expect(holdMinutesLeft(justTaken)).toBe(DEFAULT_HOLD_MINUTES);
    expect(holdMinutesLeft(justTaken + seconds(0.9))).toBe(DEFAULT_HOLD_MINUTES);
  });

  it('rounds a part of a minute up, so a running hold never says 0 minutes', () => {
    expect(holdMinutesLeft(seconds(9 * 60 + 30))).toBe(10);
    expect(holdMinutesLeft(seconds(90))).toBe(2);
    expect(holdMinutesLeft(seconds(30))).toBe(1);
    expect(holdMinutesLeft(seconds(0.5))).toBe(1);
  });

  it('says 0 only once the hold has ended', () => {
    expect(holdMinutesLeft(0)).toBe(0);
    expect(holdMinutesLeft(-seconds(5))).toBe(0);
  });
});
