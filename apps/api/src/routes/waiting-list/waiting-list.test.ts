import { describe, expect, it } from 'vitest';
import { appPerTest, dialects } from '../../test/dialects.ts';
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
} from '../../test/waitlist-fixtures.ts';
import { newClientCookie } from '../../modules/bookings/test-fixtures.ts';
import { firstOperator } from '../../test/staff-sessions.ts';

const ANA = { email: 'ana@example.com', firstName: 'Ana' };
const BEA = { email: 'bea@example.com', firstName: 'Bea' };
const CAL = { email: 'cal@example.com', firstName: 'Cal' };

describe.each(dialects)('waiting list ($name)', (dialect) => {
  const t = appPerTest(dialect, {}, seedWaitlistWorld);

  const offersTo = (email: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('kind', '=', 'waitlist_offer')
      .where('recipient', '=', email)
      .execute();
  const holdAtTen = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: slotId('safewayAlliance', TEN) },
      headers: { cookie: newClientCookie() },
    });

  it('offers a cancelled place to the longest-waiting match, holds it, and books it from the e-mail link', async () => {
    const taken = await bookStranger(t);
    // Cal waited longest but wants mornings before 09:00 only; Ana next, matching; Bea after her.
    await joinAndConfirm(t, joinBody(CAL, { fromMinute: 0, toMinute: 9 * 60 }));
    await joinAndConfirm(t, joinBody(ANA));
    await joinAndConfirm(t, joinBody(BEA));
    // Someone who never confirmed is not on the list.
    await join(t, joinBody({ email: 'dee@example.com', firstName: 'Dee' }));
    await cancel(t, taken);
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    expect(await offersTo('cal@example.com')).toEqual([]);
    expect(await offersTo('bea@example.com')).toEqual([]);
    expect(await offersTo('dee@example.com')).toEqual([]);
    const [offer] = await offersTo('ana@example.com');
    expect(offer!.subject).toBe('A vaccine appointment is held for you at Safeway #549');
    // The place is held: nobody else can hold it meanwhile.
    expect((await holdAtTen()).statusCode).toBe(409);
    const token = await waitlistToken(t, ANA.email, 'offer');
    const view = await t.app.inject({ method: 'POST', url: '/api/v1/waitlist/offers/view', payload: { token } });
    expect(view.json().data).toMatchObject({ status: 'offered', firstName: 'Ana', kind: 'flu', startsAt: TEN });
    const booked = await takeOffer(t, token, offerBooking(ANA));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.registration.appointments[0].status).toBe('booked');
    const after = await t.app.inject({ method: 'POST', url: '/api/v1/waitlist/offers/view', payload: { token } });
    expect(after.json().data.status).toBe('taken');
  });

  it('passes an offer nobody took in time to the next person', async () => {
    const taken = await bookStranger(t);
    await joinAndConfirm(t, joinBody(ANA));
    await joinAndConfirm(t, joinBody(BEA));
    await cancel(t, taken);
    await pass(t);
    expect(await offersTo('ana@example.com')).toHaveLength(1);
    t.clock.advance(31 * 60_000);
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 1 });
    expect(await offersTo('bea@example.com')).toHaveLength(1);
    const late = await takeOffer(t, await waitlistToken(t, ANA.email, 'offer'), offerBooking(ANA));
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('WAITLIST_OFFER_GONE');
    const booked = await takeOffer(t, await waitlistToken(t, BEA.email, 'offer'), offerBooking(BEA));
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it('keeps a person who declines on the list and offers the place to the next', async () => {
    const taken = await bookStranger(t);
    await joinAndConfirm(t, joinBody(ANA));
    await joinAndConfirm(t, joinBody(BEA));
    await cancel(t, taken);
    await pass(t);
    const token = await waitlistToken(t, ANA.email, 'offer');
    const declined = await t.app.inject({ method: 'POST', url: '/api/v1/waitlist/offers/decline', payload: { token } });
    expect(declined.json().data.status).toBe('declined');
    await pass(t);
    expect(await offersTo('bea@example.com')).toHaveLength(1);
    const manage = await waitlistToken(t, ANA.email, 'manage');
    const entries = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist/entries/view',
      payload: { token: manage },
    });
    expect(entries.json().data).toMatchObject([{ kind: 'flu', status: 'active' }]);
  });

  it('never offers one place twice when two workers run at once', async () => {
    const taken = await bookStranger(t);
    await joinAndConfirm(t, joinBody(ANA));
    await joinAndConfirm(t, joinBody(BEA));
    await cancel(t, taken);
    // A second record of the same opened place, as a retried change could leave.
    await t.database.db
      .insertInto('waitlist_openings')
      .values({
        id: 'duplicate',
        location_id: 'vgov-albertsons-549-ne',
        starts_at: TEN,
        reason: 'cancellation',
        opened_at: '2026-11-23T14:00:00.000Z',
        created_at: '2026-11-23T14:00:00.000Z',
        status: 'open',
      })
      .execute();
    const results = await Promise.all([pass(t), pass(t), pass(t)]);
    expect(results.reduce((n, r) => n + r.offered, 0)).toBe(1);
    const offers = await t.database.db.selectFrom('waitlist_offers').selectAll().execute();
    expect(offers).toHaveLength(1);
    // The offer's own hold: one (the booking that freed the place left only its spent hold behind).
    const holds = await t.database.db
      .selectFrom('holds')
      .selectAll()
      .where('client_id', 'like', 'waitlist-offer:%')
      .execute();
    expect(holds).toHaveLength(1);
  });

  it('lets a person see and leave their entries from the signed link, and a held offer goes on', async () => {
    const taken = await bookStranger(t);
    await joinAndConfirm(t, joinBody(ANA, { kinds: ['flu', 'covid_19'] }));
    await joinAndConfirm(t, joinBody(BEA));
    await cancel(t, taken);
    await pass(t);
    const manage = await waitlistToken(t, ANA.email, 'manage');
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist/entries/leave',
      payload: { token: manage },
    });
    expect(left.json().data.map((e: { status: string }) => e.status)).toEqual(['left', 'left']);
    await pass(t);
    expect(await offersTo('bea@example.com')).toHaveLength(1);
  });

  it('does not offer a place to someone the booking rules would refuse', async () => {
    const taken = await bookStranger(t);
    // RSV is for people of 50 and over (or in pregnancy): Cal, 30 and waiting longest for RSV, is not offered it.
    await joinAndConfirm(t, joinBody(CAL, { kinds: ['rsv'], dateOfBirth: '01/01/1996' }));
    await joinAndConfirm(t, joinBody(ANA));
    await cancel(t, taken);
    await pass(t);
    expect(await offersTo('cal@example.com')).toEqual([]);
    expect(await offersTo('ana@example.com')).toHaveLength(1);
  });

  it('asks a person who let three offers lapse whether to stay, and keeps them on once they say yes', async () => {
    const starts = ['2026-11-24T17:00:00.000Z', '2026-11-24T17:15:00.000Z', '2026-11-24T17:30:00.000Z'];
    const codes = [];
    for (const start of starts) codes.push(await bookStranger(t, start));
    await joinAndConfirm(t, joinBody(ANA));
    for (const code of codes) await cancel(t, code);
    await pass(t);
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(31 * 60_000);
      await pass(t);
    }
    expect(await offersTo('ana@example.com')).toHaveLength(3);
    const asked = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('kind', '=', 'waitlist_paused')
      .execute();
    expect(asked).toEqual([{ subject: 'Do you still want a vaccine appointment?' }]);
    const manage = await waitlistToken(t, ANA.email, 'manage');
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist/entries/view',
      payload: { token: manage },
    });
    expect(view.json().data[0].status).toBe('paused');
    const stay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist/entries/stay',
      payload: { token: manage },
    });
    expect(stay.json().data[0].status).toBe('active');
  });

  it('shows operators how many wait, what was offered and taken, and counts it in the metrics', async () => {
    const operator = await firstOperator(t);
    const taken = await bookStranger(t);
    await joinAndConfirm(t, joinBody(ANA));
    await joinAndConfirm(t, joinBody(BEA, { kinds: ['flu', 'covid_19'] }));
    await cancel(t, taken);
    await pass(t);
    t.clock.advance(5 * 60_000);
    expect((await takeOffer(t, await waitlistToken(t, ANA.email, 'offer'), offerBooking(ANA))).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/waitlist/summary', headers: operator.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      waiting: [
        { area: '42,-103', kind: 'covid_19', people: 1 },
        { area: '42,-103', kind: 'flu', people: 1 },
      ],
      offers: { taken: 1 },
      medianRefillSeconds: 300,
    });
    const metrics = await t.app.metrics.registry.getSingleMetricAsString('vaxnear_waitlist_offers_total');
    expect(metrics).toContain('vaxnear_waitlist_offers_total{outcome="offered"} 1');
    expect(metrics).toContain('vaxnear_waitlist_offers_total{outcome="taken"} 1');
  });

  it('offers the old time of a booking that moved, and nothing for a time nobody suits until someone joins', async () => {
    const taken = await bookStranger(t);
    const registration = await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${taken}` });
    const appointmentId = registration.json().data.registration.appointments[0].id as string;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${taken}/reschedule`,
      payload: {
        appointments: [{ id: appointmentId, timeSlotId: slotId('safewayAlliance', '2026-11-24T19:00:00.000Z') }],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Nobody waits yet: the opened place stays open for whoever joins.
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
    await joinAndConfirm(t, joinBody(ANA));
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    const token = await waitlistToken(t, ANA.email, 'offer');
    const view = await t.app.inject({ method: 'POST', url: '/api/v1/waitlist/offers/view', payload: { token } });
    expect(view.json().data).toMatchObject({ status: 'offered', startsAt: TEN });
  });
});
