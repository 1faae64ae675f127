import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';

/** Keeps this thread busy, as a burst of expensive requests would. */
function blockEventLoop(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* busy */
  }
}

describe.each(dialects)('load shedding on $name', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('answers a search 503 with Retry-After and a plain message once the heap is past its limit, never the probes', async () => {
    // 1 MB is always exceeded: the server is "out of memory" from its first sample on.
    t = await createTestApp(dialect, { config: { shedHeapMb: 1, shedEventLoopDelayMs: 0, shedDbWaiting: 0 } });
    const search = await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/query?zipCode=10001' });
        expect(res.statusCode).toBe(503);
        return res;
      },
      { timeout: 5000, interval: 100 },
    );
    expect(search.headers['retry-after']).toBe('2');
    expect(search.headers['cache-control']).toBe('no-store');
    expect(search.json()).toEqual({
      errors: [{ code: 'UNAVAILABLE', message: 'The service is very busy right now. Please try again in 2 seconds.' }],
    });
    // Memory past its limit spares writes too.
    const write = await t.app.inject({ method: 'POST', url: '/api/v1/email_stops', payload: { token: 'x' } });
    expect(write.statusCode).toBe(503);
    // A busy server is alive and still ready: the orchestrator must not restart it, nor the balancer drop all servers.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });

  it('sheds searches after the event loop was blocked, keeps liveness, and recovers', async () => {
    t = await createTestApp(dialect, { config: { shedHeapMb: 0, shedEventLoopDelayMs: 20, shedDbWaiting: 0 } });
    // One sample of the loop stalled for 1.5 s: its mean delay is far past 20 ms.
    await vi.waitFor(
      async () => {
        blockEventLoop(1500);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/query?zipCode=10001' });
        expect(res.statusCode).toBe(503);
        expect(res.json().errors[0].code).toBe('UNAVAILABLE');
      },
      { timeout: 15_000, interval: 10 },
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    // Once the loop is free again, the next samples bring the search back.
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/query?zipCode=10001' });
        expect(res.statusCode).not.toBe(503);
      },
      { timeout: 10_000, interval: 200 },
    );
  }, 30_000);

  it('refuses reads at the door of a listening server while its loop turns are long, and takes every booking call', async () => {
    t = await createTestApp(dialect, {
      config: {
        shedHeapMb: 0,
        shedEventLoopDelayMs: 0,
        shedDbWaiting: 0,
        shedReadsTurnMs: 10,
        metricsToken: 'scrape-secret-1234',
      },
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The server made for the door keeps Fastify's own settings: a keep-alive longer than a balancer's idle timeout.
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    // A crowd's long turns: the loop is held 60 ms at a time for a while (the door's windows are 100 ms).
    const crowd = setInterval(() => blockEventLoop(60), 0);
    try {
      await vi.waitFor(
        async () => {
          const res = await fetch(`${base}/api/v1/query?zipCode=10001`);
          expect(res.status).toBe(503);
          expect(res.headers.get('retry-after')).toBe('2');
          expect(((await res.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('UNAVAILABLE');
        },
        { timeout: 10_000, interval: 20 },
      );
      // A write is never refused at the door: this one reaches the route, which answers for itself (no such hold).
      const write = await fetch(`${base}/api/v1/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ timeSlotId: 'nope' }),
      });
      expect(write.status).not.toBe(503);
      expect((await fetch(`${base}/api/v1/health/ready`)).status).toBe(200);
    } finally {
      clearInterval(crowd);
    }
    // The refusals are counted, and once the turns are short again every read is answered.
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-1234' },
    });
    const counted = Number(/^vaxnear_reads_shed_total (\d+)/m.exec(metrics.body)?.[1] ?? 'NaN');
    expect(counted).toBeGreaterThan(0);
    await vi.waitFor(
      async () => {
        const statuses = await Promise.all(
          Array.from({ length: 5 }, async () => (await fetch(`${base}/api/v1/query?zipCode=10001`)).status),
        );
        expect(statuses.every((status) => status !== 503)).toBe(true);
      },
      { timeout: 10_000, interval: 200 },
    );
  }, 30_000);
});
