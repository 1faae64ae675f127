import { describe, expect, it } from 'vitest';
import { botCheckCost, mailboxKey } from './booking-limits.ts';

describe('one mailbox however it is spelled (the caps per e-mail address)', () => {
  it('ignores case, a plus tag everywhere, and dots at Gmail, which also answers as googlemail.com', () => {
    for (const spelling of ['Maria.Lopez@Gmail.com', 'marialopez+flu@gmail.com', 'm.a.r.i.a.lopez+x@googlemail.com '])
      expect(mailboxKey(spelling)).toBe('marialopez@gmail.com');
  });

  it('keeps the dots of providers that deliver them to other mailboxes, and the rest of the address as typed', () => {
    expect(mailboxKey('Maria.Lopez+work@Example.com')).toBe('maria.lopez@example.com');
    expect(mailboxKey('ana.ruiz@outlook.com')).not.toBe(mailboxKey('anaruiz@outlook.com'));
  });

  it('leaves something that is not an address alone, lower-cased', () => {
    expect(mailboxKey(' Not-An-Address ')).toBe('not-an-address');
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });
});

describe("the bot check's work per proof for an address's activity", () => {
  it('stays at the base for a household, then doubles every step, up to 64 times the base', () => {
    const curve = [0, 5, 6, 11, 12, 18, 24, 30, 36, 100].map((activity) => botCheckCost(activity));
    expect(curve).toEqual([
      50_000, 50_000, 100_000, 100_000, 200_000, 400_000, 800_000, 1_600_000, 3_200_000, 3_200_000,
    ]);
  });

  it('stays flat when the step is 0', () => {
    expect(botCheckCost(1000, { step: 0 })).toBe(50_000);
  });
});
