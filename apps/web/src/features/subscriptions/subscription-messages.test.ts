import { describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { expectPlainWords } from '../../test/plain-words.ts';
import { subscribeFormSchema, unsubscribeFormSchema } from './subscribe-form-schema.ts';
import { translateSubscriptionMessage } from './subscription-messages.ts';

const TODAY = '2026-11-23';
const VALID = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  phone: '',
  sex: 'female',
  dateOfBirth: '03/27/1980',
  emailConsent: true,
  smsConsent: false,
};
const WRONG: Record<string, unknown[]> = {
  firstName: ['', null, 42, 'x'.repeat(51)],
  lastName: ['', null],
  email: ['', 'ana@', null],
  phone: ['(111) 111-1111', '12', 7],
  sex: ['', null, 'other'],
  dateOfBirth: ['', null, '03/27/2030', '13/45/1980', '01/01/1850', '11/24/2010'],
  emailConsent: [false, null, 'yes'],
  smsConsent: [true, 'yes'],
};

describe('the sign-up and unsubscribe forms say what to do, in English and Spanish', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`never show a library's wording for any wrong answer (${locale})`, async () => {
      await loadNamespaces(locale, ['common', 'subscriptions']);
      const t = i18n.getFixedT(locale, 'subscriptions');
      const english = i18n.getFixedT('en', 'subscriptions');
      const schema = subscribeFormSchema(TODAY);
      const cases = [
        ...Object.entries(WRONG).flatMap(([field, values]) =>
          values.map((value) => ({
            schema,
            input: { ...VALID, [field]: value },
            label: `${field}=${JSON.stringify(value)}`,
          })),
        ),
        ...['', 'ana@', null, 5].map((email) => ({
          schema: unsubscribeFormSchema,
          input: { email },
          label: `unsubscribe email=${JSON.stringify(email)}`,
        })),
      ];
      for (const { schema: form, input, label } of cases) {
        const result = form.safeParse(input);
        expect(result.success, label).toBe(false);
        const say = (tr: typeof t) =>
          result.error!.issues.map((issue) => translateSubscriptionMessage(tr, issue.message, String(issue.path[0])));
        expectPlainWords(say(t), `${label} (${locale})`);
        if (locale === 'es') say(t).forEach((message, i) => expect(message).not.toBe(say(english)[i]));
      }
    });
  }

  it('lets an 18-year-old sign up on their birthday and accepts 3/7/1980', () => {
    expect(subscribeFormSchema(TODAY).safeParse({ ...VALID, dateOfBirth: '11/23/2008' }).success).toBe(true);
    expect(subscribeFormSchema(TODAY).safeParse({ ...VALID, dateOfBirth: '3/7/1980' }).success).toBe(true);
  });
});
