// A pharmacy's day for the day-list tests: people booked through the public API at CVS Bellevue (America/Chicago) and
// CVS Arvada (America/Denver) on Tuesday 24 November 2026, staff signed in with passkeys (staff-sessions.ts).
import { expect } from 'vitest';
import { bookHeld, bookingBody, insertPlaces, PLACES } from '../modules/bookings/test-fixtures.ts';
import { createTestApp, type DialectCase, type TestApp } from './dialects.ts';
import { firstOperator, invited, type SignedIn } from './staff-sessions.ts';

export const BELLEVUE = PLACES.cvsBellevue.id;
export const ARVADA = PLACES.cvsArvada.id;
export const DAY = '2026-11-24';
/** 09:00 and 10:00 in Bellevue (UTC-6). */
export const NINE = '2026-11-24T15:00:00.000Z';
export const TEN = '2026-11-24T16:00:00.000Z';

export interface StaffDay {
  t: TestApp;
  operator: SignedIn;
  cvsAdmin: SignedIn;
  albertsonsAdmin: SignedIn;
  bellevueStaff: SignedIn;
  arvadaStaff: SignedIn;
}

/** Books through the public API as the web does; answers the registration. */
export async function book(
  t: TestApp,
  appointments: Parameters<typeof bookingBody>[0],
  extra: Record<string, unknown> = {},
): Promise<{ accessCode: string; confirmationNumber: string; appointments: Array<{ id: string }> }> {
  const res = await bookHeld(t.app, bookingBody(appointments, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.registration;
}

export async function staffDay(dialect: DialectCase): Promise<StaffDay> {
  const t = await createTestApp(dialect, { now: '2026-11-23T14:00:00.000Z' });
  await insertPlaces(t.database.db, { capacity: 3 });
  const operator = await firstOperator(t);
  const cvsAdmin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
  return {
    t,
    operator,
    cvsAdmin,
    albertsonsAdmin: await invited(t, operator, {
      email: 'al@albertsons.example',
      role: 'retailer_admin',
      retailer: 'albertsons',
    }),
    bellevueStaff: await invited(t, cvsAdmin, {
      email: 'pat@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [BELLEVUE],
    }),
    arvadaStaff: await invited(t, cvsAdmin, {
      email: 'ari@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [ARVADA],
    }),
  };
}

export const dayListUrl = (locationId: string = BELLEVUE, date: string = DAY) =>
  `/api/v1/staff/locations/${locationId}/day/${date}`;
export const attendanceUrl = (id: string) => `/api/v1/staff/appointments/${id}/attendance`;
export const cancelUrl = (id: string) => `/api/v1/staff/appointments/${id}/cancel`;
