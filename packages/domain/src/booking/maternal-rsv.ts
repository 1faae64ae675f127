// Maternal RSV eligibility (docs/product/eligibility-rules.md, Maternal RSV window; docs/product/booking-flow.md,
// Maternal RSV): weeks 32 through 36 of a 40-week pregnancy, given only September through January except in off-season
// areas. Readings of the spec's gaps are in docs/decisions/040.
import { TZDate } from '@date-fns/tz';
import {
  DEBUG_REMINDER_MINUTES,
  FALLBACK_TIME_ZONE,
  MATERNAL_RSV_FIRST_WEEK,
  MATERNAL_RSV_LAST_WEEK,
  MATERNAL_RSV_NEAR_FUTURE_DAYS,
  MATERNAL_RSV_OFF_SEASON_STATES,
  MATERNAL_RSV_SEASON_MONTHS,
  PREGNANCY_DAYS,
  REMINDER_DELAY_HOURS,
} from '../constants.ts';
import southFloridaZipRuns from '../data/south-florida-zips.json' with { type: 'json' };
import { addDaysToIsoDate, daysBetweenIsoDates, parseIsoDate } from '../schedule.ts';
import type { VaccineKind } from '../vaccines.ts';
import { expandZipRuns, stateForZip } from '../zip-state.ts';

export const MATERNAL_RSV_STATUSES = ['TODAY', 'NEAR_FUTURE', 'REMINDER', 'INELIGIBLE', 'PROCEED_WITH_OTHER'] as const;
export type MaternalRsvStatus = (typeof MATERNAL_RSV_STATUSES)[number];
/** Why a pregnancy cannot get maternal RSV (docs/product/eligibility-rules.md, Maternal RSV window). */
export type MaternalRsvIneligibleReason = 'AFTER_36_WEEKS' | 'OFF_SEASON';

export interface MaternalRsvEligibility {
  status: MaternalRsvStatus;
  /** First and last day (yyyy-MM-dd, inclusive) on which the vaccine may be given: the week 32-36 window cut to the season. */
  windowStart: string;
  windowEnd: string;
  /** ISO UTC instant of the first reminder; only for REMINDER. */
  reminderAt?: string;
  /** Only for INELIGIBLE and PROCEED_WITH_OTHER. */
  reason?: MaternalRsvIneligibleReason;
}

export interface MaternalRsvInput {
  /** Expected due date, yyyy-MM-dd. */
  dueDate: string;
  zip: string;
  /** The user's calendar date (yyyy-MM-dd), from the injected (possibly spoofed) clock. */
  today: string;
  /** Every kind selected, rsv included. */
  selectedKinds: readonly VaccineKind[];
  /** The user's time zone, for the reminder instant. */
  timeZone?: string;
}

/** The south_florida_core ZIPs of data/fl_zip_county_south_florida.csv, kept as runs (zip-state.ts). */
export const SOUTH_FLORIDA_ZIPS: ReadonlySet<string> = new Set(expandZipRuns(southFloridaZipRuns));

/**
 * Areas where RSV circulates outside September-January, so the season rule does not apply
 * (docs/product/eligibility-rules.md).
 */
export function isMaternalRsvOffSeasonArea(zip: string): boolean {
  if (SOUTH_FLORIDA_ZIPS.has(zip)) return true;
  const state = stateForZip(zip);
  return state !== null && (MATERNAL_RSV_OFF_SEASON_STATES as readonly string[]).includes(state);
}

/** Completed weeks of pregnancy on `date`: 40 minus the weeks (rounded up) still to go until the due date. */
export function gestationalWeek(dueDate: string, date: string): number {
  return Math.floor((PREGNANCY_DAYS - daysBetweenIsoDates(date, dueDate)) / 7);
}

/** First day of week 32 (32w0d) and last day of week 36 (36w6d), whatever the season. */
export function pregnancyWindow(dueDate: string): { start: string; end: string } {
  const start = addDaysToIsoDate(dueDate, MATERNAL_RSV_FIRST_WEEK * 7 - PREGNANCY_DAYS);
  const end = addDaysToIsoDate(dueDate, (MATERNAL_RSV_LAST_WEEK + 1) * 7 - 1 - PREGNANCY_DAYS);
  return { start, end };
}

export function isInMaternalRsvSeason(date: string): boolean {
  const parts = parseIsoDate(date);
  if (!parts) throw new Error(`Invalid date "${date}"`);
  return (MATERNAL_RSV_SEASON_MONTHS as readonly number[]).includes(parts.month);
}

/**
 * The days of the pregnancy window that fall in the season. The window is 5 weeks and the gap between two seasons
 * (February-August) is 7 months, so the in-season days are always one unbroken run, or none.
 */
function inSeasonSpan(window: { start: string; end: string }): { start: string; end: string } | null {
  let first: string | null = null;
  let last: string | null = null;
  for (let day = window.start; day <= window.end; day = addDaysToIsoDate(day, 1)) {
    if (!isInMaternalRsvSeason(day)) continue;
    first ??= day;
    last = day;
  }
  return first && last ? { start: first, end: last } : null;
}

