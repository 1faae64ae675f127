// What the schedule landing page does (docs/product/booking-flow.md, Schedule landing): the vaccines chosen, a
// campaign's preselected vaccine, a deeplink applied once, and the checks before starting. The markup is in
// schedule-landing-page.tsx.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isFluInSeason } from '@vaxnear/domain/booking/flu-season';
import {
  checkboxOrder,
  checkSelectionForContinue,
  toggleVaccineKind,
  type SelectionModal,
} from '@vaxnear/domain/booking/vaccine-selection';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { todayIso } from '../../../lib/today.ts';
import { useFocusOnChange } from '../../../components/ui/error-summary.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { campaignConfig } from '../../../lib/campaigns.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { trackBookingError, trackBookingInitiated } from '../frame/booking-analytics.ts';
import { applyDeeplink, enabledKinds } from './apply-deeplink.ts';
import { parseDeeplink, withoutDeeplink } from './deeplink.ts';

export type LandingModal = { type: SelectionModal; kind?: VaccineKind } | null;

export function useScheduleLanding() {
  const { campaign } = useShell();
  const [slotNotFound, setSlotNotFound] = useState(false);
  const snapshot = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [params, setParams] = useSearchParams();
  const kinds = selectedKinds(snapshot.context);
  const linked = snapshot.context.linkedSlot ?? null;
  const [modal, setModal] = useState<LandingModal>(null);
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

  const resolveRsvCovid = (choice: 'covid_19' | 'rsv') => {
    if (modal?.kind) send({ type: 'RESOLVE_RSV_COVID', kind: modal.kind, choice });
    setModal(null);
  };

  return {
    campaign,
    kinds,
    linked,
    slotNotFound,
    modal,
    closeModal: () => setModal(null),
    resolveRsvCovid,
    errorRef,
    showError: failedSubmits > 0 && kinds.length === 0,
    fluInSeason,
    order,
    toggle,
    start,
  };
}
