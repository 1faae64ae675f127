// /schedule/manage?accessCode=…: the booking as the server has it, with what a person can do about it themselves:
// call or find the pharmacy, change the time, cancel (with a confirmation), and erase their data (decision 140). The access code in
// the address is the right to do it, as in the e-mailed link.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyBrand } from '@vaxnear/domain/vaccines';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { Registration, RegistrationAppointment } from '@vaxnear/domain/contracts/registrations';
import { formatLocationAddress, formatPhoneNumber } from '@vaxnear/domain/display-format';
import { vaccineListing, vaccineWithBrand } from '@vaxnear/domain/vaccine-listing';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchRegistration } from '../../../lib/api/registrations.ts';
import { cancelRegistration, eraseRegistration } from '../api/registrations.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { useBotToken } from '../../../components/ui/bot-tokens.tsx';
import { ChangeTime } from './change-time.tsx';
import { formatAppointmentDateTime, telHref } from '../../../lib/appointment-format.ts';
import './manage-booking.css';

const isFinalAttendance = (attendance: string | undefined) =>
  attendance === 'vaccinated' || attendance === 'not_given' || attendance === 'no_show';

type Pending = { kind: 'cancel'; appointment: RegistrationAppointment } | { kind: 'erase' } | null;

/**
 * The appointments in the order the page showed them: an answer after a change may list them otherwise, and a card
 * that jumps to the bottom loses the person who just changed it.
 */
export function inShownOrder(shown: Registration | null, next: Registration): Registration {
  if (!shown) return next;
  const place = new Map(shown.appointments.map((a, index) => [a.id, index]));
  const at = (id: string) => place.get(id) ?? Number.MAX_SAFE_INTEGER;
  return { ...next, appointments: [...next.appointments].sort((a, b) => at(a.id) - at(b.id)) };
}

const directionsHref = (a: RegistrationAppointment) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${a.location.name}, ${formatLocationAddress(a.location)}`)}`;

