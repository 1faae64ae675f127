import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { insertPlaces, slotId } from '../../modules/bookings/test-fixtures.ts';

const timeSlotId = slotId('safewayAlliance', '2026-11-24T17:00:00.000Z');

describe.each(dialects)('the bot check on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { config: { botCheck: 'on' } });
    await insertPlaces(t.database.db, { places: ['safewayAlliance'] });
  });
  afterEach(async () => {
    await t?.close();
  });

  /** What the ALTCHA widget does in the browser: fetch a challenge, solve it, send the payload base64-encoded. */
  async function solvedToken(action: string): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/bot-check/challenge?action=${action}` });
    expect(res.statusCode).toBe(200);
    const challenge = res.json();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    expect(solution).not.toBeNull();
    return Buffer.from(
      JSON.stringify({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution!.number,
        salt: challenge.salt,
        signature: challenge.signature,
      }),
    ).toString('base64');
  }
  const hold = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'POST', url: `/api/v1/reservations${query}`, payload: { timeSlotId }, headers });

  it('lets a call through with a proof solved for its action, in the header or the query', async () => {
    expect((await hold({ 'x-bot-check-token': await solvedToken('create_reservation') })).statusCode).toBe(200);
    expect(
      (await hold({}, `?botCheckToken=${encodeURIComponent(await solvedToken('create_reservation'))}`)).statusCode,
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
    const res = await hold({ 'x-bot-check-token': await solvedToken('delete_reservation') });
    expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'BOT_CHECK_FAILED']);
  });

  it('refuses a proof used a second time', async () => {
    const token = await solvedToken('create_reservation');
    expect((await hold({ 'x-bot-check-token': token })).statusCode).toBe(200);
    expect((await hold({ 'x-bot-check-token': token })).statusCode).toBe(403);
  });

  it('refuses an expired proof, a forged one and garbage', async () => {
    const token = await solvedToken('create_reservation');
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
