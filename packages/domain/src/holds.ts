// How long a hold may last. A hold is taken for a few minutes; renewing it (holding the same slot again, or asking
// for more time) is allowed a few times, and never past a total length from when it was first taken, so that no
// client can keep a slot from everyone else by renewing it for ever.
import { MAX_HOLD_RENEWALS, MAX_HOLD_TOTAL_MINUTES } from './constants.ts';

export interface HoldLifetime {
  createdAt: Date;
  expiresAt: Date;
  /** Renewals so far. */
  renewals: number;
}

/** The latest a hold taken at `createdAt` may ever expire. */
export function holdDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + MAX_HOLD_TOTAL_MINUTES * 60_000);
}

/**
 * The new expiry of a hold renewed at `now` for `minutes` more, or null when it may not be renewed (its renewals
 * are used up, or it already runs to its deadline). The result is never past the deadline.
 */
export function renewedHoldExpiry(hold: HoldLifetime, now: Date, minutes: number): Date | null {
  if (hold.renewals >= MAX_HOLD_RENEWALS) return null;
  const deadline = holdDeadline(hold.createdAt).getTime();
  const wanted = Math.min(now.getTime() + minutes * 60_000, deadline);
  return wanted > hold.expiresAt.getTime() ? new Date(wanted) : null;
}

/**
 * The device knows the server's time only to about a second (the Date header has whole seconds and is stamped
 * somewhere in the trip), so a hold just taken for 10 minutes may read 10 minutes and a fraction of a second.
 */
export const HOLD_CLOCK_TOLERANCE_MS = 1_000;

/**
 * The whole minutes a person is told are left on a hold: rounded up (a hold with 30 seconds left says "1 minute", not
 * "0"), after taking off the clock's uncertainty, so that a hold of N minutes never says N + 1. Zero only once it has
 * ended.
 */
export function holdMinutesLeft(msLeft: number): number {
  if (msLeft <= 0) return 0;
  return Math.max(1, Math.ceil((msLeft - HOLD_CLOCK_TOLERANCE_MS) / 60_000));
}
