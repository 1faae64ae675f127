// Test data for booking tests: real pharmacies from data/pharmacies_vaccines_gov_2024-08.csv, with a schedule and
// offer of our choosing (the source has neither). Used by tests only.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { encodeSlotId } from '@vaxnear/domain/schedule';
import { SPENT_HOLD_EXPIRY } from '../reservations/reservations.repository.ts';
import type { Database, LocationOfferingTable, LocationTable } from '../../db/schema.ts';

export const PLACES = {
  /** Safeway #549, Alliance NE: no retailer age limit. */
  safewayAlliance: {
    id: 'vgov-albertsons-549-ne',
    name: 'Safeway #549',
    retailer: 'albertsons',
    chain: 'Safeway',
    store_number: '549',
    address1: '500 East Third Street',
    city: 'Alliance',
    state: 'NE',
    phone: '308-762-1258',
    website: 'https://www.safeway.com/vaccinations/home',
    lat: 42.097794,
    lng: -102.864731,
    time_zone: 'America/Denver',
  },
  /** CVS #16867, Bellevue NE: CVS vaccinates from 19 in Nebraska. */
  cvsBellevue: {
    id: 'vgov-cvs-16867-ne',
    name: 'CVS Pharmacy #16867',
    retailer: 'cvs',
    chain: 'CVS Pharmacy',
    store_number: '16867',
    address1: '3808 TWIN CREEK DR',
    city: 'BELLEVUE',
    state: 'NE',
    phone: '402-291-6779',
    website: 'https://www.cvs.com/store-locator/details-directions/016867',
    lat: 41.14243,
    lng: -95.96971,
    time_zone: 'America/Chicago',
  },
  /** CVS #16009, Arvada CO: COVID-19 needs a prescription in Colorado. */
  cvsArvada: {
    id: 'vgov-cvs-16009-co',
    name: 'CVS Pharmacy #16009',
    retailer: 'cvs',
    chain: 'CVS Pharmacy',
    store_number: '16009',
    address1: '7899 WADSWORTH BLVD',
    city: 'ARVADA',
    state: 'CO',
    phone: '303-425-8722',
    website: 'https://www.cvs.com/store-locator/details-directions/016009',
    lat: 39.839597,
    lng: -105.085517,
    time_zone: 'America/Denver',
  },
} as const;

export type PlaceName = keyof typeof PLACES;

const OFFERINGS = [
  { kind: 'covid_19', brand: 'pfizer', min_age: 5, max_age: 120 },
  { kind: 'covid_19', brand: 'moderna', min_age: 12, max_age: 120 },
  { kind: 'flu', brand: '', min_age: 3, max_age: 120 },
  { kind: 'rsv', brand: 'gsk', min_age: 50, max_age: 120 },
  { kind: 'rsv', brand: 'pfizer', min_age: 50, max_age: 120 },
  { kind: 'pneumococcal', brand: 'merck', min_age: 19, max_age: 120 },
];

/** Inserts the places, open every day 09:00-17:00 in 15-minute slots of `capacity` places. */
export async function insertPlaces(db: Kysely<Database>, options: { capacity?: number; places?: PlaceName[] } = {}) {
  const names = options.places ?? (Object.keys(PLACES) as PlaceName[]);
  await db
    .insertInto('state_rules')
    .values([
      { state: 'NE', name: 'Nebraska', maternal_rsv_off_season: '0', covid_19_restriction: 'allowed' },
      {
        state: 'CO',
        name: 'Colorado',
        maternal_rsv_off_season: '0',
        covid_19_restriction: 'allowed_with_prescription',
      },
    ])
    .onConflict((oc) => oc.column('state').doNothing())
    .execute();
  for (const name of names) {
    await insertOpenLocation(
      db,
      {
        ...PLACES[name],
        address2: null,
        zip: null,
        booking_type: 'vaxnear',
        slot_minutes: 15,
        capacity: options.capacity ?? 2,
        same_day_booking: 1,
        source: 'vaccines_gov_2024-08',
      },
      OFFERINGS,
    );
  }
}

/** Inserts one location, open every day 09:00-17:00, offering `offerings`. */
export async function insertOpenLocation(
  db: Kysely<Database>,
  location: Insertable<LocationTable>,
  offerings: ReadonlyArray<Omit<Insertable<LocationOfferingTable>, 'location_id'>>,
): Promise<void> {
  await db.insertInto('locations').values(location).execute();
  await db
    .insertInto('location_hours')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        location_id: location.id,
        weekday,
        opens: '09:00',
        closes: '17:00',
        break_start: null,
        break_end: null,
      })),
    )
    .execute();
  await db
    .insertInto('location_offerings')
    .values(offerings.map((o) => ({ ...o, location_id: location.id })))
    .execute();
}

