// The group's confirmation: the registration as the server has it, each person with their time and vaccines, and
// the one access code that manages the party's booking. As the single confirmation: the pharmacy's phone, directions,
// the calendar file (the server's .ics holds every person's appointment) and the manage page.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { formatAddress } from '@vaxnear/domain/display-format';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { fetchRegistration } from '../../lib/api/registrations.ts';
import { telHref } from '../../lib/appointment-format.ts';
import { directionsHref } from '../../lib/directions.ts';
import { AddToCalendar } from '../../components/calendar/add-to-calendar.tsx';
import { GroupFrame } from './group-frame.tsx';
import { PartyList } from './party-list.tsx';
import { useGroupSend } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

/** Minutes from the first person's start to the last person's end. */
function partyMinutes(appointments: Registration['appointments']): number {
  const starts = appointments.map((a) => Date.parse(a.time));
  const ends = appointments.map((a) => Date.parse(a.time) + a.durationMinutes * 60_000);
  return Math.round((Math.max(...ends) - Math.min(...starts)) / 60_000);
}

export default function GroupConfirmationPage() {
  const { t } = useTranslation('group');
  const [params] = useSearchParams();
  const accessCode = params.get('accessCode') ?? '';
  const send = useGroupSend();
  const [registration, setRegistration] = useState<Registration | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const title = t('confirmation.title');

  useEffect(() => {
    if (!accessCode) return undefined;
    const controller = new AbortController();
    fetchRegistration(accessCode, controller.signal)
      .then((found) => {
        setRegistration(found);
        setFailed(false);
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setFailed(true);
      });
    return () => controller.abort();
  }, [accessCode, attempt]);

  const first = registration?.appointments[0];
  return (
    <GroupFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      {failed || !accessCode ? (
        <div className="notice notice--error" role="alert">
          <p>{t('confirmation.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('confirmation.retry')}
          </button>
        </div>
      ) : null}
      {registration && first ? (
        <>
          <p className="lead">{t('confirmation.lead', { count: registration.appointments.length })}</p>
          <div className="card">
            <dl className="summary-list">
              <dt>{t('confirmation.number')}</dt>
              <dd className="confirmation-number">{registration.confirmationNumber}</dd>
            </dl>
          </div>
          <h2 className="section-title">{t('confirmation.people')}</h2>
          <PartyList
            location={{ ...first.location, zip: first.location.zipCode ?? null }}
            lines={registration.appointments.map((a) => ({
              name: `${a.user.firstName} ${a.user.lastName}`,
              time: a.time,
              kinds: a.services.map((s) => s.kind),
            }))}
          />
          {first.location.metadata.phoneNumber ? (
            <p>
              {t('confirmation.phone')}{' '}
              <a href={telHref(first.location.metadata.phoneNumber)}>{first.location.metadata.phoneNumber}</a>
            </p>
          ) : null}
          <div className="landing-actions">
            <a
              className="button button--secondary"
              href={directionsHref(first.location)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('confirmation.directions')}
              <span className="visually-hidden"> {t('confirmation.newWindow')}</span>
            </a>
            <AddToCalendar
              accessCode={registration.accessCode}
              appointment={{
                time: first.time,
                // From the first person's time to the end of the last one's: the household's visit.
                durationMinutes: partyMinutes(registration.appointments),
                title: t('confirmation.calendarTitle', { place: first.location.name }),
                description: t('confirmation.calendarDescription', {
                  number: registration.confirmationNumber,
                  count: registration.appointments.length,
                }),
                location: `${first.location.name}, ${formatAddress(first.location)}`,
              }}
            />
          </div>
          <p>
            <RouteLink to="ManageBooking" query={{ accessCode: registration.accessCode }}>
              {t('confirmation.manageLink')}
            </RouteLink>
          </p>
          <p>{t('confirmation.manage')}</p>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RESET' })}>
            {t('confirmation.bookAnother')}
          </button>
        </>
      ) : !failed && accessCode ? (
        <p role="status">{t('confirmation.loading')}</p>
      ) : null}
    </GroupFrame>
  );
}
