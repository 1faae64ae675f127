// One availability function: listing slots and booking a slot both ask this code, so a slot that
// is offered is exactly a slot that can be booked.
import { TZDate } from '@date-fns/tz';
import { BOOKING_HORIZON_DAYS } from './constants.ts';

export type ClockTime = `${number}:${number}`;

export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday, as Date#getDay. */
  weekday: number;
  opens: string;
  closes: string;
  breakStart?: string | null;
  breakEnd?: string | null;
}

export interface LocationSchedule {
  timeZone: string;
  slotMinutes: number;
  capacity: number;
  sameDayBooking: boolean;
  hours: readonly OpeningHours[];
  /**
   * No slot starts at or after this instant. Set for locations whose availability comes from another publisher's
   * feed: past the last day that feed covered, nothing is known, so nothing is offered.
   */
  bookableUntil?: Date | null;
  /**
   * Opening hours and slot length that replace `hours` and `slotMinutes` from a date on (decision 274), oldest first.
   * A date takes the last version whose `from` is on or before it; before the first, `hours` and `slotMinutes` hold.
   */
  versions?: readonly ScheduleVersion[];
}

/** A location's weekly hours and slot length from a local date (yyyy-MM-dd) on. */
export interface ScheduleVersion {
  from: string;
  slotMinutes: number;
  hours: readonly OpeningHours[];
}

/** The hours and slot length that hold on a local date: the last version from on or before it, else the base ones. */
export function scheduleOn(
  schedule: Pick<LocationSchedule, 'hours' | 'slotMinutes' | 'versions'>,
  date: string,
): { slotMinutes: number; hours: readonly OpeningHours[] } {
  let current: { slotMinutes: number; hours: readonly OpeningHours[] } = schedule;
  for (const version of schedule.versions ?? []) if (version.from <= date) current = version;
  return current;
}

/** How long an appointment that starts at `start` lasts there: the slot length of its local date. */
export function slotMinutesAt(
  schedule: Pick<LocationSchedule, 'hours' | 'slotMinutes' | 'versions' | 'timeZone'>,
  start: Date,
): number {
  if (!schedule.versions || schedule.versions.length === 0) return schedule.slotMinutes;
  return scheduleOn(schedule, localDateOf(start, schedule.timeZone)).slotMinutes;
}

