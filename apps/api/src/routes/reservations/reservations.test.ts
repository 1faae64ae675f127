import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_HOLDS_PER_CLIENT } from '@vaxnear/domain/constants';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { countRows, insertPlaces, slotId } from '../../modules/bookings/test-fixtures.ts';

// Monday 2026-11-23 07:00 in Alliance NE (America/Denver); 10:00 there tomorrow is 17:00 UTC.
const TOMORROW_10AM = '2026-11-24T17:00:00.000Z';
const cookieOf = (name: string) => `vaxnear_client=${name.padEnd(22, 'x')}`;

describe.each(dialects)('holding time slots on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    await insertPlaces(t.database.db, { capacity: 2, places: ['safewayAlliance'] });
  });
  afterEach(async () => {
    await t?.close();
  });

  const hold = (cookie: string | null, timeSlotId = slotId('safewayAlliance', TOMORROW_10AM)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const release = (cookie: string | null, timeSlotIds: string[]) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/v1/reservations',
      payload: { timeSlotIds },
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('holds a slot for ten minutes and gives a new visitor an httpOnly client cookie', async () => {
    const res = await hold(null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { timeSlotId: slotId('safewayAlliance', TOMORROW_10AM), expiresAt: '2026-11-23T14:10:00.000Z' },
    });
    const cookie = res.cookies.find((c) => c.name === 'vaxnear_client');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('answers TIME_SLOT_TAKEN when every place of the slot is held by others', async () => {
    expect((await hold(cookieOf('a'))).statusCode).toBe(200);
    expect((await hold(cookieOf('b'))).statusCode).toBe(200);
    const res = await hold(cookieOf('c'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('TIME_SLOT_TAKEN');
  });

  it('renews rather than doubles a hold when the same visitor holds the same slot again', async () => {
    await hold(cookieOf('a'));
    t.clock.advance(5 * 60_000);
    const again = await hold(cookieOf('a'));
    expect(again.json().data.expiresAt).toBe('2026-11-23T14:15:00.000Z');
    expect((await hold(cookieOf('b'))).statusCode).toBe(200);
  });

  const extend = (cookie: string | null, timeSlotId = slotId('safewayAlliance', TOMORROW_10AM)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations/extend',
      payload: { timeSlotId },
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('gives a full hold from now when the person asks for more time', async () => {
    await hold(cookieOf('a'));
    t.clock.advance(8 * 60_000);
    const first = await extend(cookieOf('a'));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      timeSlotId: slotId('safewayAlliance', TOMORROW_10AM),
      expiresAt: '2026-11-23T14:18:00.000Z',
      extensionsLeft: 1,
    });
  });

  it('gives more time twice, never past 30 minutes from the first hold, then says why not', async () => {
    // With 15-minute holds a second full extension would run past the 30-minute ceiling.
    t.config.holdMinutes = 15;
    await hold(cookieOf('a'));
    t.clock.advance(12 * 60_000);
    expect((await extend(cookieOf('a'))).json().data).toMatchObject({
      expiresAt: '2026-11-23T14:27:00.000Z',
      extensionsLeft: 1,
    });
    t.clock.advance(14 * 60_000);
    expect((await extend(cookieOf('a'))).json().data).toMatchObject({
      expiresAt: '2026-11-23T14:30:00.000Z',
      extensionsLeft: 0,
    });
    t.clock.advance(60_000);
    const third = await extend(cookieOf('a'));
    expect(third.statusCode).toBe(409);
    expect(third.json().errors[0]).toMatchObject({
      code: 'HOLD_NOT_EXTENDABLE',
      message: expect.stringContaining('finish booking'),
    });
    // The hold ends at the ceiling: both places are free for others after it.
    t.clock.advance(3 * 60_000);
    expect((await hold(cookieOf('b'))).statusCode).toBe(200);
    expect((await hold(cookieOf('c'))).statusCode).toBe(200);
  });

  it("refuses to extend a hold that has ended or that is someone else's, changing nothing", async () => {
    await hold(cookieOf('a'));
    const stranger = await extend(cookieOf('b'));
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().errors[0]).toMatchObject({ code: 'HOLD_EXPIRED', field: 'timeSlotId' });
    expect((await extend(null)).json().errors[0].code).toBe('HOLD_EXPIRED');
    t.clock.advance(10 * 60_000);
    expect((await extend(cookieOf('a'))).json().errors[0].code).toBe('HOLD_EXPIRED');
    const bad = await extend(cookieOf('a'), 'not-a-slot');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'timeSlotId' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/reservations/extend', payload: { timeSlotId: 42 } }))
        .statusCode,
    ).toBe(400);
  });

  it('frees the place by itself once the hold expires', async () => {
    await hold(cookieOf('a'));
    await hold(cookieOf('b'));
    t.clock.advance(10 * 60_000);
    expect((await hold(cookieOf('c'))).statusCode).toBe(200);
    // The expired holds are gone from the table too, not only ignored.
    expect((await countRows(t.database.db)).holds).toBe(1);
  });

  it("refuses one hold more than a household's places and a couple of spares with a clear 429", async () => {
    for (let i = 0; i < MAX_HOLDS_PER_CLIENT; i += 1) {
      const res = await hold(
        cookieOf('a'),
        slotId('safewayAlliance', new Date(Date.parse(TOMORROW_10AM) + i * 15 * 60_000).toISOString()),
      );
      expect(res.statusCode).toBe(200);
    }
    const res = await hold(cookieOf('a'), slotId('safewayAlliance', '2026-11-24T22:00:00.000Z'));
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0]).toMatchObject({
      code: 'TOO_MANY_HOLDS',
      message: expect.stringContaining('release a time'),
    });
  });

  it('refuses slot ids that are malformed, unknown, past or outside opening hours, holding nothing', async () => {
    expect((await hold(cookieOf('a'), 'not a slot')).json().errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'timeSlotId',
    });
    expect((await hold(cookieOf('a'), 'vgov-nowhere.abc')).statusCode).toBe(404);
    const past = await hold(cookieOf('a'), slotId('safewayAlliance', '2026-11-23T13:00:00.000Z'));
    expect([past.statusCode, past.json().errors[0].code]).toEqual([400, 'TIME_SLOT_IN_PAST']);
    const night = await hold(cookieOf('a'), slotId('safewayAlliance', '2026-11-24T10:00:00.000Z'));
    expect([night.statusCode, night.json().errors[0].code]).toEqual([404, 'TIME_SLOT_NOT_FOUND']);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: {} });
    expect([missing.statusCode, missing.json().errors[0].field]).toEqual([400, 'timeSlotId']);
    expect((await countRows(t.database.db)).holds).toBe(0);
  });

  it("releases only the visitor's own hold, and releasing twice is fine", async () => {
    const id = slotId('safewayAlliance', TOMORROW_10AM);
    await hold(cookieOf('a'));
    await hold(cookieOf('b'));
    expect((await release(cookieOf('c'), [id])).statusCode).toBe(200);
    expect((await hold(cookieOf('c'))).statusCode).toBe(409);
    const first = await release(cookieOf('a'), [id]);
    expect(first.json()).toEqual({ data: { timeSlotIds: [id] } });
    expect((await release(cookieOf('a'), [id])).statusCode).toBe(200);
    expect((await release(null, [id])).statusCode).toBe(200);
    expect((await hold(cookieOf('c'))).statusCode).toBe(200);
  });
});
