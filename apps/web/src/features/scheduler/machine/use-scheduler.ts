import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { bookingStepPath, type BookingStep } from '@vaxnear/domain/booking/booking-step-flow';
import { prefixPath, type QueryInput } from '../../../lib/routes.ts';
import { useShell } from '../../../lib/use-shell.ts';
import type { SchedulerEvent } from './scheduler.machine.ts';
import { trackBookingStep } from '../frame/booking-analytics.ts';
import { currentStep, schedulerActor, type SchedulerSnapshot } from './scheduler-store.ts';

export function useSchedulerSnapshot(): SchedulerSnapshot {
  const actor = useMemo(() => schedulerActor(), []);
  return useSelector(actor, (snapshot) => snapshot);
}

/** The URL of a step in the current language and campaign. */
export function useStepPath(): (step: BookingStep, query?: string) => string {
  const { locale, campaign } = useShell();
  return useCallback(
    (step, query) => `${prefixPath({ locale, campaign })}/${bookingStepPath(step)}${query ?? ''}`,
    [locale, campaign],
  );
}

/**
 * Sends events to the scheduler, then shows the step it is on: pages never choose the next URL themselves, the
 * machine (and through it the domain's flow rules) does.
 */
export function useSchedulerSend(): (
  events: SchedulerEvent | SchedulerEvent[],
  options?: { query?: QueryInput; replace?: boolean },
) => void {
  const navigate = useNavigate();
  const stepPath = useStepPath();
  return useCallback(
    (events, options) => {
      const actor = schedulerActor();
      const before = currentStep(actor.getSnapshot());
      for (const event of Array.isArray(events) ? events : [events]) actor.send(event);
      const after = currentStep(actor.getSnapshot());
      if (after !== before) trackBookingStep(after);
      if (after !== before || options?.query) {
        const query =
          options?.query === undefined
            ? ''
            : typeof options.query === 'string'
              ? options.query
              : `?${new URLSearchParams(options.query as Record<string, string>).toString()}`;
        navigate(stepPath(after, query), { replace: options?.replace ?? false });
      }
    },
    [navigate, stepPath],
  );
}
