import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFormAnalytics } from '../../lib/form-analytics.ts';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';
import { subscribeFormSchema } from './subscribe-form-schema.ts';
import { translateSubscriptionMessage } from './subscription-messages.ts';

beforeEach(() => {
  window.dataLayer = [];
});

const SIGN_UP = {
  firstName: '',
  lastName: 'Lopez',
  email: 'ana@',
  phone: '',
  sex: 'female',
  dateOfBirth: '11/24/2010',
  emailConsent: false,
  smsConsent: false,
};

describe("the sign-up form's error events", () => {
  it('classify a sign-up error the same in English and Spanish, by its reason, with no words and no values', async () => {
    const errors = await schemaResolver(subscribeFormSchema('2026-11-23'))(SIGN_UP);
    const events: unknown[][] = [];
    const shown: string[][] = [];
    for (const locale of ['en', 'es'] as const) {
      await loadNamespaces(locale, ['common', 'subscriptions']);
      const t = i18n.getFixedT(locale, 'subscriptions');
      window.dataLayer = [];
      renderHook(() => useFormAnalytics('sign_up')).result.current.errors(errors.errors);
      events.push([...window.dataLayer!]);
      shown.push(Object.entries(errors.errors).map(([field, error]) => translateSubscriptionMessage(t, error, field)));
    }
    expect(events[0]).toEqual(events[1]);
    expect(events[0]).toEqual([
      { event: 'form_error', form_name: 'sign_up', form_field: 'firstName', error_code: 'required' },
      { event: 'form_error', form_name: 'sign_up', form_field: 'email', error_code: 'invalid' },
      { event: 'form_error', form_name: 'sign_up', form_field: 'dateOfBirth', error_code: 'invalid' },
      { event: 'form_error', form_name: 'sign_up', form_field: 'emailConsent', error_code: 'invalid' },
    ]);
    // The words differ by language; neither they nor what was typed reach the data layer.
    expect(shown[0]).not.toEqual(shown[1]);
    const layer = JSON.stringify(events);
    for (const words of [...shown[0]!, ...shown[1]!, 'ana@', '11/24/2010']) expect(layer).not.toContain(words);
  });
});
