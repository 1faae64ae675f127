// Attacks on closure offers held at a nearby pharmacy (decision 275) and on who may close or approve, one test per
// attack, on both databases. Each states what the attacker tries and asserts what they get and that nothing changed.
import { describe, expect, it } from 'vitest';
import { encodeSlotId } from '@vaxnear/domain/schedule';
import {
  BELLEVUE,
  closeBellevue,
  countersMatchBookings,
  offerTokenSentTo,
  seedClosureWorld,
  takeOffer,
  type ClosureStaff,
} from '../test/closure-fixtures.ts';
import { appPerTest, dialects } from '../test/dialects.ts';
import { bookAt, insertNearby, placesOf } from '../test/nearby-fixtures.ts';
import { invited } from '../test/staff-sessions.ts';

const WEEK = { startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-30T15:00:00.000Z' };
const TOMORROW_NINE = '2026-11-24T15:00:00.000Z';

describe.each(dialects)('nearby closure offer abuse ($name)', (dialect) => {
  let staff: ClosureStaff;
  let papillion: string;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
    papillion = await insertNearby(app, 'papillion');
  });
  const changeMails = async (email: string) =>
    (
      await t.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', email)
        .where('kind', '=', 'booking_change')
        .execute()
    ).length;

  it("taking another person's offer with a token changed to name their notice is refused and moves nobody", async () => {
    await bookAt(t, [TOMORROW_NINE], { email: 'mallory@example.com' });
    const victim = await bookAt(t, ['2026-11-24T16:00:00.000Z'], { email: 'victim@example.com' });
    await closeBellevue(t, staff.bellevueStaff, WEEK);
    const own = await offerTokenSentTo(t, 'mallory@example.com');
    const theirs = await offerTokenSentTo(t, 'victim@example.com');
    // The token's subject swapped for the victim's, the signature kept: the signature no longer matches.
    const [expiry, , signature] = own.split('.');
    const forged = [expiry, theirs.split('.')[1], signature].join('.');
    expect(forged).not.toBe(own);
    for (const token of [forged, `${theirs}x`, theirs.slice(0, -2)]) {
      const res = await takeOffer(t, token);
      expect([res.statusCode, res.json().errors[0].code]).toEqual([400, 'CLOSURE_OFFER_INVALID']);
    }
    expect(await placesOf(t, victim)).toEqual([[BELLEVUE, '2026-11-24T16:00:00.000Z', 'booked']]);
    // Nor can Mallory move her own booking onto the place held for the victim at Papillion: it is held, and another
    // pharmacy is not the person's own reschedule.
    const mallory = await bookAt(t, ['2026-11-30T16:00:00.000Z'], { email: 'mallory2@example.com' });
    const steal = await t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${mallory}/reschedule`,
      payload: {
        appointments: [
          {
            id: (
              await t.database.db
                .selectFrom('appointments')
                .innerJoin('registrations', 'registrations.id', 'appointments.registration_id')
                .select('appointments.id')
                .where('registrations.access_code', '=', mallory)
                .executeTakeFirstOrThrow()
            ).id,
            timeSlotId: encodeSlotId(papillion, new Date('2026-11-24T16:00:00.000Z')),
          },
        ],
      },
    });
    expect([steal.statusCode, steal.json().errors[0].code]).toEqual([400, 'DIFFERENT_LOCATION']);
    expect(await placesOf(t, mallory)).toEqual([[BELLEVUE, '2026-11-30T16:00:00.000Z', 'booked']]);
    await countersMatchBookings(t);
  });

  it('taking the same nearby offer twice at once moves the booking once and gives back one place', async () => {
    const maria = await bookAt(t, [TOMORROW_NINE], { email: 'maria@example.com' });
    await closeBellevue(t, staff.bellevueStaff, WEEK);
    const token = await offerTokenSentTo(t, 'maria@example.com');
    const answers = await Promise.all([takeOffer(t, token), takeOffer(t, token), takeOffer(t, token)]);
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect(await placesOf(t, maria)).toEqual([[papillion, TOMORROW_NINE, 'booked']]);
    expect(await changeMails('maria@example.com')).toBe(1);
    const again = await takeOffer(t, token);
    expect([again.statusCode, again.json().data.status]).toEqual([200, 'taken']);
    expect(await changeMails('maria@example.com')).toBe(1);
    await countersMatchBookings(t);
  });

  it('taking a nearby offer after it expired is refused, and the place it held is free for anyone', async () => {
    const friday = '2026-11-27T15:00:00.000Z';
    const maria = await bookAt(t, [friday], { email: 'maria@example.com' });
    await closeBellevue(t, staff.bellevueStaff, WEEK);
    const token = await offerTokenSentTo(t, 'maria@example.com');
    const placesAtPapillion = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/availabilities?location_ids[]=${papillion}&date=2026-11-27`,
      });
      const slots = res.json().data.locations[0].dates[0].slots as Array<{ time: string; places: number }>;
      return slots.find((s) => new Date(s.time).toISOString() === friday)?.places;
    };
    expect(await placesAtPapillion()).toBe(1);
    // Held for 48 hours.
    t.clock.advance(49 * 3_600_000);
    const res = await takeOffer(t, token);
    expect([res.statusCode, res.json().errors[0].code]).toEqual([409, 'CLOSURE_OFFER_EXPIRED']);
    expect(await placesOf(t, maria)).toEqual([[BELLEVUE, friday, 'booked']]);
    expect(await changeMails('maria@example.com')).toBe(0);
    expect(await placesAtPapillion()).toBe(2);
    await countersMatchBookings(t);
  });

  it('staff of a nearby location cannot close the closed one, nor its retailer admin approve its removal', async () => {
    const papillionStaff = await invited(t, staff.cvsAdmin, {
      email: 'lee@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [papillion],
    });
    const maria = await bookAt(t, [TOMORROW_NINE], { email: 'maria@example.com' });
    const close = await closeBellevue(t, papillionStaff, WEEK);
    expect([close.statusCode, close.json().errors[0].code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/provider_registrations',
      payload: {
        requestType: 'remove',
        listing: { identifierType: 'locationId', identifier: BELLEVUE },
        contact: { contactType: 'owner', firstName: 'Ana', lastName: 'Reyes', email: 'ana@cvs.example' },
        reason: 'This store closed.',
      },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const id = (await t.database.db.selectFrom('provider_registrations').select('id').executeTakeFirstOrThrow()).id;
    for (const who of [papillionStaff, staff.cvsAdmin, staff.bellevueStaff]) {
      const approve = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/listing-requests/${id}/approve`,
        headers: who.headers,
        payload: {},
      });
      expect([approve.statusCode, approve.json().errors[0].code]).toEqual([403, 'STAFF_FORBIDDEN']);
    }
    expect(await t.database.db.selectFrom('location_closures').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('listing_request_decisions').selectAll().execute()).toEqual([]);
    expect(await placesOf(t, maria)).toEqual([[BELLEVUE, TOMORROW_NINE, 'booked']]);
  });
});
