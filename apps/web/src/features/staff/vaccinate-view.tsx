// /staff/locations/:locationId/appointments/:appointmentId/vaccinate: one appointment's person and vaccines, what is
// recorded, and the record form (docs/product/staff.md, Vaccination records). The day list opens the same form in place.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AppointmentVaccinations, VaccinationRecord } from '@vaxnear/domain/contracts/staff-counter';
import { useTranslation } from '../../lib/use-translation.tsx';
import { readAppointmentVaccinations } from './api/counter.ts';
import { useCounterPath, useCounterProblem } from './counter-frame.tsx';
import { RecordVaccinationForm } from './record-vaccination-form.tsx';
import { ProblemNotice, StaffFrame, useStaffPath } from './staff-frame.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { intlLocale } from '../../lib/locale.ts';

export function VaccinateView({ locationId, appointmentId }: { locationId: string; appointmentId: string }) {
  const { t, i18n } = useTranslation('staff-counter');
  const staffPath = useStaffPath();
  const counterPath = useCounterPath();
  const { me, problem: sessionProblem } = useSignedIn();
  const [visit, setVisit] = useState<AppointmentVaccinations | null>(null);
  const { problem, report } = useCounterProblem();

  useEffect(() => {
    if (!me) return;
    let current = true;
    readAppointmentVaccinations(locationId, appointmentId).then(
      (found) => {
        if (current) setVisit(found);
      },
      (caught: unknown) => {
        if (current) report(caught);
      },
    );
    return () => {
      current = false;
    };
  }, [me, locationId, appointmentId, report]);

  const recordedNow = (records: VaccinationRecord[]) =>
    setVisit((previous) =>
      previous
        ? {
            ...previous,
            appointment: { ...previous.appointment, attendance: 'vaccinated' },
            records: [...previous.records, ...records],
          }
        : previous,
    );
  const language = intlLocale(i18n.language);
  // The booking's time on the pharmacy's clock; the date of birth as written, whatever the tablet's time zone.
  const time = visit
    ? new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: visit.appointment.timeZone,
      }).format(new Date(visit.appointment.startsAt))
    : '';
  const born = visit
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${visit.appointment.dateOfBirth}T00:00:00Z`),
      )
    : '';

  return (
    <StaffFrame title={t('record.title')}>
      <h1>{t('record.title')}</h1>
      <ProblemNotice problem={problem?.key ?? sessionProblem} round={problem?.round ?? 1} />
      {visit ? (
        <>
          <p className="lead">
            {t('record.person', {
              name: `${visit.appointment.firstName} ${visit.appointment.lastName}`,
              dateOfBirth: born,
              time,
            })}
          </p>
          <p>{t('record.attendance', { state: t(`attendance.${visit.appointment.attendance}`) })}</p>
          {visit.records.length ? (
            <>
              <h2>{t('record.recordedHeading')}</h2>
              <ul>
                {visit.records.map((r) => (
                  <li key={r.id}>
                    {t('record.recordedLine', {
                      vaccine: t(`vaccines.${r.kind}`),
                      product: r.productName,
                      lot: r.lotNumber,
                      dose: r.doseMl,
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {visit.appointment.status === 'booked' &&
          ['expected', 'checked_in', 'vaccinated'].includes(visit.appointment.attendance) ? (
            <RecordVaccinationForm
              locationId={locationId}
              appointment={{
                id: visit.appointment.id,
                services: visit.appointment.services,
                recordedKinds: visit.records.map((r) => r.kind),
                dateOfBirth: visit.appointment.dateOfBirth,
              }}
              onRecorded={recordedNow}
            />
          ) : (
            <p>{t('record.notRecordable')}</p>
          )}
        </>
      ) : !problem && !sessionProblem ? (
        <p role="status">{t('loading')}</p>
      ) : null}
      <p>
        <Link to={counterPath(locationId, 'lots')}>{t('links.lots')}</Link>
        {' · '}
        <Link to={staffPath('home')}>{t('links.home')}</Link>
      </p>
    </StaffFrame>
  );
}
