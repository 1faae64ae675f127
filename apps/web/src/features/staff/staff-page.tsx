// /staff/*: the staff side (docs/product/staff.md), one page module so the public routes carry one route entry for it
// and none of its code: the passkey library and these views load only under /staff. The rest of the path picks the view.
import { useParams } from 'react-router';
import { AcceptInvitationView } from './accept-invitation-view.tsx';
import { ClosuresView } from './closures-view.tsx';
import { InvitationsView } from './invitations-view.tsx';
import { ListingRequestsView } from './listing-requests-view.tsx';
import { SignInView } from './sign-in-view.tsx';
import { StaffHomeView } from './staff-home-view.tsx';
import './staff.css';

export default function StaffPage() {
  const rest = useParams()['*'] ?? '';
  switch (rest.replace(/\/+$/, '')) {
    case 'accept':
      return <AcceptInvitationView />;
    case 'home':
      return <StaffHomeView />;
    case 'invitations':
      return <InvitationsView />;
    case 'closures':
      return <ClosuresView />;
    case 'listing-requests':
      return <ListingRequestsView />;
    default:
      return <SignInView />;
  }
}
