// /schedule: choose up to two vaccines and start booking (docs/product/booking-flow.md, Schedule landing).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { isFluInSeason } from '@vaxnear/domain/booking/flu-season';
import {
  checkboxOrder,
  checkSelectionForContinue,
  toggleVaccineKind,
  type SelectionModal,
} from '@vaxnear/domain/booking/vaccine-selection';
import { kindRow, type VaccineKind } from '@vaxnear/domain/vaccines';
import { ConciergeCard } from '../../../components/ui/concierge-card.tsx';
import { LeaveSiteLink } from '../../../components/ui/leave-site-link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { MINOR_BOOKING_ENABLED } from '../machine/scheduler-flags.ts';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { todayIso } from '../../../lib/today.ts';
import { useFocusOnChange } from '../../../components/ui/error-summary.tsx';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { CampaignLandingIntro, hasCampaignLanding } from '../../../components/campaign-landing.tsx';
import { campaignConfig, campaignKeys } from '../../../lib/campaigns.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { trackBookingError, trackBookingInitiated } from '../frame/booking-analytics.ts';
import { applyDeeplink, enabledKinds } from './apply-deeplink.ts';
import { parseDeeplink, withoutDeeplink } from './deeplink.ts';
import { formatAppointmentDateTime } from '../../../lib/appointment-format.ts';
import { Checkboxes } from '../../../components/ui/checkboxes.tsx';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

const CARDS = ['flu', 'covid_19', 'pneumococcal', 'rsv', 'maternalRsv', 'quiz'] as const;

export default function ScheduleLandingPage() {
  const { t, i18n } = useTranslation('scheduler');
  const { campaign } = useShell();
  const [slotNotFound, setSlotNotFound] = useState(false);
  const snapshot = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [params, setParams] = useSearchParams();
  const kinds = selectedKinds(snapshot.context);
  const linked = snapshot.context.linkedSlot ?? null;
  const [modal, setModal] = useState<{ type: SelectionModal; kind?: VaccineKind } | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const errorRef = useRef<HTMLFieldSetElement>(null);
  useFocusOnChange(errorRef, failedSubmits);
  const fluInSeason = isFluInSeason(todayIso());
  const preselect = campaignConfig(campaign).preselect;
  const listed = params.getAll('order[]').length ? params.getAll('order[]') : params.get('order')?.split(',');
  const order = checkboxOrder(listed ?? (preselect ? [preselect] : undefined));

  // A "find X" campaign ticks its vaccine for a visitor who has not chosen yet (decision 172); a deeplink's own
  // services win, and once the visitor has chosen, their choice stays.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !preselect) return;
    preselected.current = true;
    if (kinds.length > 0 || parseDeeplink(params, todayIso(), enabledKinds(fluInSeason))) return;
    if (toggleVaccineKind([], preselect, { fluInSeason }).ok)
      send({ type: 'TOGGLE_VACCINE_KIND', kind: preselect, fluInSeason });
  }, [preselect, kinds.length, params, fluInSeason, send]);

  // A deeplink (?services=[{"kind":"flu"}]&zipCode=10001) is applied once, then leaves the address
  // (docs/product/booking-flow.md, decision 053).
  const appliedLink = useRef<string | null>(null);
  useEffect(() => {
    const search = params.toString();
    const deeplink = parseDeeplink(params, todayIso(), enabledKinds(fluInSeason));
    if (!deeplink || appliedLink.current === search) return;
    appliedLink.current = search;
    void applyDeeplink(deeplink)
      .then((outcome) => setSlotNotFound(outcome === 'slotNotFound'))
      .finally(() => setParams(withoutDeeplink(params), { replace: true }));
  }, [params, setParams, fluInSeason]);

  function toggle(kind: VaccineKind) {
    trackBookingInitiated(snapshot.context.flowId);
    const result = toggleVaccineKind(kinds, kind, { fluInSeason });
    if (!result.ok) {
      setModal({ type: result.modal, kind });
      return;
    }
    send({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason });
  }

  function start(flow: 'adult' | 'minor' = 'adult') {
    trackBookingInitiated(snapshot.context.flowId);
    const check = checkSelectionForContinue(kinds, flow);
    if (!check.ok) {
      if ('modal' in check) setModal({ type: check.modal });
      else {
        setFailedSubmits((n) => n + 1);
        trackBookingError('schedule', 'vaccines', 'minimum_one');
      }
      return;
    }
    send([{ type: 'SET_BOOKING_FLOW', flow }, { type: 'CONTINUE' }]);
  }

  const showError = failedSubmits > 0 && kinds.length === 0;
  const closeModal = () => setModal(null);

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

      <Modal
        isOpen={modal?.type === 'tooMany'}
        onClose={closeModal}
        title={t('landing.modals.tooMany.title')}
        actions={
          <button type="button" className="button button--primary" onClick={closeModal}>
            {t('ok')}
          </button>
        }
      >
        <p>{t('landing.modals.tooMany.body')}</p>
      </Modal>
      <Modal
        isOpen={modal?.type === 'rsvCovidConflict'}
        onClose={closeModal}
        title={t('landing.modals.rsvCovid.title')}
        actions={(['covid_19', 'rsv'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={`button ${choice === 'covid_19' ? 'button--primary' : 'button--secondary'}`}
            onClick={() => {
              if (modal?.kind) send({ type: 'RESOLVE_RSV_COVID', kind: modal.kind, choice });
              closeModal();
            }}
          >
            {t(`landing.modals.rsvCovid.${choice}`)}
          </button>
        ))}
      >
        <p>{t('landing.modals.rsvCovid.body')}</p>
      </Modal>
      <Modal
        isOpen={modal?.type === 'minorPneumococcalOnly'}
        onClose={closeModal}
        title={t('minor.pneumococcalOnly.title')}
        actions={
          <button type="button" className="button button--primary" onClick={closeModal}>
            {t('ok')}
          </button>
        }
      >
        <p>{t('minor.pneumococcalOnly.body')}</p>
      </Modal>
      <Modal
        isOpen={modal?.type === 'fluOutOfSeason'}
        onClose={closeModal}
        title={t('landing.modals.flu.title')}
        actions={
          <>
            <RouteLink to="SignUp" className="button button--primary">
              {t('landing.modals.flu.signUp')}
            </RouteLink>
            <button type="button" className="button button--secondary" onClick={closeModal}>
              {t('close')}
            </button>
          </>
        }
      >
        <p>{t('landing.modals.flu.body')}</p>
        <p>{t('landing.modals.flu.comeBack')}</p>
      </Modal>
    </SchedulerFrame>
  );
}

function EligibilityCarousel() {
  const { t } = useTranslation('scheduler');
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth, behavior: 'smooth' });
  return (
    <section className="carousel" aria-labelledby="carousel-title">
      <h2 id="carousel-title">{t('carousel.title')}</h2>
      {CARDS.length > 4 ? (
        <div className="carousel__nav">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => scroll(-1)}
            aria-label={t('carousel.previous')}
          >
            ‹
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => scroll(1)}
            aria-label={t('carousel.next')}
          >
            ›
          </button>
        </div>
      ) : null}
      <ul className="carousel__list" ref={list} tabIndex={0} aria-label={t('carousel.title')}>
        {CARDS.map((card) => (
          <li key={card}>
            <div className="card">
              <h3>{t(`carousel.cards.${card}.title`)}</h3>
              <p>{t(`carousel.cards.${card}.body`)}</p>
              {card === 'quiz' ? <RouteLink to="EligibilityLanding">{t('carousel.cards.quiz.link')}</RouteLink> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