export default function ManageBookingPage() {
  const { t } = useTranslation('manage-booking');
  const { locale } = useShell();
  const [params] = useSearchParams();
  const accessCode = params.get('accessCode') ?? '';
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [loadError, setLoadError] = useState<'notFound' | 'network' | null>(accessCode ? null : 'notFound');
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  // What was just done, said in the card it was done to, where the person is; focused so that it is read and in view.
  const [notice, setNotice] = useState<{ appointmentId: string; text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const update = (next: Registration) => setRegistration((shown) => inShownOrder(shown, next));
  const [erased, setErased] = useState(false);
  const bot = useBotToken('manage_registration');
  const [nowAtLoad] = useState(() => Date.now());
  const [changing, setChanging] = useState<string | null>(null);
  usePageTitle(t('title'));

  useEffect(() => {
    if (!accessCode) return undefined;
    const controller = new AbortController();
    fetchRegistration(accessCode, controller.signal)
      .then(setRegistration)
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        setLoadError(error instanceof ApiError && error.status === 404 ? 'notFound' : 'network');
      });
    return () => controller.abort();
  }, [accessCode]);

  const close = useCallback(() => {
    if (!busy) {
      setPending(null);
      setActionError(null);
    }
  }, [busy]);

  const confirm = async () => {
    if (!pending) return;
    const token = bot.take();
    if (!token) {
      setActionError(t('wait'));
      return;
    }
    setBusy(true);
    setActionError(null);
    try {
      if (pending.kind === 'cancel') {
        update(await cancelRegistration(accessCode, { appointmentIds: [pending.appointment.id] }, token));
        setNotice({ appointmentId: pending.appointment.id, text: t('cancel.done') });
      } else {
        await eraseRegistration(accessCode, token);
        setErased(true);
      }
      setPending(null);
    } catch (error) {
      setActionError(
        error instanceof ApiError && error.errors[0]?.code === 'APPOINTMENT_IN_PAST'
          ? t('errors.past')
          : error instanceof ApiError && error.errors[0]?.code === 'APPOINTMENT_ATTENDANCE_FINAL'
            ? t('errors.attendanceFinal')
            : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  if (erased) {
    return (
      <div className="container page page--narrow">
        <h1>{t('erase.doneTitle')}</h1>
        <p className="lead" role="status">
          {t('erase.done')}
        </p>
        <RouteLink className="button button--primary" to="ScheduleLanding">
          {t('bookNew')}
        </RouteLink>
      </div>
    );
  }

  // Only for what is offered; the server decides what is past with its own clock.
  const now = nowAtLoad;
  return (
    <div className="container page page--narrow">
      <h1>{t('title')}</h1>
      {loadError ? (
        <div role="alert">
          <p>{t(loadError === 'notFound' ? 'errors.notFound' : 'errors.network')}</p>
          <RouteLink to="FindBooking">{t('find.link')}</RouteLink>
        </div>
      ) : !registration ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <p className="lead">
            {t('number')}: <strong>{registration.confirmationNumber}</strong>
          </p>
          {registration.appointments.map((a, index) => {
            // Once the pharmacy recorded what happened, the appointment is history (decision 244).
            const recorded = a.status === 'booked' && isFinalAttendance(a.attendance);
            const upcoming = a.status === 'booked' && !recorded && new Date(a.time).getTime() > now;
            const byPharmacy = a.status === 'cancelled' && a.cancelledBy === 'pharmacy';
            const phone = a.location.metadata.phoneNumber;
            return (
              <section
                key={a.id}
                className={`manage-appointment${a.status === 'cancelled' ? ' manage-appointment--cancelled' : ''}`}
                aria-labelledby={`appointment-${index}`}
              >
                <h2 id={`appointment-${index}`} className="manage-appointment__title">
                  {a.user.firstName} {a.user.lastName}:{' '}
                  {a.status === 'cancelled'
                    ? byPharmacy
                      ? t('status.cancelledByPharmacy')
                      : t('status.cancelled')
                    : a.attendance && a.attendance !== 'expected'
                      ? t(`status.${a.attendance}`)
                      : upcoming
                        ? t('status.booked')
                        : t('status.past')}
                </h2>
                {byPharmacy && a.cancellationReason ? (
                  <p>
                    {t('pharmacyCancel.reason', { reason: t(`pharmacyCancel.reasons.${a.cancellationReason}`) })}
                    {a.cancellationNote ? (
                      <>
                        <br />
                        {t('pharmacyCancel.note', { note: a.cancellationNote })}
                      </>
                    ) : null}
                  </p>
                ) : null}
                {a.status === 'booked' && a.attendance === 'not_given' && a.attendanceReason ? (
                  <p>{t('notGiven', { reason: t(`notGivenReasons.${a.attendanceReason}`) })}</p>
                ) : null}
                {notice?.appointmentId === a.id ? (
                  <p className="notice notice--success manage-appointment__notice" tabIndex={-1} ref={noticeRef}>
                    {notice.text}
                  </p>
                ) : null}
                <dl>
                  <dt>{t('when')}</dt>
                  <dd>{formatAppointmentDateTime(a.time, a.location.timeZone, locale)}</dd>
                  <dt>{t('vaccines')}</dt>
                  <dd>
                    {vaccineListing(a.services, (s) =>
                      vaccineWithBrand(
                        t(`scheduler:vaccines.${s.kind}`),
                        s.brand ? t(`scheduler:brands.${s.brand as AnyBrand}`) : null,
                      ),
                    )}
                  </dd>
                  <dt>{t('where')}</dt>
                  <dd>
                    <strong>{a.location.name}</strong>
                    <br />
                    {formatLocationAddress(a.location)}
                  </dd>
                  {phone ? (
                    <>
                      <dt>{t('phone')}</dt>
                      <dd>
                        <a href={telHref(phone)}>{formatPhoneNumber(phone)}</a>
                      </dd>
                    </>
                  ) : null}
                </dl>
                <div className="manage-actions">
                  <a
                    className="button button--secondary"
                    href={directionsHref(a)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('directions')}
                    <span className="visually-hidden"> {t('newWindow')}</span>
                  </a>
                  {upcoming && changing !== a.id ? (
                    <>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          setNotice(null);
                          setChanging(a.id);
                        }}
                      >
                        {t('change.button')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setPending({ kind: 'cancel', appointment: a })}
                      >
                        {t('cancel.button')}
                      </button>
                    </>
                  ) : null}
                </div>
                {upcoming && changing === a.id ? (
                  <ChangeTime
                    accessCode={accessCode}
                    appointment={a}
                    bot={bot}
                    onCancel={() => setChanging(null)}
                    onChanged={(next) => {
                      update(next);
                      setChanging(null);
                      const moved = next.appointments.find((x) => x.id === a.id)!;
                      setNotice({
                        appointmentId: a.id,
                        text: t('change.done', {
                          when: formatAppointmentDateTime(moved.time, moved.location.timeZone, locale),
                        }),
                      });
                    }}
                  />
                ) : null}
              </section>
            );
          })}
          <p>
            <RouteLink to="ScheduleLanding">{t('bookNew')}</RouteLink>
          </p>
          <section className="manage-erase" aria-labelledby="erase-title">
            <h2 id="erase-title">{t('erase.title')}</h2>
            <p>{t('erase.explain')}</p>
            <button type="button" className="button button--secondary" onClick={() => setPending({ kind: 'erase' })}>
              {t('erase.button')}
            </button>
          </section>
          <div className="manage-bot-check">{bot.widget}</div>
        </>
      )}
      <Modal
        isOpen={pending !== null}
        onClose={close}
        title={pending?.kind === 'erase' ? t('erase.confirmTitle') : t('cancel.confirmTitle')}
        actions={
          <>
            <button type="button" className="button button--warning" onClick={() => void confirm()} disabled={busy}>
              {pending?.kind === 'erase' ? t('erase.confirm') : t('cancel.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
              {pending?.kind === 'erase' ? t('erase.keep') : t('cancel.keep')}
            </button>
          </>
        }
      >
        {pending?.kind === 'cancel' ? (
          <p>
            {t('cancel.confirmBody', {
              name: pending.appointment.location.name,
              when: formatAppointmentDateTime(pending.appointment.time, pending.appointment.location.timeZone, locale),
            })}
          </p>
        ) : (
          <p>{t('erase.confirmBody')}</p>
        )}
        {!bot.ready ? <p className="hint">{t('wait')}</p> : null}
        {actionError ? (
          <p className="vx-field__error" role="alert">
            {actionError}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}
