// Bookings per second with p99 latency, on SQLite and (when DATABASE_URL is a postgres URL) PostgreSQL.
// The server runs in a child process, as in production, on a fresh database with BOT_CHECK=off; the load is a
// tight loop of concurrent keep-alive requests, each a distinct person in a distinct place of a real slot.
//   node --import tsx bench/bookings.ts [--requests 3000] [--concurrency 32] [--webhooks none|down] [--append]
// --webhooks down gives every retailer a webhook subscription whose endpoint refuses connections (decision 247): each
// booking then adds its one outbox row and the worker retries in the background. The default is none.
// --append adds the results to docs/performance.md, section "Bookings".
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectStatuses } from './bench-support.ts';
import {
  BENCH_ADDRESS_LIMITS_OFF,
  benchBookingBody,
  holdForBench,
  percentile,
  type BenchSlot,
} from './booking-requests.ts';

const here = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};

interface Ready {
  port: number;
  slots: BenchSlot[];
}

async function serve(dialectName: string, webhooks: string) {
  const { dialects } = await import('../apps/api/src/test/dialects.ts');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { insertPlaces } = await import('../apps/api/src/modules/bookings/test-fixtures.ts');
  const { benchSlots } = await import('./booking-requests.ts');
  const dialect = dialects.find((d) => d.name === dialectName)!;
  const database = await dialect.create();
  await insertPlaces(database.db, { capacity: 100 });
  if (webhooks === 'down') {
    const { insertSubscription } = await import('../apps/api/src/modules/webhooks/webhooks.repository.ts');
    const { WEBHOOK_EVENT_TYPES } = await import('@vaxnear/domain/webhooks');
    for (const retailer of ['albertsons', 'cvs'])
      await insertSubscription(database.db, {
        id: `bench-${retailer}`,
        retailer,
        // Port 9 (discard) on loopback: nothing listens, every delivery is refused and retried later.
        url: 'http://127.0.0.1:9/hooks',
        eventTypes: [...WEBHOOK_EVENT_TYPES],
        secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
        createdBy: null,
        now: new Date().toISOString(),
      });
  }
  const config = loadConfig(
    {
      ...process.env,
      BOT_CHECK: 'off',
      RATE_LIMIT_MAX: '0',
      ...BENCH_ADDRESS_LIMITS_OFF,
      ...(webhooks === 'down' ? { WEBHOOK_ALLOW_LOOPBACK: '1' } : {}),
    },
    { ...database.config, logLevel: 'silent' },
  );
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const slots = await benchSlots(database.db, new Date());
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0, slots } satisfies Ready);
  process.on('message', async (message) => {
    if (message === 'cpu') {
      process.send!({ cpu: process.cpuUsage() });
      return;
    }
    await app.close();
    await database.close();
    process.exit(0);
  });
}

async function load(dialectName: string, requests: number, concurrency: number, webhooks: string) {
  const child = fork(here, ['--serve', dialectName, webhooks], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])],
    stdio: 'inherit',
  });
  const ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
  const url = `http://127.0.0.1:${ready.port}/api/v1/appointments/batch_create`;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  // Each booking takes a place its client holds (decision 223): the holds are made before each timed phase, so the
  // figures are the booking call's alone, comparable with the runs before holds were required.
  const cookies = new Map<number, string>();
  const holdAll = async (from: number, to: number) => {
    let n = from;
    const holder = async () => {
      while (n < to) {
        const i = n++;
        cookies.set(i, await holdForBench(`http://127.0.0.1:${ready.port}`, i, ready.slots[i % ready.slots.length]!));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, holder));
  };
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const cookie = cookies.get(i)!;
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: benchBookingBody(i, ready.slots[i % ready.slots.length]!),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  // Warm-up: JIT, prepared statements, connection pool.
  const warmup = Math.min(200, Math.floor(requests / 10));
  const saved = requests;
  requests = warmup;
  await holdAll(0, warmup);
  await Promise.all(Array.from({ length: concurrency }, worker));
  expectStatuses(`${dialectName}: warm-up bookings`, Object.fromEntries(statuses));
  requests = saved + warmup;
  await holdAll(warmup, saved + warmup);
  latencies.length = 0;
  statuses.clear();
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => {
        const { user, system } = (m as { cpu: NodeJS.CpuUsage }).cpu;
        resolve((user + system) / 1000);
      });
      child.send('cpu');
    });
  const cpuBefore = await cpu();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const serverCpuMsPerBooking = ((await cpu()) - cpuBefore) / saved;
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  // Every booking is a distinct person in a slot with room: anything but 200 is a refusal the figures must not hide.
  expectStatuses(`${dialectName}: POST /appointments/batch_create`, Object.fromEntries(statuses));
  latencies.sort((a, b) => a - b);
  const ok = statuses.get(200) ?? 0;
  return {
    dialect: dialectName,
    webhooks,
    requests: saved,
    concurrency,
    ok,
    other: saved - ok,
    perSecond: ok / seconds,
    serverCpuMsPerBooking,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: Object.fromEntries(statuses),
  };
}

if (args[0] === '--serve') {
  await serve(args[1]!, args[2] ?? 'none');
} else {
  const requests = option('requests', 3000);
  const concurrency = option('concurrency', 32);
  const names = ['sqlite', ...(process.env.DATABASE_URL?.startsWith('postgres') ? ['postgres'] : [])];
  const rows: string[] = [];
  for (const name of names) {
    const webhooks = args.includes('--webhooks') ? args[args.indexOf('--webhooks') + 1]! : 'none';
    const r = await load(name, requests, concurrency, webhooks);
    console.log(JSON.stringify(r));
    rows.push(
      `| ${new Date().toISOString().slice(0, 10)} | ${r.dialect} | ${r.requests} | ${r.concurrency} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.other} | ${r.serverCpuMsPerBooking.toFixed(2)} | ${os.loadavg()[0]!.toFixed(1)} |`,
    );
  }
  if (args.includes('--append')) {
    const file = path.join(path.dirname(here), '..', 'docs', 'performance.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
    if (!text.includes('\n## Bookings\n')) {
      text += `\n## Bookings\n\n\`node --import tsx bench/bookings.ts --append\`: POST /appointments/batch_create against a real server in its own\nprocess (BOT_CHECK=off), one flu appointment per request, distinct people and slots (capacity 100), durable\ncommits (SQLite WAL with synchronous=FULL; PostgreSQL defaults). Machine: ${os.cpus().length} cores, shared.\n\n| date | database | requests | concurrency | bookings/s | p50 ms | p99 ms | not 200 | server CPU ms/booking | load avg |\n|---|---|---|---|---|---|---|---|---|---|\n`;
    }
    text = text.replace(
      /(\n## Bookings\n[\s\S]*?\|---\|---\|---\|---\|---\|---\|---\|---\|---\|---\|\n(?:\|.*\|\n)*)/,
      (section) => `${section}${rows.join('\n')}\n`,
    );
    fs.writeFileSync(file, text);
  }
}
