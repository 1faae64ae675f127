// Attacks on the day list and the counter's calls (docs/security.md, "Attacks, before and after"; decisions 243 and
// 244), one test per attack, on both databases.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../test/dialects.ts';
import {
  ARVADA,
  attendanceUrl,
  BELLEVUE,
  book,
  cancelUrl,
  dayListUrl,
  NINE,
  staffDay,
  type StaffDay,
} from '../test/day-list-fixtures.ts';
import { cookieHeader } from '../test/staff-sessions.ts';

describe.each(dialects)('day list attacks on $name', (dialect) => {
  let s: StaffDay;
  let bellevue: Awaited<ReturnType<typeof book>>;

  beforeAll(async () => {
    s = await staffDay(dialect);
    bellevue = await book(s.t, [{ place: 'cvsBellevue', slot: NINE }], { email: 'maria@example.com' });
  });
  afterAll(async () => {
    await s.t.close();
  });

  const attendanceOf = async (id: string) =>
    (
      await s.t.database.db
        .selectFrom('appointments')
        .select(['attendance', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).attendance;

  it('another location’s staff cannot read this location’s day list, and leave no read in the audit log', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: dayListUrl(BELLEVUE), headers: s.arvadaStaff.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('STAFF_FORBIDDEN');
    expect(res.body).not.toContain('Lopez');
    const reads = await s.t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'day_list.read')
      .where('record_id', '=', BELLEVUE)
      .execute();
    expect(reads).toEqual([]);
  });

  it('another location’s staff cannot check in, mark or cancel this location’s appointment', async () => {
    const id = bellevue.appointments[0]!.id;
    for (const [url, payload] of [
      [attendanceUrl(id), { to: 'checked_in' }],
      [cancelUrl(id), { reason: 'other' }],
    ] as const) {
      const res = await s.t.app.inject({ method: 'POST', url, headers: s.arvadaStaff.headers, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('STAFF_APPOINTMENT_NOT_FOUND');
    }
    expect(await attendanceOf(id)).toBe('expected');
  });

  it('enumerating appointment ids tells an existing one elsewhere from a made-up one in no way', async () => {
    const real = await s.t.app.inject({
      method: 'POST',
      url: attendanceUrl(bellevue.appointments[0]!.id),
      headers: s.arvadaStaff.headers,
      payload: { to: 'checked_in' },
    });
    const answers = [real];
    for (const id of [crypto.randomUUID(), crypto.randomUUID(), 'a'.repeat(100)])
      answers.push(
        await s.t.app.inject({
          method: 'POST',
          url: attendanceUrl(id),
          headers: s.arvadaStaff.headers,
          payload: { to: 'checked_in' },
        }),
      );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
  });

  it('a cross-site request with a staff member’s cookie changes nothing', async () => {
    const id = bellevue.appointments[0]!.id;
    const cookie = `vaxnear_staff=${s.bellevueStaff.cookie}`;
    for (const headers of [
      { cookie },
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { cookie, 'sec-fetch-site': 'same-site' },
    ]) {
      for (const [url, payload] of [
        [attendanceUrl(id), { to: 'checked_in' }],
        [cancelUrl(id), { reason: 'other' }],
      ] as const) {
        const res = await s.t.app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode).toBe(403);
        expect(res.json().errors[0].code).toBe('STAFF_CROSS_SITE_REQUEST');
      }
    }
    expect(await attendanceOf(id)).toBe('expected');
    expect(
      (await s.t.database.db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status,
    ).toBe('booked');
    // The same cookie from the staff pages works: the refusal was the cross-site check's.
    const ok = await s.t.app.inject({
      method: 'POST',
      url: attendanceUrl(id),
      headers: cookieHeader(s.t, s.bellevueStaff.cookie),
      payload: { to: 'checked_in' },
    });
    expect(ok.statusCode).toBe(200);
    await s.t.app.inject({
      method: 'POST',
      url: attendanceUrl(id),
      headers: s.bellevueStaff.headers,
      payload: { to: 'expected' },
    });
  });

  it('a cancelled booking’s attendance cannot be changed', async () => {
    const other = await book(s.t, [{ place: 'cvsBellevue', slot: NINE, user: { firstName: 'Jorge' } }], {
      email: 'jorge@example.com',
    });
    const id = other.appointments[0]!.id;
    const cancelled = await s.t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${other.accessCode}/cancel`,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    for (const to of ['checked_in', 'no_show', 'expected']) {
      const res = await s.t.app.inject({
        method: 'POST',
        url: attendanceUrl(id),
        headers: s.bellevueStaff.headers,
        payload: { to, ...(to === 'not_given' ? { reason: 'other' } : {}) },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('APPOINTMENT_CANCELLED');
    }
    expect(await attendanceOf(id)).toBe('expected');
  });

  it('a location’s staff cannot widen their reach through the locations list', async () => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/locations?q=cvs',
      headers: s.bellevueStaff.headers,
    });
    expect(res.json().data.map((l: { id: string }) => l.id)).toEqual([BELLEVUE]);
    expect(res.body).not.toContain(ARVADA);
  });
});
