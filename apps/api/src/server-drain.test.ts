// A rolling restart as a load balancer sees it (decision 268): on SIGTERM readiness answers 503 at once while the
// server keeps serving for DRAIN_DELAY_MS, every request sent before or during that time is answered, and the process
// then closes its listener, finishes, and exits 0.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, startServer } from './test/server-process.ts';

let build: Awaited<ReturnType<typeof buildServer>>;
beforeAll(async () => {
  build = await buildServer();
});
afterAll(() => {
  build?.remove();
});

const SERVICES = encodeURIComponent(JSON.stringify([{ kind: 'flu', brands: [], ageMin: 30, ageMax: 30 }]));
const search = async (url: string) => {
  const res = await fetch(`${url}/api/v1/query?latitude=40.75&longitude=-73.99&pageSize=10&services=${SERVICES}`);
  return { status: res.status, connection: res.headers.get('connection'), body: await res.text() };
};

describe('draining on SIGTERM', () => {
  it('turns readiness off first, answers every search sent before and during the drain, then exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-drain-'));
    const server = await startServer(build.entry, {
      SQLITE_PATH: path.join(dir, 'db.sqlite'),
      DATABASE_URL: '',
      LOAD_DEFAULT_DATA: '1',
      RATE_LIMIT_MAX: '0',
      DRAIN_DELAY_MS: '2000',
      // On a machine shared with other test runs the event loop of a busy server lags past the shedding limit; this
      // test is about draining, so every refusal here must come from the drain and none from shedding.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_READS_TURN_MS: '0',
    });
    try {
      expect((await fetch(`${server.url}/api/v1/health/ready`)).status).toBe(200);
      expect((await search(server.url)).status).toBe(200);
      const before = Array.from({ length: 30 }, () => search(server.url));
      server.child.kill('SIGTERM');
      const ready = await fetch(`${server.url}/api/v1/health/ready`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).errors[0]).toMatchObject({
        code: 'UNAVAILABLE',
        message: expect.stringContaining('it is stopping'),
      });
      // Still serving while the balancer notices, and asking each client to reconnect elsewhere.
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
      const during = await Promise.all(Array.from({ length: 10 }, () => search(server.url)));
      const all = [...(await Promise.all(before)), ...during];
      expect(all.map((r) => (r.status === 200 ? 200 : r.body))).toEqual(all.map(() => 200));
      for (const answer of all) expect(JSON.parse(answer.body).data).toBeDefined();
      expect(during.map((r) => r.connection)).toEqual(during.map(() => 'close'));
      expect(await server.exited).toBe(0);
      const messages = server.logs.map((l) => String(l.msg));
      expect(messages.indexOf('stopping: readiness off, still serving')).toBeGreaterThanOrEqual(0);
      expect(messages.indexOf('stopping: listener closed, finishing the requests in flight')).toBeGreaterThan(
        messages.indexOf('stopping: readiness off, still serving'),
      );
      expect(messages).toContain('stopped');
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
