import { describe, expect, it } from 'vitest';
import { providerRegistrationFormSchema } from '@vaxnear/domain/contracts/provider-registrations';
import { i18n, loadNamespaces } from './i18n.ts';
import { expectPlainWords } from '../test/plain-words.ts';
import { translateProviderMessage } from './provider-messages.ts';

/** Requests a hostile or broken client could send; each must fail with words a provider can act on. */
const WRONG: unknown[] = [
  {},
  { requestType: null },
  { requestType: 'delete' },
  { requestType: 7 },
  { requestType: 'new' },
  { requestType: 'new', business: null, contact: 5, hours: 'always', vaccines: {} },
  { requestType: 'edit' },
  { requestType: 'remove', listing: { identifierType: 'ssn', identifier: 'x' }, contact: { email: 'nope' } },
  { requestType: 'edit', listing: null, reason: 'x'.repeat(600) },
];

describe('the provider form says what to do, in English and Spanish', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`never shows a library's wording for any wrong request (${locale})`, async () => {
      await loadNamespaces(locale, ['common', 'providers']);
      const t = i18n.getFixedT(locale, 'providers');
      for (const input of WRONG) {
        const result = providerRegistrationFormSchema.safeParse(input);
        expect(result.success).toBe(false);
        const messages = result.error!.issues.map((issue) =>
          translateProviderMessage(t, issue.message, issue.path.join('.') || t('requestType.legend')),
        );
        expectPlainWords(messages, `${JSON.stringify(input)} (${locale})`);
      }
    });
  }

  it('asks which kind of request it is when none is chosen', async () => {
    await loadNamespaces('es', ['common', 'providers']);
    const result = providerRegistrationFormSchema.safeParse({ requestType: null });
    expect(translateProviderMessage(i18n.getFixedT('es', 'providers'), result.error!.issues[0]!.message)).toBe(
      'Elija si quiere agregar, cambiar o quitar un establecimiento',
    );
  });
});
