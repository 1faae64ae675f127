// /staff/*: the staff side (docs/product/staff.md), one page module so the public routes carry one route entry for it
// and none of its code: the passkey library and these views load only under /staff. The rest of the path picks the view.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { useShell } from '../../lib/use-shell.ts';
import { AcceptInvitationView } from './accept-invitation-view.tsx';
import { SignInView } from './sign-in-view.tsx';
import { StaffHomeView } from './staff-home-view.tsx';
import './staff.css';

/**
 * The counter's words (lots, vaccination records, walk-ins) are their own namespace, loaded here rather than in the
 * route table so that no public route's entry grows by their name.
 */
function useCounterWords(): boolean {
  const { locale } = useShell();
  const [loaded, setLoaded] = useState<string | null>(() =>
    i18n.hasNamespace(locale, 'staff-counter') ? locale : null,
  );
  useEffect(() => {
    let current = true;
    const done = () => {
      if (current) setLoaded(locale);
    };
    loadNamespaces(locale, ['staff-counter']).then(done, done);
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded === locale;
}

// The day list and its counter forms load only when a day list is opened: sign-in and the home stay as small as they were.
const DayListView = lazy(() => import('./day-list-view.tsx').then((module) => ({ default: module.DayListView })));
// Integrations are an admin's page, seldom opened: loaded only when it is.
const IntegrationsView = lazy(() =>
  import('./integrations-view.tsx').then((module) => ({ default: module.IntegrationsView })),
);

// Each view past sign-in and the home loads when it is opened, so the staff route's first load stays within the
// JavaScript budget (decision 213) however many views the staff side grows.
const ClosuresView = lazy(() => import('./closures-view.tsx').then((module) => ({ default: module.ClosuresView })));
const InvitationsView = lazy(() =>
  import('./invitations-view.tsx').then((module) => ({ default: module.InvitationsView })),
);
const ListingRequestsView = lazy(() =>
  import('./listing-requests-view.tsx').then((module) => ({ default: module.ListingRequestsView })),
);
const LotsView = lazy(() => import('./lots-view.tsx').then((module) => ({ default: module.LotsView })));
const VaccinateView = lazy(() => import('./vaccinate-view.tsx').then((module) => ({ default: module.VaccinateView })));
const WalkInView = lazy(() => import('./walk-in-view.tsx').then((module) => ({ default: module.WalkInView })));

// The registry report, opened from the staff home when a registry refused something: loaded only then.
const RegistryReportView = lazy(() =>
  import('./registry-report-view.tsx').then((module) => ({ default: module.RegistryReportView })),
);

export default function StaffPage() {
  const counterWords = useCounterWords();
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const day = /^locations\/([^/]+)\/day\/([^/]+)$/.exec(rest);
  // The counter's views at one location: locations/:locationId/lots, /walk-in, /appointments/:id/vaccinate.
  const counter = /^locations\/([^/]+)\/(lots|walk-in|appointments\/([^/]+)\/vaccinate)$/.exec(rest);
  const registry = /^locations\/([^/]+)\/registry$/.exec(rest);
  if (!counterWords) return null;
  if (registry)
    return (
      <Suspense fallback={null}>
        <RegistryReportView locationId={decodeURIComponent(registry[1]!)} />
      </Suspense>
    );
  if (day)
    return (
      <Suspense fallback={null}>
        <DayListView key={rest} locationId={decodeURIComponent(day[1]!)} date={day[2]!} />
      </Suspense>
    );
  if (counter) {
    const locationId = decodeURIComponent(counter[1]!);
    return (
      <Suspense fallback={null}>
        {counter[2] === 'lots' ? (
          <LotsView locationId={locationId} />
        ) : counter[2] === 'walk-in' ? (
          <WalkInView locationId={locationId} />
        ) : (
          <VaccinateView locationId={locationId} appointmentId={decodeURIComponent(counter[3]!)} />
        )}
      </Suspense>
    );
  }
  switch (rest) {
    case 'accept':
      return <AcceptInvitationView />;
    case 'home':
      return <StaffHomeView />;
    case 'invitations':
      return (
        <Suspense fallback={null}>
          <InvitationsView />
        </Suspense>
      );
    case 'closures':
      return (
        <Suspense fallback={null}>
          <ClosuresView />
        </Suspense>
      );
    case 'listing-requests':
      return (
        <Suspense fallback={null}>
          <ListingRequestsView />
        </Suspense>
      );
    case 'integrations':
      return (
        <Suspense fallback={null}>
          <IntegrationsView />
        </Suspense>
      );
    default:
      return <SignInView />;
  }
}
