// What the waiting-list tests share: Safeway Alliance NE (America/Denver, 09:00-17:00, 15-minute slots of one place),
// people joining as the web's form does, and the links read from the outbox as the people would read them.
import { expect } from 'vitest';
import { runWaitlistPass } from '../modules/waiting-list/waiting-list.service.ts';
import { bookHeld, bookingBody, insertPlaces, slotId } from '../modules/bookings/test-fixtures.ts';
import type { TestApp } from './dialects.ts';

/** Tuesday 2026-11-24 10:00 in Alliance (the test clock says Monday 2026-11-23 07:00 there). */
export const TEN = '2026-11-24T17:00:00.000Z';
export const ALLIANCE = { lat: 42.1, lng: -102.87 };

export async function seedWaitlistWorld(t: TestApp) {
  await insertPlaces(t.database.db, { capacity: 1, places: ['safewayAlliance'] });
}

export function joinBody(person: { email: string; firstName: string; lastName?: string }, overrides: object = {}) {
  return {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName ?? 'Lopez',
    dateOfBirth: '04/12/1958',
    kinds: ['flu'],
    near: ALLIANCE,
    miles: 25,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    until: '2026-12-31',
    ...overrides,
  };
}

export function join(t: TestApp, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/v1/waitlist/entries', payload: body });
}

/** The token of the newest waiting-list link of this kind sent to the address (confirm, manage or offer). */
export async function waitlistToken(
  t: TestApp,
  email: string,
  page: 'confirm' | 'manage' | 'offer',
): Promise<string | null> {
  const kinds = { confirm: 'waitlist_confirmation', manage: 'waitlist_confirmation', offer: 'waitlist_offer' } as const;
  const mails = await t.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('kind', '=', kinds[page])
    .where('recipient', '=', email.toLowerCase())
    .orderBy('created_at', 'desc')
    .execute();
  for (const mail of mails) {
    const match = new RegExp(`/waitlist/${page}\\?token=([^\\s&]+)`).exec(mail.text_body);
    if (match) return decodeURIComponent(match[1]!);
  }
  return null;
}

/** Joins and confirms from the e-mail link, as the owner of the address does; the clock moves a minute after. */
export async function joinAndConfirm(t: TestApp, body: ReturnType<typeof joinBody>) {
  const joined = await join(t, body);
  expect(joined.statusCode, joined.body).toBe(202);
  const token = await waitlistToken(t, body.email, 'confirm');
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/v1/waitlist/confirm', payload: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  t.clock.advance(60_000);
}

/** Books the one place at this time for a stranger; answers the access code to cancel it with. */
let strangers = 0;
export async function bookStranger(t: TestApp, startsAt = TEN): Promise<string> {
  strangers += 1;
  const res = await bookHeld(
    t.app,
    bookingBody(
      [
        {
          slot: startsAt,
          user: { firstName: `Sam${'abcdefghij'[strangers % 10]}`, lastName: 'Stranger', dateOfBirth: '01/01/1970' },
        },
      ],
      {
        email: 'sam@example.com',
      },
    ),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.registration.accessCode as string;
}

export async function cancel(t: TestApp, accessCode: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/registrations/${accessCode}/cancel`,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
}

export const pass = (t: TestApp) => runWaitlistPass(t.app.deps);

/** The booking the offer page sends for the person on the list. */
export function offerBooking(person: { email: string; firstName: string; lastName?: string }, startsAt = TEN) {
  return bookingBody(
    [{ slot: startsAt, user: { firstName: person.firstName, lastName: person.lastName ?? 'Lopez' } }],
    {
      email: person.email,
    },
  );
}

export const takeOffer = (t: TestApp, token: string | null, booking: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/waitlist/offers/take', payload: { token, booking } });

export { slotId };
