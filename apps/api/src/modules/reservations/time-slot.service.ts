// Turns a client's timeSlotId into a slot of a real schedule. Holding and booking both go through here, and the
// schedule code is the one /availabilities lists from, so a slot offered is a slot that can be held.
import type { Kysely } from 'kysely';
import { PRODUCT_BOOKING_TYPE } from '@vaxnear/domain/enumerations';
import { decodeSlotId, localDateOf, scheduledSlotsOn } from '@vaxnear/domain/schedule';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { findBookableLocation, type BookableLocation } from '../locations/locations.repository.ts';
import type { SlotKey } from './reservations.repository.ts';
import { findStateRestrictions } from '../eligibility/state-rules.repository.ts';

export interface ResolvedSlot {
  timeSlotId: string;
  key: SlotKey;
  start: Date;
  bookable: BookableLocation;
}

/**
 * Locations and their day's slots change only when data is imported, yet reading and expanding them cost more
 * than the booking itself. They are kept a few seconds per database: a schedule edit shows after at most this.
 * Capacity is never cached: it is decided in the booking transaction.
 */
const CACHE_TTL_MS = 10_000;
const CACHE_MAX_ENTRIES = 5_000;

interface Cached<T> {
  value: T;
  until: number;
}
class TtlCache<T> {
  private readonly entries = new Map<string, Cached<T>>();
  get(key: string, now: number): T | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    if (hit) this.entries.delete(key);
    return undefined;
  }
  forget(matches: (key: string) => boolean) {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }
  set(key: string, value: T, now: number) {
    if (this.entries.size >= CACHE_MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, until: now + CACHE_TTL_MS });
  }
}

type Restrictions = Awaited<ReturnType<typeof findStateRestrictions>>;
const caches = new WeakMap<
  Kysely<Database>,
  { locations: TtlCache<BookableLocation | null>; days: TtlCache<Set<number>>; states: TtlCache<Restrictions> }
>();
function cachesOf(db: Kysely<Database>) {
  let c = caches.get(db);
  if (!c) {
    c = { locations: new TtlCache(), days: new TtlCache(), states: new TtlCache() };
    caches.set(db, c);
  }
  return c;
}

/** A location's schedule changed on this server: its cached listing and day slot lists go at once (decision 274). */
export function forgetCachedLocation(db: Kysely<Database>, locationId: string): void {
  const c = caches.get(db);
  if (!c) return;
  c.locations.forget((key) => key === locationId);
  c.days.forget((key) => key.startsWith(`${locationId}|`));
}

/** The state's bookingRestrictions, cached like locations. */
export async function cachedStateRestrictions(db: Kysely<Database>, state: string, now: Date): Promise<Restrictions> {
  const cache = cachesOf(db).states;
  const hit = cache.get(state, now.getTime());
  if (hit !== undefined) return hit;
  const restrictions = await findStateRestrictions(db, state);
  cache.set(state, restrictions, now.getTime());
  return restrictions;
}

export async function cachedBookableLocation(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<BookableLocation | null> {
  const cache = cachesOf(db).locations;
  const hit = cache.get(id, now.getTime());
  if (hit !== undefined) return hit;
  const bookable = await findBookableLocation(db, id);
  cache.set(id, bookable, now.getTime());
  return bookable;
}

/**
 * The same answer as isScheduledSlot, from the day's slot list of scheduledSlotsOn kept per (location, day, today).
 * Slots that have started since the list was made are still in it: the caller refuses past starts first.
 */
function isOnSchedule(db: Kysely<Database>, bookable: BookableLocation, start: Date, now: Date): boolean {
  const { timeZone } = bookable.schedule;
  const day = localDateOf(start, timeZone);
  const key = `${bookable.location.id}|${day}|${localDateOf(now, timeZone)}`;
  const cache = cachesOf(db).days;
  let starts = cache.get(key, now.getTime());
  if (!starts) {
    starts = new Set(scheduledSlotsOn(bookable.schedule, day, now).map((slot) => slot.start.getTime()));
    cache.set(key, starts, now.getTime());
  }
  return starts.has(start.getTime());
}

export async function resolveTimeSlot(
  db: Kysely<Database>,
  timeSlotId: string,
  now: Date,
  field = 'timeSlotId',
): Promise<ResolvedSlot> {
  const decoded = decodeSlotId(timeSlotId);
  if (!decoded) {
    throw new AppError(400, {
      code: 'VALIDATION_FAILED',
      field,
      message: 'This time slot id is not valid. Choose a time from the list of available times.',
    });
  }
  const bookable = await cachedBookableLocation(db, decoded.locationId, now);
  if (!bookable || bookable.location.bookingType !== PRODUCT_BOOKING_TYPE) {
    throw new AppError(404, {
      code: 'TIME_SLOT_NOT_FOUND',
      field,
      message: 'This time slot does not exist. Choose a time from the list of available times.',
    });
  }
  if (decoded.start.getTime() <= now.getTime()) {
    throw new AppError(400, {
      code: 'TIME_SLOT_IN_PAST',
      field,
      message: 'This time has already passed. Please choose a later time.',
    });
  }
  if (!isOnSchedule(db, bookable, decoded.start, now)) {
    throw new AppError(404, {
      code: 'TIME_SLOT_NOT_FOUND',
      field,
      message:
        'This location does not offer appointments at this time. Choose a time from the list of available times.',
    });
  }
  return {
    timeSlotId,
    key: { locationId: decoded.locationId, startsAt: decoded.start.toISOString() },
    start: decoded.start,
    bookable,
  };
}
