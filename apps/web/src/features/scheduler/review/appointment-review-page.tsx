// /schedule/review: check everything, agree to the terms and book (docs/product/booking-flow.md, Review and
// When something goes wrong).
import { Fragment, useContext, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { trackBookingCompleted, trackBookingError, trackBookingSubmitted } from '../frame/booking-analytics.ts';
import { LeaveSiteLink } from '../../../components/ui/leave-site-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { bookAppointments, bookingBody, type Consents } from '../api/appointments.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { AppointmentDetails } from './appointment-details.tsx';
import { bookingFailure, type BookingFailure, type UserField } from './booking-outcome.ts';
import { HoldTimer } from '../results/hold-timer.tsx';
import { rejectedValues } from './reconfirm.ts';
import { PrescriptionNotice } from './prescription-notice.tsx';
import { BotCheckRenderer } from '../../../components/ui/bot-tokens.tsx';
import type { PatientFormData } from '../machine/scheduler.machine.ts';
import { useFocusOnChange } from '../../../components/ui/error-summary.tsx';
import { formatPhone } from '../../../components/results/format.ts';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { isMinorFlow, wordingFor } from './third-person.ts';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

const FIELD_VALUE: Record<UserField, keyof PatientFormData> = {
  firstName: 'firstName',
  lastName: 'lastName',
  sex: 'sex',
  dateOfBirth: 'dateOfBirth',
  email: 'email',
  phoneNumber: 'phone',
};

export default function AppointmentReviewPage() {
  const { t } = useTranslation('scheduler');
  const { locale } = useShell();
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [consents, setConsents] = useState<Consents>({ marketing: false, phi: false, sms: false });
  const [dataUseOpen, setDataUseOpen] = useState(false);
  const [terms, setTerms] = useState(false);
  const [termsFailed, setTermsFailed] = useState(0);
  const [token, setToken] = useState<string | null>(null);
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const unknownCount = useRef(0);
  // The missing-info modal's "Contact provider" turns it into the provider's contact options.
  const [contactOpen, setContactOpen] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  useFocusOnChange(termsRef, termsFailed);
  const appointment = context.appointments[0];
  const form = context.patientForm;
  const minor = isMinorFlow(context);
  // A guardian reads about "the person getting vaccinated", not "you".
  const w = wordingFor(minor);
  const title = t(w('review.title'));
  // The widget is a context so component tests can stand in for the proof of work, which jsdom cannot run.
  const renderBotCheck = useContext(BotCheckRenderer);

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
      setContactOpen(false);
      setFailure(result);
      // The proof was spent by this call: the next attempt needs a new one.
      setToken(null);
      setBotCheckKey((k) => k + 1);
    } finally {
      setSubmitting(false);
    }
  }

  const closeFailure = () => setFailure(null);
  // "Back three steps, more when additional vaccines were chosen" (docs/product/booking-flow.md, When something goes
  // wrong): the results, with the details kept.
  const selectAnotherProvider = () => {
    setFailure(null);
    send({ type: 'SELECT_ANOTHER_PROVIDER' });
  };
  const metadata = appointment?.location.metadata;
  const missingFields = failure?.kind === 'missingInfo' ? failure.fields : [];
  const fieldText = (field: UserField) => form?.[FIELD_VALUE[field]] || t('outcome.missingInfo.empty');
  const termsError = termsFailed > 0 && !terms;

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      {appointment && form ? (
        <>
          <HoldTimer appointment={appointment} />
          <div className="card">
            <AppointmentDetails
              context={context}
              appointment={appointment}
              extra={[
                { term: t('review.recipient'), value: `${form.firstName} ${form.lastName}` },
                { term: t('review.email'), value: form.email },
                ...(form.phone ? [{ term: t('review.phone'), value: form.phone }] : []),
              ]}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send({ type: 'CHANGE_APPOINTMENT' })}
            >
              {t('review.changeAppointment')}
            </button>
          </div>
          <PrescriptionNotice kinds={context.prescriptionKinds} minor={minor} />
          <form className="scheduler-form" noValidate onSubmit={submit}>
            <fieldset className="field">
              <legend className="field__legend">{t('review.consentsTitle')}</legend>
              <div className="choice">
                <input
                  className="choice__input"
                  type="checkbox"
                  id="consent-marketing"
                  checked={consents.marketing}
                  onChange={(e) => setConsents((c) => ({ ...c, marketing: e.target.checked }))}
                />
                <label className="choice__label" htmlFor="consent-marketing">
                  {t('review.consentMarketing')}
                </label>
              </div>
              <div className="choice">
                <input
                  className="choice__input"
                  type="checkbox"
                  id="consent-phi"
                  checked={consents.phi}
                  aria-describedby="consent-phi-more"
                  onChange={(e) => setConsents((c) => ({ ...c, phi: e.target.checked }))}
                />
                <label className="choice__label" htmlFor="consent-phi">
                  {t(w('review.consentPhi'))}
                </label>
              </div>
              <p className="hint" id="consent-phi-more">
                <button
                  type="button"
                  className="link-button"
                  aria-haspopup="dialog"
                  onClick={() => setDataUseOpen(true)}
                >
                  {t('review.dataUse.open')}
                </button>
              </p>
              {form.phone ? (
                <div className="choice">
                  <input
                    className="choice__input"
                    type="checkbox"
                    id="consent-sms"
                    checked={consents.sms}
                    onChange={(e) => setConsents((c) => ({ ...c, sms: e.target.checked }))}
                  />
                  <label className="choice__label" htmlFor="consent-sms">
                    {t(w('review.consentSms'))}
                  </label>
                </div>
              ) : null}
            </fieldset>
            {/* Required, so not among the optional permissions above: its own group and heading. */}
            <fieldset className={`field${termsError ? ' field--error' : ''}`}>
              <legend className="field__legend">{t('review.termsTitle')}</legend>
              {termsError ? (
                <p className="error-message" id="terms-error" role="alert">
                  {t('review.termsRequired')}
                </p>
              ) : null}
              <div className="choice">
                <input
                  ref={termsRef}
                  className="choice__input"
                  type="checkbox"
                  id="terms"
                  checked={terms}
                  aria-invalid={termsError || undefined}
                  aria-describedby={termsError ? 'terms-error' : undefined}
                  onChange={(e) => setTerms(e.target.checked)}
                />
                <label className="choice__label" htmlFor="terms">
                  {t('review.termsBefore')}{' '}
                  <RouteLink to="Terms" target="_blank">
                    {t('review.termsLink')}
                  </RouteLink>
                </label>
              </div>
            </fieldset>
            <Fragment key={botCheckKey}>
              {renderBotCheck({ action: 'create_appointments', onToken: setToken })}
            </Fragment>
            <p className="hint">{t('review.botCheckNote')}</p>
            <button
              type="submit"
              className="button button--primary"
              disabled={submitting || token === null}
              aria-busy={submitting}
            >
              {submitting ? t(w('review.booking')) : t('review.book')}
            </button>
          </form>
        </>
      ) : (
        <p>{t('summary.none')}</p>
      )}

      <Modal
        isOpen={dataUseOpen}
        onClose={() => setDataUseOpen(false)}
        title={t('review.dataUse.title')}
        actions={
          <button type="button" className="button button--primary" onClick={() => setDataUseOpen(false)}>
            {t('close')}
          </button>
        }
      >
        {(['what', 'optional', 'disclosure'] as const).map((key) => (
          <p key={key}>{t(`review.dataUse.${key}`)}</p>
        ))}
      </Modal>
      <Modal
        isOpen={failure?.kind === 'slotUnavailable'}
        onClose={closeFailure}
        role="alertdialog"
        title={t('outcome.unavailable.title')}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setFailure(null);
              send({ type: 'SLOT_LOST', reason: 'taken' });
            }}
          >
            {t('outcome.unavailable.selectAnother')}
          </button>
        }
      >
        <p>{t(w('outcome.unavailable.body'))}</p>
      </Modal>
      <Modal
        isOpen={failure?.kind === 'missingInfo' && !contactOpen}
        onClose={closeFailure}
        role="alertdialog"
        title={t(w('outcome.missingInfo.title'))}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setFailure(null);
                send({ type: 'BACK' });
              }}
            >
              {t('outcome.missingInfo.edit')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setContactOpen(true)}>
              {t('contactProvider.open')}
            </button>
          </>
        }
      >
        {missingFields.length === 1 ? (
          <p>
            {t(w('outcome.missingInfo.body'), {
              label: t(`outcome.fieldLabels.${missingFields[0]!}`),
              value: fieldText(missingFields[0]!),
            })}
          </p>
        ) : (
          <>
            <p>{t('contactProvider.multipleBody')}</p>
            <ul>
              {missingFields.map((field) => (
                <li key={field}>
                  {t(`outcome.fieldLabels.${field}`)}: {fieldText(field)}
                </li>
              ))}
            </ul>
          </>
        )}
      </Modal>
      <Modal
        isOpen={failure?.kind === 'missingInfo' && contactOpen}
        onClose={closeFailure}
        role="alertdialog"
        title={t('contactProvider.title')}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setFailure(null);
                send({ type: 'BACK' });
              }}
            >
              {t('outcome.missingInfo.edit')}
            </button>
            <button type="button" className="button button--secondary" onClick={selectAnotherProvider}>
              {t('contactProvider.selectAnother')}
            </button>
          </>
        }
      >
        <p>{t(w('contactProvider.body'))}</p>
        {appointment ? (
          <ul className="contact-options">
            {metadata?.webAddress ? (
              <li>
                <LeaveSiteLink href={metadata.webAddress}>{t('contactProvider.website')}</LeaveSiteLink>
              </li>
            ) : null}
            {metadata?.phoneNumber ? (
              <li>
                <a href={`tel:${metadata.phoneNumber.replace(/[^\d+]/g, '')}`}>
                  {t('contactProvider.call', { phone: formatPhone(metadata.phoneNumber) })}
                </a>
              </li>
            ) : null}
            <li>
              <a
                href={`https://www.google.com/maps/dir/?api=1&destination=${appointment.location.latitude},${appointment.location.longitude}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('contactProvider.directions')}
              </a>
            </li>
          </ul>
        ) : null}
      </Modal>
      <Modal
        isOpen={failure?.kind === 'unknown'}
        onClose={closeFailure}
        role="alertdialog"
        title={failure?.kind === 'unknown' && failure.repeat ? t('outcome.provider.title') : t('outcome.unknown.title')}
        actions={
          <>
            <button type="button" className="button button--primary" onClick={closeFailure}>
              {t('outcome.unknown.retry')}
            </button>
            {failure?.kind === 'unknown' && failure.repeat ? (
              <button type="button" className="button button--secondary" onClick={selectAnotherProvider}>
                {t('outcome.provider.selectAnother')}
              </button>
            ) : null}
          </>
        }
      >
        <p>{failure?.kind === 'unknown' && failure.repeat ? t('outcome.provider.body') : t('outcome.unknown.body')}</p>
      </Modal>
    </SchedulerFrame>
  );
}
