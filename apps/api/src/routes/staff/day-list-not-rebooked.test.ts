// The day list shows who was told of a closure and has not yet rebooked (issue 26), on both databases: flagged while
// still at the closed time, not once moved, and not after the closure is reopened.
import { describe, expect, it } from 'vitest';
import {
  bookAtBellevue,
  BELLEVUE,
  closeBellevue,
  MORNING,
  offerTokenSentTo,
  seedClosureWorld,
  takeOffer,
  type ClosureStaff,
} from '../../test/closure-fixtures.ts';
import { appPerTest, dialects } from '../../test/dialects.ts';

describe.each(dialects)('the day list’s not yet rebooked flag ($name)', (dialect) => {
  let staff: ClosureStaff;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
  });
  const flags = async (date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/locations/${BELLEVUE}/day/${date}`,
      headers: staff.bellevueStaff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as Array<{ firstName: string; time: string; notRebooked?: boolean }>;
    return rows.map((r) => [r.firstName, new Date(r.time).toISOString(), r.notRebooked === true]);
  };

  it('flags the people still booked in a closure, and drops the flag once they move', async () => {
    await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'told@example.com' });
    await bookAtBellevue(t, ['2026-11-24T19:00:00.000Z'], { email: 'afternoon@example.com' });
    expect((await closeBellevue(t, staff.bellevueStaff)).statusCode).toBe(201);
    const before = await flags('2026-11-24');
    expect(before.map((r) => r[2])).toEqual([true, false]);
    expect((await takeOffer(t, await offerTokenSentTo(t, 'told@example.com'))).statusCode).toBe(200);
    const after = await flags('2026-11-24');
    expect(after.every((r) => r[2] === false)).toBe(true);
    expect(after.some((r) => (r[1] as string) >= MORNING.endsAt || (r[1] as string) < MORNING.startsAt)).toBe(true);
  });

  it('drops the flag when the closure is reopened', async () => {
    await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'told@example.com' });
    const closure = (await closeBellevue(t, staff.bellevueStaff)).json().data as { id: string };
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/closures/${closure.id}/reopen`,
      headers: staff.bellevueStaff.headers,
    });
    expect((await flags('2026-11-24')).map((r) => r[2])).toEqual([false]);
  });
});