export interface ScheduledSlot {
  /** UTC instant of the start. */
  start: Date;
  /** The start as ISO 8601 with the location's offset, e.g. 2026-11-23T09:00:00-05:00. */
  startLocal: string;
  /** Minutes after local midnight, for grouping into morning / afternoon / evening. */
  localMinutes: number;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseClockTime(value: string): number {
  const match = TIME_PATTERN.exec(value);
  if (!match) throw new Error(`Invalid clock time "${value}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

// A booking asks for local dates several times (today for age and same-day rules, the slot's day) and a TZDate
// costs microseconds: about 6% of a booking's CPU. TZDate works with offsets in whole minutes, so an instant's
// local date holds for its whole UTC minute and can be reused.
const MAX_REMEMBERED_DATES = 1000;
const rememberedDates = new Map<string, string>();

/** The calendar date (yyyy-MM-dd) of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const key = Number.isFinite(ms) ? `${Math.floor(ms / 60_000)} ${timeZone}` : null;
  const remembered = key === null ? undefined : rememberedDates.get(key);
  if (remembered !== undefined) return remembered;
  const local = new TZDate(ms, timeZone);
  const date = formatDateParts(local.getFullYear(), local.getMonth() + 1, local.getDate());
  if (key !== null) {
    if (rememberedDates.size >= MAX_REMEMBERED_DATES) rememberedDates.clear();
    rememberedDates.set(key, date);
  }
  return date;
}

export function formatDateParts(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds whole days to a yyyy-MM-dd date. */
export function addDaysToIsoDate(date: string, days: number): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new Error(`Invalid date "${date}"`);
  const d = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return formatDateParts(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * Adds whole months to a yyyy-MM-dd date; a day the target month lacks becomes its last day (Jan 31 plus one month is
 * Feb 28, or 29), as a person counts "one month from today".
 */
export function addMonthsToIsoDate(date: string, months: number): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new Error(`Invalid date "${date}"`);
  const first = new Date(Date.UTC(parts.year, parts.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return formatDateParts(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(parts.day, lastDay));
}

export function daysBetweenIsoDates(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new Error('Invalid date');
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** ISO 8601 with the zone's offset at that instant, seconds included. */
export function formatWithOffset(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const offsetMinutes = -local.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDateParts(local.getFullYear(), local.getMonth() + 1, local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The first and last calendar dates (in the location's zone) on which a slot may be offered. */
export function bookableDateRange(
  schedule: Pick<LocationSchedule, 'timeZone' | 'sameDayBooking'>,
  now: Date,
  horizonDays = BOOKING_HORIZON_DAYS,
): { first: string; last: string } {
  const today = localDateOf(now, schedule.timeZone);
  return {
    first: schedule.sameDayBooking ? today : addDaysToIsoDate(today, 1),
    last: addDaysToIsoDate(today, horizonDays),
  };
}

/**
 * Every slot the schedule opens on `date` (yyyy-MM-dd in the location's zone), leaving out slots that start
 * at or before `now`, slots on today when same-day booking is off, and dates beyond the booking horizon.
 * Capacity and bookings are not considered here: that is the database's job.
 */
export function scheduledSlotsOn(
  schedule: LocationSchedule,
  date: string,
  now: Date,
  horizonDays = BOOKING_HORIZON_DAYS,
): ScheduledSlot[] {
  const parts = parseIsoDate(date);
  if (!parts) return [];
  const range = bookableDateRange(schedule, now, horizonDays);
  if (date < range.first || date > range.last) return [];
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  // Time-zone arithmetic is the slow part; on a day without a daylight-saving change one offset serves every slot.
  const fixedOffset = steadyOffsetMinutes(schedule.timeZone, date, parts);
  const until = schedule.bookableUntil ? schedule.bookableUntil.getTime() : Infinity;
  const slots: ScheduledSlot[] = [];
  const { hours: weekHours, slotMinutes } = scheduleOn(schedule, date);
  for (const hours of weekHours) {
    if (hours.weekday !== weekday) continue;
    const opens = parseClockTime(hours.opens);
    const closes = parseClockTime(hours.closes);
    const breakStart = hours.breakStart ? parseClockTime(hours.breakStart) : null;
    const breakEnd = hours.breakEnd ? parseClockTime(hours.breakEnd) : null;
    for (let minute = opens; minute + slotMinutes <= closes; minute += slotMinutes) {
      const end = minute + slotMinutes;
      if (breakStart !== null && breakEnd !== null && minute < breakEnd && end > breakStart) continue;
      if (fixedOffset !== null) {
        const start = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 0, minute) - fixedOffset * 60_000);
        if (start.getTime() <= now.getTime() || start.getTime() >= until) continue;
        slots.push({
          start,
          startLocal: `${date}T${clock(minute)}:00${offsetText(fixedOffset)}`,
          localMinutes: minute,
        });
        continue;
      }
      const local = new TZDate(
        parts.year,
        parts.month - 1,
        parts.day,
        Math.floor(minute / 60),
        minute % 60,
        schedule.timeZone,
      );
      const start = new Date(local.getTime());
      // A wall-clock time skipped by a daylight-saving jump resolves to another hour: leave it out.
      const check = new TZDate(start.getTime(), schedule.timeZone);
      if (check.getHours() * 60 + check.getMinutes() !== minute) continue;
      if (start.getTime() <= now.getTime() || start.getTime() >= until) continue;
      slots.push({ start, startLocal: formatWithOffset(start, schedule.timeZone), localMinutes: minute });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const clock = (minute: number) => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
const offsetText = (offsetMinutes: number) =>
  `${offsetMinutes >= 0 ? '+' : '-'}${pad2(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad2(Math.abs(offsetMinutes) % 60)}`;

const offsetCache = new Map<string, number | null>();

/**
 * The zone's UTC offset in minutes on a local date, or null when it changes during that day (or near it).
 * Checked 14 hours either side of the UTC day, which covers the whole local day in every zone. Cached: a
 * zone's offsets on a date do not change while the process runs.
 */
function steadyOffsetMinutes(
  timeZone: string,
  date: string,
  parts: { year: number; month: number; day: number },
): number | null {
  const key = `${timeZone}|${date}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const dayStart = Date.UTC(parts.year, parts.month - 1, parts.day);
  const before = -new TZDate(dayStart - 14 * 3_600_000, timeZone).getTimezoneOffset();
  const after = -new TZDate(dayStart + 38 * 3_600_000, timeZone).getTimezoneOffset();
  const result = before === after ? before : null;
  if (offsetCache.size >= 50_000) offsetCache.clear();
  offsetCache.set(key, result);
  return result;
}

/** Whether `start` is exactly one of the slots the schedule offers (used before holding or booking). */
export function isScheduledSlot(
  schedule: LocationSchedule,
  start: Date,
  now: Date,
  horizonDays = BOOKING_HORIZON_DAYS,
): boolean {
  const date = localDateOf(start, schedule.timeZone);
  return scheduledSlotsOn(schedule, date, now, horizonDays).some((slot) => slot.start.getTime() === start.getTime());
}

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/**
 * When an appointment that starts at `start` ends: it lasts its slot, the location's slot length. The feed's Slot
 * end and the calendar entry's end both come from here, so they cannot disagree.
 */
export function appointmentEnd(start: Date, slotMinutes: number): Date {
  return new Date(start.getTime() + slotMinutes * 60_000);
}

/** morning before 12pm, afternoon 12pm to 5pm, evening after 5pm. */
export function timeOfDay(localMinutes: number): TimeOfDay {
  if (localMinutes < 12 * 60) return 'morning';
  if (localMinutes < 17 * 60) return 'afternoon';
  return 'evening';
}

// Slot ids are opaque to clients but carry what the server needs to check them against the schedule:
// the location id and the start in whole minutes since the epoch, base 36. Both parts are URL-safe.
const SLOT_ID_PATTERN = /^([A-Za-z0-9_-]{1,120})\.([0-9a-z]{1,10})$/;

export function encodeSlotId(locationId: string, start: Date): string {
  return `${locationId}.${Math.round(start.getTime() / 60_000).toString(36)}`;
}

export function decodeSlotId(slotId: string): { locationId: string; start: Date } | null {
  const match = SLOT_ID_PATTERN.exec(slotId);
  if (!match) return null;
  const minutes = parseInt(match[2]!, 36);
  if (!Number.isSafeInteger(minutes)) return null;
  return { locationId: match[1]!, start: new Date(minutes * 60_000) };
}
