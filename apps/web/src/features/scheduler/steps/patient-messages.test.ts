import { describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../../lib/i18n.ts';
import { expectPlainWords } from '../../../test/plain-words.ts';
import { translateFieldMessage } from './patient-messages.ts';
import { patientFormSchema } from './patient-form-schema.ts';

const TODAY = '2026-11-23';
const VALID = {
  firstName: 'Ana',
  lastName: 'Lopez',
  sex: 'female',
  dateOfBirth: '03/27/1980',
  address1: '1 Main St',
  address2: '',
  city: 'Albany',
  state: 'NY',
  zipCode: '12207',
  email: 'ana@example.com',
  phone: '',
};
/** Every way each field can be wrong, including what a broken or hostile client sends (null, numbers, objects). */
const WRONG: Record<string, unknown[]> = {
  firstName: ['', '   ', null, 42, 'x'.repeat(51)],
  lastName: ['', null, {}, 'x'.repeat(51)],
  sex: ['', null, 'other', 7],
  dateOfBirth: ['', null, '03/27/2030', '13/45/1980', '02/30/1980', '01/01/1850', 'yesterday', 19800327],
  address1: ['', null],
  address2: ['x'.repeat(51), null],
  city: ['', 5],
  state: ['', 'New York', null],
  zipCode: ['', 'abc', null],
  email: ['', 'ana@', 'ana example.com', null],
  phone: ['(111) 111-1111', '123', 5551234567],
};

describe('the patient form says what to do, in English and Spanish', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`never shows a library's wording for any wrong answer (${locale})`, async () => {
      await loadNamespaces(locale, ['common', 'scheduler']);
      const t = i18n.getFixedT(locale, 'scheduler');
      const english = i18n.getFixedT('en', 'scheduler');
      const schema = patientFormSchema(TODAY);
      for (const [field, values] of Object.entries(WRONG)) {
        for (const value of values) {
          const result = schema.safeParse({ ...VALID, [field]: value });
          expect(result.success, `${field}=${JSON.stringify(value)}`).toBe(false);
          const messages = result.error!.issues.map((issue) =>
            translateFieldMessage(t, issue.message, String(issue.path[0])),
          );
          expectPlainWords(messages, `${field}=${JSON.stringify(value)} (${locale})`);
          if (locale === 'es') {
            const inEnglish = result.error!.issues.map((issue) =>
              translateFieldMessage(english, issue.message, String(issue.path[0])),
            );
            messages.forEach((message, i) => expect(message).not.toBe(inEnglish[i]));
          }
        }
      }
    });
  }

  it('accepts a date of birth without leading zeros and says a future one must be in the past', async () => {
    await loadNamespaces('en', ['common', 'scheduler']);
    const t = i18n.getFixedT('en', 'scheduler');
    expect(patientFormSchema(TODAY).safeParse({ ...VALID, dateOfBirth: '3/7/1980' }).success).toBe(true);
    const future = patientFormSchema(TODAY).safeParse({ ...VALID, dateOfBirth: '03/27/2030' });
    expect(translateFieldMessage(t, future.error!.issues[0]!.message, 'dateOfBirth')).toBe(
      'Date of birth must be in the past',
    );
    const missing = patientFormSchema(TODAY).safeParse({ ...VALID, dateOfBirth: '' });
    expect(translateFieldMessage(t, missing.error!.issues[0]!.message, 'dateOfBirth')).toBe(
      'Enter your date of birth, for example 03/27/1980',
    );
    const noSex = patientFormSchema(TODAY).safeParse({ ...VALID, sex: null });
    expect(translateFieldMessage(t, noSex.error!.issues[0]!.message, 'sex')).toBe(
      'Select the sex on your health insurance or ID',
    );
  });
});
