// /schedule/search: where to look for pharmacies (docs/product/booking-flow.md, Location search).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { BotCheck } from '../../../components/ui/bot-check.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { nearestZipCode } from '../../../lib/api/geolocation.ts';
import { releaseTimeSlots } from '../../../lib/api/reservations.ts';
import { useNavigate } from 'react-router';
import { maternalRsvGate, type MaternalRsvGate } from '@vaxnear/domain/booking/maternal-rsv';
import { formatCalendarDate } from '@vaxnear/domain/display-format';
import { pathFor } from '../../../lib/routes.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { maternalRsvFor } from './maternal-rsv.ts';
import type { Coordinates, SchedulerEvent } from '../machine/scheduler.machine.ts';
import { usePlaceLookup, WhichPlace } from './place-lookup.tsx';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { SuggestionCombobox } from '../../../components/ui/suggestion-combobox.tsx';
import { usePlaceSuggestions } from '../../../lib/use-place-suggestions.ts';
import { schedulerActor } from '../machine/scheduler-store.ts';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

/**
 * Entering search gives back any held slot and forgets the chosen date (docs/product/booking-flow.md). The release
 * needs its own bot-check proof, so the widget is mounted only while there is a hold to release; a failed release
 * simply lets it expire.
 */
function ReleaseHeldSlot() {
  const [timeSlotIds] = useState(() =>
    schedulerActor()
      .getSnapshot()
      .context.appointments.map((a) => a.timeSlotId),
  );
  const [done, setDone] = useState(timeSlotIds.length === 0);
  useEffect(() => {
    const actor = schedulerActor();
    actor.send({ type: 'DELETE_APPOINTMENTS_TIME_SLOT' });
    actor.send({ type: 'SET_SELECTED_DATE', date: null });
  }, []);
  if (done) return null;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <BotCheck
        action="delete_reservation"
        onToken={(token) => {
          if (!token) return;
          setDone(true);
          void releaseTimeSlots(timeSlotIds, token);
        }}
      />
    </div>
  );
}

