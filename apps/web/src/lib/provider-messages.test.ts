import { describe, expect, it } from 'vitest';
import { providerRegistrationFormSchema } from '@vaxnear/domain/contracts/provider-registrations';
import { i18n, loadNamespaces } from './i18n.ts';
import { expectPlainWords } from '../test/plain-words.ts';
import { issueProblem } from './field-error-message.ts';
import { providerErrorReason, translateProviderMessage } from './provider-messages.ts';
import { schemaResolver } from './schema-resolver.ts';
import type { TranslationKey } from '../i18n/keys.ts';
import { WEEKDAYS } from '@vaxnear/domain/enumerations';
import { MAIN_STREET_PHARMACY } from '@vaxnear/domain/testing/provider-requests';

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
          translateProviderMessage(t, issueProblem(issue), issue.path.join('.'), t('requestType.legend')),
        );
        expectPlainWords(messages, `${JSON.stringify(input)} (${locale})`);
      }
    });
  }

  it('asks which kind of request it is when none is chosen', async () => {
    await loadNamespaces('es', ['common', 'providers']);
    const result = providerRegistrationFormSchema.safeParse({ requestType: null });
    const issue = result.error!.issues[0]!;
    expect(translateProviderMessage(i18n.getFixedT('es', 'providers'), issueProblem(issue), issue.path.join('.'))).toBe(
      'Elija si quiere agregar, cambiar o quitar un establecimiento',
    );
  });
});

describe('each provider rule reaches a Spanish visitor in Spanish (decision 301)', () => {
  const business = MAIN_STREET_PHARMACY;
  /** Monday's row of the week's editor, where its errors land. */
  const MONDAY = `hours.${WEEKDAYS.indexOf('mon')}`;
  const monday = { open24Hours: false, start: '09:00', end: '18:00', lunchStart: '', lunchEnd: '' };
  const form = (overrides: Record<string, unknown> = {}, mon: Record<string, unknown> = {}, open = true) => ({
    requestType: 'new',
    business,
    contact: { contactType: 'pharmacist', firstName: 'Ana', lastName: 'Reyes', email: 'ana@mainstreetrx.com' },
    vaccines: ['flu'],
    hours: WEEKDAYS.map((day) => ({ day, open: open && day === 'mon', ...monday, ...(day === 'mon' ? mon : {}) })),
    slotIntervalMinutes: 15,
    sameDayAppointments: true,
    quickBookingOptIn: false,
    ...overrides,
  });
  const CASES: { reason: string; path: string; input: unknown; key: TranslationKey<'providers'> }[] = [
    { reason: 'noRequestType', path: 'requestType', input: { requestType: null }, key: 'messages.noRequestType' },
    {
      reason: 'invalidState',
      path: 'business.state',
      input: form({ business: { ...business, state: '' } }),
      key: 'messages.invalidState',
    },
    {
      reason: 'invalidZip',
      path: 'business.zip',
      input: form({ business: { ...business, zip: '12' } }),
      key: 'messages.invalidZip',
    },
    {
      reason: 'npiCheckDigit',
      path: 'business.identifier',
      input: form({ business: { ...business, identifier: '1234567890' } }),
      key: 'messages.npiCheckDigit',
    },
    {
      reason: 'invalidWebsite',
      path: 'business.schedulingWebsite',
      input: form({ business: { ...business, schedulingWebsite: 'not a site' } }),
      key: 'messages.invalidWebsite',
    },
    { reason: 'invalidTime', path: `${MONDAY}.start`, input: form({}, { start: '' }), key: 'messages.invalidTime' },
    {
      reason: 'endBeforeStart',
      path: `${MONDAY}.end`,
      input: form({}, { end: '08:00' }),
      key: 'messages.endBeforeStart',
    },
    {
      reason: 'lunchIncomplete',
      path: `${MONDAY}.lunchEnd`,
      input: form({}, { lunchStart: '13:00' }),
      key: 'messages.lunchIncomplete',
    },
    {
      reason: 'lunchOutside',
      path: `${MONDAY}.lunchStart`,
      input: form({}, { lunchStart: '09:00', lunchEnd: '10:00' }),
      key: 'messages.lunchOutside',
    },
    {
      reason: 'lunchEndBeforeStart',
      path: `${MONDAY}.lunchEnd`,
      input: form({}, { lunchStart: '13:00', lunchEnd: '12:00' }),
      key: 'messages.lunchEndBeforeStart',
    },
    { reason: 'noOpenDay', path: 'hours', input: form({}, {}, false), key: 'messages.noOpenDay' },
    { reason: 'noVaccine', path: 'vaccines', input: form({ vaccines: [] }), key: 'messages.noVaccine' },
    {
      reason: 'noInterval',
      path: 'slotIntervalMinutes',
      input: form({ slotIntervalMinutes: '' }),
      key: 'messages.noInterval',
    },
  ];

  it('words every reason from the reason, in the language of the page', async () => {
    await loadNamespaces('en', ['common', 'providers']);
    await loadNamespaces('es', ['common', 'providers']);
    const es = i18n.getFixedT('es', 'providers');
    const en = i18n.getFixedT('en', 'providers');
    for (const { reason, path, input, key } of CASES) {
      const { errors } = await schemaResolver(providerRegistrationFormSchema)(input);
      expect(providerErrorReason(errors[path], path), reason).toBe(reason);
      expect(translateProviderMessage(es, errors[path], path, 'Campo'), reason).toBe(es(key));
      expect(es(key), reason).not.toBe(en(key));
    }
  });

  it('words the digit count, the length limit and a missing answer in Spanish', async () => {
    await loadNamespaces('es', ['common', 'providers']);
    const es = i18n.getFixedT('es', 'providers');
    const { errors } = await schemaResolver(providerRegistrationFormSchema)(
      form({ business: { ...business, identifierType: 'ncpdp', identifier: '12', name: 'x'.repeat(101), city: '' } }),
    );
    expect(translateProviderMessage(es, errors['business.identifier'], 'business.identifier', 'Número')).toBe(
      es('messages.codeDigits', { count: 7 }),
    );
    expect(translateProviderMessage(es, errors['business.name'], 'business.name', 'Nombre')).toBe(
      es('common:fieldErrors.tooLong', { max: 100 }),
    );
    expect(translateProviderMessage(es, errors['business.city'], 'business.city', 'Ciudad')).toBe(
      es('messages.requiredNamed', { label: 'Ciudad' }),
    );
  });
});
