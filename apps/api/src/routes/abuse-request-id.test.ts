// X-Request-Id is taken from the request when well formed and written into every log line about it: a client must
// not be able to put personal data, junk or a forged id shape into the log through it (lib/request-id.ts).
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, dialects, type TestApp } from '../test/dialects.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(dialects)('abuse of X-Request-Id on $name', (dialect) => {
  let open: TestApp | undefined;
  let logged: FastifyInstance | undefined;
  afterEach(async () => {
    await logged?.close();
    await open?.close();
  });

  /** The app with its log kept, and a request sending `id` as X-Request-Id. */
  async function withLog() {
    open = await createTestApp(dialect);
    const lines: string[] = [];
    logged = await buildApp({
      config: { ...open.config, logLevel: 'info' },
      database: open.database,
      clock: open.clock,
      logStream: { write: (line) => void lines.push(line) },
    });
    const app = logged;
    const send = (id: string) => app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': id } });
    return { lines, send };
  }

  it('an e-mail address sent as X-Request-Id never reaches the log and is not echoed', async () => {
    const { lines, send } = await withLog();
    const res = await send('maria.lopez@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(lines.join('\n')).not.toContain('maria.lopez');
    expect(lines.filter((l) => l.includes(String(res.headers['x-request-id'])))).toHaveLength(2);
  });

  it('a 10 KB X-Request-Id is replaced, so it cannot swell every log line', async () => {
    const { lines, send } = await withLog();
    const res = await send('a'.repeat(10_000));
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(1_000);
  });

  it('an id with spaces, quotes or a tab, shaped to look like other log fields, is replaced', async () => {
    const { lines, send } = await withLog();
    for (const forged of ['x" level=60 msg="forged', 'a b', 'a\tb', '{"level":60}']) {
      const res = await send(forged);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    expect(lines.join('\n')).not.toContain('forged');
    expect(lines.every((l) => JSON.parse(l).level !== 60)).toBe(true);
  });
});
