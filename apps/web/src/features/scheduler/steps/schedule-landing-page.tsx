// /schedule: choose up to two vaccines and start booking (docs/product/booking-flow.md, Schedule landing). What the
// page does is in use-schedule-landing.ts.
import { useTranslation } from '../../../lib/use-translation.tsx';
import { kindRow } from '@vaxnear/domain/vaccines';
import { ConciergeCard } from '../../../components/ui/concierge-card.tsx';
import { LeaveSiteLink } from '../../../components/ui/leave-site-link.tsx';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { MINOR_BOOKING_ENABLED } from '../machine/scheduler-flags.ts';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { CampaignLandingIntro, hasCampaignLanding } from '../../../components/campaign-landing.tsx';
import { campaignKeys } from '../../../lib/campaigns.ts';
import { formatAppointmentDateTime } from '../../../lib/appointment-format.ts';
import { Checkboxes } from '../../../components/ui/checkboxes.tsx';
import { EligibilityCarousel } from './eligibility-carousel.tsx';
import { LandingModals } from './landing-modals.tsx';
import { useScheduleLanding } from './use-schedule-landing.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

export default function ScheduleLandingPage() {
  const { t, i18n } = useTranslation('scheduler');
  const landing = useScheduleLanding();
  const { campaign, kinds, linked, slotNotFound, modal, closeModal, errorRef, showError, fluInSeason, order } = landing;
  const { toggle, start } = landing;

  return (
    <SchedulerFrame title={t(campaignKeys(campaign, 'scheduler', 'landing.title'))} wide>
      {hasCampaignLanding(campaign) ? (
        <CampaignLandingIntro campaign={campaign} />
      ) : (
        <>
          <h1>{t('landing.heading')}</h1>
          <p className="lead">{t('landing.lead')}</p>
        </>
      )}
      {/* A booking deep link's time (decision 131): the vaccines are still the person's choice, and so are the age and
          consent questions after them; the results then hold the time. */}
      {linked ? (
        <div className="notice" role="status">
          <h2 className="notice__title">
            {t('landing.linked.title', {
              when: formatAppointmentDateTime(linked.start, linked.timeZone, i18n.language),
            })}
          </h2>
          <p>{t('landing.linked.body', { name: linked.locationName })}</p>
        </div>
      ) : null}
      {slotNotFound && !linked ? (
        <div className="notice" role="status">
          <h2 className="notice__title">{t('landing.linkedNotFound.title')}</h2>
          <p>{t('landing.linkedNotFound.body')}</p>
        </div>
      ) : null}
      <form
        className="scheduler-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <Checkboxes
          id="vaccines"
          list
          fieldsetRef={errorRef}
          legend={t('landing.chooseVaccines')}
          hint={t('landing.help')}
          error={showError ? t('landing.minimumOne') : undefined}
          value={kinds}
          onChange={(kind) => toggle(kind)}
          options={order.map((kind) => ({
            value: kind,
            id: `vaccine-${kind}`,
            label: t(`vaccines.${kind}`),
            hint: kindRow(kind).onlyInFluSeason && !fluInSeason ? t('landing.fluOutOfSeasonHint') : undefined,
          }))}
        />
        <div className="landing-actions">
          <button type="submit" className="button button--primary">
            {t('landing.adult')}
          </button>
          {MINOR_BOOKING_ENABLED ? (
            <button type="button" className="button button--secondary" onClick={() => start('minor')}>
              {t('landing.minor')}
            </button>
          ) : null}
        </div>
      </form>
      <p>
        <RouteLink to="GroupSize">{t('landing.group')}</RouteLink>
      </p>
      <ul className="bullet-list">
        <li>{t('landing.reminders.guardian')}</li>
        <li>{t('landing.reminders.incomplete')}</li>
        <li>{t('landing.reminders.notAdvice')}</li>
        <li>{t('landing.reminders.questions')}</li>
      </ul>

      <ConciergeCard />
      <EligibilityCarousel />
      <p>
        {t('landing.govSiteIntro')}{' '}
        <LeaveSiteLink href="https://www.cdc.gov/vaccines/">{t('landing.govSite')}</LeaveSiteLink>
      </p>
      <details className="accordion">
        <summary>{t('cost.title')}</summary>
        <div className="accordion__body">
          <p>{t('cost.body')}</p>
          <p>
            <RouteLink to="VaccinationCost">{t('cost.more')}</RouteLink>
          </p>
        </div>
      </details>

      <LandingModals modal={modal} onClose={closeModal} onRsvCovid={landing.resolveRsvCovid} />
    </SchedulerFrame>
  );
}
