import { describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { expectPlainWords } from '../../test/plain-words.ts';
import { subscribeFormSchema, unsubscribeFormSchema } from './subscribe-form-schema.ts';
import { issueProblem } from '../../lib/field-error-message.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';
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
          result.error!.issues.map((issue) =>
            translateSubscriptionMessage(tr, issueProblem(issue), String(issue.path[0])),
          );
        expectPlainWords(say(t), `${label} (${locale})`);
        if (locale === 'es') say(t).forEach((message, i) => expect(message).not.toBe(say(english)[i]));
      }
    });
  }

  it('lets an 18-year-old sign up on their birthday and accepts 3/7/1980', () => {
    expect(subscribeFormSchema(TODAY).safeParse({ ...VALID, dateOfBirth: '11/23/2008' }).success).toBe(true);
    expect(subscribeFormSchema(TODAY).safeParse({ ...VALID, dateOfBirth: '3/7/1980' }).success).toBe(true);
  });

  it("words each of the sign-up's own errors from its reason, in Spanish for a Spanish visitor", async () => {
    await loadNamespaces('en', ['common', 'subscriptions']);
    await loadNamespaces('es', ['common', 'subscriptions']);
    const es = i18n.getFixedT('es', 'subscriptions');
    const en = i18n.getFixedT('en', 'subscriptions');
    const { errors } = await schemaResolver(subscribeFormSchema(TODAY))({
      ...VALID,
      dateOfBirth: '11/24/2010',
      emailConsent: false,
      smsConsent: true,
    });
    const cases = [
      ['dateOfBirth', 'messages.underAge'],
      ['emailConsent', 'messages.emailConsent'],
      ['smsConsent', 'messages.smsNeedsPhone'],
    ] as const;
    for (const [field, key] of cases) {
      expect(translateSubscriptionMessage(es, errors[field], field), field).toBe(es(key));
      expect(translateSubscriptionMessage(en, errors[field], field), field).toBe(en(key));
      expect(es(key)).not.toBe(en(key));
    }
    const blank = await schemaResolver(subscribeFormSchema(TODAY))({ ...VALID, dateOfBirth: ' ' });
    expect(translateSubscriptionMessage(es, blank.errors.dateOfBirth, 'dateOfBirth')).toBe(
      es('common:fieldErrors.dateOfBirth.required'),
    );
  });

  it('words the server refusing an under-age sign-up by its code, not its English', async () => {
    await loadNamespaces('es', ['common', 'subscriptions']);
    const es = i18n.getFixedT('es', 'subscriptions');
    expect(translateSubscriptionMessage(es, { type: 'underAge' }, 'dateOfBirth')).toBe(es('messages.underAge'));
  });
});
