// How far a hold may be extended: the one rule for the extension call and for any other way a hold is renewed.
import { HOLD_MAX_EXTENSIONS, MAX_HOLD_TOTAL_MINUTES } from '../constants.ts';

/** The latest a hold first taken at firstHeldAt may last, however it is renewed. */
export function holdCeiling(firstHeldAt: Date): Date {
  return new Date(firstHeldAt.getTime() + MAX_HOLD_TOTAL_MINUTES * 60_000);
}

export type HoldExtension =
  | { ok: true; expiresAt: Date; extensionsLeft: number }
  | { ok: false; reason: 'no_extensions_left' | 'longest_hold_reached' };

/** A new end for an active hold: a full hold from now, cut at the ceiling; refused when nothing would be gained. */
export function extendHoldUntil(hold: { firstHeldAt: Date; expiresAt: Date; extensions: number }, now: Date, holdMinutes: number): HoldExtension {
  if (hold.extensions >= HOLD_MAX_EXTENSIONS) return { ok: false, reason: 'no_extensions_left' };
  const ceiling = holdCeiling(hold.firstHeldAt).getTime();
  const expiresAt = Math.min(now.getTime() + holdMinutes * 60_000, ceiling);
  if (expiresAt <= hold.expiresAt.getTime()) return { ok: false, reason: 'longest_hold_reached' };
  return { ok: true, expiresAt: new Date(expiresAt), extensionsLeft: HOLD_MAX_EXTENSIONS - hold.extensions - 1 };
}

/** Extensions still possible for a hold, for the page to offer "I need more time" or not. */
export function canExtendHold(hold: { firstHeldAt: Date; expiresAt: Date; extensions: number }): boolean {
  return hold.extensions < HOLD_MAX_EXTENSIONS && hold.expiresAt.getTime() < holdCeiling(hold.firstHeldAt).getTime();
}
