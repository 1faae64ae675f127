// Attacks on the cost of the SMART Scheduling Links feed (decision 252), on every dialect: a reader can make the
// server build a file only when it changed, `_since` never rebuilds a file, and readers past the limits are told to
// come back (503 with Retry-After) while /health keeps answering.
import { afterEach, describe, expect, it } from 'vitest';
import type { Counter } from 'prom-client';
import { insertPlaces } from '../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../test/dialects.ts';

const NOW = '2026-11-23T14:00:00.000Z';

async function slotBuilds(t: TestApp): Promise<number> {
  const metric = t.app.metrics.registry.getSingleMetric('vaxnear_feed_file_builds_total') as Counter<'type'>;
  return (await metric.get()).values.find((v) => v.labels.type === 'Slot')?.value ?? 0;
}

describe.each(dialects)('feed cost attacks on $name', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('a _since far in the past gets the stored whole file instead of a rebuild', async () => {
    t = await createTestApp(dialect, { now: NOW });
    await insertPlaces(t.database.db);
    const whole = await t.app.inject({ url: '/api/v1/fhir/Slot-NE.ndjson', headers: { 'accept-encoding': 'gzip' } });
    expect(whole.statusCode).toBe(200);
    const builds = await slotBuilds(t);
    for (const since of ['2020-01-01T00:00:00Z', '2026-11-01T00:00:00Z', '2026-11-22T23:00:00-05:00']) {
      const res = await t.app.inject({
        url: `/api/v1/fhir/Slot-NE.ndjson?_since=${encodeURIComponent(since)}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(whole.headers.etag);
    }
    expect(await slotBuilds(t)).toBe(builds);
  });

  it('polling an unchanged feed in a loop builds each file once', async () => {
    t = await createTestApp(dialect, { now: NOW });
    await insertPlaces(t.database.db);
    for (let poll = 0; poll < 20; poll += 1) {
      for (const state of ['NE', 'CO']) {
        const res = await t.app.inject({ url: `/api/v1/fhir/Slot-${state}.ndjson` });
        expect(res.statusCode).toBe(200);
      }
      t.clock.advance(15_000);
    }
    // 20 polls over five minutes: one build per file, within the refresh period.
    expect(await slotBuilds(t)).toBe(2);
  });

  it('many _since readers at once: past the limit they are told to come back, and /health answers', async () => {
    t = await createTestApp(dialect, { now: NOW, config: { smartFeedMaxSinceReads: 1 } });
    await insertPlaces(t.database.db);
    await t.app.inject({ url: '/api/v1/fhir/$bulk-publish' });
    t.clock.advance(5 * 60_000);
    const since = encodeURIComponent(new Date(t.clock.now().getTime() - 60_000).toISOString());
    const readers = Array.from({ length: 40 }, () =>
      t.app.inject({ url: `/api/v1/fhir/Slot-NE.ndjson?_since=${since}` }),
    );
    const health = await t.app.inject({ url: '/api/v1/health' });
    const answers = await Promise.all(readers);
    expect(health.statusCode).toBe(200);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // One reads, eight wait, the rest are refused at once with a time to come back.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(9);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.json().errors[0].code).toBe('FEED_BUSY');
    }
  });
});
