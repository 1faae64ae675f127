import type { FocusEvent } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { trackBookingBlur, trackBookingFieldErrors, trackBookingInitiated } from './booking-analytics.ts';

beforeEach(() => {
  window.dataLayer = [];
});

describe('booking form events', () => {
  it('count a flow as initiated once, however many times the person interacts', () => {
    trackBookingInitiated('flow-a');
    trackBookingInitiated('flow-a');
    trackBookingInitiated('flow-b');
    expect(window.dataLayer).toEqual([
      { event: 'form_initiated', form_name: 'booking', form_step: 'schedule' },
      { event: 'form_initiated', form_name: 'booking', form_step: 'schedule' },
    ]);
  });

  it('name each invalid field and its rule, never the message or the value', () => {
    trackBookingFieldErrors('patientInfo', {
      email: { type: 'invalid_format', message: 'ana@ is not valid' } as never,
      phone: undefined,
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'form_error',
        form_name: 'booking',
        form_step: 'patientInfo',
        form_field: 'email',
        error_code: 'invalid_format',
      },
    ]);
  });

  it('name the field that lost focus, and nothing for a button', () => {
    const input = document.createElement('input');
    input.name = 'lastName';
    input.value = 'Quintanilla';
    trackBookingBlur('patientInfo')({ target: input } as unknown as FocusEvent<HTMLFormElement>);
    trackBookingBlur('patientInfo')({
      target: document.createElement('button'),
    } as unknown as FocusEvent<HTMLFormElement>);
    expect(window.dataLayer).toEqual([
      { event: 'form_input', form_name: 'booking', form_step: 'patientInfo', form_field: 'lastName' },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('Quintanilla');
  });
});
