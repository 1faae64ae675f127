// The maternal RSV answer for the flow's current context, from the domain rule and the web's one "today".
import { maternalRsvEligibility, type MaternalRsvEligibility } from '@vaxnear/domain/booking/maternal-rsv';
import type { SchedulerContext } from '../machine/scheduler.machine.ts';
import { maternalRsvInput } from './maternal-rsv-input.ts';

/** Null when the question does not apply (not pregnant, no RSV, no due date or no ZIP yet). */
export function maternalRsvFor(
  context: SchedulerContext,
  zip: string | undefined = context.coordinates?.postalCode,
): MaternalRsvEligibility | null {
  const input = maternalRsvInput(context, zip);
  return input ? maternalRsvEligibility(input) : null;
}
