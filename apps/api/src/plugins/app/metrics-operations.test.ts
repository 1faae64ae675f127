// The figures an operator watches beside the request counts: each moves when the thing it counts happens, and the
// whole scrape stays one that `promtool check metrics` accepts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { bookHeld, bookingBody, insertPlaces, slotId } from '../../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';

const TOKEN = 'scrape-secret-1234';
// Now: Monday 2026-11-23 07:00 in Alliance NE. 17:00 UTC tomorrow is 10:00 there.
const TEN = '2026-11-24T17:00:00.000Z';
const ELEVEN = '2026-11-24T18:00:00.000Z';
const NOON = '2026-11-24T19:00:00.000Z';
const promtool = spawnSync('promtool', ['--version']).status === 0 ? 'promtool' : null;

/** The value of one series in a scrape, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(dialects)('operations metrics on $name', (dialect) => {
  // One app for the file: each test reads the figures its own actions moved.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { metricsToken: TOKEN } });
    await insertPlaces(t.database.db, { capacity: 1, places: ['safewayAlliance'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const book = async (slot: string) => {
    const res = await bookHeld(t.app, bookingBody([{ slot }]));
    expect(res.statusCode).toBe(200);
    return res.json().data.registration as { accessCode: string; appointments: Array<{ id: string }> };
  };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload });

  it('say which release runs: the version in package.json', async () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(valueOf(await scrape(), `vaxnear_build_info{version="${version}",node="${process.version}"}`)).toBe(1);
  });

  it('count a cancelled booking and a moved one, once each, and not a repeated cancel', async () => {
    const before = await scrape();
    const cancelledBefore = valueOf(before, 'vaxnear_appointments_cancelled_total{by="person"}') ?? 0;
    const movedBefore = valueOf(before, 'vaxnear_appointments_rescheduled_total') ?? 0;

    const cancelled = await book(TEN);
    expect((await post(`registrations/${cancelled.accessCode}/cancel`, {})).statusCode).toBe(200);
    // Cancelling again changes nothing, so counts nothing.
    expect((await post(`registrations/${cancelled.accessCode}/cancel`, {})).statusCode).toBe(200);
    const moved = await book(ELEVEN);
    const move = { appointments: [{ id: moved.appointments[0]!.id, timeSlotId: slotId('safewayAlliance', NOON) }] };
    expect((await post(`registrations/${moved.accessCode}/reschedule`, move)).statusCode).toBe(200);

    const after = await scrape();
    expect(valueOf(after, 'vaxnear_appointments_cancelled_total{by="person"}')).toBe(cancelledBefore + 1);
    expect(valueOf(after, 'vaxnear_appointments_rescheduled_total')).toBe(movedBefore + 1);
  });

  it('show a held time as an active hold until it expires', async () => {
    const slot = slotId('safewayAlliance', '2026-11-24T20:00:00.000Z');
    expect((await post('reservations', { timeSlotId: slot })).statusCode).toBe(200);
    expect(valueOf(await scrape(), 'vaxnear_holds_active')).toBe(1);
    // Past its end the hold is no longer active, before the purge job deletes its row.
    t.clock.advance((t.config.holdMinutes + 1) * 60_000);
    expect(valueOf(await scrape(), 'vaxnear_holds_active')).toBe(0);
  });

  it('show how long the oldest unsent e-mail has waited', async () => {
    // The bookings above queued their e-mails; no mail server is configured, so they wait.
    const oldest = await t.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(oldest.at).not.toBeNull();
    t.clock.advance(90_000);
    const expected = (t.clock.now().getTime() - Date.parse(oldest.at!)) / 1000;
    expect(expected).toBeGreaterThanOrEqual(90);
    expect(valueOf(await scrape(), 'vaxnear_mail_oldest_pending_age_seconds')).toBe(expected);
    // Once nothing waits, it reads 0.
    await t.database.db.updateTable('mail_outbox').set({ status: 'sent' }).execute();
    expect(valueOf(await scrape(), 'vaxnear_mail_oldest_pending_age_seconds')).toBe(0);
  });

  it('record when the retention job last finished a pass', async () => {
    expect(valueOf(await scrape(), 'vaxnear_retention_last_run_timestamp_seconds')).toBe(0);
    expect(await t.app.retention.runOnce()).not.toBeNull();
    expect(valueOf(await scrape(), 'vaxnear_retention_last_run_timestamp_seconds')).toBe(
      t.clock.now().getTime() / 1000,
    );
  });

  it('count a feed file build and how long it took, once per change and not per read', async () => {
    for (let read = 0; read < 2; read += 1)
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/fhir/Location.ndjson' })).statusCode).toBe(200);
    const text = await scrape();
    expect(valueOf(text, 'vaxnear_feed_file_builds_total{type="Location"}')).toBe(1);
    expect(valueOf(text, 'vaxnear_feed_file_build_duration_seconds_count{type="Location"}')).toBe(1);
    expect(valueOf(text, 'vaxnear_feed_file_build_duration_seconds_sum{type="Location"}')).toBeGreaterThan(0);
  });

  it('show the database connections in use and the queries waiting for one', async () => {
    const { max } = t.database.poolStats();
    const idle = await t.app.metrics.registry.metrics();
    expect(valueOf(idle, 'vaxnear_db_pool_max')).toBe(max);
    expect(valueOf(idle, 'vaxnear_db_pool_in_use')).toBe(0);
    expect(valueOf(idle, 'vaxnear_db_pool_waiting')).toBe(0);

    // Every connection taken by a transaction that waits, and one more query queued behind them.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: Array<Promise<void>> = [];
    const transactions: Array<Promise<void>> = [];
    for (let n = 0; n < max; n += 1) {
      let begun!: () => void;
      started.push(new Promise<void>((resolve) => (begun = resolve)));
      transactions.push(
        t.database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          begun();
          await gate;
        }),
      );
    }
    await Promise.all(started);
    const queued = sql`select 1`.execute(t.database.db);
    while (t.database.poolStats().waiting === 0) await new Promise((resolve) => setImmediate(resolve));
    // The pool's figures are read as the scrape starts, before its own queries wait for a connection too.
    const busy = t.app.metrics.registry.metrics();
    release();
    const text = await busy;
    await Promise.all([...transactions, queued]);
    expect(valueOf(text, 'vaxnear_db_pool_in_use')).toBe(max);
    expect(valueOf(text, 'vaxnear_db_pool_waiting')).toBeGreaterThanOrEqual(1);

    const after = await t.app.metrics.registry.metrics();
    expect(valueOf(after, 'vaxnear_db_pool_in_use')).toBe(0);
    expect(valueOf(after, 'vaxnear_db_pool_waiting')).toBe(0);
  });

  it.skipIf(!promtool)('keep a scrape that promtool check metrics accepts, with every series above', async () => {
    const check = spawnSync(promtool!, ['check', 'metrics'], { input: await scrape(), encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`.trim()).toBe('');
    expect(check.status).toBe(0);
  });
});
