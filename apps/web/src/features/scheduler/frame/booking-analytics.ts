// The booking form's analytics events (docs/product/booking-flow.md, Calls to the server): names only — the form, the
// step, a field's name, an error code. Values never leave the page; analytics.ts drops anything that is not
// identifier-shaped as a second guard.
import type { FocusEvent } from 'react';
import { trackFormEvent } from '../../../lib/analytics.ts';

export const BOOKING_FORM = 'booking';

/** Flows already counted as started in this tab, so only the first interaction of a flow is "initiated". */
const initiated = new Set<string>();

export function trackBookingInitiated(flowId: string): void {
  if (initiated.has(flowId)) return;
  initiated.add(flowId);
  trackFormEvent('initiated', { form: BOOKING_FORM, step: 'schedule' });
}

export const trackBookingStep = (step: string): void => trackFormEvent('step', { form: BOOKING_FORM, step });
export const trackBookingSubmitted = (): void =>
  trackFormEvent('submitted', { form: BOOKING_FORM, step: 'appointmentReview' });
export const trackBookingCompleted = (): void =>
  trackFormEvent('completed', { form: BOOKING_FORM, step: 'appointmentConfirmation' });

export function trackBookingError(step: string, field: string, errorCode: string): void {
  trackFormEvent('error', { form: BOOKING_FORM, step, field, errorCode });
}

/** One error event per invalid field: its name and the rule's code (the form error's `type`), never its message. */
export function trackBookingFieldErrors(step: string, errors: Record<string, { type?: unknown } | undefined>): void {
  for (const [field, error] of Object.entries(errors)) {
    if (error) trackBookingError(step, field, typeof error.type === 'string' ? error.type : 'invalid');
  }
}

/** A form-level blur handler: the field's name when a named field loses focus. */
export function trackBookingBlur(step: string) {
  return (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    const field = target.name || target.id;
    if (field && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName ?? ''))
      trackFormEvent('input', { form: BOOKING_FORM, step, field });
  };
}

/** A choice made in a booking modal (the Novavax information: cancel or continue), as an input event on its step. */
export const trackBookingModalChoice = (step: string, modal: string, choice: 'cancel' | 'continue'): void =>
  trackFormEvent('input', { form: BOOKING_FORM, step, field: `${modal}.${choice}` });
