// What an operator's tools read: a scrape that `promtool check metrics` accepts, web pages counted by the page they
// open rather than lumped as `unmatched`, and an X-Request-Id on every answer that is also in the log.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, type AppConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { fixedClock } from '../../lib/clock.ts';
import { bookHeld, bookingBody, insertPlaces } from '../../modules/bookings/test-fixtures.ts';
import { dialects } from '../../test/dialects.ts';

const promtool = spawnSync('promtool', ['--version']).status === 0 ? 'promtool' : null;
if (!promtool)
  console.warn(
    'observability.test.ts: the promtool check is skipped: promtool is not installed (Debian: apt-get install prometheus; CI installs it).',
  );

const TOKEN = 'scrape-secret-1234';

/** A built web site of two pages and a not-found page, as the web build writes it (apps/web/vite.config.ts). */
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'route-preloads.json'),
    JSON.stringify({
      campaigns: ['walgreens'],
      locales: ['en', 'es'],
      defaultLocale: 'en',
      routes: [
        { path: '', scripts: { en: [], es: [] }, styles: [] },
        { path: 'schedule', scripts: { en: [], es: [] }, styles: [] },
        { path: 'eligibility/*', scripts: { en: [], es: [] }, styles: [] },
        { path: '*', scripts: { en: [], es: [] }, styles: [] },
      ],
    }),
  );
  return dir;
}

describe.each(dialects)('observability on $name', (dialect) => {
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  let webDir: string | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.close();
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  });

  /** The real app, its JSON log kept in `log`. */
  async function start(config: Partial<AppConfig> = {}) {
    const made = await dialect.create();
    database = made;
    webDir = webBuild();
    const log: Array<Record<string, unknown>> = [];
    app = await buildApp({
      config: loadConfig(
        { BOT_CHECK: 'off' },
        // Shedding off unless a test means it: a busy machine's event loop lag would answer 503.
        {
          ...made.config,
          logLevel: 'info',
          metricsToken: TOKEN,
          webDistDir: webDir,
          shedEventLoopDelayMs: 0,
          shedReadsTurnMs: 0,
          ...config,
        },
      ),
      database: made,
      clock: fixedClock('2026-11-23T14:00:00.000Z'),
      logStream: { write: (line: string) => void log.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await app.ready();
    return { app, log };
  }

  const scrape = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it.skipIf(!promtool)('serve metrics that promtool check metrics accepts, after real traffic', async () => {
    const { app } = await start();
    await insertPlaces(database!.db, { capacity: 1, places: ['safewayAlliance'] });
    const book = () => bookHeld(app, bookingBody([{ slot: '2026-11-24T17:00:00.000Z' }]));
    expect((await book()).statusCode).toBe(200);
    expect((await book()).statusCode).toBe(409);
    await app.inject({ method: 'GET', url: '/schedule' });
    await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    const text = (await scrape(app)).body;
    const check = spawnSync(promtool!, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`.trim()).toBe('');
    expect(check.status).toBe(0);
    // No gauge or histogram is named like a counter.
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name, type }));
    expect(types.filter((t) => t.name!.endsWith('_total') && t.type !== 'counter')).toEqual([]);
  });

  it('count web pages by the page they open, in any language or campaign, and unknown paths as unmatched', async () => {
    const { app } = await start();
    for (const url of ['/schedule', '/es/schedule', '/walgreens/schedule?utm_source=x', '/eligibility/age', '/'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
    const text = (await scrape(app)).body;
    expect(text).toContain('vaxnear_http_requests_total{method="GET",route="/schedule",status="200"} 3');
    expect(text).toContain('vaxnear_http_requests_total{method="GET",route="/eligibility/*",status="200"} 1');
    expect(text).toContain('vaxnear_http_requests_total{method="GET",route="/",status="200"} 1');
    expect(text).toContain('vaxnear_http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).not.toMatch(/route="\/es\/|route="\/walgreens|route="\/no\/such/);
  });

  it('return the X-Request-Id a proxy gave, and log it with the request', async () => {
    const { app, log } = await start();
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'lb-7f3a9c2e-0001' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a9c2e-0001');
    const lines = log.filter((l) => l.reqId === 'lb-7f3a9c2e-0001');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('make an X-Request-Id when none or a malformed one is given, different for each request', async () => {
    const { app, log } = await start();
    const ids: string[] = [];
    for (const given of [undefined, 'has spaces in it', 'maria.lopez@example.com', 'x'.repeat(129), 'a\tb']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/health',
        ...(given === undefined ? {} : { headers: { 'x-request-id': given } }),
      });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(JSON.stringify(log)).not.toContain('maria.lopez@example.com');
  });

  it('return an X-Request-Id on every answer: a page, a 404, a refusal, a rate-limited request', async () => {
    const { app } = await start({ rateLimitMax: 1 });
    const answers = [];
    for (const [n, url] of [
      '/schedule',
      '/api/v1/nowhere',
      '/api/v1/appointments/batch_create',
      '/api/v1/appointments/batch_create',
    ].entries())
      answers.push(
        await app.inject({
          method: url.includes('batch') ? 'POST' : 'GET',
          url,
          ...(url.includes('batch') ? { payload: {} } : {}),
          headers: { 'x-request-id': `request-${n}` },
        }),
      );
    expect(answers.map((a) => [a.statusCode, a.headers['x-request-id']])).toEqual([
      [200, 'request-0'],
      [404, 'request-1'],
      [400, 'request-2'],
      [429, 'request-3'],
    ]);
  });
});
