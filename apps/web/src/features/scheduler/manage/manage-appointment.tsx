// One appointment on the manage-my-booking page: its state, what the pharmacy recorded, where and when, and what the
// person can do about it (directions, change the time, cancel).
import type { RefObject } from 'react';
import type { AnyBrand } from '@vaxnear/domain/vaccines';
import type { Registration, RegistrationAppointment } from '@vaxnear/domain/contracts/registrations';
import { formatLocationAddress, formatPhoneNumber } from '@vaxnear/domain/display-format';
import { vaccineListing, vaccineWithBrand } from '@vaxnear/domain/vaccine-listing';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useShell } from '../../../lib/use-shell.ts';
import type { BotToken } from '../../../components/ui/bot-tokens.tsx';
import { formatAppointmentDateTime, telHref } from '../../../lib/appointment-format.ts';
import { ChangeTime } from './change-time.tsx';

const isFinalAttendance = (attendance: string | undefined) =>
  attendance === 'vaccinated' || attendance === 'not_given' || attendance === 'no_show';

const directionsHref = (a: RegistrationAppointment) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${a.location.name}, ${formatLocationAddress(a.location)}`)}`;

export function ManageAppointment({
  appointment: a,
  index,
  now,
  accessCode,
  bot,
  notice,
  noticeRef,
  changing,
  onStartChange,
  onStopChange,
  onChanged,
  onCancel,
}: {
  appointment: RegistrationAppointment;
  index: number;
  now: number;
  accessCode: string;
  bot: BotToken;
  notice: string | null;
  noticeRef: RefObject<HTMLParagraphElement | null>;
  changing: boolean;
  onStartChange: () => void;
  onStopChange: () => void;
  onChanged: (next: Registration) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('manage-booking');
  const { locale } = useShell();
  // Once the pharmacy recorded what happened, the appointment is history (decision 244).
  const recorded = a.status === 'booked' && isFinalAttendance(a.attendance);
  const upcoming = a.status === 'booked' && !recorded && new Date(a.time).getTime() > now;
  const byPharmacy = a.status === 'cancelled' && a.cancelledBy === 'pharmacy';
  const phone = a.location.metadata.phoneNumber;
  return (
    <section
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
      {notice !== null ? (
        <p className="notice notice--success manage-appointment__notice" tabIndex={-1} ref={noticeRef}>
          {notice}
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
        <a className="button button--secondary" href={directionsHref(a)} target="_blank" rel="noopener noreferrer">
          {t('directions')}
          <span className="visually-hidden"> {t('newWindow')}</span>
        </a>
        {upcoming && !changing ? (
          <>
            <button type="button" className="button button--secondary" onClick={onStartChange}>
              {t('change.button')}
            </button>
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('cancel.button')}
            </button>
          </>
        ) : null}
      </div>
      {upcoming && changing ? (
        <ChangeTime accessCode={accessCode} appointment={a} bot={bot} onCancel={onStopChange} onChanged={onChanged} />
      ) : null}
    </section>
  );
}
