// The SMART Scheduling Links files as stored bytes (decision 252), on every dialect: an unchanged feed costs a
// comparison of hashes (304), a booking reaches its state's file within the documented delay and is named by `_since`
// from the change log, and many readers of a cold file cause one build (counted by the builds metric).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Counter } from 'prom-client';
import { bookHeld, bookingBody, insertPlaces, PLACES } from '../../modules/bookings/test-fixtures.ts';
import type { Manifest } from '../../modules/smart-scheduling/bulk-data-rules.ts';
import { slotProblems } from '../../modules/smart-scheduling/bulk-data-rules.ts';
import { CHANGE_CHECK_MS, feedLagMs } from '../../modules/smart-scheduling/smart-publish.service.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';

/** 07:00 in Alliance NE on Monday 23 November 2026: the fixtures' places open at 09:00. */
const NOW = '2026-11-23T14:00:00.000Z';
const BOOKED = '2026-11-24T17:00:00.000Z';

async function buildsOf(t: TestApp, type: string): Promise<number> {
  const metric = t.app.metrics.registry.getSingleMetric('vaxnear_feed_file_builds_total') as Counter<'type'>;
  return (await metric.get()).values.find((v) => v.labels.type === type)?.value ?? 0;
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

async function manifestOf(t: TestApp, since?: string): Promise<Manifest> {
  const res = await t.app.inject({
    url: `/api/v1/fhir/$bulk-publish${since ? `?_since=${encodeURIComponent(since)}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Manifest;
}

const linesOf = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; start: string; status: string; extension: unknown[] });

describe.each(dialects)('SMART Scheduling Links files as stored bytes on $name', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  async function appWithPlaces() {
    t = await createTestApp(dialect, { now: NOW });
    await insertPlaces(t.database.db);
    return t;
  }

  it('answers a conditional GET of an unchanged feed with 304, and builds nothing again', async () => {
    await appWithPlaces();
    const manifest = await manifestOf(t);
    expect(manifest.output.map((o) => o.type)).toEqual(['Location', 'Schedule', 'Slot', 'Slot']);
    const first = new Map<string, { etag: string; lastModified: string }>();
    for (const item of manifest.output) {
      const res = await t.app.inject({ url: pathOf(item.url), headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+-gzip"$/);
      first.set(item.url, { etag: String(res.headers.etag), lastModified: String(res.headers['last-modified']) });
    }
    const builds = (await buildsOf(t, 'Slot')) + (await buildsOf(t, 'Location')) + (await buildsOf(t, 'Schedule'));
    expect(builds).toBe(manifest.output.length);

    // A minute later, a reader polls again with what it has: nothing is sent, nothing is built.
    t.clock.advance(60_000);
    for (const item of (await manifestOf(t)).output) {
      const { etag, lastModified } = first.get(item.url)!;
      for (const headers of [
        { 'accept-encoding': 'gzip', 'if-none-match': etag },
        // The plain coding's tag names the same lines.
        { 'if-none-match': etag.replace('-gzip', '') },
        { 'accept-encoding': 'br', 'if-modified-since': lastModified },
      ]) {
        const res = await t.app.inject({ url: pathOf(item.url), headers });
        expect(res.statusCode).toBe(304);
        expect(res.rawPayload.length).toBe(0);
      }
      const changedTag = await t.app.inject({ url: pathOf(item.url), headers: { 'if-none-match': '"other"' } });
      expect(changedTag.statusCode).toBe(200);
    }
    expect((await buildsOf(t, 'Slot')) + (await buildsOf(t, 'Location')) + (await buildsOf(t, 'Schedule'))).toBe(
      builds,
    );
  });

  it('sends every file in every coding with its length, so a reader knows a download cut short', async () => {
    await appWithPlaces();
    for (const item of (await manifestOf(t)).output) {
      const plain = await t.app.inject({ url: pathOf(item.url) });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
      for (const [coding, unpack] of [
        ['gzip', gunzipSync],
        ['br', brotliDecompressSync],
      ] as const) {
        const res = await t.app.inject({ url: pathOf(item.url), headers: { 'accept-encoding': coding } });
        expect(res.headers['content-encoding']).toBe(coding);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(unpack(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
  });

  it('starts no whole-file download once the server is stopping, and sends the reader to try again', async () => {
    await appWithPlaces();
    const manifest = await manifestOf(t);
    // SIGTERM turns readiness off first (server.ts); the server serves on while the balancer notices.
    t.app.lifecycle.draining = true;
    for (const item of manifest.output) {
      const res = await t.app.inject({ url: pathOf(item.url) });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers.connection).toBe('close');
      expect(res.json().errors[0].code).toBe('FEED_BUSY');
    }
    // Small answers are still given while the balancer notices.
    expect((await t.app.inject({ url: '/api/v1/fhir/$bulk-publish' })).statusCode).toBe(200);
    t.app.lifecycle.draining = false;
  });

  it('shows a booking in its state file within the documented delay, and names the slot under _since', async () => {
    await appWithPlaces();
    const timing = { minRebuildMs: t.config.smartSlotCacheTtlS * 1000, refreshMs: t.config.smartFeedRefreshS * 1000 };
    await manifestOf(t);
    t.clock.advance(feedLagMs(timing) + 1000);
    const before = await manifestOf(t);
    const slotFile = async (headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/api/v1/fhir/Slot-NE.ndjson', headers: { 'accept-encoding': 'br', ...headers } });
    const old = await slotFile();
    expect(old.statusCode).toBe(200);
    const oldBody = brotliDecompressSync(old.rawPayload).toString('utf8');

    const booking = await bookHeld(t.app, bookingBody([{ slot: BOOKED }]));
    expect(booking.statusCode).toBe(200);

    // Within the documented delay (a look at the change log, then the shortest time between two builds).
    t.clock.advance(CHANGE_CHECK_MS + timing.minRebuildMs);
    const now = await slotFile({ 'if-none-match': String(old.headers.etag) });
    expect(now.statusCode).toBe(200);
    expect(now.headers.etag).not.toBe(old.headers.etag);
    const newBody = brotliDecompressSync(now.rawPayload).toString('utf8');
    expect(newBody).not.toBe(oldBody);
    // The fixtures' slots have two places: one is booked, so the slot-capacity extension (more than one left) goes.
    const changedLines = linesOf(newBody).filter((l) => !oldBody.includes(JSON.stringify(l)));
    expect(changedLines.length).toBeGreaterThan(0);
    expect(changedLines.every((l) => new Date(l.start).toISOString() === BOOKED)).toBe(true);
    const safewaySchedules = (await t.app.inject({ url: '/api/v1/fhir/Schedule.ndjson' })).body
      .split('\n')
      .filter((l) => l.includes(`Location/${PLACES.safewayAlliance.id}`)).length;
    expect(changedLines).toHaveLength(safewaySchedules);

    // `_since` the manifest's transactionTime lists the Slot file of Nebraska only, and in it only the booked slot.
    const since = await manifestOf(t, before.transactionTime);
    expect(since.output.map((o) => [o.type, o.extension?.state])).toEqual([['Slot', ['NE']]]);
    const buildsBefore = await buildsOf(t, 'Slot');
    const delta = await t.app.inject({ url: pathOf(since.output[0]!.url) });
    expect(delta.statusCode).toBe(200);
    const deltaLines = linesOf(delta.body);
    expect(deltaLines.length).toBeGreaterThan(0);
    expect(deltaLines.every((l) => new Date(l.start).toISOString() === BOOKED)).toBe(true);
    expect(deltaLines.map((l) => JSON.stringify(l)).sort()).toEqual(changedLines.map((l) => JSON.stringify(l)).sort());
    const scheduleIds = new Set(
      deltaLines.map((l) => (l as unknown as { schedule: { reference: string } }).schedule.reference.slice(9)),
    );
    for (const line of deltaLines) expect(slotProblems(line as never, scheduleIds, { strict: true })).toEqual([]);
    // Answered from the change log: no file was built for it.
    expect(await buildsOf(t, 'Slot')).toBe(buildsBefore);
  });

  it('shows a booking made on another server of the fleet, which shares only the database', async () => {
    await appWithPlaces();
    // A second server: its own connection, its own files and clock, the same database.
    const otherDatabase = openDatabase(t.config);
    const other = await buildApp({
      config: t.config,
      database: otherDatabase,
      clock: fixedClock(NOW),
      logger: false,
    });
    try {
      const timing = { minRebuildMs: t.config.smartSlotCacheTtlS * 1000, refreshMs: t.config.smartFeedRefreshS * 1000 };
      await manifestOf(t);
      t.clock.advance(feedLagMs(timing) + 1000);
      const before = await manifestOf(t);
      const old = await t.app.inject({ url: '/api/v1/fhir/Slot-NE.ndjson' });
      expect(old.statusCode).toBe(200);

      expect((await bookHeld(other, bookingBody([{ slot: BOOKED }]))).statusCode).toBe(200);

      t.clock.advance(CHANGE_CHECK_MS + timing.minRebuildMs);
      const now = await t.app.inject({
        url: '/api/v1/fhir/Slot-NE.ndjson',
        headers: { 'if-none-match': String(old.headers.etag) },
      });
      expect(now.statusCode).toBe(200);
      const changed = linesOf(now.body).filter((l) => !old.body.includes(JSON.stringify(l)));
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.every((l) => new Date(l.start).toISOString() === BOOKED)).toBe(true);
      const since = await manifestOf(t, before.transactionTime);
      expect(since.output.map((o) => o.extension?.state)).toEqual([['NE']]);
      const delta = await t.app.inject({ url: pathOf(since.output[0]!.url) });
      expect(
        linesOf(delta.body)
          .map((l) => JSON.stringify(l))
          .sort(),
      ).toEqual(changed.map((l) => JSON.stringify(l)).sort());
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });

  it('builds a cold file once for many readers asking at the same time', async () => {
    await appWithPlaces();
    for (const [url, type] of [
      ['/api/v1/fhir/Slot-NE.ndjson', 'Slot'],
      ['/api/v1/fhir/Location.ndjson', 'Location'],
    ] as const) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(gunzipSync(answers[0]!.rawPayload).length).toBeGreaterThan(0);
      expect(await buildsOf(t, type)).toBe(1);
    }
  });

  it('sends the same lines as brotli, gzip and plain, each coding with its own tag', async () => {
    await appWithPlaces();
    const url = '/api/v1/fhir/Slot-CO.ndjson';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(
      ['br', 'gzip', undefined],
    );
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(linesOf(plain.body).length).toBeGreaterThan(0);
  });
});
