// The abuse suite (issue #10): each test is one attack from the adversarial review, tried against the real app on
// each database. Figures before and after are in docs/security.md.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { buildApp } from '../app.ts';
import { createTestApp, dialects, type TestApp } from '../test/dialects.ts';
import { bookingBody, insertPlaces, slotId } from '../modules/bookings/test-fixtures.ts';
import { MAX_HOLD_TOTAL_MINUTES, MAX_HOLDS_PER_ADDRESS } from '@vaxnear/domain/constants';

describe.each(dialects)('abuse on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { config: { botCheck: 'on' } });
    await insertPlaces(t.database.db, { places: ['safewayAlliance'], capacity: 50 });
  });
  afterEach(async () => { await t?.close(); });

  async function solvedPayload(action: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/bot-check/challenge?action=${action}` });
    const c = res.json();
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    return { algorithm: c.algorithm, challenge: c.challenge, number: solution!.number, salt: c.salt, signature: c.signature };
  }
  const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');
  const slotAt = (minutes: number) => slotId('safewayAlliance', new Date(Date.parse('2026-11-24T16:00:00.000Z') + minutes * 60_000).toISOString());

  it('replaying one solved proof re-encoded (key order, spacing, extra keys, upper-case signature) gets one call through', async () => {
    const p = await solvedPayload('create_reservation');
    const spellings = [
      encode(p),
      encode({ signature: p.signature, salt: p.salt, number: p.number, challenge: p.challenge, algorithm: p.algorithm }),
      encode(JSON.stringify(p, null, 2)),
      encode({ ...p, extra: 'x' }),
      encode({ ...p, number: String(p.number) }),
      encode({ ...p, signature: p.signature.toUpperCase() }),
    ];
    const statuses = [];
    for (const [i, token] of spellings.entries()) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/reservations', headers: { 'x-bot-check-token': token }, payload: { timeSlotId: slotAt(i * 15) } });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(spellings.length - 1);
  });

  it('replaying a proof on a second server process sharing the database is refused', async () => {
    const other = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
    try {
      const token = encode(await solvedPayload('create_reservation'));
      const first = await t.app.inject({ method: 'POST', url: '/api/v1/reservations', headers: { 'x-bot-check-token': token }, payload: { timeSlotId: slotAt(0) } });
      const second = await other.inject({ method: 'POST', url: '/api/v1/reservations', headers: { 'x-bot-check-token': token }, payload: { timeSlotId: slotAt(15) } });
      expect([first.statusCode, second.statusCode]).toEqual([200, 403]);
    } finally {
      await other.close();
    }
  });

  it('a client claiming 127.0.0.1 or rotating X-Forwarded-For addresses is still rate limited', async () => {
    const limited = await createTestApp(dialect, { config: { rateLimitMax: 5 } });
    try {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) {
        const forwarded = i % 2 === 0 ? '127.0.0.1' : `203.0.113.${i}`;
        const res = await limited.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-for': forwarded }, remoteAddress: '198.51.100.7' });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('behind one trusted proxy (TRUST_PROXY=1) the address the proxy saw is the one limited, and the loopback proxy is not exempt', async () => {
    const proxied = await createTestApp(dialect, { config: { rateLimitMax: 3, trustProxy: 1 } });
    try {
      const from = async (client: string) => (await proxied.app.inject({
        method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-for': `127.0.0.1, ${client}` }, remoteAddress: '127.0.0.1',
      })).statusCode;
      const first = [await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.1')];
      expect(first).toEqual([200, 200, 200, 429]);
      expect(await from('203.0.113.2')).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('one address dropping its cookie on every request holds at most HOLDS_PER_ADDRESS slots, and a neighbour still can', async () => {
    const open = await createTestApp(dialect);
    try {
      await insertPlaces(open.database.db, { places: ['safewayAlliance'], capacity: 2 });
      const statuses = [];
      for (let i = 0; i < 30; i += 1) {
        const res = await open.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: { timeSlotId: slotAt(i * 15) }, remoteAddress: '198.51.100.7' });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_HOLDS_PER_ADDRESS);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX_HOLDS_PER_ADDRESS);
      // The same attack from addresses in one IPv6 /64 counts as one address.
      const v6 = [];
      for (let i = 0; i < 30; i += 1) {
        const res = await open.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: { timeSlotId: slotAt(i * 15) }, remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}` });
        v6.push(res.statusCode);
      }
      expect(v6.filter((s) => s === 200)).toHaveLength(MAX_HOLDS_PER_ADDRESS);
      const neighbour = await open.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: { timeSlotId: slotAt(30 * 15) }, remoteAddress: '198.51.100.8' });
      expect(neighbour.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('re-holding the same slot over and over keeps it at most thirty minutes in all', async () => {
    const open = await createTestApp(dialect);
    try {
      await insertPlaces(open.database.db, { places: ['safewayAlliance'], capacity: 1 });
      const cookie = `vaxnear_client=${'a'.repeat(22)}`;
      const holdIt = (who: string) => open.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: { timeSlotId: slotAt(0) }, headers: { cookie: who } });
      const expiries = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await holdIt(cookie);
        expect(res.statusCode).toBe(200);
        expiries.push(Date.parse(res.json().data.expiresAt));
        open.clock.advance(4 * 60_000);
      }
      const start = Date.parse('2026-11-23T14:00:00.000Z');
      const lastExpiry = Math.max(...expiries);
      expect(lastExpiry - start).toBeLessThanOrEqual(MAX_HOLD_TOTAL_MINUTES * 60_000);
      // Once the renewals are spent the hold lapses, and someone else gets the place.
      open.clock.set(new Date(lastExpiry));
      expect((await holdIt(`vaxnear_client=${'b'.repeat(22)}`)).statusCode).toBe(200);
      expect((await holdIt(cookie)).statusCode).toBe(409);
    } finally {
      await open.close();
    }
  });

  it('an access code never reaches the request log: booking, look-up, calendar and unknown paths', async () => {
    const lines: string[] = [];
    const open = await createTestApp(dialect);
    const logged = await buildApp({
      config: { ...open.config, logLevel: 'info' }, database: open.database, clock: open.clock, logStream: { write: (line) => { lines.push(line); } },
    });
    try {
      await insertPlaces(open.database.db, { places: ['safewayAlliance'] });
      const booked = await logged.inject({ method: 'POST', url: '/api/v1/appointments/batch_create', payload: bookingBody([{ slot: '2026-11-24T17:00:00.000Z' }]) });
      expect(booked.statusCode).toBe(200);
      const code = booked.json().data.registration.accessCode as string;
      expect((await logged.inject({ method: 'GET', url: `/api/v1/registrations/${code}` })).statusCode).toBe(200);
      expect((await logged.inject({ method: 'GET', url: `/api/v1/registrations/${code}/calendar.ics?locale=es` })).statusCode).toBe(200);
      await logged.inject({ method: 'GET', url: `/api/v1/registrations/${code}/not-a-route-yet` });
      await logged.inject({ method: 'GET', url: `/appointments/${code}` });
      const log = lines.join('');
      expect(log).toContain('/api/v1/registrations/:accessCode/calendar.ics');
      expect(log).not.toContain(code);
    } finally {
      await logged.close();
      await open.close();
    }
  });
});
