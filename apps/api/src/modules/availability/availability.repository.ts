// What is already taken in each slot: bookings (slot_usage.booked) plus holds that have not expired.
// Booking reuses this, so a slot offered here is a slot that booking accepts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface TakenPlaces {
  /** Bookings plus live holds. */
  taken: number;
  /** slot_usage.capacity when the slot has a row, else null: then the location's capacity applies. */
  capacity: number | null;
}

/** Per location, per slot start (ISO UTC), the places taken in [fromIso, toIso). Slots with nothing taken are absent. */
export async function countTakenPlaces(
  db: Kysely<Database>,
  locationIds: readonly string[],
  fromIso: string,
  toIso: string,
  nowIso: string,
): Promise<Map<string, Map<string, TakenPlaces>>> {
  const result = new Map<string, Map<string, TakenPlaces>>();
  if (locationIds.length === 0) return result;
  const [usage, holds] = await Promise.all([
    db
      .selectFrom('slot_usage')
      .select(['location_id', 'starts_at', 'capacity', 'booked'])
      .where('location_id', 'in', locationIds)
      .where('starts_at', '>=', fromIso)
      .where('starts_at', '<', toIso)
      .execute(),
    db
      .selectFrom('holds')
      .select(['location_id', 'starts_at', sql<number>`count(*)`.as('held')])
      .where('location_id', 'in', locationIds)
      .where('starts_at', '>=', fromIso)
      .where('starts_at', '<', toIso)
      .where('expires_at', '>', nowIso)
      .groupBy(['location_id', 'starts_at'])
      .execute(),
  ]);
  const entry = (locationId: string, startsAt: string) => {
    let slots = result.get(locationId);
    if (!slots) {
      slots = new Map();
      result.set(locationId, slots);
    }
    let places = slots.get(startsAt);
    if (!places) {
      places = { taken: 0, capacity: null };
      slots.set(startsAt, places);
    }
    return places;
  };
  for (const row of usage) {
    const places = entry(row.location_id, row.starts_at);
    places.taken += Number(row.booked);
    places.capacity = Number(row.capacity);
  }
  for (const row of holds) entry(row.location_id, row.starts_at).taken += Number(row.held);
  return result;
}
