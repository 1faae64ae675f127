// The held alternative of a closed booking (decisions 258 and 275): the nearest equivalent time at the same pharmacy,
// or at a nearby one offering the same vaccines when the same pharmacy has nothing close. Whichever is chosen, its
// places are held in the closure's transaction as ordinary holds of the offer's client, each slot locked and counted
// afresh before a place is held, as a hold does.
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { closureOfferExpiry, CLOSURE_OFFER_SEARCH_DAYS } from '@vaxnear/domain/closures';
import {
  byOfferPreference,
  CLOSURE_NEARBY_MILES,
  nearbyPharmacies,
  offersSameVaccines,
  type BookedServices,
  type OfferCandidate,
} from '@vaxnear/domain/closure-nearby';
import { boundingBox } from '@vaxnear/domain/geo';
import { PRODUCT_BOOKING_TYPE } from '@vaxnear/domain/enumerations';
import { ageInYears } from '@vaxnear/domain/patient';
import { addDaysToIsoDate, localDateOf, scheduledSlotsOn } from '@vaxnear/domain/schedule';
import type { Database } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { countTakenPlaces } from '../availability/availability.repository.ts';
import { findSchedules, type BookableLocation } from '../locations/locations.repository.ts';
import { countActiveHolds, insertHold, lockSlot } from '../reservations/reservations.repository.ts';

/** The bookable pharmacies near `bookable` (same state, within CLOSURE_NEARBY_MILES), nearest first, with distance. */
export async function nearbyBookables(
  db: Kysely<Database>,
  bookable: BookableLocation,
): Promise<Array<{ bookable: BookableLocation; miles: number }>> {
  const { location } = bookable;
  const box = boundingBox(location, CLOSURE_NEARBY_MILES);
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'state', 'lat', 'lng'])
    .where('state', '=', location.state)
    .where('booking_type', '=', PRODUCT_BOOKING_TYPE)
    .where('lat', '>=', box.sw.lat)
    .where('lat', '<=', box.ne.lat)
    .where('lng', '>=', box.sw.lng)
    .where('lng', '<=', box.ne.lng)
    .where('id', '<>', location.id)
    .execute();
  const near = nearbyPharmacies(
    location,
    rows.map((r) => ({ id: r.id, state: r.state, lat: Number(r.lat), lng: Number(r.lng) })),
  );
  const schedules = await findSchedules(
    db,
    near.map((n) => n.location.id),
  );
  return near.flatMap((n) => {
    const found = schedules.get(n.location.id);
    return found ? [{ bookable: found, miles: n.miles }] : [];
  });
}

/** What each closed appointment was booked for, at the person's age on its date: what an equivalent must offer. */
export async function bookedServicesOf(
  db: Kysely<Database>,
  appointments: ReadonlyArray<{ id: string; startsAt: string }>,
  timeZone: string,
): Promise<BookedServices[]> {
  if (appointments.length === 0) return [];
  const ids = appointments.map((a) => a.id);
  const [rows, services] = await Promise.all([
    db
      .selectFrom('appointments')
      .select(['id', 'date_of_birth', 'health_questionnaire'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('appointment_services')
      .select(['appointment_id', 'kind', 'brand'])
      .where('appointment_id', 'in', ids)
      .execute(),
  ]);
  return appointments.map((a) => {
    const row = rows.find((r) => r.id === a.id);
    let pregnant = false;
    try {
      pregnant = (JSON.parse(row?.health_questionnaire ?? 'null') as { pregnant?: unknown } | null)?.pregnant === true;
    } catch {
      pregnant = false;
    }
    return {
      age: row ? ageInYears(row.date_of_birth, localDateOf(new Date(a.startsAt), timeZone)) : 0,
      pregnant,
      services: services.filter((s) => s.appointment_id === a.id).map((s) => ({ kind: s.kind, brand: s.brand })),
    };
  });
}

export interface HeldAlternative {
  location: BookableLocation['location'];
  startsAt: string;
  expiresAt: string;
}

/**
 * Holds, for the offer's client, `places` places at one time: the first of the candidates (the closed pharmacy's
 * own times, and, when `nearby` is given, the nearby pharmacies' that offer the same vaccines) in the order of
 * byOfferPreference that has room for all of them. `sameToo: false` leaves the closed pharmacy out (a listing being
 * removed). Null when no candidate has room.
 */
export async function holdAlternative(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  input: {
    closed: BookableLocation;
    closedStart: string;
    places: number;
    clientId: string;
    now: Date;
    sameToo: boolean;
    nearby: ReadonlyArray<{ bookable: BookableLocation; miles: number }>;
    people: readonly BookedServices[];
  },
): Promise<HeldAlternative | null> {
  const { closed, closedStart, places, clientId, now } = input;
  const pharmacies = [
    ...(input.sameToo ? [{ bookable: closed, miles: 0 }] : []),
    ...input.nearby.filter((n) => offersSameVaccines(n.bookable.offerings, input.people)),
  ];
  if (pharmacies.length === 0) return null;
  const byId = new Map(pharmacies.map((p) => [p.bookable.location.id, p]));
  const closedAt = Date.parse(closedStart);
  const candidates: OfferCandidate[] = [];
  let firstDate = '9999-12-31';
  let lastDate = '0000-01-01';
  for (const { bookable, miles } of pharmacies) {
    const { schedule } = bookable;
    const day = localDateOf(new Date(closedStart), schedule.timeZone);
    const first = addDaysToIsoDate(day, -CLOSURE_OFFER_SEARCH_DAYS);
    const last = addDaysToIsoDate(day, CLOSURE_OFFER_SEARCH_DAYS);
    if (first < firstDate) firstDate = first;
    if (last > lastDate) lastDate = last;
    for (let date = first; date <= last; date = addDaysToIsoDate(date, 1))
      for (const slot of scheduledSlotsOn(schedule, date, now))
        candidates.push({ locationId: bookable.location.id, start: slot.start.getTime(), miles });
  }
  candidates.sort(byOfferPreference(closedAt, closed.location.id));
  // Read inside the transaction: the closed slots are already filled, other closures' too, and earlier offers'
  // holds are counted.
  const nowIso = now.toISOString();
  const taken = await countTakenPlaces(
    trx,
    [...byId.keys()],
    `${addDaysToIsoDate(firstDate, -1)}T00:00:00.000Z`,
    `${addDaysToIsoDate(lastDate, 2)}T00:00:00.000Z`,
    nowIso,
  );
  for (const candidate of candidates) {
    const { bookable } = byId.get(candidate.locationId)!;
    const { schedule } = bookable;
    const startsAt = new Date(candidate.start).toISOString();
    const seen = taken.get(candidate.locationId)?.get(startsAt);
    if ((seen?.capacity ?? schedule.capacity) - (seen?.taken ?? 0) < places) continue;
    // What was read may be stale by now: the slot's lock and a fresh count decide.
    const key = { locationId: candidate.locationId, startsAt };
    const usage = await lockSlot(trx, deps.dialect, key, schedule.capacity);
    if (usage.booked + (await countActiveHolds(trx, key, nowIso)) + places > usage.capacity) continue;
    const expiresAt = closureOfferExpiry(now, new Date(candidate.start)).toISOString();
    for (let place = 0; place < places; place += 1)
      await insertHold(trx, {
        id: crypto.randomUUID(),
        clientId,
        clientAddress: 'closure-offer',
        slot: key,
        expiresAt,
        now: nowIso,
      });
    return { location: bookable.location, startsAt, expiresAt };
  }
  return null;
}
