import { afterEach, describe, expect, it } from 'vitest';
import { safePath, trackFormEvent, trackLinkClick, trackPageView } from './analytics.ts';

afterEach(() => {
  window.dataLayer = [];
});

describe('the analytics data layer', () => {
  it('records a page view without the access code or any other query, keeping campaign tracking', () => {
    trackPageView({
      path: '/schedule/confirmation?accessCode=Zx81-secret&cmp=fall&email=a@b.co',
      title: 'Booked',
      locale: 'en',
      campaign: 'walgreens',
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/schedule/confirmation?cmp=fall',
        page_title: 'Booked',
        locale: 'en',
        campaign: 'walgreens',
      },
    ]);
  });

  it('records form events by name only and drops anything that is not an identifier', () => {
    trackFormEvent('error', { form: 'patientInfo', field: 'dateOfBirth', errorCode: 'invalidDate' });
    trackFormEvent('input', { form: 'patientInfo', field: 'Jane Doe 01/02/1950' });
    trackFormEvent('submitted', { form: 'jane@example.com' });
    expect(window.dataLayer).toEqual([
      { event: 'form_error', form_name: 'patientInfo', form_field: 'dateOfBirth', error_code: 'invalidDate' },
      { event: 'form_input', form_name: 'patientInfo' },
    ]);
  });

  it('records link clicks with text under 100 characters and outbound links without their query', () => {
    trackLinkClick({ text: 'x'.repeat(150), href: 'https://www.cvs.com/store?id=1&name=Jane' });
    expect(window.dataLayer).toEqual([
      { event: 'link_click', link_text: 'x'.repeat(99), link_url: 'https://www.cvs.com/store', outbound: true },
    ]);
  });

  it('keeps only identifier-like campaign values in paths', () => {
    expect(safePath('/?cmp=<script>&src=mail')).toBe('/?src=mail');
  });
});
