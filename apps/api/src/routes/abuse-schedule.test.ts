// Attacks on closures and their offers (decision 258), one test per attack, on both databases. Each states what the
// attacker tries and asserts what they get and that nothing changed.
import { describe, expect, it } from 'vitest';
import { slotId } from '../modules/bookings/test-fixtures.ts';
import {
  ARVADA,
  bookAtBellevue,
  BELLEVUE,
  closeBellevue,
  countersMatchBookings,
  MORNING,
  offerTokenSentTo,
  seedClosureWorld,
  takeOffer,
  type ClosureStaff,
} from '../test/closure-fixtures.ts';
import { appPerTest, dialects } from '../test/dialects.ts';
import { invited } from '../test/staff-sessions.ts';

describe.each(dialects)('closure abuse ($name)', (dialect) => {
  let staff: ClosureStaff;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
  });
  /** The slots closures fill (one hold per place). */
  const closedSlots = async () => [
    ...new Set(
      (
        await t.database.db.selectFrom('holds').select('starts_at').where('client_id', 'like', 'closure:%').execute()
      ).map((h) => h.starts_at),
    ),
  ];
  const timeOf = async (accessCode: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}` })).json().data.registration
      .appointments[0].time as string;

  it('staff of another location cannot close it', async () => {
    const res = await closeBellevue(t, staff.arvadaStaff);
    expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const otherRetailer = await closeBellevue(t, staff.albertsonsAdmin);
    expect(otherRetailer.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('location_closures').selectAll().execute()).toEqual([]);
    expect(await closedSlots()).toEqual([]);
  });

  it('staff of another location cannot reopen its closure, nor read who was booked in it', async () => {
    await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    const { id } = (await closeBellevue(t, staff.bellevueStaff)).json().data;
    for (const who of [staff.arvadaStaff, staff.albertsonsAdmin]) {
      const reopen = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/closures/${id}/reopen`,
        headers: who.headers,
      });
      expect([reopen.statusCode, reopen.json().errors[0].code]).toEqual([404, 'CLOSURE_NOT_FOUND']);
      const people = await t.app.inject({
        method: 'GET',
        url: `/api/v1/staff/closures/${id}/people`,
        headers: who.headers,
      });
      expect([people.statusCode, people.body.includes('Person')]).toEqual([404, false]);
    }
    const [closure] = await t.database.db.selectFrom('location_closures').selectAll().execute();
    expect(closure!.reopened_at).toBeNull();
    expect((await closedSlots()).length).toBe(12);
  });

  it('a closure posted from another site is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/closures',
      headers: {
        cookie: staff.bellevueStaff.headers.cookie!,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: { locationId: BELLEVUE, ...MORNING, reason: 'x' },
    });
    expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'STAFF_CROSS_SITE_REQUEST']);
    expect(await closedSlots()).toEqual([]);
  });

  it('a forged or altered offer link moves nothing', async () => {
    const maria = await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    await closeBellevue(t, staff.bellevueStaff);
    const token = await offerTokenSentTo(t, 'maria@example.com');
    const [expires, subject, mac] = token.split('.');
    const forged = [
      `${expires}.${subject}.${'A'.repeat(43)}`,
      `${Number(expires) + 86_400}.${subject}.${mac}`,
      `${expires}.${Buffer.from('another-notice').toString('base64url')}.${mac}`,
      'not-a-token',
    ];
    for (const bad of forged) {
      const res = await takeOffer(t, bad);
      expect([res.statusCode, res.json().errors[0].code]).toEqual([400, 'CLOSURE_OFFER_INVALID']);
    }
    expect(await timeOf(maria)).toBe('2026-11-24T09:00:00-06:00');
  });

  it('a link signed for another purpose (the e-mail’s own "this was not me" link) is not an offer', async () => {
    await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    await closeBellevue(t, staff.bellevueStaff);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('kind', '=', 'closure_notice')
      .executeTakeFirstOrThrow();
    const offer = await offerTokenSentTo(t, 'maria@example.com');
    const others = [...mail.text_body.matchAll(/[?&]token=([^\s&]+)/g)]
      .map((m) => decodeURIComponent(m[1]!))
      .filter((token) => token !== offer);
    expect(others.length).toBeGreaterThan(0);
    for (const token of others) {
      const res = await takeOffer(t, token);
      expect([res.statusCode, res.json().errors[0].code]).toEqual([400, 'CLOSURE_OFFER_INVALID']);
    }
  });

  it('replaying a taken offer moves nothing again, even after the person chose another time', async () => {
    const maria = await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    await closeBellevue(t, staff.bellevueStaff);
    const token = await offerTokenSentTo(t, 'maria@example.com');
    expect((await takeOffer(t, token)).statusCode).toBe(200);
    const { registration } = (await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${maria}` })).json().data;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${maria}/reschedule`,
      payload: {
        appointments: [
          { id: registration.appointments[0].id, timeSlotId: slotId('cvsBellevue', '2026-11-25T20:00:00.000Z') },
        ],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const replay = await takeOffer(t, token);
    expect([replay.statusCode, replay.json().data.status]).toEqual([200, 'taken']);
    expect(await timeOf(maria)).toBe('2026-11-25T14:00:00-06:00');
    await countersMatchBookings(t);
  });

  it('one person’s offer link cannot move anyone else’s booking', async () => {
    const maria = await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    const jose = await bookAtBellevue(t, ['2026-11-24T15:15:00.000Z'], { email: 'jose@example.com' });
    await closeBellevue(t, staff.bellevueStaff);
    const taken = await takeOffer(t, await offerTokenSentTo(t, 'maria@example.com'));
    expect(taken.json().data.accessCode).toBe(maria);
    expect(await timeOf(jose)).toBe('2026-11-24T09:15:00-06:00');
    expect(await timeOf(maria)).toBe('2026-11-24T12:00:00-06:00');
  });

  it('a closure of a month and more, or with a reason of a page, is refused', async () => {
    const long = await closeBellevue(t, staff.operator, {
      startsAt: MORNING.startsAt,
      endsAt: '2027-11-24T15:00:00.000Z',
    });
    expect([long.statusCode, long.json().errors[0].code]).toEqual([400, 'CLOSURE_RANGE_INVALID']);
    const wordy = await closeBellevue(t, staff.operator, MORNING, 'x'.repeat(5000));
    expect(wordy.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/closures',
      headers: staff.bellevueStaff.headers,
      payload: { locationId: 'no-such-location', ...MORNING, reason: 'x' },
    });
    expect(unknown.statusCode).toBe(403);
    expect(await closedSlots()).toEqual([]);
    expect(ARVADA).not.toBe(BELLEVUE);
  });

  const removalRequest = async (identifier: string) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/provider_registrations',
      payload: {
        requestType: 'edit',
        listing: { identifierType: 'locationId', identifier },
        contact: { contactType: 'owner', firstName: 'Ana', lastName: 'Reyes', email: 'ana@rx.example' },
        reason: 'New phone number.',
      },
    });
    return (await t.database.db.selectFrom('provider_registrations').select('id').executeTakeFirstOrThrow()).id;
  };

  it('places per slot set negative, zero or huge on an approval are refused, and nothing is listed or changed', async () => {
    const id = await removalRequest(BELLEVUE);
    for (const capacity of [-1, 0, 1_000_000_000, 2.5]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/listing-requests/${id}/approve`,
        headers: staff.operator.headers,
        payload: { capacity },
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await t.database.db.selectFrom('listing_request_decisions').selectAll().execute()).toEqual([]);
    const location = await t.database.db
      .selectFrom('locations')
      .select('capacity')
      .where('id', '=', BELLEVUE)
      .executeTakeFirstOrThrow();
    expect(Number(location.capacity)).toBe(2);
  });

  it('two operators approving one request at once: one answer changes the listing, the other is refused', async () => {
    const id = await removalRequest(BELLEVUE);
    const second = await invited(t, staff.operator, {
      email: 'ops2@vaxnear.example',
      role: 'operator',
      retailer: null,
    });
    const [a, b] = await Promise.all(
      [staff.operator, second].map((who, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/staff/listing-requests/${id}/approve`,
          headers: who.headers,
          payload: { changes: { phone: `402-555-010${i}` } },
        }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    expect(await t.database.db.selectFrom('listing_request_decisions').selectAll().execute()).toHaveLength(1);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'listing_request_decision')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('places per slot set negative, zero, fractional or huge are refused, and no slot changes', async () => {
    for (const capacity of [-1, 0, 2.5, 1_000_000_000, '3']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/capacity-changes',
        headers: staff.operator.headers,
        payload: { locationId: BELLEVUE, from: '2026-11-25', capacity },
      });
      expect([capacity, res.statusCode]).toEqual([capacity, 400]);
    }
    expect(await t.database.db.selectFrom('slot_usage').selectAll().execute()).toEqual([]);
  });
});
