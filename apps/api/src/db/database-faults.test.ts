// SQLite storage faults reach the client as 503 UNAVAILABLE and the log with their real cause, never as a success
// and never as "cannot rollback - no transaction is active".
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { fixedClock } from '../lib/clock.ts';
import { bookHeld, bookingBody, countRows, insertPlaces } from '../modules/bookings/test-fixtures.ts';
import { dialects } from '../test/dialects.ts';
import { databaseFault } from './database-faults.ts';

const sqlite = dialects.find((d) => d.name === 'sqlite')!;
const TOMORROW_10AM = '2026-11-24T17:00:00.000Z';

async function appWithLog() {
  const database = await sqlite.create();
  await insertPlaces(database.db, { capacity: 2, places: ['safewayAlliance'] });
  const lines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  // The disk fills with bookings of one contact from one address: their daily caps (decision 223) are off here.
  const config = loadConfig(
    { ...process.env, BOT_CHECK: 'off', BOOKINGS_PER_EMAIL_PER_DAY: '0', BOOKINGS_PER_ADDRESS_PER_DAY: '0' },
    // Shedding off: a busy machine's event loop lag would answer 503 for a reason other than the disk.
    { ...database.config, logLevel: 'warn', shedEventLoopDelayMs: 0, shedReadsTurnMs: 0 },
  );
  const app = await buildApp({ config, database, clock: fixedClock('2026-11-23T14:00:00.000Z'), logStream });
  await app.ready();
  return {
    app,
    database,
    lines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('a SQLite database that cannot take writes', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('answers a booking on a full disk with 503 UNAVAILABLE, logs SQLITE_FULL, stores nothing and reports not ready', async () => {
    const t = await appWithLog();
    close = t.close;
    // The file may grow by a few pages only: bookings fill them, then the next one meets a full disk.
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(t.database.db)).rows[0]!.page_count;
    await sql.raw(`pragma max_page_count = ${pages + 8}`).execute(t.database.db);
    const book = (i: number) =>
      bookHeld(
        t.app,
        bookingBody([
          {
            slot: new Date(
              Date.parse(TOMORROW_10AM) + (i % 28) * 15 * 60_000 + Math.floor(i / 28) * 86_400_000,
            ).toISOString(),
            user: { firstName: `Maria${'x'.repeat(i % 20)}`, lastName: `Lopez${i}` },
          },
        ]),
      );
    let res = await book(0);
    let accepted = 0;
    while (res.statusCode === 200 && accepted < 200) {
      accepted += 1;
      res = await book(accepted);
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().errors[0].code).toBe('UNAVAILABLE');
    expect((await countRows(t.database.db)).appointments).toBe(accepted);
    const logged = t.lines.find((line) => typeof line.msg === 'string' && line.msg.startsWith('database unavailable'));
    expect(logged?.msg).toBe('database unavailable: SQLITE_FULL');
    expect(JSON.stringify(t.lines)).not.toContain('cannot rollback');
    expect(JSON.stringify(t.lines)).not.toContain('Lopez');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).json().errors[0].message).toContain(
      'SQLITE_FULL',
    );

    // Space again: the same booking goes through and the server is ready again.
    await sql.raw('pragma max_page_count = 1073741823').execute(t.database.db);
    expect((await book(accepted)).statusCode).toBe(200);
    expect((await countRows(t.database.db)).appointments).toBe(accepted + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 on a read-only database and keeps reading', async () => {
    const t = await appWithLog();
    close = t.close;
    await sql.raw('pragma query_only = 1').execute(t.database.db);
    const res = await bookHeld(t.app, bookingBody([{ slot: TOMORROW_10AM }]));
    expect(res.statusCode).toBe(503);
    expect(t.lines.some((line) => line.msg === 'database unavailable: SQLITE_READONLY')).toBe(true);
    const slots = await t.app.inject({
      method: 'GET',
      url: '/api/v1/availabilities?locationId=vgov-albertsons-549-ne&startDate=2026-11-24&endDate=2026-11-24',
    });
    expect(slots.statusCode).not.toBe(503);
  });
});

describe('which database errors mean the database cannot serve', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }, 'connection'],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, 'connection'],
    [{ message: 'Connection terminated unexpectedly' }, 'connection'],
    [{ code: '53100' }, 'storage'],
    [{ code: 'XX001' }, 'storage'],
    [{ code: 'SQLITE_CORRUPT' }, 'storage'],
    [{ code: 'SQLITE_IOERR_WRITE' }, 'storage'],
    [{ code: 'SQLITE_BUSY' }, 'busy'],
    [{ code: '40P01' }, 'busy'],
  ])('%o is a %s fault', (error, kind) => {
    expect(databaseFault(error)?.kind).toBe(kind);
  });

  it.each([[{ code: '23505' }], [{ code: 'SQLITE_CONSTRAINT_UNIQUE' }], [new Error('boom')], [null]])(
    '%o is not',
    (error) => {
      expect(databaseFault(error)).toBeNull();
    },
  );
});
