import { describe, expect, it } from 'vitest';
import { appPerTest, dialects } from '../../test/dialects.ts';
import { solvedToken } from '../../test/bot-check-proof.ts';
import { insertPlaces, slotId } from '../../modules/bookings/test-fixtures.ts';

const timeSlotId = slotId('safewayAlliance', '2026-11-24T17:00:00.000Z');

describe.each(dialects)('the bot check on $name', (dialect) => {
  const t = appPerTest(dialect, { config: { botCheck: 'on' } }, (app) =>
    insertPlaces(app.database.db, { places: ['safewayAlliance'] }),
  );
  const hold = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'POST', url: `/api/v1/reservations${query}`, payload: { timeSlotId }, headers });

  it('lets a call through with a proof solved for its action, in the header or the query', async () => {
    // Solved once by altcha-lib's own solver, the widget's code (seconds); the other tests use the same search, faster.
    const library = dialect === dialects[0];
    expect(
      (await hold({ 'x-bot-check-token': await solvedToken(t.app, 'create_reservation', { library }) })).statusCode,
    ).toBe(200);
    expect(
      (await hold({}, `?botCheckToken=${encodeURIComponent(await solvedToken(t.app, 'create_reservation'))}`))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a call without a token with a 403 that says what to do', async () => {
    const res = await hold();
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({
      code: 'BOT_CHECK_FAILED',
      message: expect.stringContaining('x-bot-check-token'),
    });
  });

  it('refuses a proof solved for another action', async () => {
    const res = await hold({ 'x-bot-check-token': await solvedToken(t.app, 'delete_reservation') });
    expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'BOT_CHECK_FAILED']);
  });

  it('refuses a proof used a second time', async () => {
    const token = await solvedToken(t.app, 'create_reservation');
    expect((await hold({ 'x-bot-check-token': token })).statusCode).toBe(200);
    expect((await hold({ 'x-bot-check-token': token })).statusCode).toBe(403);
  });

  it('refuses an expired proof, a forged one and garbage', async () => {
    const token = await solvedToken(t.app, 'create_reservation');
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');
    expect((await hold({ 'x-bot-check-token': forged })).statusCode).toBe(403);
    expect((await hold({ 'x-bot-check-token': 'not-a-token' })).statusCode).toBe(403);
    t.clock.advance(21 * 60_000);
    expect((await hold({ 'x-bot-check-token': token })).statusCode).toBe(403);
  });

  it('refuses a challenge for an unknown action', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/bot-check/challenge?action=drop_tables' })).statusCode,
    ).toBe(400);
  });
});
