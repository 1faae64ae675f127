// /staff/*: the staff side (docs/product/staff.md), one page module so the public routes carry one route entry for it
// and none of its code: the passkey library and these views load only under /staff. The rest of the path picks the view.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { AcceptInvitationView } from './accept-invitation-view.tsx';
import { InvitationsView } from './invitations-view.tsx';
import { SignInView } from './sign-in-view.tsx';
import { StaffHomeView } from './staff-home-view.tsx';
import './staff.css';

// The day list and its counter forms load only when a day list is opened: sign-in and the home stay as small as they were.
const DayListView = lazy(() => import('./day-list-view.tsx').then((module) => ({ default: module.DayListView })));

export default function StaffPage() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const day = /^locations\/([^/]+)\/day\/([^/]+)$/.exec(rest);
  if (day)
    return (
      <Suspense fallback={null}>
        <DayListView key={rest} locationId={decodeURIComponent(day[1]!)} date={day[2]!} />
      </Suspense>
    );
  switch (rest) {
    case 'accept':
      return <AcceptInvitationView />;
    case 'home':
      return <StaffHomeView />;
    case 'invitations':
      return <InvitationsView />;
    default:
      return <SignInView />;
  }
}
