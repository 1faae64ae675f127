// What the maternal RSV rule is asked for the flow's current context, kept apart from the rule itself
// (@vaxnear/domain/booking/maternal-rsv, with its ZIP tables): the results pages tell from this alone whether they
// need the rule, and fetch it only then (choose-appointment-step.tsx).
import type { MaternalRsvInput } from '@vaxnear/domain/booking/maternal-rsv';
import { todayIso } from '../../../lib/today.ts';
import { selectedKinds, type SchedulerContext } from '../machine/scheduler.machine.ts';

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Null when the question does not apply (not pregnant, no RSV, no due date or no ZIP yet). */
export function maternalRsvInput(
  context: SchedulerContext,
  zip: string | undefined = context.coordinates?.postalCode,
): MaternalRsvInput | null {
  const kinds = selectedKinds(context);
  if (context.isPregnant !== true || !kinds.includes('rsv') || !context.pregnancyDueDate || !zip) return null;
  return {
    dueDate: context.pregnancyDueDate,
    zip,
    today: todayIso(),
    selectedKinds: kinds,
    timeZone: browserTimeZone(),
  };
}
