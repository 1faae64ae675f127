// How far a hold may be extended when the person asks for more time. The ceiling is the one every renewal obeys
// (holds.ts); the extension has its own count so that reloads cannot use up the person's "I need more time".
import { HOLD_MAX_EXTENSIONS } from '../constants.ts';
import { holdDeadline } from '../holds.ts';

export type HoldExtension =
  | { ok: true; expiresAt: Date; extensionsLeft: number }
  | { ok: false; reason: 'no_extensions_left' | 'longest_hold_reached' };

/** A new end for an active hold: a full hold from now, cut at the ceiling; refused when nothing would be gained. */
export function extendHoldUntil(
  hold: { firstHeldAt: Date; expiresAt: Date; extensions: number },
  now: Date,
  holdMinutes: number,
): HoldExtension {
  if (hold.extensions >= HOLD_MAX_EXTENSIONS) return { ok: false, reason: 'no_extensions_left' };
  const ceiling = holdDeadline(hold.firstHeldAt).getTime();
  const expiresAt = Math.min(now.getTime() + holdMinutes * 60_000, ceiling);
  if (expiresAt <= hold.expiresAt.getTime()) return { ok: false, reason: 'longest_hold_reached' };
  return { ok: true, expiresAt: new Date(expiresAt), extensionsLeft: HOLD_MAX_EXTENSIONS - hold.extensions - 1 };
}

/** Extensions still possible for a hold, for the page to offer "I need more time" or not. */
export function canExtendHold(hold: { firstHeldAt: Date; expiresAt: Date; extensions: number }): boolean {
  return hold.extensions < HOLD_MAX_EXTENSIONS && hold.expiresAt.getTime() < holdDeadline(hold.firstHeldAt).getTime();
}
