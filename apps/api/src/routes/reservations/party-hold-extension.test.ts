import { describe, expect, it } from 'vitest';
import { appPerTest, dialects } from '../../test/dialects.ts';
import { insertPlaces, slotId } from '../../modules/bookings/test-fixtures.ts';

// Monday 2026-11-23 07:00 in Alliance NE (America/Denver); 17:00 UTC tomorrow is 10:00 there.
const at = (minutes: number) =>
  slotId('safewayAlliance', new Date(Date.parse('2026-11-24T17:00:00.000Z') + minutes * 60_000).toISOString());
const cookieOf = (name: string) => `vaxnear_client=${name.padEnd(22, 'x')}`;
// A party of three: two people at 10:00 (every place of that time), one at 10:15.
const PARTY = [at(0), at(0), at(15)];

describe.each(dialects)("giving a party's held places more time on $name", (dialect) => {
  const t = appPerTest(dialect, {}, (app) =>
    insertPlaces(app.database.db, { capacity: 2, places: ['safewayAlliance'] }),
  );
  const holdParty = (cookie: string, timeSlotIds: string[]) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reservations/batch', payload: { timeSlotIds }, headers: { cookie } });
  const extendParty = (cookie: string | null, timeSlotIds: string[] = PARTY) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations/batch/extend',
      payload: { timeSlotIds },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const holdOne = (cookie: string, timeSlotId: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: { timeSlotId }, headers: { cookie } });
  const release = (cookie: string, timeSlotIds: string[]) =>
    t.app.inject({ method: 'DELETE', url: '/api/v1/reservations', payload: { timeSlotIds }, headers: { cookie } });
  const minutes = (n: number) => t.clock.advance(n * 60_000);

  it('gives every place of the party a full hold from now, so nobody else takes one when the first hold would have ended', async () => {
    expect((await holdParty(cookieOf('party'), PARTY)).json().data.expiresAt).toBe('2026-11-23T14:10:00.000Z');
    minutes(9);
    const extended = await extendParty(cookieOf('party'));
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data).toEqual({
      timeSlotIds: PARTY,
      expiresAt: '2026-11-23T14:19:00.000Z',
      extensionsLeft: 1,
    });
    minutes(5);
    // Past the first hold's end: both places at 10:00 and the one at 10:15 are still the party's.
    expect((await holdOne(cookieOf('other'), at(0))).json().errors[0].code).toBe('TIME_SLOT_TAKEN');
    expect((await holdOne(cookieOf('other'), at(15))).statusCode).toBe(200);
    expect((await holdOne(cookieOf('third'), at(15))).json().errors[0].code).toBe('TIME_SLOT_TAKEN');
  });

  it('extends twice at most and never past 30 minutes from the first hold, as one person’s hold', async () => {
    await holdParty(cookieOf('party'), PARTY);
    minutes(9);
    expect((await extendParty(cookieOf('party'))).json().data).toMatchObject({ extensionsLeft: 1 });
    minutes(9);
    expect((await extendParty(cookieOf('party'))).json().data).toMatchObject({
      expiresAt: '2026-11-23T14:28:00.000Z',
      extensionsLeft: 0,
    });
    minutes(9);
    const third = await extendParty(cookieOf('party'));
    expect(third.statusCode).toBe(409);
    expect(third.json().errors[0]).toMatchObject({ code: 'HOLD_NOT_EXTENDABLE', field: 'timeSlotIds' });
    expect(third.json().errors[0].message).toContain('2 times');
  });

  it('extends none of the places when one of them is no longer held, and says the hold has ended', async () => {
    await holdParty(cookieOf('party'), PARTY);
    await release(cookieOf('party'), [at(15)]);
    minutes(9);
    const res = await extendParty(cookieOf('party'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ code: 'HOLD_EXPIRED', field: 'timeSlotIds' });
    minutes(2);
    // The two places at 10:00 kept their first end: they are free for others now.
    expect((await holdOne(cookieOf('other'), at(0))).statusCode).toBe(200);
    expect((await holdOne(cookieOf('third'), at(0))).statusCode).toBe(200);
  });

  it('extends none when the party asks for more people than it holds at a time', async () => {
    await holdParty(cookieOf('party'), [at(0), at(15)]);
    const res = await extendParty(cookieOf('party'), [at(0), at(0), at(15)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('HOLD_EXPIRED');
    minutes(10);
    expect((await holdOne(cookieOf('other'), at(15))).statusCode).toBe(200);
  });

  it('counts two "more time" requests at once as one', async () => {
    await holdParty(cookieOf('party'), PARTY);
    minutes(9);
    const [a, b] = await Promise.all([extendParty(cookieOf('party')), extendParty(cookieOf('party'))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data).toEqual(b.json().data);
    expect(a.json().data).toMatchObject({ expiresAt: '2026-11-23T14:19:00.000Z', extensionsLeft: 1 });
    minutes(1);
    expect((await extendParty(cookieOf('party'))).json().data).toMatchObject({ extensionsLeft: 0 });
  });

  it('holds all the places again after the hold ended, or none when one of them was taken meanwhile', async () => {
    await holdParty(cookieOf('party'), PARTY);
    minutes(11);
    const again = await holdParty(cookieOf('party'), PARTY);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.expiresAt).toBe('2026-11-23T14:21:00.000Z');
    minutes(11);
    // Someone takes one of the two places at 10:00 while the party's hold is over.
    expect((await holdOne(cookieOf('other'), at(0))).statusCode).toBe(200);
    const lost = await holdParty(cookieOf('party'), PARTY);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().errors[0].code).toBe('TIME_SLOT_TAKEN');
    // None was kept: the other place at 10:00 and the one at 10:15 are free for others.
    expect((await holdOne(cookieOf('third'), at(0))).statusCode).toBe(200);
    expect((await holdOne(cookieOf('third'), at(15))).statusCode).toBe(200);
  });
});
