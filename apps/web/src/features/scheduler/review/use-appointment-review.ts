// The review step's logic (docs/product/booking-flow.md, Review and When something goes wrong): the optional
// permissions, the required terms, the bot check's proof and the booking call with what each failure leads to. The
// markup is in appointment-review-page.tsx and booking-failure-modals.tsx.
import { useRef, useState, type FormEvent } from 'react';
import { useFocusOnChange } from '../../../components/ui/error-summary.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { bookAppointments } from '../../../lib/api/appointments.ts';
import { bookingBody, type Consents } from '../api/appointments.ts';
import { trackBookingCompleted, trackBookingError, trackBookingSubmitted } from '../frame/booking-analytics.ts';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { bookingFailure, type BookingFailure } from './booking-outcome.ts';
import { rejectedValues } from './reconfirm.ts';
import { isMinorFlow, wordingFor } from './third-person.ts';

export function useAppointmentReview() {
  const { locale } = useShell();
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [consents, setConsents] = useState<Consents>({ marketing: false, phi: false, sms: false });
  const [terms, setTerms] = useState(false);
  const [termsFailed, setTermsFailed] = useState(0);
  const [token, setToken] = useState<string | null>(null);
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const unknownCount = useRef(0);
  const termsRef = useRef<HTMLInputElement>(null);
  useFocusOnChange(termsRef, termsFailed);
  const appointment = context.appointments[0];
  const form = context.patientForm;
  const minor = isMinorFlow(context);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!terms) {
      setTermsFailed((n) => n + 1);
      trackBookingError('appointmentReview', 'terms', 'required');
      return;
    }
    if (!appointment || !form || !token || submitting) return;
    trackBookingSubmitted();
    setSubmitting(true);
    try {
      const registration = await bookAppointments(bookingBody(context, form, consents, locale), token);
      trackBookingCompleted();
      send(
        { type: 'BOOKED', accessCode: registration.accessCode },
        { query: { accessCode: registration.accessCode }, replace: true },
      );
    } catch (caught) {
      const result = bookingFailure(caught instanceof ApiError ? caught.errors : [], unknownCount.current);
      if (result.kind === 'unknown') unknownCount.current += 1;
      // The rejected values are kept so the patient step asks for different ones (docs/product/booking-flow.md, When
      // something goes wrong).
      if (result.kind === 'missingInfo')
        send({ type: 'SET_RECONFIRM_FIELDS', fields: rejectedValues(result.fields, form) });
      setFailure(result);
      // The proof was spent by this call: the next attempt needs a new one.
      setToken(null);
      setBotCheckKey((k) => k + 1);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    context,
    send,
    appointment,
    form,
    minor,
    // A guardian reads about "the person getting vaccinated", not "you".
    w: wordingFor(minor),
    consents,
    setConsent: (key: keyof Consents, checked: boolean) => setConsents((c) => ({ ...c, [key]: checked })),
    terms,
    setTerms,
    termsError: termsFailed > 0 && !terms,
    termsRef,
    token,
    onToken: setToken,
    botCheckKey,
    submitting,
    submit,
    failure,
    clearFailure: () => setFailure(null),
  };
}
