// Opening hours and slot length from a date on (decision 274), on both databases: the days before keep their hours,
// the new ones show at once in availability (lunch breaks and 24-hour days included), the people booked at a time that
// no longer exists are told and offered a held time of the new hours, as a closure's are, nobody can book a vanished
// time, and a staff closure stays closed under the new hours.
import { describe, expect, it } from 'vitest';
import { bookHeld, bookingBody } from '../../modules/bookings/test-fixtures.ts';
import {
  bookAtBellevue,
  BELLEVUE,
  closeBellevue,
  closureMailsTo,
  countersMatchBookings,
  freePlaces,
  offerTokenSentTo,
  seedClosureWorld,
  takeOffer,
  type ClosureStaff,
} from '../../test/closure-fixtures.ts';
import { appPerTest, dialects } from '../../test/dialects.ts';

const EVERY_DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const TEN_TO_TWO_WITH_LUNCH = {
  days: EVERY_DAY,
  open24Hours: false,
  start: '10:00',
  end: '14:00',
  lunchStart: '12:00',
  lunchEnd: '13:00',
};

describe.each(dialects)('opening hours and slot length from a date on ($name)', (dialect) => {
  let staff: ClosureStaff;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
  });
  const change = (
    body: { from: string; slotMinutes?: number; schedules?: unknown[]; reason?: string },
    who = staff.bellevueStaff,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/hours-changes',
      headers: who.headers,
      payload: {
        locationId: BELLEVUE,
        slotMinutes: 20,
        schedules: [TEN_TO_TWO_WITH_LUNCH],
        reason: 'Shorter hours this winter',
        ...body,
      },
    });
  const startsOn = async (date: string) => [...(await freePlaces(t, date)).keys()];

  it('changes the hours and slot length from the date on, lunch break included, and leaves the days before', async () => {
    const res = await change({ from: '2026-11-25' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ from: '2026-11-25', slotMinutes: 20, displaced: 0, closureId: null });
    // Bellevue is in Chicago (UTC-6): 09:00 local is 15:00Z.
    const before = await startsOn('2026-11-24');
    expect([before[0], before.length]).toEqual(['2026-11-24T15:00:00.000Z', 32]);
    expect(await startsOn('2026-11-25')).toEqual([
      '2026-11-25T16:00:00.000Z',
      '2026-11-25T16:20:00.000Z',
      '2026-11-25T16:40:00.000Z',
      '2026-11-25T17:00:00.000Z',
      '2026-11-25T17:20:00.000Z',
      '2026-11-25T17:40:00.000Z',
      '2026-11-25T19:00:00.000Z',
      '2026-11-25T19:20:00.000Z',
      '2026-11-25T19:40:00.000Z',
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'changes'])
      .where('action', '=', 'schedule.hours')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toMatchObject({ from: '2026-11-25', slotMinutes: [15, 20] });
  });

  it('opens a 24-hour day from midnight to the last slot before midnight', async () => {
    await change({ from: '2026-11-26', slotMinutes: 30, schedules: [{ days: EVERY_DAY, open24Hours: true }] });
    const starts = await startsOn('2026-11-26');
    expect([starts[0], starts.at(-1), starts.length]).toEqual([
      '2026-11-26T06:00:00.000Z',
      '2026-11-27T05:00:00.000Z',
      47,
    ]);
  });

  it('tells the people at a time that no longer exists, holds them a time of the new hours, and moves them in one step', async () => {
    await bookAtBellevue(t, ['2026-11-25T15:00:00.000Z', '2026-11-25T15:00:00.000Z'], {
      email: 'party@example.com',
      locale: 'es',
    });
    await bookAtBellevue(t, ['2026-11-25T16:00:00.000Z'], { email: 'stays@example.com' });
    const res = await change({ from: '2026-11-25' });
    expect(res.json().data).toMatchObject({ displaced: 2, offered: 2 });
    const closureId = res.json().data.closureId as string;
    expect(closureId).toBeTruthy();
    expect((await closureMailsTo(t, 'stays@example.com')).length).toBe(0);
    const [mail] = await closureMailsTo(t, 'party@example.com');
    expect(mail!.text_body).toContain('Shorter hours this winter');

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/closures?locationId=${BELLEVUE}`,
      headers: staff.bellevueStaff.headers,
    });
    expect(listed.json().data.find((c: { id: string }) => c.id === closureId)).toMatchObject({
      cause: 'schedule_change',
      notRebooked: 2,
    });
    // The nearest time of the new hours with room for both: 10:00 has one place left, 10:20 has two.
    const taken = await takeOffer(t, await offerTokenSentTo(t, 'party@example.com'));
    expect(taken.statusCode, taken.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('appointments')
      .select('starts_at')
      .where('status', '=', 'booked')
      .where('starts_at', '<', '2026-11-25T16:00:00.000Z')
      .execute();
    expect(rows).toEqual([]);
    const moved = await t.database.db
      .selectFrom('appointments')
      .select('starts_at')
      .where('starts_at', '=', '2026-11-25T16:20:00.000Z')
      .execute();
    expect(moved.length).toBe(2);
    const people = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/closures/${closureId}/people`,
      headers: staff.bellevueStaff.headers,
    });
    expect(people.json().data.map((p: { state: string }) => p.state)).toEqual(['moved', 'moved']);
    await countersMatchBookings(t);
  });

  it('refuses a booking at a time the new hours no longer open', async () => {
    await change({ from: '2026-11-25' });
    const late = await bookHeld(
      t.app,
      bookingBody([{ place: 'cvsBellevue', slot: '2026-11-25T15:00:00.000Z', user: { firstName: 'Late' } }]),
    );
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
    await countersMatchBookings(t);
  });

  it('keeps a staff closure closed over the new hours’ times', async () => {
    const closed = await closeBellevue(t, staff.bellevueStaff, {
      startsAt: '2026-11-26T16:00:00.000Z',
      endsAt: '2026-11-26T17:00:00.000Z',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    await change({ from: '2026-11-26' });
    const starts = await startsOn('2026-11-26');
    expect(starts[0]).toBe('2026-11-26T17:00:00.000Z');
    expect(starts).not.toContain('2026-11-26T16:20:00.000Z');
  });

  it('cannot reopen the times a change of hours closed', async () => {
    await bookAtBellevue(t, ['2026-11-25T15:00:00.000Z'], { email: 'one@example.com' });
    const closureId = (await change({ from: '2026-11-25' })).json().data.closureId as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/closures/${closureId}/reopen`,
      headers: staff.bellevueStaff.headers,
    });
    expect([res.statusCode, res.json().errors[0].code]).toEqual([409, 'CLOSURE_NOT_REOPENABLE']);
  });

  it('refuses a date in the past or past the horizon, hours that end before they start, and other pharmacies’ staff', async () => {
    expect((await change({ from: '2026-11-20' })).json().errors[0].code).toBe('HOURS_DATE_INVALID');
    expect((await change({ from: '2027-11-20' })).json().errors[0].code).toBe('HOURS_DATE_INVALID');
    const backwards = await change({
      from: '2026-11-25',
      schedules: [{ days: EVERY_DAY, open24Hours: false, start: '14:00', end: '10:00' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect((await change({ from: '2026-11-25', slotMinutes: 17 })).statusCode).toBe(400);
    expect((await change({ from: '2026-11-25' }, staff.arvadaStaff)).statusCode).toBe(403);
    expect((await change({ from: '2026-11-25' }, staff.albertsonsAdmin)).statusCode).toBe(403);
    expect((await startsOn('2026-11-25'))[0]).toBe('2026-11-25T15:00:00.000Z');
  });
});
