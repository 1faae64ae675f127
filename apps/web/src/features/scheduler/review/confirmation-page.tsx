// /schedule/confirmation?accessCode=…: the booking as the server has it (docs/product/booking-flow.md, Confirmation).
import { useEffect, useState } from 'react';
import type { AnyBrand } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import ErrorModal from '../../../components/ui/error-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { AddToCalendar } from '../../../components/calendar/add-to-calendar.tsx';
import { fetchRegistration } from '../../../lib/api/registrations.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { formatLocationAddress, formatPhoneNumber } from '@vaxnear/domain/display-format';
import { inVaccineOrder, vaccineListing, vaccineWithBrand } from '@vaxnear/domain/vaccine-listing';
import { formatAppointmentDate, formatAppointmentTime, telHref } from '../../../lib/appointment-format.ts';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { PrescriptionNotice } from './prescription-notice.tsx';
import type { TranslationKey } from '../../../i18n/keys.ts';
import { isMinorFlow, THIRD_PERSON_PREFIX, wordingFor, type MirroredKey } from './third-person.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

export default function ConfirmationPage() {
  const { t, i18n } = useTranslation('scheduler');
  const { locale } = useShell();
  const [params] = useSearchParams();
  const accessCode = params.get('accessCode') ?? '';
  const send = useSchedulerSend();
  const { context } = useSchedulerSnapshot();
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [failed, setFailed] = useState(false);
  // An unknown or mistyped code is no booking: the page must not say one is booked (no code at all is the same).
  const [notFound, setNotFound] = useState(accessCode === '');
  const [attempt, setAttempt] = useState(0);
  // Only the booking this browser just made knows it was a guardian's (docs/product/booking-flow.md, Who books); an
  // e-mailed link reads as the adult copy.
  const ownBooking = accessCode !== '' && context.accessCode === accessCode;
  const minor = ownBooking && isMinorFlow(context);
  const w = wordingFor(minor);
  const title = notFound
    ? t('confirmation.notFound.title')
    : failed && !registration
      ? t('confirmation.loadFailed')
      : t(w('confirmation.title'));

  useEffect(() => {
    if (!accessCode) return undefined;
    const controller = new AbortController();
    fetchRegistration(accessCode, controller.signal)
      .then(setRegistration)
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        if (error instanceof ApiError && error.status === 404) setNotFound(true);
        else setFailed(true);
      });
    return () => controller.abort();
  }, [accessCode, attempt]);

  const appointment = registration?.appointments[0];
  // Some accordions say nothing about the patient and have no minor sentence.
  const wordingIfAny = (key: TranslationKey<'scheduler'>) =>
    i18n.exists(`${THIRD_PERSON_PREFIX}${key}`, { ns: 'scheduler' }) ? w(key as MirroredKey) : key;

  return (
    <SchedulerFrame title={title}>
      <h1>{title}</h1>
      {notFound ? (
        <>
          <p>{t('confirmation.notFound.body')}</p>
          <p>
            <RouteLink to="FindBooking">{t('confirmation.notFound.find')}</RouteLink>
          </p>
        </>
      ) : !registration || !appointment ? (
        <p role="status">{failed ? '' : t(w('confirmation.loading'))}</p>
      ) : (
        <>
          <p className="lead">{t('confirmation.subtitle')}</p>
          <div className="card">
            <dl className="summary-list">
              <dt>{t('confirmation.number')}</dt>
              <dd className="confirmation-number">{registration.confirmationNumber}</dd>
              <dt>{t('review.recipient')}</dt>
              <dd>
                {appointment.user.firstName} {appointment.user.lastName}
              </dd>
              <dt>{t('details.vaccines')}</dt>
              <dd>
                {vaccineListing(appointment.services, (s) =>
                  s.forPregnancy
                    ? t('confirmation.pregnancyVaccine')
                    : vaccineWithBrand(t(`vaccines.${s.kind}`), s.brand ? t(`brands.${s.brand as AnyBrand}`) : null),
                )}
              </dd>
              <dt>{t('details.date')}</dt>
              <dd>{formatAppointmentDate(appointment.time, appointment.location.timeZone, locale)}</dd>
              <dt>{t('details.time')}</dt>
              <dd>{formatAppointmentTime(appointment.time, appointment.location.timeZone, locale)}</dd>
              <dt>{t('details.location')}</dt>
              <dd>
                <strong>{appointment.location.name}</strong>
                <br />
                {formatLocationAddress(appointment.location)}
              </dd>
              {appointment.location.metadata.phoneNumber ? (
                <>
                  <dt>{t('confirmation.phone')}</dt>
                  <dd>
                    <a href={telHref(appointment.location.metadata.phoneNumber)}>
                      {formatPhoneNumber(appointment.location.metadata.phoneNumber)}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            {appointment.services.some((s) => s.forPregnancy) ? (
              <p className="hint">{t('confirmation.pregnancyNote')}</p>
            ) : null}
          </div>
          {/* Only for the booking this browser just made: an e-mailed link has no flow to read it from. */}
          {ownBooking ? <PrescriptionNotice kinds={context.prescriptionKinds} minor={minor} /> : null}
          <div className="landing-actions">
            <AddToCalendar
              accessCode={registration.accessCode}
              appointment={{
                time: appointment.time,
                durationMinutes: appointment.durationMinutes,
                title: t('confirmation.calendarTitle', {
                  vaccines: inVaccineOrder(appointment.services)
                    .map((s) => t(`vaccines.${s.kind}`))
                    .join(' + '),
                  place: appointment.location.name,
                }),
                description: t(w('confirmation.calendarDescription'), { number: registration.confirmationNumber }),
                location: `${appointment.location.name}, ${formatLocationAddress(appointment.location)}`,
              }}
            />
            <button
              type="button"
              className="button button--primary"
              onClick={() => send({ type: 'RESTART_SCHEDULER' })}
            >
              {t('confirmation.bookAnother')}
            </button>
          </div>
          <p>
            <RouteLink to="ManageBooking" query={{ accessCode: registration.accessCode }}>
              {t('confirmation.manage')}
            </RouteLink>
          </p>
          <h2 className="section-title">{t('confirmation.moreTitle')}</h2>
          {(['checkEmail', 'details', 'cost'] as const).map((key) => (
            <details key={key} className="accordion">
              <summary>{t(wordingIfAny(`confirmation.accordions.${key}.title`))}</summary>
              <div className="accordion__body">
                <p>{t(wordingIfAny(`confirmation.accordions.${key}.body`))}</p>
              </div>
            </details>
          ))}
        </>
      )}
      <ErrorModal
        isOpen={failed && !notFound}
        onClose={() => setFailed(false)}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    </SchedulerFrame>
  );
}
