// A parent or guardian booking for a minor reads the flow in the third person. The minor copy mirrors the
// adult keys under `thirdPerson.` (i18n/{en,es}/scheduler.json); a sentence with no "you" about the patient has none.
import type { Namespaces, TextPaths, TranslationKey } from '../../../i18n/keys.ts';
import type { SchedulerContext } from '../machine/scheduler.machine.ts';

/** The scheduler's keys that have a third-person mirror: the compiler refuses a sentence the minor flow lacks. */
export type MirroredKey = TextPaths<Namespaces['scheduler']['thirdPerson']> & TranslationKey<'scheduler'>;

export const THIRD_PERSON_PREFIX = 'thirdPerson.';

/** The key to read for this flow: `key` itself for an adult, its third-person mirror in the minor flow. */
export function wordingFor(minor: boolean): (key: MirroredKey) => TranslationKey<'scheduler'> {
  // A mirrored key is a key under `thirdPerson.`, which is what MirroredKey says.
  return (key) => (minor ? (`${THIRD_PERSON_PREFIX}${key}` as TranslationKey<'scheduler'>) : key);
}

export const isMinorFlow = (context: Pick<SchedulerContext, 'bookingFlow'>): boolean => context.bookingFlow === 'minor';
