// A household waiting together (decision 287), on both databases: N places at one location at once or nothing, held
// together, offered together, taken together as one group booking, and given back together.
import { describe, expect, it } from 'vitest';
import { bookingBody } from '../../modules/bookings/test-fixtures.ts';
import { appPerTest, dialects } from '../../test/dialects.ts';
import {
  bookStranger,
  cancel,
  joinAndConfirm,
  joinBody,
  offerBooking,
  pass,
  seedWaitlistWorld,
  takeOffer,
  TEN,
  waitlistToken,
} from '../../test/waitlist-fixtures.ts';

const RITA = { email: 'rita@example.com', firstName: 'Rita' };
const ANA = { email: 'ana@example.com', firstName: 'Ana' };
/** Safeway Alliance has one place a slot; 10:15 follows 10:00, and 16:45 is the day's last time. */
const TEN_FIFTEEN = '2026-11-24T17:15:00.000Z';
const LAST = '2026-11-24T23:45:00.000Z';

describe.each(dialects)('waiting list: a household together ($name)', (dialect) => {
  const t = appPerTest(dialect, {}, seedWaitlistWorld);
  const offerStarts = async (email: string) => {
    const offers = await t.database.db
      .selectFrom('waitlist_offers as o')
      .innerJoin('waitlist_entries as e', 'e.id', 'o.entry_id')
      .select(['o.id', 'o.status'])
      .where('e.email', '=', email)
      .execute();
    const holds = await t.database.db
      .selectFrom('holds')
      .select(['client_id', 'starts_at'])
      .where('client_id', 'in', offers.length ? offers.map((o) => `waitlist-offer:${o.id}`) : ['none'])
      .where('expires_at', '>', t.clock.now().toISOString())
      .orderBy('starts_at')
      .execute();
    return holds.map((h) => h.starts_at);
  };
  const partyBooking = (starts: string[]) =>
    bookingBody(
      starts.map((slot, i) => ({
        slot,
        user: i === 0 ? { firstName: RITA.firstName, lastName: 'Lopez' } : { firstName: 'Teo', lastName: 'Lopez' },
      })),
      { email: RITA.email },
    );

  it('holds the freed place and the next free one together for a party of two, and books both as one group', async () => {
    const taken = await bookStranger(t, TEN);
    await joinAndConfirm(t, joinBody(RITA, { party: 2 }));
    await joinAndConfirm(t, joinBody(ANA));
    await cancel(t, taken);
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    // Rita waited longest: both places are held for her household; Ana, alone, is not offered anything yet.
    expect(await offerStarts(RITA.email)).toEqual([TEN, TEN_FIFTEEN]);
    expect(await offerStarts(ANA.email)).toEqual([]);
    const token = await waitlistToken(t, RITA.email, 'offer');
    const view = await t.app.inject({ method: 'POST', url: '/api/v1/waitlist/offers/view', payload: { token } });
    expect(view.json().data.timeSlotIds).toHaveLength(2);
    // Taken for one person only, the offer is refused and nothing is booked.
    const alone = await takeOffer(t, token, offerBooking(RITA));
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors[0].code).toBe('WAITLIST_OFFER_MISMATCH');
    const booked = await takeOffer(t, token, partyBooking([TEN, TEN_FIFTEEN]));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.registration.appointments.map((a: { status: string }) => a.status)).toEqual([
      'booked',
      'booked',
    ]);
    expect(await offerStarts(RITA.email)).toEqual([]);
  });

  it('offers nothing to a party the day has no room for, and the place goes to the next person it suits', async () => {
    const taken = await bookStranger(t, LAST);
    await joinAndConfirm(t, joinBody(RITA, { party: 2 }));
    await joinAndConfirm(t, joinBody(ANA));
    await cancel(t, taken);
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    expect(await offerStarts(RITA.email)).toEqual([]);
    expect(await offerStarts(ANA.email)).toEqual([LAST]);
  });

  it('gives both places back together when the household lets the offer lapse', async () => {
    const taken = await bookStranger(t, TEN);
    await joinAndConfirm(t, joinBody(RITA, { party: 2 }));
    await joinAndConfirm(t, joinBody(ANA));
    await cancel(t, taken);
    await pass(t);
    expect(await offerStarts(RITA.email)).toEqual([TEN, TEN_FIFTEEN]);
    t.clock.advance(31 * 60_000);
    expect(await pass(t)).toEqual({ offered: 2, lapsed: 1 });
    // Both places went back: Ana is offered the one that opened first; the household, never offered the same place
    // twice, is offered the next pair that fits it.
    expect(await offerStarts(ANA.email)).toEqual([TEN]);
    expect(await offerStarts(RITA.email)).toEqual([TEN_FIFTEEN, '2026-11-24T17:30:00.000Z']);
  });
});
