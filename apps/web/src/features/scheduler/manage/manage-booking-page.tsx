// /schedule/manage?accessCode=…: the booking as the server has it, with what a person can do about it themselves:
// call or find the pharmacy, change the time, cancel (with a confirmation), and erase their data (decision 140). The access code in
// the address is the right to do it, as in the e-mailed link. What the page does is in use-manage-booking.ts.
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { useShell } from '../../../lib/use-shell.ts';
import { formatAppointmentDateTime } from '../../../lib/appointment-format.ts';
import { ManageAppointment } from './manage-appointment.tsx';
import { useManageBooking } from './use-manage-booking.ts';
import './manage-booking.css';

export default function ManageBookingPage() {
  const { t } = useTranslation('manage-booking');
  const { locale } = useShell();
  const manage = useManageBooking();
  const { registration, loadError, pending, busy, actionError, notice, bot, close } = manage;
  usePageTitle(t('title'));

  if (manage.erased) {
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
          {registration.appointments.map((a, index) => (
            <ManageAppointment
              key={a.id}
              appointment={a}
              index={index}
              now={manage.now}
              accessCode={manage.accessCode}
              bot={bot}
              notice={notice?.appointmentId === a.id ? notice.text : null}
              noticeRef={manage.noticeRef}
              changing={manage.changing === a.id}
              onStartChange={() => manage.startChange(a.id)}
              onStopChange={() => manage.setChanging(null)}
              onChanged={(next) => manage.changed(a.id, next)}
              onCancel={() => manage.setPending({ kind: 'cancel', appointment: a })}
            />
          ))}
          <p>
            <RouteLink to="ScheduleLanding">{t('bookNew')}</RouteLink>
          </p>
          <section className="manage-erase" aria-labelledby="erase-title">
            <h2 id="erase-title">{t('erase.title')}</h2>
            <p>{t('erase.explain')}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => manage.setPending({ kind: 'erase' })}
            >
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
            <button
              type="button"
              className="button button--warning"
              onClick={() => void manage.confirm()}
              disabled={busy}
            >
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
