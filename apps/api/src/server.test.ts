// The serving process against a database that comes and goes: it waits for the database at start, survives a
// PostgreSQL restart under load (503 while it is gone, serving again after), and stops cleanly on SIGTERM. The
// restart uses a PostgreSQL server of this test's own: the shared one must never be stopped.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { insertPlaces } from './modules/bookings/test-fixtures.ts';
import { book, slotsTheDayAfterTomorrow, type BookingOutcome } from './test/booking-load.ts';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './test/private-postgres.ts';
import { buildServer, startServer, type ServerProcess } from './test/server-process.ts';

const binDir = postgresBinDir();
let server: ServerProcess | undefined;
const CAPACITY = 3;
let build: Awaited<ReturnType<typeof buildServer>>;
beforeAll(async () => {
  build = await buildServer();
});
afterAll(() => {
  build?.remove();
});

const get = async (url: string) => {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
};
async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, seen: () => unknown = () => '') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting until ${what}; seen ${JSON.stringify(seen())}; server log ${JSON.stringify(server?.logs.slice(-5))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('starting and stopping the compiled server', () => {
  it('gives up with a clear message when the database does not answer within DB_START_TIMEOUT_MS', async () => {
    const server = startServer(build.entry, {
      DATABASE_URL: 'postgres://nobody:x@127.0.0.1:9/none',
      DB_START_TIMEOUT_MS: '1200',
    });
    await expect(server).rejects.toThrow(/exited \(1\) before listening/);
    await expect(server).rejects.toThrow(
      /The database did not answer within 1.2 s \(ECONNREFUSED\)\. Check DATABASE_URL/,
    );
  });

  it('answers the request in flight when SIGTERM comes, then exits with code 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-server-'));
    const server = await startServer(build.entry, { SQLITE_PATH: path.join(dir, 'db.sqlite'), DATABASE_URL: '' });
    expect(await get(`${server.url}/api/v1/health/ready`)).toBe(200);
    // A booking whose body is still arriving when the signal comes: the server must wait for it and answer it.
    const body = JSON.stringify({ email: 'maria.lopez@example.com', appointments: [] });
    const request = http.request(`${server.url}/api/v1/appointments/batch_create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.child.exitCode).toBeNull();
    request.end(body.slice(10));
    const answered = await answer;
    expect(answered.status).toBe(400);
    expect(JSON.parse(answered.body).errors[0].code).not.toBe('UNAVAILABLE');
    expect(await server.exited).toBe(0);
    expect(server.logs.map((l) => l.msg)).toContain('stopped');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

if (!binDir)
  console.warn(
    'server.test.ts: PostgreSQL restart cases skipped: no PostgreSQL in /usr/lib/postgresql (CI installs it).',
  );

// Six workers book from one address without pause: the per-address caps (decisions 110 and 223) are lifted, as in e2e.
const LOAD_ENV = { HOLDS_PER_ADDRESS: '1000', BOOKINGS_PER_ADDRESS_PER_DAY: '0' };

describe.skipIf(!binDir)('a PostgreSQL of its own that stops and comes back', () => {
  let pg: PrivatePostgres;
  beforeAll(async () => {
    pg = await startPrivatePostgres(binDir!);
    const database = openDatabase({ databaseUrl: pg.url, sqlitePath: '' });
    await migrateToLatest(database.db, database.dialect);
    await insertPlaces(database.db, { capacity: CAPACITY, places: ['safewayAlliance'] });
    await database.close();
  });
  afterAll(async () => {
    await server?.stop();
    await pg?.destroy();
  });

  it('waits for PostgreSQL at start and serves once it is up', async () => {
    await pg.stop();
    let retrying!: () => void;
    const retried = new Promise<void>((resolve) => {
      retrying = resolve;
    });
    const starting = startServer(
      build.entry,
      { ...LOAD_ENV, DATABASE_URL: pg.url, DB_START_TIMEOUT_MS: '60000' },
      (line) => {
        if (line.msg === 'waiting for the database') retrying();
      },
    );
    await retried;
    await pg.start();
    server = await starting;
    expect(await get(`${server.url}/api/v1/health/ready`)).toBe(200);
  });

  it('answers 503 while PostgreSQL is down, serves again after it restarts, and loses no booking it confirmed', async () => {
    server ??= await startServer(build.entry, { ...LOAD_ENV, DATABASE_URL: pg.url });
    const url = server.url;
    const slots = slotsTheDayAfterTomorrow();
    const outcomes: BookingOutcome[] = [];
    let person = 0;
    let loading = true;
    const worker = async () => {
      while (loading) {
        const n = person++;
        outcomes.push(await book(url, n, slots[n % slots.length]!));
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, worker));
    const tally = () =>
      outcomes.reduce<Record<string, number>>(
        (counts, o) => ({ ...counts, [`${o.status} ${o.code}`]: (counts[`${o.status} ${o.code}`] ?? 0) + 1 }),
        {},
      );

    await until('a booking succeeds', async () => outcomes.some((o) => o.status === 200), 20_000, tally);
    await pg.stop();
    const stoppedAt = Date.now();
    await until(
      'a booking is answered 503',
      async () => outcomes.some((o) => o.at > stoppedAt && o.status === 503),
      20_000,
      tally,
    );
    expect(await get(`${url}/api/v1/health/ready`)).toBe(503);
    expect(await get(`${url}/api/v1/health`)).toBe(200);

    await pg.start();
    await until('ready after the start', async () => (await get(`${url}/api/v1/health/ready`)) === 200, 30_000, tally);
    const backAt = Date.now();
    await until(
      'bookings are answered after the start',
      async () => outcomes.some((o) => o.at > backAt && o.status !== 503),
      20_000,
      tally,
    );
    // And a restart in one go, while bookings keep coming.
    await pg.restart();
    await until(
      'ready after the restart',
      async () => (await get(`${url}/api/v1/health/ready`)) === 200,
      30_000,
      tally,
    );
    const restartedAt = Date.now();
    await until(
      'bookings are answered after the restart',
      async () => outcomes.some((o) => o.at > restartedAt && o.status !== 503),
      20_000,
      tally,
    );
    loading = false;
    await load;

    expect(server.child.exitCode).toBeNull();
    // Every answer is a booking, a full slot, or a clear "try again"; never a 500, never a dropped connection.
    const unexpected = outcomes.filter(
      (o) =>
        !(
          o.status === 200 ||
          (o.status === 409 && o.code === 'TIME_SLOT_TAKEN') ||
          (o.status === 503 && o.code === 'UNAVAILABLE' && o.retryAfter === '5')
        ),
    );
    expect(unexpected).toEqual([]);

    const database = openDatabase({ databaseUrl: pg.url, sqlitePath: '' });
    try {
      const stored = new Set(
        (await database.db.selectFrom('registrations').select('confirmation_number').execute()).map(
          (r) => r.confirmation_number,
        ),
      );
      const confirmed = outcomes.filter((o) => o.status === 200).map((o) => o.confirmationNumber!);
      expect(confirmed.filter((c) => !stored.has(c))).toEqual([]);
      const perSlot = await sql<{
        n: number;
      }>`select count(*) as n from appointments group by location_id, starts_at`.execute(database.db);
      expect(Math.max(...perSlot.rows.map((r) => Number(r.n)))).toBeLessThanOrEqual(CAPACITY);
    } finally {
      await database.close();
    }
  });
});