/**
 * Eight hours after the start of the window's first day in the user's time zone (docs/product/booking-flow.md,
 * Reminder).
 */
export function reminderAtFor(windowStart: string, timeZone: string = FALLBACK_TIME_ZONE): string {
  const parts = parseIsoDate(windowStart);
  if (!parts) throw new Error(`Invalid date "${windowStart}"`);
  const midnight = new TZDate(parts.year, parts.month - 1, parts.day, 0, 0, timeZone);
  return new Date(midnight.getTime() + REMINDER_DELAY_HOURS * 3_600_000).toISOString();
}

/** Debug tools: "remind me in 10 minutes" replaces the computed instant. */
export function debugReminderAt(now: Date): string {
  return new Date(now.getTime() + DEBUG_REMINDER_MINUTES * 60_000).toISOString();
}

export function maternalRsvEligibility(input: MaternalRsvInput): MaternalRsvEligibility {
  const { dueDate, zip, today, selectedKinds } = input;
  if (!parseIsoDate(dueDate) || !parseIsoDate(today)) throw new Error('Invalid due date or today');
  const raw = pregnancyWindow(dueDate);
  const span = isMaternalRsvOffSeasonArea(zip) ? raw : inSeasonSpan(raw);
  const window = span ?? raw;
  const ineligible = (reason: MaternalRsvIneligibleReason): MaternalRsvEligibility => ({
    status: selectedKinds.some((kind) => kind !== 'rsv') ? 'PROCEED_WITH_OTHER' : 'INELIGIBLE',
    windowStart: window.start,
    windowEnd: window.end,
    reason,
  });

  if (today > raw.end) return ineligible('AFTER_36_WEEKS');
  // No in-season day at all, or the in-season days are already over (a window running from January into February).
  if (!span || today > span.end) return ineligible('OFF_SEASON');
  if (today >= span.start) return { status: 'TODAY', windowStart: span.start, windowEnd: span.end };
  if (daysBetweenIsoDates(today, span.start) <= MATERNAL_RSV_NEAR_FUTURE_DAYS) {
    return { status: 'NEAR_FUTURE', windowStart: span.start, windowEnd: span.end };
  }
  return {
    status: 'REMINDER',
    windowStart: span.start,
    windowEnd: span.end,
    reminderAt: reminderAtFor(span.start, input.timeZone),
  };
}

/**
 * What the due date alone already tells, before any location is searched: too late (past week 36) or too early to
 * book now (week 32 starts more than the near-future days ahead). The place only matters for the season, and the
 * season can only move the window later or remove it, never earlier, so these two answers hold wherever the person
 * books. `week32` is the first day of week 32. Null: it depends on the place (the search decides).
 */
export function maternalRsvTimingFromDueDate(
  dueDate: string,
  today: string,
): { timing: 'tooEarly' | 'tooLate'; week32: string } | null {
  if (!parseIsoDate(dueDate) || !parseIsoDate(today)) throw new Error('Invalid due date or today');
  const raw = pregnancyWindow(dueDate);
  if (today > raw.end) return { timing: 'tooLate', week32: raw.start };
  if (daysBetweenIsoDates(today, raw.start) > MATERNAL_RSV_NEAR_FUTURE_DAYS)
    return { timing: 'tooEarly', week32: raw.start };
  return null;
}

export type MaternalRsvGate = 'eligible' | 'reminder' | 'ineligible' | 'proceedWithOther';

/**
 * The gating modal (docs/product/booking-flow.md): eligible continues, ineligible starts over at the quiz,
 * proceedWithOther drops RSV.
 */
export function maternalRsvGate(status: MaternalRsvStatus): MaternalRsvGate {
  switch (status) {
    case 'TODAY':
    case 'NEAR_FUTURE':
      return 'eligible';
    case 'REMINDER':
      return 'reminder';
    case 'INELIGIBLE':
      return 'ineligible';
    case 'PROCEED_WITH_OTHER':
      return 'proceedWithOther';
  }
}

export const DUE_DATE_MESSAGES = {
  required: 'Required',
  invalid: 'Invalid date. Please use format MM/DD/YYYY',
  notInFuture: "Entered date must be after today's date",
} as const;
export type DueDateError = keyof typeof DUE_DATE_MESSAGES;

/** Due date (yyyy-MM-dd) check (docs/product/booking-flow.md, Due date): required, a real date, after today. */
export function validateDueDate(value: string | null | undefined, today: string): DueDateError | null {
  if (!value || value.trim() === '') return 'required';
  if (!parseIsoDate(value)) return 'invalid';
  return value > today ? null : 'notInFuture';
}

/** A deeplink's due date is kept only when it is a valid future date (docs/product/eligibility-rules.md). */
export function deeplinkDueDate(value: unknown, today: string): string | null {
  return typeof value === 'string' && validateDueDate(value, today) === null ? value : null;
}
