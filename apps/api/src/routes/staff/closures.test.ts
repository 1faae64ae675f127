// Closures (decision 258) against bookings, holds and party bookings, on both databases: no new place in a closed
// range, everyone booked there told in their language with a held time, taking it in one step, expiry, reopening.
import { describe, expect, it } from 'vitest';
import { bookHeld, bookingBody, newClientCookie, slotId } from '../../modules/bookings/test-fixtures.ts';
import {
  bookAtBellevue,
  BELLEVUE,
  closeBellevue,
  closureMailsTo,
  countersMatchBookings,
  freePlaces,
  MORNING,
  offerTokenSentTo,
  seedClosureWorld,
  takeOffer,
  type ClosureStaff,
} from '../../test/closure-fixtures.ts';
import { appPerTest, dialects } from '../../test/dialects.ts';

describe.each(dialects)('closures ($name)', (dialect) => {
  let staff: ClosureStaff;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
  });
  const manage = (accessCode: string) => t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}` });
  const timesOf = async (accessCode: string) =>
    ((await manage(accessCode)).json().data.registration.appointments as Array<{ time: string; status: string }>).map(
      (a) => [new Date(a.time).toISOString(), a.status],
    );

  it('closes a morning: nothing can be held or booked in it, and everyone booked there is told in their language', async () => {
    const maria = await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    await bookAtBellevue(t, ['2026-11-24T15:15:00.000Z'], { email: 'jose@example.com', locale: 'es' });
    const res = await closeBellevue(t, staff.bellevueStaff);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ ...MORNING, bookings: 2, offered: 2, notRebooked: 2, reopenedAt: null });

    const free = await freePlaces(t, '2026-11-24');
    expect([...free.keys()].filter((s) => s >= MORNING.startsAt && s < MORNING.endsAt)).toEqual([]);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: slotId('cvsBellevue', '2026-11-24T16:30:00.000Z') },
      headers: { cookie: newClientCookie() },
    });
    expect([hold.statusCode, hold.json().errors[0].code]).toEqual([409, 'TIME_SLOT_TAKEN']);
    const booking = await bookHeld(t.app, bookingBody([{ place: 'cvsBellevue', slot: '2026-11-24T16:30:00.000Z' }]));
    expect(booking.statusCode).toBe(409);

    const [english] = await closureMailsTo(t, 'maria@example.com');
    expect(english!.subject).toBe('Your vaccine appointment at CVS Pharmacy #16867 has to move');
    expect(english!.text_body).toContain('Pharmacist out sick');
    expect(english!.text_body).toContain('We are holding another time for you at the same pharmacy');
    expect(english!.text_body).toContain(`/schedule/manage?accessCode=${maria}`);
    const [spanish] = await closureMailsTo(t, 'jose@example.com');
    expect(spanish!.subject).toBe('Su cita de vacunación en CVS Pharmacy #16867 tiene que cambiar');
    expect(spanish!.text_body).toContain('/es/schedule/closure-offer?token=');
    await countersMatchBookings(t);
  });

  it('holds the nearest free time for each booking: the held places count against capacity until taken', async () => {
    await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    await bookAtBellevue(t, ['2026-11-24T15:15:00.000Z'], { email: 'jose@example.com' });
    expect((await freePlaces(t, '2026-11-24')).get('2026-11-24T18:00:00.000Z')).toBe(2);
    await closeBellevue(t, staff.bellevueStaff);
    // Noon, the first open time after the closed morning, is held for both: nobody else sees it free.
    expect((await freePlaces(t, '2026-11-24')).has('2026-11-24T18:00:00.000Z')).toBe(false);
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/v1/closure_offers/view',
      payload: { token: await offerTokenSentTo(t, 'maria@example.com') },
    });
    expect(view.json().data).toMatchObject({
      status: 'offered',
      closedTimes: ['2026-11-24T15:00:00.000Z'],
      offeredTimes: ['2026-11-24T18:00:00.000Z'],
      expiresAt: '2026-11-24T18:00:00.000Z',
    });
  });

  it('takes the held time in one step: the booking moves, the closed place is given back, a second click answers the same', async () => {
    const maria = await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    await closeBellevue(t, staff.bellevueStaff);
    const token = await offerTokenSentTo(t, 'maria@example.com');
    const taken = await takeOffer(t, token);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ status: 'taken', accessCode: maria });
    expect(await timesOf(maria)).toEqual([['2026-11-24T18:00:00.000Z', 'booked']]);
    const closedSlot = await t.database.db
      .selectFrom('slot_usage')
      .selectAll()
      .where('location_id', '=', BELLEVUE)
      .where('starts_at', '=', '2026-11-24T15:00:00.000Z')
      .executeTakeFirstOrThrow();
    expect(Number(closedSlot.booked)).toBe(0);
    // The place given back stays closed: nobody else can take it.
    expect((await freePlaces(t, '2026-11-24')).has('2026-11-24T15:00:00.000Z')).toBe(false);
    // One of noon's two places is Maria's now, the other is free again: the offer's hold became her booking.
    expect((await freePlaces(t, '2026-11-24')).get('2026-11-24T18:00:00.000Z')).toBe(1);
    const again = await takeOffer(t, token);
    expect([again.statusCode, again.json().data.status]).toEqual([200, 'taken']);
    expect(await timesOf(maria)).toEqual([['2026-11-24T18:00:00.000Z', 'booked']]);
    const change = await t.database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('recipient', '=', 'maria@example.com')
      .where('kind', '=', 'booking_change')
      .execute();
    expect(change).toHaveLength(1);
    await countersMatchBookings(t);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/closures?locationId=${BELLEVUE}`,
      headers: staff.bellevueStaff.headers,
    });
    expect(list.json().data[0]).toMatchObject({ bookings: 1, notRebooked: 0 });
  });

  it('moves a party together, to one time with room for all of them', async () => {
    const party = await bookAtBellevue(t, ['2026-11-24T16:00:00.000Z', '2026-11-24T16:00:00.000Z'], {
      email: 'family@example.com',
    });
    await bookAtBellevue(t, ['2026-11-24T18:00:00.000Z'], { email: 'noon@example.com' });
    await closeBellevue(t, staff.bellevueStaff);
    // Noon has one place left, too few for two: the party is offered 12:15 together.
    const taken = await takeOffer(t, await offerTokenSentTo(t, 'family@example.com'));
    expect(taken.json().data.offeredTimes).toEqual(['2026-11-24T18:15:00.000Z', '2026-11-24T18:15:00.000Z']);
    expect(await timesOf(party)).toEqual([
      ['2026-11-24T18:15:00.000Z', 'booked'],
      ['2026-11-24T18:15:00.000Z', 'booked'],
    ]);
    await countersMatchBookings(t);
  });

  it('lets an offer expire: its places are free again and the link says so; the person can still choose a time', async () => {
    const week = { startsAt: '2026-11-30T15:00:00.000Z', endsAt: '2026-11-30T18:00:00.000Z' };
    const maria = await bookAtBellevue(t, [week.startsAt], { email: 'maria@example.com' });
    await closeBellevue(t, staff.bellevueStaff, week);
    expect((await freePlaces(t, '2026-11-30')).get('2026-11-30T18:00:00.000Z')).toBe(1);
    t.clock.advance(49 * 3_600_000);
    expect((await freePlaces(t, '2026-11-30')).get('2026-11-30T18:00:00.000Z')).toBe(2);
    const late = await takeOffer(t, await offerTokenSentTo(t, 'maria@example.com'));
    expect([late.statusCode, late.json().errors[0].code]).toEqual([409, 'CLOSURE_OFFER_EXPIRED']);
    expect(await timesOf(maria)).toEqual([[week.startsAt, 'booked']]);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${maria}/reschedule`,
      payload: {
        appointments: [
          {
            id: (await manage(maria)).json().data.registration.appointments[0].id,
            timeSlotId: slotId('cvsBellevue', '2026-11-30T20:00:00.000Z'),
          },
        ],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await timesOf(maria)).toEqual([['2026-11-30T20:00:00.000Z', 'booked']]);
  });

  it('reopens: the times are bookable again, held offers are released, and the people still booked hear it stands', async () => {
    const maria = await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    const closed = (await closeBellevue(t, staff.bellevueStaff)).json().data;
    const token = await offerTokenSentTo(t, 'maria@example.com');
    const reopened = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/closures/${closed.id}/reopen`,
      headers: staff.cvsAdmin.headers,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data.reopenedAt).toBe('2026-11-23T14:00:00.000Z');
    const free = await freePlaces(t, '2026-11-24');
    expect([
      free.get('2026-11-24T15:00:00.000Z'),
      free.get('2026-11-24T16:00:00.000Z'),
      free.get('2026-11-24T18:00:00.000Z'),
    ]).toEqual([1, 2, 2]);
    const told = (await closureMailsTo(t, 'maria@example.com')).find((m) => m.kind === 'closure_reopened');
    expect(told!.subject).toBe('Your vaccine appointment at CVS Pharmacy #16867 can go ahead');
    const late = await takeOffer(t, token);
    expect([late.statusCode, late.json().errors[0].code]).toEqual([409, 'CLOSURE_OFFER_GONE']);
    expect(await timesOf(maria)).toEqual([['2026-11-24T15:00:00.000Z', 'booked']]);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/closures/${closed.id}/reopen`,
      headers: staff.cvsAdmin.headers,
    });
    expect([twice.statusCode, twice.json().errors[0].code]).toEqual([409, 'CLOSURE_ALREADY_REOPENED']);
    await countersMatchBookings(t);
  });

  it('lists who has not yet rebooked, and records the read and every change in the audit log', async () => {
    await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    const cancelled = await bookAtBellevue(t, ['2026-11-24T15:30:00.000Z'], { email: 'ann@example.com' });
    await bookAtBellevue(t, ['2026-11-24T16:00:00.000Z'], { email: 'ben@example.com' });
    const closed = (await closeBellevue(t, staff.bellevueStaff)).json().data;
    await takeOffer(t, await offerTokenSentTo(t, 'maria@example.com'));
    await t.app.inject({ method: 'POST', url: `/api/v1/registrations/${cancelled}/cancel`, payload: {} });
    const people = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/closures/${closed.id}/people`,
      headers: staff.bellevueStaff.headers,
    });
    expect(people.statusCode, people.body).toBe(200);
    expect(people.json().data.map((p: { closedTime: string; state: string }) => [p.closedTime, p.state])).toEqual([
      ['2026-11-24T15:00:00.000Z', 'moved'],
      ['2026-11-24T15:30:00.000Z', 'cancelled'],
      ['2026-11-24T16:00:00.000Z', 'still_booked_in_closure'],
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'record_id', 'retailer', 'changes'])
      .where('record_type', '=', 'location_closure')
      .orderBy('at')
      .orderBy('action')
      .execute();
    expect(audit.map((a) => [a.action, a.record_id, a.retailer])).toEqual([
      ['closure.create', closed.id, 'cvs'],
      ['closure.people.read', closed.id, 'cvs'],
    ]);
    expect(JSON.parse(audit[0]!.changes!)).toMatchObject({ reason: 'Pharmacist out sick', bookings: 3 });
  });

  it('refuses a range that is backwards, over, too long or too far ahead, and changes nothing', async () => {
    const cases = [
      [{ startsAt: MORNING.endsAt, endsAt: MORNING.startsAt }, 'endsAt'],
      [{ startsAt: '2026-11-20T15:00:00.000Z', endsAt: '2026-11-21T15:00:00.000Z' }, 'endsAt'],
      [{ startsAt: MORNING.startsAt, endsAt: '2027-01-24T15:00:00.000Z' }, 'endsAt'],
      [{ startsAt: '2027-11-24T15:00:00.000Z', endsAt: '2027-11-24T18:00:00.000Z' }, 'startsAt'],
    ] as const;
    for (const [range, field] of cases) {
      const res = await closeBellevue(t, staff.operator, range);
      expect([res.statusCode, res.json().errors[0].code, res.json().errors[0].field]).toEqual([
        400,
        'CLOSURE_RANGE_INVALID',
        field,
      ]);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/closures',
      headers: staff.operator.headers,
      payload: { locationId: BELLEVUE, ...MORNING, reason: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const rows = await t.database.db.selectFrom('location_closures').selectAll().execute();
    expect(rows).toEqual([]);
    expect(await t.database.db.selectFrom('holds').selectAll().execute()).toEqual([]);
  });

  it('races closures with holds, bookings and party bookings: nobody is left in a closed slot untold, no place lost or doubled', async () => {
    const starts = ['2026-11-24T15:00:00.000Z', '2026-11-24T15:15:00.000Z', '2026-11-24T16:45:00.000Z'];
    const racing = await Promise.all([
      ...starts.map((s) =>
        bookHeld(
          t.app,
          bookingBody([{ place: 'cvsBellevue', slot: s, user: { firstName: `Racer${s.slice(11, 16)}` } }], {
            email: `r${s.slice(11, 13)}${s.slice(14, 16)}@example.com`,
          }),
        ),
      ),
      bookHeld(
        t.app,
        bookingBody(
          [
            { place: 'cvsBellevue', slot: '2026-11-24T17:00:00.000Z', user: { firstName: 'PartyA' } },
            { place: 'cvsBellevue', slot: '2026-11-24T17:00:00.000Z', user: { firstName: 'PartyB' } },
          ],
          { email: 'party@example.com' },
        ),
      ),
      closeBellevue(t, staff.bellevueStaff),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        payload: { timeSlotId: slotId('cvsBellevue', '2026-11-24T16:00:00.000Z') },
        headers: { cookie: newClientCookie() },
      }),
    ]);
    for (const r of racing) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(racing[4]!.statusCode).toBe(201);
    // Every appointment still booked in the closed morning has a notice and an e-mail.
    const inside = await t.database.db
      .selectFrom('appointments')
      .select(['id', 'registration_id'])
      .where('status', '=', 'booked')
      .where('starts_at', '>=', MORNING.startsAt)
      .where('starts_at', '<', MORNING.endsAt)
      .execute();
    const notices = await t.database.db.selectFrom('closure_notices').select(['appointment_ids']).execute();
    const told = new Set(notices.flatMap((n) => JSON.parse(n.appointment_ids) as string[]));
    for (const a of inside) expect(told.has(a.id)).toBe(true);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'closure_notice')
      .execute();
    expect(mails).toHaveLength(notices.length);
    // No hold is left on a closed slot but the closure's own.
    const heldInside = await t.database.db
      .selectFrom('holds')
      .select('id')
      .where('starts_at', '>=', MORNING.startsAt)
      .where('starts_at', '<', MORNING.endsAt)
      .where('client_id', 'not like', 'closure:%')
      .execute();
    expect(heldInside).toEqual([]);
    await countersMatchBookings(t);
    // Each told booking takes its offer; the counters still match and nobody is left inside.
    for (const r of racing.slice(0, 4).filter((r) => r.statusCode === 200)) {
      const email = (
        await t.database.db
          .selectFrom('registrations')
          .select('email')
          .where('access_code', '=', r.json().data.registration.accessCode)
          .executeTakeFirstOrThrow()
      ).email;
      const taken = await takeOffer(t, await offerTokenSentTo(t, email));
      expect(taken.statusCode, taken.body).toBe(200);
    }
    await countersMatchBookings(t);
    const left = await t.database.db
      .selectFrom('appointments')
      .select('id')
      .where('status', '=', 'booked')
      .where('starts_at', '>=', MORNING.startsAt)
      .where('starts_at', '<', MORNING.endsAt)
      .execute();
    expect(left).toEqual([]);
  });
});
