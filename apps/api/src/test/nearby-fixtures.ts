// Pharmacies near CVS Bellevue (closure-fixtures.ts), for the offers a closure holds at a nearby pharmacy (decision
// 275): each open every day 09:00-17:00 in 15-minute slots, offering what the test gives it.
import { expect } from 'vitest';
import { encodeSlotId } from '@vaxnear/domain/schedule';
import { bookHeld, bookingBody, insertOpenLocation } from '../modules/bookings/test-fixtures.ts';
import { BELLEVUE } from './closure-fixtures.ts';
import type { TestApp } from './dialects.ts';
import type { Locale } from '@vaxnear/domain/enumerations';

export const NEARBY = {
  /** About 4 miles west of Bellevue. */
  papillion: {
    id: 'test-cvs-papillion-ne',
    name: 'CVS Pharmacy #2210',
    address1: '1110 S Washington St',
    city: 'PAPILLION',
    zip: '68046',
    lat: 41.1544,
    lng: -96.0422,
  },
  /** About 6 miles north-west. */
  laVista: {
    id: 'test-walgreens-la-vista-ne',
    name: 'Walgreens #7713',
    address1: '7949 S 84th St',
    city: 'LA VISTA',
    zip: '68128',
    lat: 41.1837,
    lng: -96.0614,
  },
  /** About 50 miles away: not nearby. */
  lincoln: {
    id: 'test-cvs-lincoln-ne',
    name: 'CVS Pharmacy #8801',
    address1: '5600 S 48th St',
    city: 'LINCOLN',
    zip: '68516',
    lat: 40.7608,
    lng: -96.6513,
  },
} as const;
export type NearbyName = keyof typeof NEARBY;

const EVERYTHING = [
  { kind: 'covid_19', brand: 'pfizer', min_age: 5, max_age: 120 },
  { kind: 'covid_19', brand: 'moderna', min_age: 12, max_age: 120 },
  { kind: 'flu', brand: '', min_age: 3, max_age: 120 },
];

export async function insertNearby(
  t: TestApp,
  name: NearbyName,
  options: { capacity?: number; offerings?: typeof EVERYTHING; state?: string } = {},
): Promise<string> {
  const p = NEARBY[name];
  await insertOpenLocation(
    t.database.db,
    {
      id: p.id,
      name: p.name,
      retailer: name === 'laVista' ? 'walgreens' : 'cvs',
      chain: null,
      store_number: null,
      address1: p.address1,
      address2: null,
      city: p.city,
      state: options.state ?? 'NE',
      zip: p.zip,
      phone: '402-555-0100',
      website: null,
      lat: p.lat,
      lng: p.lng,
      time_zone: 'America/Chicago',
      booking_type: 'vaxnear',
      slot_minutes: 15,
      capacity: options.capacity ?? 2,
      same_day_booking: 1,
      source: 'vaccines_gov_2024-08',
    },
    options.offerings ?? EVERYTHING,
  );
  return p.id;
}

export { EVERYTHING as NEARBY_OFFERINGS };

let booked = 0;
/** Books these people at a location (Bellevue by default) for these services, in one registration; its access code. */
export async function bookAt(
  t: TestApp,
  starts: string[],
  options: { locationId?: string; email?: string; locale?: Locale; services?: unknown[] } = {},
): Promise<string> {
  const locationId = options.locationId ?? BELLEVUE;
  const body = bookingBody(
    starts.map((slot) => {
      booked += 1;
      return {
        place: 'cvsBellevue' as const,
        slot,
        user: { firstName: `Near${booked}`, lastName: 'Ortiz' },
        ...(options.services ? { services: options.services } : {}),
      };
    }),
    { email: options.email ?? `near${booked}@example.com`, ...(options.locale ? { locale: options.locale } : {}) },
  );
  const elsewhere = {
    ...body,
    appointments: body.appointments.map((a, i) => ({
      ...a,
      locationId,
      timeSlotId: encodeSlotId(locationId, new Date(starts[i]!)),
    })),
  };
  const res = await bookHeld(t.app, elsewhere);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.registration.accessCode as string;
}

/** Where each appointment of a booking is now, as its manage page shows it: [location id, UTC start, status]. */
export async function placesOf(t: TestApp, accessCode: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}` });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().data.registration.appointments as Array<{ location: { id: string }; time: string; status: string }>
  ).map((a) => [a.location.id, new Date(a.time).toISOString(), a.status]);
}
