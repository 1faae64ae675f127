// Every scheduler route's loader (docs/product/booking-flow.md, Flow steps): the URL is the source of the step. A step
// already shown in this flow (browser back/forward) becomes the machine's step; anything further is a jump ahead
// and goes back to the landing, replacing the refused address so Back does not return to it.
import { replace, type LoaderFunctionArgs } from 'react-router';
import { bookingStepForPath, stepAllowsKinds, type BookingStep } from '@vaxnear/domain/booking/booking-step-flow';
import { prefixPath, splitPrefix } from '../../../lib/routes.ts';
import { selectedKinds } from './scheduler.machine.ts';
import { currentStep, schedulerActor, type SchedulerActor } from './scheduler-store.ts';

export type GuardDecision =
  { action: 'allow' } | { action: 'sync'; step: BookingStep } | { action: 'landing'; restart: boolean };

export function decideRoute(actor: SchedulerActor, target: BookingStep): GuardDecision {
  const snapshot = actor.getSnapshot();
  const step = currentStep(snapshot);
  const { context } = snapshot;
  if (target === 'schedule') {
    // Leaving the confirmation restarts the scheduler (docs/product/booking-flow.md).
    return step === 'appointmentConfirmation'
      ? { action: 'landing', restart: true }
      : step === 'schedule'
        ? { action: 'allow' }
        : { action: 'sync', step: target };
  }
  if (target === step) return { action: 'allow' };
  if (
    context.visited.includes(target) &&
    stepAllowsKinds(target, selectedKinds(context)) &&
    step !== 'appointmentConfirmation'
  ) {
    return { action: 'sync', step: target };
  }
  return { action: 'landing', restart: step === 'appointmentConfirmation' };
}

export function schedulerGuardLoader({ request }: LoaderFunctionArgs): null | Response {
  const url = new URL(request.url);
  const { rest, locale, campaign } = splitPrefix(url.pathname);
  const target = bookingStepForPath(rest);
  if (!target) return null;
  const actor = schedulerActor();
  // A confirmation opened from a link with no flow in this tab is still shown.
  if (target === 'appointmentConfirmation' && url.searchParams.get('accessCode')) {
    if (currentStep(actor.getSnapshot()) !== 'appointmentConfirmation')
      actor.send({ type: 'MANUAL_GOTO', step: target });
    return null;
  }
  const decision = decideRoute(actor, target);
  if (decision.action === 'allow') return null;
  if (decision.action === 'sync') {
    actor.send({ type: 'MANUAL_GOTO', step: decision.step });
    if (currentStep(actor.getSnapshot()) === decision.step) return null;
  }
  if (decision.action === 'landing' && decision.restart) actor.send({ type: 'RESTART_SCHEDULER' });
  else actor.send({ type: 'MANUAL_GOTO', step: 'schedule' });
  if (target === 'schedule') return null;
  return replace(`${prefixPath({ locale, campaign })}/schedule`);
}
