import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { ReadDoor, type TurnSource } from './read-door.ts';

/** Turns of a length the test chooses, window by window. */
function turnsOf(lengths: number[]): TurnSource & { stopped: boolean } {
  let window = 0;
  const source = {
    stopped: false,
    medianMs: () => lengths[Math.min(window, lengths.length - 1)] ?? 0,
    reset: () => {
      window += 1;
    },
    stop: () => {
      source.stopped = true;
    },
  };
  return source;
}

/** One window of a crowd's traffic (reads), then the door's reading of it. */
function windowOfReads(door: ReadDoor, reads = 100, writes = 2) {
  for (let i = 0; i < reads; i += 1) door.seen('GET');
  for (let i = 0; i < writes; i += 1) door.seen('POST');
  door.adjust();
}

const CLOCK = fixedClock(new Date('2026-11-23T15:00:00Z'));
let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

/** A real HTTP server with the door in front of a handler that answers 200 "handled". */
async function serve(door: ReadDoor): Promise<string> {
  server = createServer((req, res) => {
    if (door.refuses(req, res)) return;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('handled');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function call(base: string, method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

describe('reads refused at the door to keep the event loop turn short', () => {
  it('refuses nothing while the turns stay under the limit', async () => {
    const door = new ReadDoor(25, CLOCK, turnsOf([3, 24, 25, 0]));
    for (let i = 0; i < 4; i += 1) windowOfReads(door);
    expect(door.refusedShare).toBe(0);
    const base = await serve(door);
    for (let i = 0; i < 20; i += 1) expect((await call(base, 'GET', '/api/v1/query?zipCode=10001')).status).toBe(200);
  });

  it('refuses a growing share of reads while the turns are too long, and lets them back in slowly once they are not', () => {
    const door = new ReadDoor(25, CLOCK, turnsOf([80, 80, 80, 80, 80, 10, 10]));
    const shares = Array.from({ length: 7 }, () => {
      windowOfReads(door);
      return door.refusedShare;
    });
    expect(shares).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.45, 0.4]);
  });

  it('never refuses every read, so a person searching is still answered now and then', () => {
    const door = new ReadDoor(25, CLOCK, turnsOf([500]));
    for (let i = 0; i < 50; i += 1) windowOfReads(door);
    expect(door.refusedShare).toBe(0.98);
  });

  it('refuses no read when the long turns come from bookings: most requests were writes', () => {
    const door = new ReadDoor(2, CLOCK, turnsOf([40]));
    for (let i = 0; i < 5; i += 1) windowOfReads(door, 20, 60);
    expect(door.refusedShare).toBe(0);
    // The same turns with a crowd of reads: now they go first.
    windowOfReads(door, 2000, 60);
    expect(door.refusedShare).toBe(0.1);
  });

  it('refuses reads in the share, as a steady rhythm, with the API 503 a client knows; writes, pages and probes go on', async () => {
    const door = new ReadDoor(25, CLOCK, turnsOf([80, 80, 80, 80, 80]));
    for (let i = 0; i < 5; i += 1) windowOfReads(door);
    let refused = 0;
    door.onRefused = () => (refused += 1);
    const base = await serve(door);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await call(base, 'GET', '/api/v1/query?zipCode=10001')).status);
    // Half the reads, every other one: the same load gives the same answers.
    expect(statuses).toEqual([200, 503, 200, 503, 200, 503, 200, 503, 200, 503]);
    expect(refused).toBe(5);

    expect((await call(base, 'HEAD', '/api/v1/query?zipCode=10001')).status).toBe(200);
    const answer = await call(base, 'GET', '/api/v1/availabilities');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.date).toBe('Mon, 23 Nov 2026 15:00:00 GMT');
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ code: 'UNAVAILABLE', message: 'The service is very busy right now. Please try again in 2 seconds.' }],
    });

    for (let i = 0; i < 6; i += 1) {
      expect((await call(base, 'POST', '/api/v1/appointments/batch_create')).status).toBe(200);
      expect((await call(base, 'POST', '/api/v1/reservations')).status).toBe(200);
      expect((await call(base, 'GET', '/schedule/results')).status).toBe(200);
      expect((await call(base, 'GET', '/api/v1/health/ready')).status).toBe(200);
      expect((await call(base, 'GET', '/api/v1/health')).status).toBe(200);
    }
  });

  it('stops reading the loop when the server closes', () => {
    const turns = turnsOf([0]);
    const door = new ReadDoor(25, CLOCK, turns);
    door.start();
    door.stop();
    expect(turns.stopped).toBe(true);
  });
});
