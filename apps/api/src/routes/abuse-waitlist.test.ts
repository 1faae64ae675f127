// Attacks on the waiting list (decision 264; docs/security.md, Attacks, before and after), one test per attack.
import { describe, expect, it } from 'vitest';
import { appPerTest, dialects } from '../test/dialects.ts';
import {
  bookStranger,
  cancel,
  join,
  joinAndConfirm,
  joinBody,
  offerBooking,
  pass,
  seedWaitlistWorld,
  slotId,
  takeOffer,
  TEN,
  waitlistToken,
} from '../test/waitlist-fixtures.ts';
import { bookingBody, newClientCookie } from '../modules/bookings/test-fixtures.ts';

const ANA = { email: 'ana@example.com', firstName: 'Ana' };
const BEA = { email: 'bea@example.com', firstName: 'Bea' };

describe.each(dialects)('waiting-list abuse ($name)', (dialect) => {
  const t = appPerTest(dialect, {}, seedWaitlistWorld);
  const count = async (table: 'waitlist_entries' | 'mail_outbox') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('flooding entries: fifty joins for one person make one entry per vaccine and a bounded number of e-mails', async () => {
    for (let i = 0; i < 50; i += 1)
      expect((await join(t, joinBody(ANA, { kinds: ['flu', 'covid_19'] }))).statusCode).toBe(202);
    expect(await count('waitlist_entries')).toBe(2);
    expect(await count('mail_outbox')).toBeLessThanOrEqual(t.config.mailPerAddressPerDay);
  });

  it("someone else's e-mail: an entry nobody confirmed is never offered a place", async () => {
    const taken = await bookStranger(t);
    await join(t, joinBody({ email: 'victim@example.com', firstName: 'Vic' }));
    await cancel(t, taken);
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
    const offers = await t.database.db.selectFrom('waitlist_offers').selectAll().execute();
    expect(offers).toEqual([]);
  });

  it('forged offer link: a made-up or altered token is refused and books nothing', async () => {
    const taken = await bookStranger(t);
    await joinAndConfirm(t, joinBody(ANA));
    await cancel(t, taken);
    await pass(t);
    const token = (await waitlistToken(t, ANA.email, 'offer'))!;
    const [expires, subject] = token.split('.');
    const forged = `${expires}.${subject}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'nonsense', `${Number(expires) + 1}.${token.split('.').slice(1).join('.')}`]) {
      const res = await takeOffer(t, bad, offerBooking(ANA));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('LINK_INVALID');
    }
    // A manage link's token is not an offer token either (the purpose is signed).
    const manage = await waitlistToken(t, ANA.email, 'manage');
    expect((await takeOffer(t, manage, offerBooking(ANA))).statusCode).toBe(400);
  });

  it('replayed offer link: a second take answers that the offer is gone and books nothing more', async () => {
    const taken = await bookStranger(t);
    await joinAndConfirm(t, joinBody(ANA));
    await cancel(t, taken);
    await pass(t);
    const token = await waitlistToken(t, ANA.email, 'offer');
    expect((await takeOffer(t, token, offerBooking(ANA))).statusCode).toBe(200);
    const again = await takeOffer(t, token, offerBooking(ANA));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('WAITLIST_OFFER_GONE');
  });

  it("taking someone else's offer: another person, another time or a plain booking cannot use the held place", async () => {
    const taken = await bookStranger(t);
    await joinAndConfirm(t, joinBody(ANA));
    await cancel(t, taken);
    await pass(t);
    const token = await waitlistToken(t, ANA.email, 'offer');
    const other = await takeOffer(t, token, offerBooking(BEA));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].code).toBe('WAITLIST_OFFER_MISMATCH');
    const otherTime = await takeOffer(t, token, offerBooking(ANA, '2026-11-24T17:15:00.000Z'));
    expect(otherTime.json().errors[0].code).toBe('WAITLIST_OFFER_MISMATCH');
    // Without the link, the held place cannot be held or booked by anyone else.
    const cookie = newClientCookie();
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: slotId('safewayAlliance', TEN) },
      headers: { cookie },
    });
    expect(hold.statusCode).toBe(409);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/batch_create',
      payload: bookingBody([{ slot: TEN, user: { firstName: 'Bea' } }], { email: BEA.email }),
      headers: { cookie },
    });
    expect(booked.statusCode).toBe(409);
    // Ana's offer still stands.
    expect((await takeOffer(t, token, offerBooking(ANA))).statusCode).toBe(200);
  });
});
