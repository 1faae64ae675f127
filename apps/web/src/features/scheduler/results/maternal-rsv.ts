// The maternal RSV answer for the flow's current context, from the domain rule and the web's one "today".
import { maternalRsvEligibility, type MaternalRsvEligibility } from '@vaxnear/domain/booking/maternal-rsv';
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
export function maternalRsvFor(
  context: SchedulerContext,
  zip: string | undefined = context.coordinates?.postalCode,
): MaternalRsvEligibility | null {
  const kinds = selectedKinds(context);
  if (context.isPregnant !== true || !kinds.includes('rsv') || !context.pregnancyDueDate || !zip) return null;
  return maternalRsvEligibility({
    dueDate: context.pregnancyDueDate,
    zip,
    today: todayIso(),
    selectedKinds: kinds,
    timeZone: browserTimeZone(),
  });
}
