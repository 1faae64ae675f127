import { describe, expect, it } from 'vitest';
import { mailboxKey } from '@vaxnear/domain/booking-limits';
import { recipientKey } from './recipient-key.ts';

describe('the mailbox an address reaches', () => {
  it.each([
    ['Victim@Gmail.com', 'victim@gmail.com'],
    ['vic.tim+booking1@gmail.com', 'victim@gmail.com'],
    ['V.I.C.T.I.M@googlemail.com', 'victim@gmail.com'],
    [' victim+x+y@gmail.com ', 'victim@gmail.com'],
    ['ana.rivera+news@example.org', 'ana.rivera@example.org'],
    ['ana.rivera@example.org', 'ana.rivera@example.org'],
    ['+tag@example.org', '+tag@example.org'],
  ])('reads %j as %j', (address, mailbox) => {
    expect(mailboxKey(address)).toBe(mailbox);
  });

  it('keeps dots where the provider reads them: two people at one company stay two mailboxes', () => {
    expect(recipientKey('ana.rivera@example.org')).not.toBe(recipientKey('anarivera@example.org'));
    expect(recipientKey('vic.tim+1@gmail.com')).toBe(recipientKey('victim@googlemail.com'));
    expect(recipientKey('victim@gmail.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