export default function LocationSearchPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [text, setText] = useState(context.coordinates?.query ?? '');
  const suggestions = usePlaceSuggestions(text);
  const { lookUp, busy: finding, error, setError, errorRef, question } = usePlaceLookup();
  const [locating, setLocating] = useState(false);
  const busy = finding ? 'find' : locating ? 'locate' : null;
  const [geoProblem, setGeoProblem] = useState<'denied' | 'unsupported' | null>(null);
  const [rsvGate, setRsvGate] = useState<{
    gate: Exclude<MaternalRsvGate, 'reminder'>;
    windowStart: string;
    windowEnd: string;
    reason?: string;
  } | null>(null);
  const navigate = useNavigate();
  const { locale, campaign } = useShell();
  const title = t('search.title');

  function found(coordinates: Coordinates) {
    const events: SchedulerEvent[] = [{ type: 'SET_LAT_LNG', coordinates }];
    // Maternal RSV (docs/product/booking-flow.md): the answer depends on the due date, the searched ZIP and today; a gate may stop here.
    const eligibility = maternalRsvFor(context, coordinates.postalCode);
    if (eligibility) {
      events.push({ type: 'SET_MATERNAL_RSV_ELIGIBILITY', status: eligibility.status });
      const gate = maternalRsvGate(eligibility.status);
      if (gate !== 'reminder') {
        for (const event of events) schedulerActor().send(event);
        setRsvGate({
          gate,
          windowStart: eligibility.windowStart,
          windowEnd: eligibility.windowEnd,
          reason: eligibility.reason,
        });
        return;
      }
    }
    send([...events, { type: 'CONTINUE' }]);
  }

  async function find(search: string) {
    const coordinates = await lookUp(search);
    if (coordinates) found(coordinates);
  }

  /** A suggestion or a candidate place, chosen: it becomes the search text and is looked up at once. */
  function choose(label: string) {
    setText(label);
    void find(label);
  }

  function locate() {
    if (!('geolocation' in navigator)) {
      setGeoProblem('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords;
        try {
          const nearest = await nearestZipCode(latitude, longitude);
          found({
            lat: latitude,
            lng: longitude,
            locationType: 'live',
            query: nearest.zipCode,
            bookingRestrictions: nearest.bookingRestrictions,
            postalCode: nearest.zipCode,
          });
        } catch (caught) {
          setError(
            caught instanceof ApiError
              ? (caught.errors[0]?.message ?? t('search.locationFailed'))
              : t('search.locationFailed'),
          );
        } finally {
          setLocating(false);
        }
      },
      (failure) => {
        setLocating(false);
        setGeoProblem(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unsupported');
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })} wide>
      <ReleaseHeldSlot />
      <h1>{title}</h1>
      <p className="lead">{t('search.lead')}</p>
      {/* A booking deep link named the pharmacy: one press goes on to its times, or the person searches elsewhere. */}
      {context.linkedSlot && context.coordinates ? (
        <div className="card">
          <h2>{t('search.linked.title')}</h2>
          <p>{context.linkedSlot.locationName}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => {
              if (context.coordinates) found(context.coordinates);
            }}
          >
            {t('search.linked.continue', { name: context.linkedSlot.locationName })}
          </button>
        </div>
      ) : null}
      <div className="search-layout">
        <form
          className="card"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void find(text);
          }}
          aria-labelledby="search-manual-title"
        >
          <h2 id="search-manual-title">{t('search.manualTitle')}</h2>
          <SuggestionCombobox
            id="place-search"
            label={t('search.label')}
            hint={t('search.hint')}
            error={error}
            errorRef={errorRef}
            value={text}
            suggestions={suggestions}
            autoComplete="postal-code"
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
            onSelect={choose}
            countLabel={(count) => t('search.suggestions', { count })}
          />
          <button type="submit" className="button button--primary" disabled={busy !== null} aria-busy={busy === 'find'}>
            {busy === 'find' ? t('search.finding') : t('search.find')}
          </button>
          {question ? <WhichPlace name={question.name} candidates={question.candidates} onChoose={choose} /> : null}
        </form>
        <div className="card">
          <h2>{t('search.currentTitle')}</h2>
          <p>{t('search.currentBody')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={locate}
            disabled={busy !== null}
            aria-busy={busy === 'locate'}
          >
            {busy === 'locate' ? t('search.locating') : t('search.useCurrent')}
          </button>
          {geoProblem ? <p className="hint">{t('search.geoHelp')}</p> : null}
        </div>
      </div>
      <Modal
        isOpen={rsvGate?.gate === 'eligible'}
        onClose={() => setRsvGate(null)}
        title={t('maternalRsv.eligible.title')}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setRsvGate(null);
              send({ type: 'CONTINUE' });
            }}
          >
            {t('continue')}
          </button>
        }
      >
        <p>
          {t('maternalRsv.eligible.body', {
            start: formatCalendarDate(rsvGate?.windowStart ?? '2000-01-01', locale),
            end: formatCalendarDate(rsvGate?.windowEnd ?? '2000-01-01', locale),
          })}
        </p>
      </Modal>
      <Modal
        isOpen={rsvGate?.gate === 'ineligible'}
        onClose={() => setRsvGate(null)}
        title={t('maternalRsv.ineligible.title')}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              // Start over: a fresh flow, and the quiz to find what this person can have (docs/product/booking-flow.md,
              // Maternal RSV).
              setRsvGate(null);
              schedulerActor().send({ type: 'RESTART_SCHEDULER' });
              navigate(pathFor('EligibilityLanding', { locale, campaign }));
            }}
          >
            {t('maternalRsv.ineligible.startOver')}
          </button>
        }
      >
        <p>
          {t(rsvGate?.reason === 'AFTER_36_WEEKS' ? 'maternalRsv.reasons.after36' : 'maternalRsv.reasons.offSeason')}
        </p>
      </Modal>
      <Modal
        isOpen={rsvGate?.gate === 'proceedWithOther'}
        onClose={() => setRsvGate(null)}
        title={t('maternalRsv.proceedWithOther.title')}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setRsvGate(null);
              send([{ type: 'REMOVE_RSV' }, { type: 'CONTINUE' }]);
            }}
          >
            {t('maternalRsv.proceedWithOther.continue')}
          </button>
        }
      >
        <p>
          {t(rsvGate?.reason === 'AFTER_36_WEEKS' ? 'maternalRsv.reasons.after36' : 'maternalRsv.reasons.offSeason')}
        </p>
        <p>{t('maternalRsv.proceedWithOther.body')}</p>
      </Modal>
      <Modal
        isOpen={geoProblem !== null}
        onClose={() => setGeoProblem(null)}
        title={t('search.geoModal.title')}
        actions={
          <button type="button" className="button button--primary" onClick={() => setGeoProblem(null)}>
            {t('ok')}
          </button>
        }
      >
        <p>{t(geoProblem === 'denied' ? 'search.geoModal.denied' : 'search.geoModal.unsupported')}</p>
        <p>{t('search.geoHelp')}</p>
      </Modal>
    </SchedulerFrame>
  );
}
