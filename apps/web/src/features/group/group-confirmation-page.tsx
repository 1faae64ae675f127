// The group's confirmation: the registration as the server has it, each person with their time and vaccines, and
// the one access code that manages the party's booking.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { fetchRegistration } from '../../lib/api/registrations.ts';
import { GroupFrame } from './group-frame.tsx';
import { PartyList } from './party-list.tsx';
import { useGroupSend } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

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
