// /schedule/appointment-summary: "Does this look right?" (docs/product/booking-flow.md, Appointment summary).
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { isFluInSeason } from '@vaxnear/domain/booking/flu-season';
import { addOnOffer } from '../steps/add-on-prompts.ts';
import { formatAddress } from '@vaxnear/domain/display-format';
import { LeaveSiteLink } from '../../../components/ui/leave-site-link.tsx';
import { AppointmentDetails } from './appointment-details.tsx';
import { HoldTimer } from '../results/hold-timer.tsx';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { todayIso } from '../../../lib/today.ts';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import '../../../components/results/place-map.css';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

// Leaflet loads with the map, after the page's text; the map's box is styled at once (place-map.css).
const PlaceMap = lazy(() => import('../../../components/results/place-map.tsx'));

/**
 * Directions from the searched area to the pharmacy. The origin is only the searched place's ZIP code: a typed
 * street address or the device's position may be the person's home, which never goes into another site's address.
 */
function directionsUrl(destination: { latitude: number; longitude: number }, originZip: string | undefined): string {
  const params = new URLSearchParams({ api: '1', destination: `${destination.latitude},${destination.longitude}` });
  if (originZip) params.set('origin', originZip);
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

export default function AppointmentSummaryPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const appointment = context.appointments[0];
  const title = t('summary.title');
  // Which prompt follows is worked out here, with today's date for the flu season (decision 051).
  const confirm = () => {
    const offer = addOnOffer({
      selected: selectedKinds(context),
      services: appointment?.location.services,
      ageMin: context.ageMin ?? 18,
      ageMax: context.ageMax ?? 120,
      fluInSeason: isFluInSeason(todayIso()),
      restrictions: context.coordinates?.bookingRestrictions,
    });
    send([{ type: 'SET_OFFERED_ADD_ONS', offer }, { type: 'CONTINUE' }]);
  };
  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      {appointment ? (
        <>
          <HoldTimer appointment={appointment} />
          <div className="card">
            <AppointmentDetails context={context} appointment={appointment} />
          </div>
          <section className="card" aria-labelledby="summary-where">
            <h2 id="summary-where" className="section-title">
              {t('summary.where')}
            </h2>
            <p>
              <strong>{appointment.location.name}</strong>
              <br />
              {formatAddress(appointment.location)}
            </p>
            {/* The map's box is drawn before its code arrives, so "Yes, continue" below never moves (issue 30). */}
            <Suspense fallback={<div className="place-map" aria-hidden="true" />}>
              <PlaceMap latitude={appointment.location.latitude} longitude={appointment.location.longitude} />
            </Suspense>
            <p className="place-map__attribution">
              {t('summary.mapData')}{' '}
              <LeaveSiteLink href="https://www.openstreetmap.org/copyright" partnerName="OpenStreetMap">
                {t('summary.mapContributors')}
              </LeaveSiteLink>
            </p>
            <p>
              <LeaveSiteLink
                href={directionsUrl(appointment.location, context.coordinates?.postalCode)}
                partnerName="Google Maps"
              >
                {t('summary.directions')}
              </LeaveSiteLink>
            </p>
          </section>
          <div className="landing-actions">
            <button type="button" className="button button--primary" onClick={confirm}>
              {t('summary.yes')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => send({ type: 'BACK' })}>
              {t('summary.no')}
            </button>
          </div>
        </>
      ) : (
        <p>{t('summary.none')}</p>
      )}
    </SchedulerFrame>
  );
}
