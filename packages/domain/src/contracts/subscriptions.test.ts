import { describe, expect, it } from 'vitest';
import { subscriberDateOfBirthIssue, subscriberIssueMessage } from '../subscriber.ts';
import { consentExpiry, createSubscriptionBodySchema } from './subscriptions.ts';

describe('who may subscribe', () => {
  it('takes someone on their 18th birthday and refuses them the day before, with the under-age message', () => {
    expect(subscriberDateOfBirthIssue('11/22/2008', '2026-11-22')).toBeNull();
    expect(subscriberDateOfBirthIssue('11/23/2008', '2026-11-22')).toEqual({ reason: 'underAge' });
    expect(subscriberIssueMessage({ reason: 'underAge' })).toBe('Must be 18 or over to sign up for updates');
  });

  it('says a date after today must be in the past, and gives the invalid-date message for one that does not exist', () => {
    expect(subscriberDateOfBirthIssue('11/23/2026', '2026-11-22')).toEqual({ reason: 'futureDate' });
    expect(subscriberDateOfBirthIssue('02/30/1980', '2026-11-22')).toEqual({ reason: 'invalidDate' });
    expect(subscriberIssueMessage({ reason: 'invalidDate' })).toBe('Invalid date. Please use format MM/DD/YYYY');
  });
});

describe('the consent', () => {
  it('runs out two years after it was given, a leap day rolling to March 1', () => {
    expect(consentExpiry(new Date('2026-11-22T17:00:00.000Z')).toISOString()).toBe('2028-11-22T17:00:00.000Z');
    expect(consentExpiry(new Date('2028-02-29T12:00:00.000Z')).toISOString()).toBe('2030-03-01T12:00:00.000Z');
  });

  it('cannot include texts without a phone number, and cannot leave out the e-mail consent', () => {
    const user = {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      sex: 'female',
      dateOfBirth: '1980-04-12',
    };
    expect(
      createSubscriptionBodySchema.safeParse({ user, emailConsent: true, smsConsent: true }).error?.issues[0],
    ).toMatchObject({
      path: ['smsConsent'],
      message: 'Enter a phone number to receive text messages',
    });
    expect(createSubscriptionBodySchema.safeParse({ user, emailConsent: false }).success).toBe(false);
    expect(
      createSubscriptionBodySchema.parse({
        user: { ...user, phoneNumber: '(212) 555-0100' },
        emailConsent: true,
        smsConsent: true,
      }),
    ).toMatchObject({ smsConsent: true, user: { phoneNumber: '2125550100' } });
  });
});
