import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { providerRegistrationFormSchema } from '@vaxnear/domain/contracts/provider-registrations';
import { useFormAnalytics } from './form-analytics.ts';
import { i18n, loadNamespaces } from './i18n.ts';
import { providerErrorReason, translateProviderMessage } from './provider-messages.ts';
import { schemaResolver } from './schema-resolver.ts';

beforeEach(() => {
  window.dataLayer = [];
});

describe('form error events', () => {
  it("classify a provider form error by its reason in both languages, zod's own checks included", async () => {
    const { errors } = await schemaResolver(providerRegistrationFormSchema)({
      requestType: 'edit',
      listing: { identifierType: 'ncpdp', identifier: '12' },
      contact: { contactType: 'owner', firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' },
      reason: '',
    });
    const events: unknown[][] = [];
    const shown: string[][] = [];
    for (const locale of ['en', 'es'] as const) {
      await loadNamespaces(locale, ['common', 'providers']);
      const t = i18n.getFixedT(locale, 'providers');
      window.dataLayer = [];
      const typed = Object.fromEntries(
        Object.entries(errors).map(([path, error]) => [path, error && { type: providerErrorReason(error, path) }]),
      );
      renderHook(() => useFormAnalytics('provider_registration')).result.current.errors(typed);
      events.push([...window.dataLayer!]);
      shown.push(Object.entries(errors).map(([path, error]) => translateProviderMessage(t, error, path, path)));
    }
    expect(events[0]).toEqual(events[1]);
    expect(events[0]).toEqual([
      {
        event: 'form_error',
        form_name: 'provider_registration',
        form_field: 'listing.identifier',
        error_code: 'invalid',
      },
      { event: 'form_error', form_name: 'provider_registration', form_field: 'reason', error_code: 'required' },
    ]);
    expect(shown).toEqual([
      ['Enter a 7-digit number', 'Fill in “reason”'],
      ['Escriba un número de 7 dígitos', 'Complete «reason»'],
    ]);
  });
});
