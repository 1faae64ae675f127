// What the location search page does (docs/product/booking-flow.md, Location search): the search text and its
// suggestions, the look-up of a place or of the person's position, and the maternal RSV gate a place may raise. The
// markup is in location-search-page.tsx.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { maternalRsvGate, type MaternalRsvGate } from '@vaxnear/domain/booking/maternal-rsv';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCurrentLocation } from '../../../lib/use-current-location.ts';
import { pathFor } from '../../../lib/routes.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { usePlaceSuggestions } from '../../../lib/use-place-suggestions.ts';
import { maternalRsvFor } from './maternal-rsv.ts';
import type { Coordinates, SchedulerEvent } from '../machine/scheduler.machine.ts';
import { usePlaceLookup } from './place-lookup.tsx';
import { schedulerActor } from '../machine/scheduler-store.ts';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export type RsvGate = {
  gate: Exclude<MaternalRsvGate, 'reminder'>;
  windowStart: string;
  windowEnd: string;
  reason?: string;
};

export function useLocationSearch() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [text, setText] = useState(context.coordinates?.query ?? '');
  const suggestions = usePlaceSuggestions(text);
  const { lookUp, busy: finding, error, setError, errorRef, question } = usePlaceLookup();
  const here = useCurrentLocation({
    onFound: ({ latitude, longitude }, nearest) =>
      found({
        lat: latitude,
        lng: longitude,
        locationType: 'live',
        query: nearest.zipCode,
        bookingRestrictions: nearest.bookingRestrictions,
        postalCode: nearest.zipCode,
      }),
    onLookupFailed: (message) => setError(message ?? t('search.locationFailed')),
  });
  const busy = finding ? 'find' : here.locating ? 'locate' : null;
  const [rsvGate, setRsvGate] = useState<RsvGate | null>(null);
  const navigate = useNavigate();
  const { locale, campaign } = useShell();

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

  const closeRsvGate = () => setRsvGate(null);

  /** The searched place is in the window: on to the results. */
  function continueEligible() {
    setRsvGate(null);
    send({ type: 'CONTINUE' });
  }

  /**
   * Out of the window: a fresh flow, and the quiz to find what this person can have (docs/product/booking-flow.md,
   * Maternal RSV).
   */
  function startOver() {
    setRsvGate(null);
    schedulerActor().send({ type: 'RESTART_SCHEDULER' });
    navigate(pathFor('EligibilityLanding', { locale, campaign }));
  }

  /** Out of the window but with another vaccine chosen: book that one without RSV. */
  function proceedWithOther() {
    setRsvGate(null);
    send([{ type: 'REMOVE_RSV' }, { type: 'CONTINUE' }]);
  }

  return {
    context,
    send,
    text,
    setText,
    suggestions,
    error,
    setError,
    errorRef,
    question,
    busy,
    geoProblem: here.problem,
    clearGeoProblem: here.clearProblem,
    rsvGate,
    closeRsvGate,
    found,
    find,
    choose,
    locate: here.locate,
    continueEligible,
    startOver,
    proceedWithOther,
  };
}
