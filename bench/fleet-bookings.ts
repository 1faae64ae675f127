// Bookings per second on PostgreSQL with one and with two server processes sharing the database, each the compiled
// server as `npm start` runs it; the load alternates between the servers. Needs DATABASE_URL (a postgres URL).
//   npm run build -w apps/api && node --import tsx bench/fleet-bookings.ts [--requests 3000] [--concurrency 32]
// Writes its table into docs/performance.md (section "Bookings with several servers").
import os from 'node:os';
import path from 'node:path';
import { expectStatuses, freePort, writeDocSection } from './bench-support.ts';
import { dialects } from '../apps/api/src/test/dialects.ts';
import { startServer } from '../apps/api/src/test/server-process.ts';
import { insertPlaces } from '../apps/api/src/modules/bookings/test-fixtures.ts';
import {
  BENCH_ADDRESS_LIMITS_OFF,
  benchBookingBody,
  benchSlots,
  holdForBench,
  percentile,
} from './booking-requests.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps', 'api', 'dist', 'server.js');
const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const REQUESTS = option('requests', 3000);
const CONCURRENCY = option('concurrency', 32);
const postgres = dialects.find((d) => d.name === 'postgres');
if (!postgres) throw new Error('Set DATABASE_URL to a postgres:// URL');

async function run(serverCount: number) {
  const database = await postgres!.create();
  await insertPlaces(database.db, { capacity: 100 });
  const slots = await benchSlots(database.db, new Date());
  const servers = await Promise.all(
    Array.from({ length: serverCount }, async () =>
      startServer(SERVER, {
        DATABASE_URL: database.config.databaseUrl!,
        LOG_LEVEL: 'warn',
        ...BENCH_ADDRESS_LIMITS_OFF,
        PORT: String(await freePort()),
        // Every booking comes from this one address: the per-address limit would refuse most of them.
        RATE_LIMIT_MAX: '0',
      }),
    ),
  );
  try {
    let next = 0;
    const latencies: number[] = [];
    let ok = 0;
    const statuses: Record<string, number> = {};
    // Each booking takes a place its client holds (decision 223): held before each timed phase, on the server that
    // books it, so the figures are the booking call's alone.
    const cookies = new Map<number, string>();
    const holdAll = async (from: number, to: number) => {
      let n = from;
      const holder = async () => {
        while (n < to) {
          const i = n++;
          cookies.set(i, await holdForBench(servers[i % serverCount]!.url, i, slots[i % slots.length]!));
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, holder));
    };
    const worker = (limit: number) => async () => {
      while (next < limit) {
        const i = next++;
        const cookie = cookies.get(i)!;
        const started = performance.now();
        const res = await fetch(`${servers[i % serverCount]!.url}/api/v1/appointments/batch_create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: benchBookingBody(i, slots[i % slots.length]!),
        });
        await res.arrayBuffer();
        if (next > 200) latencies.push(performance.now() - started);
        if (res.status === 200) ok += 1;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    };
    // Warm-up: JIT, connection pools.
    await holdAll(0, 200);
    await Promise.all(Array.from({ length: CONCURRENCY }, worker(200)));
    ok = 0;
    latencies.length = 0;
    await holdAll(200, 200 + REQUESTS);
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker(200 + REQUESTS)));
    const seconds = (performance.now() - started) / 1000;
    expectStatuses(`${serverCount} server(s): POST /appointments/batch_create`, statuses);
    latencies.sort((a, b) => a - b);
    return {
      servers: serverCount,
      perSecond: ok / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      notOk: REQUESTS - ok,
      load: os.loadavg()[0]!,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
  }
}

const results = [];
for (const count of [1, 2]) {
  const r = await run(count);
  console.log(JSON.stringify(r));
  results.push(r);
}
if (process.env.BENCH_RECORD !== '0') {
  writeDocSection(path.join(ROOT, 'docs', 'performance.md'), 'fleet-bookings', 'Bookings with several servers', [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node --import tsx bench/fleet-bookings.ts\`: the compiled server, ${REQUESTS} bookings (one flu appointment each, distinct people and slots) from ${CONCURRENCY} concurrent clients spread evenly over the servers, all on one PostgreSQL; ${os.cpus().length} cores shared by the load, the servers and PostgreSQL.`,
    '',
    '| servers | bookings/s | p50 ms | p99 ms | not 200 | load avg |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.servers} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.notOk} | ${r.load.toFixed(1)} |`,
    ),
  ]);
}
