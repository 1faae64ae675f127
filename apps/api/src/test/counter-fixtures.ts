// The counter's test calls, made as the staff pages make them: lots received through the API, bookings made through
// the public site's own hold-then-book path (bookHeld), vaccinations recorded through the API.
import { expect } from 'vitest';
import { bookHeld, bookingBody, type PlaceName, PLACES } from '../modules/bookings/test-fixtures.ts';
import type { TestApp } from './dialects.ts';
import { sameSite, type SignedIn } from './staff-sessions.ts';

type App = Pick<TestApp, 'app' | 'config'>;

/** A signed-in person's headers, or for nobody the same-site headers a browser would send without a session. */
const headersOf = (t: App, who: SignedIn | null) => who?.headers ?? sameSite(t);

export const lotsUrl = (place: PlaceName) => `/api/v1/staff/locations/${PLACES[place].id}/lots`;
export const vaccinationsUrl = (place: PlaceName, appointmentId: string) =>
  `/api/v1/staff/locations/${PLACES[place].id}/appointments/${appointmentId}/vaccinations`;
export const walkInsUrl = (place: PlaceName) => `/api/v1/staff/locations/${PLACES[place].id}/walk-ins`;

let lotCounter = 0;
/** A lot number of its own for each lot a test receives. */
export const newLotNumber = (prefix = 'LOT') => `${prefix}${++lotCounter}`;

export function receiveLot(t: App, who: SignedIn | null, place: PlaceName, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: lotsUrl(place),
    headers: headersOf(t, who),
    payload: { cvx: '88', mvx: 'SEQ', lotNumber: newLotNumber(), expiresOn: '2027-06-30', doses: 10, ...body },
  });
}

/** Receives a lot as `who` and answers it; the test fails if it is refused. */
export async function receivedLot(t: App, who: SignedIn, place: PlaceName, body: Record<string, unknown> = {}) {
  const res = await receiveLot(t, who, place, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; dosesLeft: number; lotNumber: string; cvx: string };
}

let people = 0;
/** A number written in letters (names have no digits): 1 → b, 27 → bb. */
export const lettersOf = (n: number) =>
  n.toString(26).replace(/./g, (d) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(d, 26)]!);

/** Books through the public site (hold, then book) and answers the appointment's id. */
export async function bookedAppointment(
  t: App,
  options: { place?: PlaceName; slot?: string; services?: unknown[]; user?: Record<string, unknown> } = {},
): Promise<string> {
  people += 1;
  const res = await bookHeld(
    t.app,
    bookingBody(
      [
        {
          place: options.place ?? 'cvsBellevue',
          // Each booking at a time of its own between 09:00 and 12:45 in Bellevue, so a slot's places last a test file.
          slot:
            options.slot ?? new Date(Date.parse('2026-11-23T15:00:00.000Z') + (people % 16) * 900_000).toISOString(),
          services: options.services ?? [{ kind: 'flu', brand: null }],
          // A person of their own each time: one active booking per person and vaccine.
          user: { firstName: `Maria ${lettersOf(people)}`, ...options.user },
        },
      ],
      { email: `person${people}@example.com` },
    ),
    // A network of its own each time, so that a file's bookings stay within the daily cap per address.
    {},
    { remoteAddress: `198.18.${people % 250}.7` },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.registration.appointments[0].id as string;
}

export function recordVaccination(
  t: App,
  who: SignedIn | null,
  place: PlaceName,
  appointmentId: string,
  body: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: vaccinationsUrl(place, appointmentId),
    headers: headersOf(t, who),
    payload: { doseMl: 0.5, route: 'IM', site: 'LD', ...body },
  });
}