export function slotId(place: PlaceName, utc: string): string {
  return encodeSlotId(PLACES[place].id, new Date(utc));
}

/** A valid adult patient; tests change one thing at a time. */
export function patient(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    sex: 'female',
    dateOfBirth: '04/12/1958',
    address1: '500 East Third Street',
    city: 'Alliance',
    state: 'NE',
    zipCode: '69301',
    marketingCommunications: false,
    ...overrides,
  };
}

export function bookingBody(
  appointments: Array<{
    place?: PlaceName;
    slot: string;
    services?: unknown[];
    user?: Record<string, unknown>;
    healthQuestionnaire?: unknown;
    confirmedConditions?: unknown;
  }>,
  extra: Record<string, unknown> = {},
) {
  return {
    email: 'maria.lopez@example.com',
    phoneNumber: '(308) 762-1258',
    appointments: appointments.map((a) => ({
      locationId: PLACES[a.place ?? 'safewayAlliance'].id,
      timeSlotId: slotId(a.place ?? 'safewayAlliance', a.slot),
      services: a.services ?? [{ kind: 'flu', brand: null }],
      user: patient(a.user),
      ...(a.healthQuestionnaire ? { healthQuestionnaire: a.healthQuestionnaire } : {}),
      ...(a.confirmedConditions ? { confirmedConditions: a.confirmedConditions } : {}),
    })),
    ...extra,
  };
}

export async function countRows(db: Kysely<Database>) {
  const count = async (
    table: 'appointments' | 'registrations' | 'holds' | 'appointment_services' | 'idempotency_keys' | 'reminders',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    appointments: await count('appointments'),
    registrations: await count('registrations'),
    // Holds that still hold a place: one a booking has spent is kept until the purge, and holds nothing.
    holds: Number(
      (
        await db
          .selectFrom('holds')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('expires_at', '<>', SPENT_HOLD_EXPIRY)
          .executeTakeFirstOrThrow()
      ).n,
    ),
    services: await count('appointment_services'),
    idempotencyKeys: await count('idempotency_keys'),
    reminders: await count('reminders'),
  };
}

let heldClients = 0;
/** A client cookie of its own for each booking a test makes (the web's visitor has one per browser). */
export function newClientCookie(): string {
  heldClients += 1;
  return `vaxnear_client=${`held${heldClients}`.padEnd(22, 'x')}`;
}

/**
 * Books as the web does (decision 223): first holds every appointment's time for one client (POST
 * /reservations/batch, one place per person), then books with that client's cookie. When the times cannot be held
 * because they are taken, the answer is the hold's, as a person would see it; any other refusal of the hold (a
 * malformed or unknown slot) goes on to the booking, which reports it in its own terms. Holds of a booking refused
 * with a 4xx are let go, as the web does when the person chooses again; after a 5xx they are kept for a retry.
 */
export async function bookHeld(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const cookie = headers.cookie ?? newClientCookie();
  // The hold and the booking come from one client address, as a browser's do.
  const from = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  const appointments = (
    (body as { appointments?: Array<{ locationId?: unknown; timeSlotId?: unknown }> }).appointments ?? []
  ).filter(
    (a): a is { locationId: string; timeSlotId: string } =>
      typeof a.timeSlotId === 'string' && typeof a.locationId === 'string',
  );
  const timeSlotIds = appointments.map((a) => a.timeSlotId);
  // A party is held at one location; a booking across locations holds each location's places in turn.
  let held: LightMyRequestResponse | null = null;
  for (const locationId of new Set(appointments.map((a) => a.locationId))) {
    const here = appointments.filter((a) => a.locationId === locationId).map((a) => a.timeSlotId);
    if (here.length > 6) continue;
    held = await app.inject({
      method: 'POST',
      url: '/api/v1/reservations/batch',
      payload: { timeSlotIds: here },
      headers: { cookie },
      ...from,
    });
    if (held.statusCode !== 200) break;
  }
  if (held && held.statusCode === 409) return held;
  const booked = await app.inject({
    method: 'POST',
    url: '/api/v1/appointments/batch_create',
    payload: body as object,
    headers: { ...headers, cookie },
    ...from,
  });
  if (booked.statusCode >= 400 && booked.statusCode < 500 && held?.statusCode === 200)
    await app.inject({
      method: 'DELETE',
      url: '/api/v1/reservations',
      payload: { timeSlotIds },
      headers: { cookie },
      ...from,
    });
  return booked;
}
