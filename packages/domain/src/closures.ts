// Closing a location for a time range (docs/product/staff.md, Closures; decision 258). Pure rules: the server asks
// them before it changes anything, the staff pages before they send.
import { TZDate } from '@date-fns/tz';
import { BOOKING_HORIZON_DAYS } from './constants.ts';

/** A closure is at most this long: a morning, a day, a week, a month. Longer is a removal of the listing. */
export const CLOSURE_MAX_DAYS = 31;
/** A closure starts at most this far ahead: the booking horizon and a little more. */
export const CLOSURE_MAX_DAYS_AHEAD = BOOKING_HORIZON_DAYS + 7;
export const CLOSURE_REASON_MAX = 300;
/** The alternative offered to each booking in a closure is held this long for them, never past its own start. */
export const CLOSURE_OFFER_HOLD_HOURS = 48;
/** The alternative is looked for this many days either side of the closed appointment. */
export const CLOSURE_OFFER_SEARCH_DAYS = 14;

const DAY_MS = 86_400_000;

export type ClosureRangeProblem = 'not_after_start' | 'ended' | 'too_long' | 'too_far_ahead';

/** What is wrong with a closure's range, or null when it can be closed. */
export function closureRangeProblem(startsAt: Date, endsAt: Date, now: Date): ClosureRangeProblem | null {
  if (endsAt.getTime() <= startsAt.getTime()) return 'not_after_start';
  if (endsAt.getTime() <= now.getTime()) return 'ended';
  if (endsAt.getTime() - startsAt.getTime() > CLOSURE_MAX_DAYS * DAY_MS) return 'too_long';
  if (startsAt.getTime() - now.getTime() > CLOSURE_MAX_DAYS_AHEAD * DAY_MS) return 'too_far_ahead';
  return null;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a closure's bound names: an ISO instant with its offset as it is, a wall time (2026-12-01T09:00) at the
 * location's zone. Null for anything else.
 */
export function closureBoundInstant(value: string, timeZone: string): Date | null {
  const wall = WALL_TIME.exec(value);
  if (wall) {
    const [, y, m, d, hh, mm] = wall.map(Number) as [number, number, number, number, number, number];
    const local = new TZDate(y, m - 1, d, hh, mm, 0, 0, timeZone);
    return Number.isNaN(local.getTime()) ? null : new Date(local.getTime());
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Whether an instant falls in [startsAt, endsAt). */
export const inClosure = (instant: string, closure: { startsAt: string; endsAt: string }): boolean =>
  instant >= closure.startsAt && instant < closure.endsAt;

/**
 * Until when the alternative offered to a closed booking is held: CLOSURE_OFFER_HOLD_HOURS from now, but never past
 * the offered time itself (a hold on a time that has begun keeps nothing).
 */
export function closureOfferExpiry(now: Date, offeredStart: Date): Date {
  return new Date(Math.min(now.getTime() + CLOSURE_OFFER_HOLD_HOURS * 3_600_000, offeredStart.getTime()));
}

/**
 * The order in which candidate times are tried for a closed appointment: nearest in time to the closed one first, an
 * earlier one before a later one at the same distance.
 */
export function byNearness(closedStart: number) {
  return (a: number, b: number): number => {
    const da = Math.abs(a - closedStart);
    const db = Math.abs(b - closedStart);
    return da !== db ? da - db : a - b;
  };
}

/** Error codes of closures and their offers; the web shows its own words for each. */
export const CLOSURE_ERROR_CODES = [
  'CLOSURE_RANGE_INVALID',
  'CLOSURE_NOT_FOUND',
  'CLOSURE_ALREADY_REOPENED',
  'CLOSURE_OFFER_INVALID',
  'CLOSURE_OFFER_EXPIRED',
  'CLOSURE_OFFER_GONE',
] as const;
