// A parent or guardian booking for a minor reads the flow in the third person. The minor copy mirrors the
// adult keys under `thirdPerson.` (i18n/{en,es}/scheduler.json); a sentence with no "you" about the patient has none.
import type { SchedulerContext } from '../machine/scheduler.machine.ts';

export const THIRD_PERSON_PREFIX = 'thirdPerson.';

/** The key to read for this flow: `key` itself for an adult, its third-person mirror in the minor flow. */
export function wordingFor(minor: boolean): (key: string) => string {
  return (key) => (minor ? `${THIRD_PERSON_PREFIX}${key}` : key);
}

export const isMinorFlow = (context: Pick<SchedulerContext, 'bookingFlow'>): boolean => context.bookingFlow === 'minor';
