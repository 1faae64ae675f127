// /staff/home: who is signed in, their role and locations, and signing out (docs/product/staff.md).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { signOut } from './api/staff.ts';
import { dayListPath, ProblemNotice, StaffFrame, useReportedProblem, useStaffPath } from './staff-frame.tsx';
import { StaffHomeLocations } from './staff-home-locations.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { CounterLinks } from './counter-links.tsx';

export function StaffHomeView() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const staffPath = useStaffPath();
  const { me, problem } = useSignedIn();
  const [leaving, setLeaving] = useState(false);
  const { problem: failure, report: reportFailure } = useReportedProblem();

  async function leave() {
    setLeaving(true);
    try {
      await signOut();
      await navigate(staffPath(''));
    } catch (caught) {
      reportFailure(caught);
      setLeaving(false);
    }
  }

  return (
    <StaffFrame title={t('home.title')}>
      <h1>{t('home.title')}</h1>
      <ProblemNotice problem={failure?.key ?? problem} round={failure?.round ?? 1} />
      {me ? (
        <>
          <p className="lead">{t('home.signedInAs', { name: me.name, email: me.email })}</p>
          <p>{t('home.role', { role: t(`roles.${me.role}`) })}</p>
          {me.retailer ? <p>{t('home.retailer', { retailer: me.retailer })}</p> : null}
          <h2>{t('home.locationsHeading')}</h2>
          {me.locations.length ? (
            <ul className="staff__locations">
              {me.locations.map((location) => (
                <li key={location.id}>
                  <Link to={dayListPath(staffPath(''), location.id, 'today')}>
                    {t('home.dayListLink', { name: location.name, city: location.city, state: location.state })}
                  </Link>
                  <CounterLinks locationId={location.id} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('home.noLocations')}</p>
          )}
          <p>
            <Link to={staffPath('closures')}>{t('home.closures')}</Link>
          </p>
          {me.role !== 'location_staff' ? (
            <p>
              <Link to={staffPath('listing-requests')}>{t('home.listingRequests')}</Link>
            </p>
          ) : null}
          {me.role !== 'location_staff' ? (
            <p>
              <Link to={staffPath('invitations')}>{t('home.invitations')}</Link>
            </p>
          ) : null}
          {me.role !== 'location_staff' ? (
            <p>
              <Link to={staffPath('integrations')}>{t('home.integrations')}</Link>
            </p>
          ) : null}
          {me.role !== 'location_staff' ? <StaffHomeLocations me={me} /> : null}
          <p className="staff__aside">{t('home.sessionEnds')}</p>
          <button type="button" className="button button--secondary" onClick={leave} disabled={leaving}>
            {leaving ? t('home.signingOut') : t('home.signOut')}
          </button>
        </>
      ) : problem ? null : (
        <p role="status">{t('home.loading')}</p>
      )}
    </StaffFrame>
  );
}
