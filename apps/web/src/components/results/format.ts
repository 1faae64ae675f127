// Times are shown in the location's own zone (docs/product/booking-flow.md, Limits), with the zone's abbreviation so
// that a person searching from elsewhere is not misled; dates are the location's calendar dates (yyyy-MM-dd).
import { BOOKING_HORIZON_DAYS, DATE_PICKER_MAX_MONTHS } from '@vaxnear/domain/constants';
import { formatTimeOfDay, intlLocale } from '@vaxnear/domain/display-format';
import { addDaysToIsoDate, addMonthsToIsoDate } from '@vaxnear/domain/schedule';

/** "10:05 AM" in the viewer's own zone: when a hold ends is about the viewer's clock, not the pharmacy's. */
export function formatClockTime(iso: string, locale: string): string {
  return formatTimeOfDay(iso, locale);
}

/** A calendar date (yyyy-MM-dd) as "Tue, Nov 24"; long gives "Tuesday, November 24, 2026". */
export function formatIsoDate(date: string, locale: string, style: 'short' | 'long' | 'dayMonth' = 'short'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }
      : style === 'dayMonth'
        ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
        : { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(new Date(`${date}T00:00:00Z`));
}

/** "Mon" / "lun" for a calendar date. */
export function formatWeekday(date: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function addDaysIso(date: string, days: number): string {
  return addDaysToIsoDate(date, days);
}

/** The last date the picker accepts: the booking horizon, and never more than the spec's 6 months. */
export function lastBookableDate(today: string): string {
  const byDays = addDaysIso(today, BOOKING_HORIZON_DAYS);
  const byMonths = addMonthsToIsoDate(today, DATE_PICKER_MAX_MONTHS);
  return byDays < byMonths ? byDays : byMonths;
}

/**
 * Days (yyyy-MM-dd, inclusive) a vaccine may be given on: the maternal RSV window of weeks 32-36
 * (docs/product/booking-flow.md).
 */
export interface DateWindow {
  start: string;
  end: string;
}

/**
 * The days the picker offers: today up to the last bookable date, cut to the window when there is one. `first` is
 * after `last` when the window and the bookable days do not meet.
 */
export function bookableSpan(today: string, window?: DateWindow | null): { first: string; last: string } {
  const last = lastBookableDate(today);
  if (!window) return { first: today, last };
  return { first: window.start > today ? window.start : today, last: window.end < last ? window.end : last };
}

export type DateProblem = 'beforeToday' | 'tooFar' | 'outsideWindow' | null;

export function dateProblem(date: string, today: string, window?: DateWindow | null): DateProblem {
  if (date < today) return 'beforeToday';
  if (date > lastBookableDate(today)) return 'tooFar';
  if (window && (date < window.start || date > window.end)) return 'outsideWindow';
  return null;
}

/** Phone numbers display as (xxx) xxx-xxxx (docs/product/booking-flow.md, Limits): the domain's one rule. */
export { formatPhoneNumber as formatPhone } from '@vaxnear/domain/display-format';
