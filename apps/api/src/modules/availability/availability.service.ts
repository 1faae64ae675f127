// Free slots = the schedule's slots (scheduledSlotsOn, the one availability function) minus full ones.
import type { Kysely } from 'kysely';
import { BOOKING_HORIZON_DAYS } from '@vaxnear/domain/constants';
import type { RequestedService } from '@vaxnear/domain/contracts/query-params';
import {
  addDaysToIsoDate,
  bookableDateRange,
  encodeSlotId,
  scheduledSlotsOn,
  timeOfDay,
  type LocationSchedule,
  type TimeOfDay,
} from '@vaxnear/domain/schedule';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { offeringServes } from '@vaxnear/domain/booking/pregnancy-offering';
import { findSchedules, type OfferingRecord } from '../locations/locations.repository.ts';
import { countTakenPlaces, type TakenPlaces } from './availability.repository.ts';

export interface FreeSlot {
  id: string;
  time: string;
  timeOfDay: TimeOfDay;
  places: number;
}

/**
 * Whether the offerings cover one requested service: the kind, one of the brands if given, and the age range; for a
 * pregnant person the pregnancy vaccine of the kind (maternal RSV), at any age.
 */
export function offersService(
  offerings: readonly OfferingRecord[],
  service: RequestedService,
  pregnant = false,
): boolean {
  return offerings.some((o) => offeringServes(o, service, pregnant));
}

/** UTC bounds that hold every instant of local dates [firstDate, lastDate] in any zone (offsets are within ±14 h). */
function utcRange(_timeZone: string, firstDate: string, lastDate: string): { fromIso: string; toIso: string } {
  return {
    fromIso: `${addDaysToIsoDate(firstDate, -1)}T00:00:00.000Z`,
    toIso: `${addDaysToIsoDate(lastDate, 2)}T00:00:00.000Z`,
  };
}

export function freeSlotsOn(
  locationId: string,
  schedule: LocationSchedule,
  date: string,
  now: Date,
  taken: Map<string, TakenPlaces> | undefined,
): FreeSlot[] {
  const free: FreeSlot[] = [];
  for (const slot of scheduledSlotsOn(schedule, date, now)) {
    const places = taken?.get(slot.start.toISOString());
    const left = (places?.capacity ?? schedule.capacity) - (places?.taken ?? 0);
    if (left <= 0) continue;
    free.push({
      id: encodeSlotId(locationId, slot.start),
      time: slot.startLocal,
      timeOfDay: timeOfDay(slot.localMinutes),
      places: left,
    });
  }
  return free;
}

export async function availabilities(
  db: Kysely<Database>,
  query: {
    locationIds: string[];
    services?: RequestedService[];
    pregnant?: boolean;
    firstDate: string;
    lastDate: string;
  },
  now: Date,
) {
  const ids = [...new Set(query.locationIds)];
  const found = await findSchedules(db, ids);
  const bookable = ids.filter((id) => found.get(id)?.location.bookingType === 'vaxnear');
  const fromTo = bookable.map((id) => utcRange(found.get(id)!.schedule.timeZone, query.firstDate, query.lastDate));
  const taken =
    bookable.length === 0
      ? new Map()
      : await countTakenPlaces(
          db,
          bookable,
          fromTo.reduce((min, r) => (r.fromIso < min ? r.fromIso : min), fromTo[0]!.fromIso),
          fromTo.reduce((max, r) => (r.toIso > max ? r.toIso : max), fromTo[0]!.toIso),
          now.toISOString(),
        );
  const dates: string[] = [];
  for (let date = query.firstDate; date <= query.lastDate; date = addDaysToIsoDate(date, 1)) dates.push(date);
  return {
    locations: ids
      .filter((id) => found.has(id))
      .map((id) => {
        const { location, schedule, offerings } = found.get(id)!;
        const offers = (query.services ?? []).every((service) => offersService(offerings, service, query.pregnant));
        const slotsBookableHere = offers && location.bookingType === 'vaxnear';
        return {
          locationId: id,
          timeZone: schedule.timeZone,
          offersServices: offers,
          dates: dates.map((date) => ({
            date,
            slots: slotsBookableHere ? freeSlotsOn(id, schedule, date, now, taken.get(id)) : [],
          })),
        };
      }),
  };
}

