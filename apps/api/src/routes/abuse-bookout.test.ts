// Booking out a pharmacy (issue #24): one client address, or one person, taking places without limit. One test per
// attack, on both databases (decisions 223 and 224).
import { describe, expect, it } from 'vitest';
import { BOOKINGS_PER_ADDRESS_PER_DAY, BOOKINGS_PER_EMAIL_PER_DAY } from '@vaxnear/domain/constants';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { bookHeld, bookingBody, countRows, insertPlaces, newClientCookie } from '../modules/bookings/test-fixtures.ts';
import { appPerTest, createTestApp, dialects } from '../test/dialects.ts';
import { solvedToken } from '../test/bot-check-proof.ts';

// Monday 2026-11-23 07:00 in Alliance NE; slots tomorrow from 16:00 UTC (09:00 there), 15 minutes apart.
const slot = (i: number) => new Date(Date.parse('2026-11-24T16:00:00.000Z') + i * 15 * 60_000).toISOString();
const pregnantRsv = { services: [{ kind: 'rsv', brand: 'pfizer' }], healthQuestionnaire: { pregnant: true } };

describe.each(dialects)('booking out a pharmacy, on $name', (dialect) => {
  const t = appPerTest(dialect, {}, (app) => insertPlaces(app.database.db, { capacity: 5 }));
  const from = (address: string) => ({ remoteAddress: address });
  /** Hold then book from a given address, as the web does, with a fresh cookie each time. */
  const bookFrom = async (address: string, body: object) => {
    const cookie = newClientCookie();
    const timeSlotIds = (body as { appointments: Array<{ timeSlotId: string }> }).appointments.map((a) => a.timeSlotId);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations/batch',
      payload: { timeSlotIds },
      headers: { cookie },
      ...from(address),
    });
    if (held.statusCode !== 200) return held;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/batch_create',
      payload: body,
      headers: { cookie },
      ...from(address),
    });
    if (booked.statusCode !== 200)
      await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/reservations',
        payload: { timeSlotIds },
        headers: { cookie },
        ...from(address),
      });
    return booked;
  };

  it('a booking with no hold (a script posting straight to batch_create) is refused and sends no e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/batch_create',
      payload: bookingBody([{ slot: slot(4) }]),
      headers: { cookie: newClientCookie() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      code: 'HOLD_REQUIRED',
      message: expect.stringContaining('Choose a time again'),
    });
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 0, registrations: 0 });
    expect(await t.database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  it('one address with a fresh cookie and invented people each time books at most its daily cap of one pharmacy day, and a neighbour still books', async () => {
    const answers: string[] = [];
    for (let i = 0; i < BOOKINGS_PER_ADDRESS_PER_DAY + 6; i += 1) {
      const res = await bookFrom(
        '203.0.113.9',
        bookingBody([{ slot: slot(i % 32), user: { firstName: `Invented${i}`, lastName: `Person${i}` } }], {
          email: `bot${i}@example.net`,
        }),
      );
      answers.push(res.statusCode === 200 ? 'booked' : res.json().errors[0].code);
    }
    expect(answers.filter((a) => a === 'booked')).toHaveLength(BOOKINGS_PER_ADDRESS_PER_DAY);
    expect(answers.slice(BOOKINGS_PER_ADDRESS_PER_DAY)).toEqual(Array(6).fill('TOO_MANY_BOOKINGS'));
    // Nothing of the refused ones is left behind: no booking, no hold keeping a place.
    expect(await countRows(t.database.db)).toMatchObject({ appointments: BOOKINGS_PER_ADDRESS_PER_DAY, holds: 0 });
    // Another address is not held back.
    const neighbour = await bookFrom(
      '198.51.100.20',
      bookingBody([{ slot: slot(31), user: { firstName: 'Neighbour' } }]),
    );
    expect(neighbour.statusCode).toBe(200);
    // The next day (UTC) the address may book again.
    t.clock.advance(24 * 60 * 60_000);
    const tomorrow = await bookFrom(
      '203.0.113.9',
      bookingBody([{ slot: '2026-11-25T17:00:00.000Z', user: { firstName: 'NextDay' } }], {
        email: 'next@example.net',
      }),
    );
    expect(tomorrow.statusCode).toBe(200);
  });

  it('one mailbox spelled with plus tags, dots and capitals books at most its daily cap, from many addresses', async () => {
    const spellings = (i: number) =>
      [`Maria.Lopez+${i}@Gmail.com`, `m.a.r.i.a.lopez+x${i}@googlemail.com`, `marialopez+${i}@gmail.com`][i % 3]!;
    const answers: string[] = [];
    for (let i = 0; i < BOOKINGS_PER_EMAIL_PER_DAY + 3; i += 1) {
      const res = await bookFrom(
        `192.0.2.${10 + i}`,
        bookingBody([{ slot: slot(i), user: { firstName: `Kid${i}` } }], { email: spellings(i) }),
      );
      answers.push(res.statusCode === 200 ? 'booked' : `${res.json().errors[0].code} ${res.json().errors[0].field}`);
    }
    expect(answers.filter((a) => a === 'booked')).toHaveLength(BOOKINGS_PER_EMAIL_PER_DAY);
    expect(answers.slice(BOOKINGS_PER_EMAIL_PER_DAY)).toEqual(Array(3).fill('TOO_MANY_BOOKINGS user.email'));
    // Another person's mailbox is not affected.
    const other = await bookFrom('192.0.2.200', bookingBody([{ slot: slot(20), user: { firstName: 'Other' } }]));
    expect(other.statusCode).toBe(200);
  });

  it('the same person books maternal RSV twice in two states under one e-mail: the second is refused and the existing booking is offered to its contact', async () => {
    const maria = { dateOfBirth: '01/01/1996' };
    const first = await bookHeld(t.app, bookingBody([{ slot: slot(4), user: maria, ...pregnantRsv }]));
    expect(first.statusCode).toBe(200);
    const second = await bookHeld(
      t.app,
      bookingBody([
        { place: 'cvsArvada', slot: slot(5), user: { ...maria, firstName: ' MARÍA ', state: 'CO' }, ...pregnantRsv },
      ]),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toMatchObject({ code: 'PERSON_ALREADY_BOOKED', service: 'rsv' });
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 1, holds: 0 });
    const notice = await t.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'text_body'])
      .where('kind', '=', 'duplicate_booking_notice')
      .executeTakeFirstOrThrow();
    expect(notice.recipient).toBe('maria.lopez@example.com');
    expect(notice.text_body).toContain(`accessCode=${first.json().data.registration.accessCode}`);
    // Another vaccine for the same person is not a duplicate; once the first booking is cancelled, RSV can be booked.
    const flu = await bookHeld(t.app, bookingBody([{ slot: slot(6), user: maria }]));
    expect(flu.statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${first.json().data.registration.accessCode}/cancel`,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const again = await bookHeld(
      t.app,
      bookingBody([{ place: 'cvsArvada', slot: slot(5), user: { ...maria, state: 'CO' }, ...pregnantRsv }]),
    );
    expect(again.statusCode).toBe(200);
  });

  it('the same person booked at once through two servers, under ten e-mails, gets exactly one booking', async () => {
    // A second server process on the same database: its own app and its own connections.
    const second = openDatabase({ databaseUrl: t.config.databaseUrl, sqlitePath: t.config.sqlitePath });
    const other = await buildApp({ config: t.config, database: second, clock: t.clock, logger: false });
    await other.ready();
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          bookHeld(i % 2 === 0 ? t.app : other, bookingBody([{ slot: slot(i) }], { email: `maria${i}@example.org` })),
        ),
      );
      const codes = answers.map((a) => (a.statusCode === 200 ? 'booked' : a.json().errors[0].code));
      expect(codes.filter((c) => c === 'booked')).toHaveLength(1);
      expect(codes.filter((c) => c === 'PERSON_ALREADY_BOOKED')).toHaveLength(9);
      expect(await countRows(t.database.db)).toMatchObject({ appointments: 1, registrations: 1 });
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe.each(dialects)('the bot check of a busy address, on $name', (dialect) => {
  it('an address that holds a lot is asked for more work per proof, and proofs stocked up while it was quiet are refused', async () => {
    const t = await createTestApp(dialect, { config: { botCheck: 'on', botCheckCostStep: 2 } });
    try {
      await insertPlaces(t.database.db, { capacity: 5 });
      const cost = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/v1/bot-check/challenge?action=create_reservation' })).json()
          .maxnumber as number;
      expect(await cost()).toBe(50_000);
      const stocked = await solvedToken(t.app, 'create_reservation');
      const hold = async (i: number, token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/reservations',
          payload: { timeSlotId: bookingBody([{ slot: slot(i) }]).appointments[0]!.timeSlotId },
          headers: { cookie: newClientCookie(), 'x-bot-check-token': token },
        });
      for (let i = 0; i < 4; i += 1)
        expect((await hold(i, await solvedToken(t.app, 'create_reservation'))).statusCode).toBe(200);
      // Four holds at a step of two: two doublings.
      expect(await cost()).toBe(200_000);
      const refused = await hold(10, stocked);
      expect([refused.statusCode, refused.json().errors[0].code]).toEqual([403, 'BOT_CHECK_FAILED']);
      expect((await hold(11, await solvedToken(t.app, 'create_reservation'))).statusCode).toBe(200);
      // Releasing and the other actions stay at the base cost.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/bot-check/challenge?action=delete_reservation' })).json()
          .maxnumber,
      ).toBe(50_000);
    } finally {
      await t.close();
    }
  });
});
