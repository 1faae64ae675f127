// What the booking benches send: one flu appointment per request, a distinct person each time, in the free slots of
// the test fixtures' places over the next 30 days.
import type { Kysely } from 'kysely';
import { addDaysToIsoDate, encodeSlotId, localDateOf, scheduledSlotsOn } from '@vaxnear/domain/schedule';
import type { Database } from '../apps/api/src/db/schema.ts';
import { patient, PLACES } from '../apps/api/src/modules/bookings/test-fixtures.ts';
import { findBookableLocation } from '../apps/api/src/modules/locations/locations.repository.ts';

export interface BenchSlot {
  locationId: string;
  timeSlotId: string;
}

/** Every slot of the fixtures' places (insertPlaces) from tomorrow to 30 days ahead. */
export async function benchSlots(db: Kysely<Database>, now: Date): Promise<BenchSlot[]> {
  const slots: BenchSlot[] = [];
  for (const place of Object.values(PLACES)) {
    const bookable = (await findBookableLocation(db, place.id))!;
    const today = localDateOf(now, bookable.schedule.timeZone);
    for (let day = 1; day <= 30; day += 1) {
      for (const slot of scheduledSlotsOn(bookable.schedule, addDaysToIsoDate(today, day), now))
        slots.push({ locationId: place.id, timeSlotId: encodeSlotId(place.id, slot.start) });
    }
  }
  return slots;
}

/** `i` written in letters (0 → "a", 26 → "ba"): a name with five digits or more is refused as a phone number. */
function letters(i: number): string {
  let out = '';
  do {
    out = String.fromCharCode(97 + (i % 26)) + out;
    i = Math.floor(i / 26);
  } while (i > 0);
  return out;
}

/** The body of the `i`th booking: person `i` (the fixtures' patient, renamed) in `slot`. */
export function benchBookingBody(i: number, slot: BenchSlot): string {
  return JSON.stringify({
    email: `bench.${i}@example.com`,
    appointments: [
      {
        locationId: slot.locationId,
        timeSlotId: slot.timeSlotId,
        services: [{ kind: 'flu', brand: null }],
        user: patient({ firstName: `Bench ${letters(i)}`, lastName: 'Person' }),
      },
    ],
  });
}

/** The `p`th percentile of latencies sorted in ascending order. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A booking takes a place its client holds (decision 223): holds the `i`th booking's slot for a client of its own and
 * answers the cookie to book with. Not timed by the benches, which measure the booking itself.
 */
export async function holdForBench(baseUrl: string, i: number, slot: BenchSlot): Promise<string> {
  const cookie = `vaxnear_client=${`bench${i}`.padEnd(22, 'x').slice(0, 22)}`;
  const res = await fetch(`${baseUrl}/api/v1/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ timeSlotId: slot.timeSlotId }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`holding for booking ${i} answered ${res.status}`);
  return cookie;
}

/** The per-address limits a bench lifts: its load comes from one address (as in e2e). */
export const BENCH_ADDRESS_LIMITS_OFF = { HOLDS_PER_ADDRESS: '1000000', BOOKINGS_PER_ADDRESS_PER_DAY: '0' };