/**
 * How long a computed next free date is reused. Holds and bookings made by this server forget the dates of their
 * location at once (forgetNextAvailableDates); a change made by another server process shows within this time.
 * The date is a hint on a search result, never what a booking relies on.
 */
export const NEXT_DATE_CACHE_MS = 30_000;
const nextDateCaches = new WeakMap<DatabaseHandle['db'], Map<string, { date: string | null; computedAt: number }>>();

function nextDateCacheOf(database: DatabaseHandle) {
  let cache = nextDateCaches.get(database.db);
  if (!cache) {
    cache = new Map();
    nextDateCaches.set(database.db, cache);
  }
  return cache;
}

/** Called after a hold or booking changes what is free at these locations. */
export function forgetNextAvailableDates(db: DatabaseHandle['db'], locationIds: Iterable<string>): void {
  const cache = nextDateCaches.get(db);
  if (cache) for (const id of locationIds) cache.delete(id);
}

/** The first date with a free slot for each location, within the booking horizon; null when there is none. */
export async function nextAvailableDates(
  database: DatabaseHandle,
  locations: ReadonlyArray<{ id: string; schedule: LocationSchedule }>,
  now: Date,
): Promise<Map<string, string | null>> {
  const cache = nextDateCacheOf(database);
  const result = new Map<string, string | null>();
  const missing = locations.filter((l) => {
    const cached = cache.get(l.id);
    const age = cached ? now.getTime() - cached.computedAt : -1;
    if (!cached || age < 0 || age >= NEXT_DATE_CACHE_MS) return true;
    result.set(l.id, cached.date);
    return false;
  });
  if (missing.length === 0) return result;
  for (const [id, date] of await computeNextAvailableDates(database.db, missing, now)) {
    cache.set(id, { date, computedAt: now.getTime() });
    result.set(id, date);
  }
  return result;
}

async function computeNextAvailableDates(
  db: Kysely<Database>,
  locations: ReadonlyArray<{ id: string; schedule: LocationSchedule }>,
  now: Date,
): Promise<Map<string, string | null>> {
  const result = new Map<string, string | null>();
  let pending = [...locations];
  // Most locations have a free slot within days: look at two weeks first, the whole horizon only if needed.
  for (const windowDays of [14, BOOKING_HORIZON_DAYS + 1]) {
    if (pending.length === 0) break;
    const ranges = pending.map((l) => {
      const range = bookableDateRange(l.schedule, now);
      const last =
        addDaysToIsoDate(range.first, windowDays - 1) < range.last
          ? addDaysToIsoDate(range.first, windowDays - 1)
          : range.last;
      return { ...l, first: range.first, last, utc: utcRange(l.schedule.timeZone, range.first, last) };
    });
    const taken = await countTakenPlaces(
      db,
      ranges.map((r) => r.id),
      ranges.reduce((min, r) => (r.utc.fromIso < min ? r.utc.fromIso : min), ranges[0]!.utc.fromIso),
      ranges.reduce((max, r) => (r.utc.toIso > max ? r.utc.toIso : max), ranges[0]!.utc.toIso),
      now.toISOString(),
    );
    const stillPending: typeof pending = [];
    for (const r of ranges) {
      let found: string | null = null;
      for (let date = r.first; date <= r.last && found === null; date = addDaysToIsoDate(date, 1)) {
        if (firstFreeSlot(r.schedule, date, now, taken.get(r.id))) found = date;
      }
      if (found !== null || windowDays > BOOKING_HORIZON_DAYS) result.set(r.id, found);
      else stillPending.push(r);
    }
    pending = stillPending;
  }
  return result;
}

function firstFreeSlot(
  schedule: LocationSchedule,
  date: string,
  now: Date,
  taken: Map<string, TakenPlaces> | undefined,
): boolean {
  for (const slot of scheduledSlotsOn(schedule, date, now)) {
    const places = taken?.get(slot.start.toISOString());
    if (!places || places.taken < (places.capacity ?? schedule.capacity)) return true;
  }
  return false;
}
