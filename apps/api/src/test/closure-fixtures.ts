// What the closure tests share: CVS Bellevue (America/Chicago, 09:00-17:00, 15-minute slots of 2 places), its staff
// signed in with real passkeys, bookings made as the web makes them, and the closure e-mails read from the outbox.
import { expect } from 'vitest';
import { bookHeld, bookingBody, insertPlaces, PLACES } from '../modules/bookings/test-fixtures.ts';
import type { TestApp } from './dialects.ts';
import { firstOperator, invited, type SignedIn } from './staff-sessions.ts';
import type { Locale } from '@vaxnear/domain/enumerations';

export const BELLEVUE = PLACES.cvsBellevue.id;
export const ARVADA = PLACES.cvsArvada.id;
/** Tomorrow morning at Bellevue, 09:00-12:00 local (the test clock says 2026-11-23T14:00Z). */
export const MORNING = { startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T18:00:00.000Z' };

export interface ClosureStaff {
  operator: SignedIn;
  cvsAdmin: SignedIn;
  albertsonsAdmin: SignedIn;
  bellevueStaff: SignedIn;
  arvadaStaff: SignedIn;
}

export async function seedClosureWorld(t: TestApp): Promise<ClosureStaff> {
  await insertPlaces(t.database.db);
  const operator = await firstOperator(t);
  const cvsAdmin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
  return {
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
      email: 'kim@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [ARVADA],
    }),
  };
}

let people = 0;
/** Books these people at Bellevue at these UTC starts, in one registration; answers its access code. */
export async function bookAtBellevue(
  t: TestApp,
  starts: string[],
  options: { email?: string; locale?: Locale } = {},
): Promise<string> {
  const res = await bookHeld(
    t.app,
    bookingBody(
      starts.map((slot) => {
        people += 1;
        return { place: 'cvsBellevue' as const, slot, user: { firstName: `Person${people}`, lastName: 'Reyes' } };
      }),
      { email: options.email ?? `person${people}@example.com`, ...(options.locale ? { locale: options.locale } : {}) },
    ),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.registration.accessCode as string;
}

export function closeBellevue(t: TestApp, by: SignedIn, range = MORNING, reason = 'Pharmacist out sick') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/closures',
    headers: by.headers,
    payload: { locationId: BELLEVUE, ...range, reason },
  });
}

/** The closure e-mails sent to an address, newest first. */
export async function closureMailsTo(t: TestApp, email: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'text_body', 'html_body'])
    .where('recipient', '=', email)
    .where('kind', 'in', ['closure_notice', 'closure_reopened'])
    .orderBy('created_at', 'desc')
    .execute();
}

/** The offer token in the newest closure notice to this address, as the person would click it. */
export async function offerTokenSentTo(t: TestApp, email: string): Promise<string> {
  const mail = (await closureMailsTo(t, email)).find((m) => m.kind === 'closure_notice');
  const match = mail ? /\/schedule\/closure-offer\?token=([^\s&]+)/.exec(mail.text_body) : null;
  if (!match) throw new Error(`no closure offer was e-mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

export const takeOffer = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/closure_offers/take', payload: { token } });

/** The free places the public availability call shows for Bellevue on a local date, by UTC start. */
export async function freePlaces(t: TestApp, date: string): Promise<Map<string, number>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/availabilities?location_ids[]=${BELLEVUE}&date=${date}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const slots = res.json().data.locations[0].dates[0].slots as Array<{ id: string; time: string; places: number }>;
  return new Map(slots.map((s) => [new Date(s.time).toISOString(), s.places]));
}

/** slot_usage.booked against the booked appointments, per slot: equal when no place was lost or doubled. */
export async function countersMatchBookings(t: TestApp): Promise<void> {
  const usage = await t.database.db.selectFrom('slot_usage').select(['location_id', 'starts_at', 'booked']).execute();
  const booked = await t.database.db
    .selectFrom('appointments')
    .select(['location_id', 'starts_at'])
    .where('status', '=', 'booked')
    .execute();
  const counted = new Map<string, number>();
  for (const a of booked)
    counted.set(`${a.location_id} ${a.starts_at}`, (counted.get(`${a.location_id} ${a.starts_at}`) ?? 0) + 1);
  for (const u of usage)
    expect([u.starts_at, Number(u.booked)]).toEqual([u.starts_at, counted.get(`${u.location_id} ${u.starts_at}`) ?? 0]);
}
