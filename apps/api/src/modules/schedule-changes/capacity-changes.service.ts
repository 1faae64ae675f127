// Places per slot from a date on (docs/product/staff.md, Places per slot; decision 259). Every slot of the booking
// horizon gets its own slot_usage row first, so the days before the date keep the places they had; then, in the same
// transaction, the rows from the date on take the new number, except that a slot never drops below the people already
// booked in it (nobody is moved or told: that slot simply takes no one new). A closure's holds are topped up so a
// closed slot stays full. Search and availability read slot_usage at once; nothing is cached.
import type { Kysely } from 'kysely';
import { BOOKING_HORIZON_DAYS } from '@vaxnear/domain/constants';
import { addDaysToIsoDate, localDateOf, scheduledSlotsOn } from '@vaxnear/domain/schedule';
import crypto from 'node:crypto';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { forgetNextAvailableDates } from '../availability/availability.service.ts';
import { retryOnConflict } from '../bookings/database-errors.ts';
import { findBookableLocation } from '../locations/locations.repository.ts';
import { recordPlacesAppeared } from '../waiting-list/waiting-list-sources.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { authorize, forbidden, type StaffSession } from '../staff/staff-authorization.ts';
import type { Actor } from '../staff/staff.service.ts';

export interface CapacityChangeAnswer {
  locationId: string;
  from: string;
  capacity: number;
  /** Slots that already had more people booked than the new number: they keep them, and take no one new. */
  overbooked: Array<{ startsAt: string; booked: number }>;
}

export async function changeCapacity(
  deps: ServiceDeps,
  actor: Actor & { session: StaffSession },
  body: { locationId: string; from: string; capacity: number },
): Promise<CapacityChangeAnswer> {
  const bookable = await findBookableLocation(deps.db, body.locationId);
  if (!bookable) {
    if (actor.session.role !== 'operator') throw forbidden();
    throw badRequest('STAFF_LOCATION_UNKNOWN', 'There is no location with this id.', 'locationId');
  }
  const { location, schedule } = bookable;
  authorize(actor.session, 'schedule.change', { location: { id: location.id, retailer: location.retailer } });
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const today = localDateOf(now, schedule.timeZone);
  const last = addDaysToIsoDate(today, BOOKING_HORIZON_DAYS);
  if (body.from < today || body.from > last)
    throw badRequest(
      'CAPACITY_DATE_INVALID',
      `Choose a date from today to ${BOOKING_HORIZON_DAYS} days ahead.`,
      'from',
    );
  // Every slot of the horizon, in the schedule as it is: the rows that keep each day's places.
  const starts: Array<{ startsAt: string; onOrAfter: boolean }> = [];
  for (let date = today; date <= last; date = addDaysToIsoDate(date, 1))
    for (const slot of scheduledSlotsOn(schedule, date, now))
      starts.push({ startsAt: slot.start.toISOString(), onOrAfter: date >= body.from });
  const fromInstant = starts.find((s) => s.onOrAfter)?.startsAt ?? null;
  const overbooked = await retryOnConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      for (let i = 0; i < starts.length; i += 200)
        await trx
          .insertInto('slot_usage')
          .values(
            starts.slice(i, i + 200).map((s) => ({
              location_id: location.id,
              starts_at: s.startsAt,
              capacity: schedule.capacity,
              booked: 0,
            })),
          )
          .onConflict((oc) => oc.columns(['location_id', 'starts_at']).doNothing())
          .execute();
      let over: Array<{ startsAt: string; booked: number }> = [];
      if (fromInstant) {
        // One statement: each row is locked as it is changed, as a booking locks it, and never drops below its booked.
        await trx
          .updateTable('slot_usage')
          .set((eb) => ({
            capacity: eb.case().when('booked', '>', body.capacity).then(eb.ref('booked')).else(body.capacity).end(),
          }))
          .where('location_id', '=', location.id)
          .where('starts_at', '>=', fromInstant)
          .execute();
        over = (
          await trx
            .selectFrom('slot_usage')
            .select(['starts_at', 'booked'])
            .where('location_id', '=', location.id)
            .where('starts_at', '>=', fromInstant)
            .where('booked', '>', body.capacity)
            .orderBy('starts_at')
            .execute()
        ).map((r) => ({ startsAt: r.starts_at, booked: Number(r.booked) }));
        await topUpClosures(trx, location.id, fromInstant, body.capacity, nowIso);
        // More places from that date: offered to the people waiting before they show in search (decision 286).
        if (body.capacity > schedule.capacity)
          await recordPlacesAppeared(trx, location.id, fromInstant, 'capacity_added', nowIso);
      }
      // Slots past the horizon have no row yet: they will be made with this number.
      await trx.updateTable('locations').set({ capacity: body.capacity }).where('id', '=', location.id).execute();
      await insertAuditEntry(trx, {
        at: nowIso,
        actorId: actor.session.staffId,
        action: 'schedule.capacity',
        recordType: 'location',
        recordId: location.id,
        changes: { capacity: [schedule.capacity, body.capacity], from: body.from, overbooked: over.length },
        address: actor.address,
        retailer: location.retailer,
      });
      return over;
    }),
  );
  forgetNextAvailableDates(deps.db, [location.id]);
  return { locationId: location.id, from: body.from, capacity: body.capacity, overbooked };
}

/** A closed slot stays full: each closure holding it gets holds up to the new number of places. */
async function topUpClosures(trx: Kysely<Database>, locationId: string, from: string, capacity: number, now: string) {
  const held = await trx
    .selectFrom('holds')
    .select(['client_id', 'starts_at', (eb) => eb.fn.countAll<number>().as('n')])
    .where('location_id', '=', locationId)
    .where('starts_at', '>=', from)
    .where('client_id', 'like', 'closure:%')
    .groupBy(['client_id', 'starts_at'])
    .execute();
  for (const row of held) {
    const missing = capacity - Number(row.n);
    if (missing <= 0) continue;
    await trx
      .insertInto('holds')
      .values(
        Array.from({ length: missing }, () => ({
          id: crypto.randomUUID(),
          client_id: row.client_id,
          client_address: 'closure',
          location_id: locationId,
          starts_at: row.starts_at,
          expires_at: row.starts_at,
          created_at: now,
        })),
      )
      .execute();
  }
}
