// Attacks on the waiting list's new sources of places and household offers (decisions 286 and 287; docs/security.md,
// Attacks, before and after), one test per attack, on both databases.
import { describe, expect, it } from 'vitest';
import { newClientCookie } from '../modules/bookings/test-fixtures.ts';
import { purgeHolds } from '../plugins/app/hold-purge.ts';
import { appPerTest, dialects } from '../test/dialects.ts';
import {
  bookStranger,
  cancel,
  join,
  joinAndConfirm,
  joinBody,
  pass,
  seedWaitlistWorld,
  slotId,
  takeOffer,
  TEN,
  waitlistToken,
} from '../test/waitlist-fixtures.ts';
import { bookingBody } from '../modules/bookings/test-fixtures.ts';

const ANA = { email: 'ana@example.com', firstName: 'Ana' };
const RITA = { email: 'rita@example.com', firstName: 'Rita' };
const TEN_FIFTEEN = '2026-11-24T17:15:00.000Z';

describe.each(dialects)('waiting-list abuse, new sources and households ($name)', (dialect) => {
  const t = appPerTest(dialect, {}, seedWaitlistWorld);
  const rows = async (table: 'waitlist_openings' | 'waitlist_offers' | 'waitlist_entries') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const hold = (cookie: string, startsAt = TEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: slotId('safewayAlliance', startsAt) },
      headers: { cookie },
    });
  const release = (cookie: string, startsAt = TEN) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/v1/reservations',
      payload: { timeSlotIds: [slotId('safewayAlliance', startsAt)] },
      headers: { cookie },
    });
  const liveHolds = async (startsAt: string) =>
    (
      await t.database.db
        .selectFrom('holds')
        .select('client_id')
        .where('starts_at', '=', startsAt)
        .where('expires_at', '>', t.clock.now().toISOString())
        .execute()
    ).map((h) => h.client_id);

  it('hold churn with nobody waiting: twenty holds and releases, then expiries, write no opening', async () => {
    const cookie = newClientCookie();
    for (let i = 0; i < 20; i += 1) {
      expect((await hold(cookie)).statusCode).toBe(200);
      expect((await release(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(11 * 60_000);
    await purgeHolds(t.database.db, t.clock.now());
    expect(await rows('waitlist_openings')).toBe(0);
  });

  it('hold churn to flood the matcher: a place held and released again and again is offered once, to one person', async () => {
    await joinAndConfirm(t, joinBody(ANA));
    await joinAndConfirm(t, joinBody({ email: 'bea@example.com', firstName: 'Bea' }));
    const cookie = newClientCookie();
    for (let i = 0; i < 10; i += 1) {
      expect((await hold(cookie)).statusCode).toBe(200);
      expect((await release(cookie)).statusCode).toBe(200);
    }
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    expect(await rows('waitlist_offers')).toBe(1);
    expect(await liveHolds(TEN)).toHaveLength(1);
    // Every opening was looked at once and closed: nothing is left for the next pass to go through again.
    expect(
      await t.database.db.selectFrom('waitlist_openings').select('id').where('status', '=', 'open').execute(),
    ).toEqual([]);
  });

  it("releasing someone else's hold: a client that does not hold the time frees nothing and writes no opening", async () => {
    await joinAndConfirm(t, joinBody(ANA));
    const owner = newClientCookie();
    expect((await hold(owner)).statusCode).toBe(200);
    const [held] = await liveHolds(TEN);
    expect((await release(newClientCookie())).statusCode).toBe(200);
    expect(await rows('waitlist_openings')).toBe(0);
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
    expect(await liveHolds(TEN)).toEqual([held]);
  });

  it('a booked place passed off as freed: the hold a booking spent is never offered by the purge', async () => {
    await joinAndConfirm(t, joinBody(ANA));
    await bookStranger(t, TEN);
    t.clock.advance(11 * 60_000);
    await purgeHolds(t.database.db, t.clock.now());
    expect(await rows('waitlist_openings')).toBe(0);
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
  });

  it('an oversized household: a party larger than a group booking is refused and writes nothing', async () => {
    const res = await join(t, joinBody(RITA, { party: 7 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'party' });
    expect(await rows('waitlist_entries')).toBe(0);
  });

  it("taking a household's offer for other times: the booking must be at exactly the held places, or nothing is booked", async () => {
    const taken = await bookStranger(t, TEN);
    await joinAndConfirm(t, joinBody(RITA, { party: 2 }));
    await cancel(t, taken);
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    const token = await waitlistToken(t, RITA.email, 'offer');
    const elsewhere = (starts: string[]) =>
      bookingBody(
        starts.map((slot, i) => ({
          slot,
          user: { firstName: i === 0 ? 'Rita' : 'Teo', lastName: 'Lopez' },
        })),
        { email: RITA.email },
      );
    // The same place twice, a place not held, and three people for two places: each refused.
    for (const starts of [
      [TEN, TEN],
      [TEN, '2026-11-24T18:00:00.000Z'],
      [TEN, TEN_FIFTEEN, TEN_FIFTEEN],
    ]) {
      const res = await takeOffer(t, token, elsewhere(starts));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0].code).toBe('WAITLIST_OFFER_MISMATCH');
    }
    expect(
      await t.database.db.selectFrom('appointments').select('id').where('first_name', '=', 'Teo').execute(),
    ).toEqual([]);
    expect((await liveHolds(TEN)).length + (await liveHolds(TEN_FIFTEEN)).length).toBe(2);
  });
});
