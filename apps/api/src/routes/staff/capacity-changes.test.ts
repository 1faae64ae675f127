// Places per slot from a date on (decision 259), on both databases: the days before keep their places, the slots from
// the date take the new number at once in availability, a slot never drops below the people already booked in it,
// and a closed slot stays closed when the number rises.
import { describe, expect, it } from 'vitest';
import { bookHeld, bookingBody } from '../../modules/bookings/test-fixtures.ts';
import {
  bookAtBellevue,
  BELLEVUE,
  closeBellevue,
  countersMatchBookings,
  freePlaces,
  seedClosureWorld,
  type ClosureStaff,
} from '../../test/closure-fixtures.ts';
import { appPerTest, dialects } from '../../test/dialects.ts';

describe.each(dialects)('places per slot from a date on ($name)', (dialect) => {
  let staff: ClosureStaff;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
  });
  const change = (from: string, capacity: number, who = staff.bellevueStaff) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/capacity-changes',
      headers: who.headers,
      payload: { locationId: BELLEVUE, from, capacity },
    });

  it('raises the places from a date on, and leaves the days before as they were', async () => {
    const res = await change('2026-11-25', 4);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ locationId: BELLEVUE, from: '2026-11-25', capacity: 4, overbooked: [] });
    expect((await freePlaces(t, '2026-11-24')).get('2026-11-24T15:00:00.000Z')).toBe(2);
    expect((await freePlaces(t, '2026-11-25')).get('2026-11-25T15:00:00.000Z')).toBe(4);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('action', '=', 'schedule.capacity')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toMatchObject({ capacity: [2, 4], from: '2026-11-25' });
  });

  it('lowers them below what is booked: that slot keeps its people and takes no one new; nobody is moved', async () => {
    await bookAtBellevue(t, ['2026-11-25T15:00:00.000Z', '2026-11-25T15:00:00.000Z'], { email: 'family@example.com' });
    const res = await change('2026-11-25', 1);
    expect(res.json().data.overbooked).toEqual([{ startsAt: '2026-11-25T15:00:00.000Z', booked: 2 }]);
    const free = await freePlaces(t, '2026-11-25');
    expect([free.has('2026-11-25T15:00:00.000Z'), free.get('2026-11-25T15:15:00.000Z')]).toEqual([false, 1]);
    const late = await bookHeld(
      t.app,
      bookingBody([{ place: 'cvsBellevue', slot: '2026-11-25T15:00:00.000Z', user: { firstName: 'Late' } }]),
    );
    expect(late.statusCode).toBe(409);
    await countersMatchBookings(t);
  });

  it('keeps a closed slot closed when the places rise', async () => {
    await closeBellevue(t, staff.bellevueStaff, {
      startsAt: '2026-11-26T15:00:00.000Z',
      endsAt: '2026-11-26T16:00:00.000Z',
    });
    await change('2026-11-24', 5);
    const free = await freePlaces(t, '2026-11-26');
    expect([free.has('2026-11-26T15:00:00.000Z'), free.get('2026-11-26T16:00:00.000Z')]).toEqual([false, 5]);
  });

  it('refuses a date in the past or past the horizon, and other pharmacies’ staff', async () => {
    expect((await change('2026-11-20', 3)).json().errors[0].code).toBe('CAPACITY_DATE_INVALID');
    expect((await change('2027-11-20', 3)).json().errors[0].code).toBe('CAPACITY_DATE_INVALID');
    expect((await change('2026-11-25', 3, staff.arvadaStaff)).statusCode).toBe(403);
    expect((await change('2026-11-25', 3, staff.albertsonsAdmin)).statusCode).toBe(403);
    expect((await freePlaces(t, '2026-11-25')).get('2026-11-25T15:00:00.000Z')).toBe(2);
  });
});
