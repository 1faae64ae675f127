// What the SMART Scheduling Links feed costs the server (decision 252): CPU-seconds of the server process per full
// poll, cold (every file built) and warm (stored files, sent again or answered 304), its resident memory, and /health
// latency while 4 and then 16 readers ask for `_since` files without pause. The server is the compiled one as
// `npm start` runs it, on a fresh SQLite database with the default data (or PostgreSQL with DATABASE_URL).
//   npm run build -w apps/api && node --import tsx bench/feed-cost.ts [--states WY,VT,AK] [--seconds 20] [--append]
// --states polls only those states' Slot files (the whole default feed takes most of an hour to build cold on this
// shared machine); --append writes the result into docs/performance.md, section "SMART Scheduling Links cost".
// The bench fails (exit 1) when any answer is not the expected status.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expectStatuses, freePort, writeDocSection } from './bench-support.ts';
import { dialects } from '../apps/api/src/test/dialects.ts';
import { startServer } from '../apps/api/src/test/server-process.ts';
import { BENCH_ADDRESS_LIMITS_OFF } from './booking-requests.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps', 'api', 'dist', 'server.js');
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const STATES = option('states')?.split(',') ?? null;
const SECONDS = Number(option('seconds') ?? 20);
const TICKS_PER_S = 100;

if (!fs.existsSync(SERVER)) throw new Error('Build the server first: npm run build -w apps/api');
const dialect = process.env.DATABASE_URL ? dialects.find((d) => d.name === 'postgres')! : dialects[0]!;
const database = await dialect.create();
const loadStarted = performance.now();
const server = await startServer(SERVER, {
  ...(database.config.databaseUrl
    ? { DATABASE_URL: database.config.databaseUrl }
    : { SQLITE_PATH: database.config.sqlitePath }),
  LOAD_DEFAULT_DATA: '1',
  LOG_LEVEL: 'warn',
  PORT: String(await freePort()),
  RATE_LIMIT_MAX: '0',
  // The holds that give `_since` something to name all come from this one address.
  ...BENCH_ADDRESS_LIMITS_OFF,
});
const loadS = (performance.now() - loadStarted) / 1000;
const pid = server.child.pid!;

/** CPU-seconds the server process has used so far (user + system). */
function serverCpuS(): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}
function serverRssMb(): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}
let peakRss = serverRssMb();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, serverRssMb());
}, 50);

interface Manifest {
  transactionTime: string;
  output: Array<{ type: string; url: string }>;
}
const local = (url: string) => `${server.url}${new URL(url).pathname}${new URL(url).search}`;

async function manifest(since?: string): Promise<Manifest> {
  const res = await fetch(`${server.url}/api/v1/fhir/$bulk-publish${since ? `?_since=${since}` : ''}`);
  expectStatuses('GET $bulk-publish', { [res.status]: 1 });
  return (await res.json()) as Manifest;
}

const wanted = (m: Manifest) =>
  m.output.filter((o) => o.type !== 'Slot' || !STATES || STATES.some((s) => o.url.includes(`/Slot-${s}.ndjson`)));

/** One full poll as an aggregator makes it: the manifest, then every file, with the tags it kept from last time. */
async function poll(tags: Map<string, string>, expected: number) {
  const cpu = serverCpuS();
  const started = performance.now();
  let bytes = 0;
  const statuses: Record<string, number> = {};
  for (const item of wanted(await manifest())) {
    const tag = tags.get(item.url);
    // Read with node:http: the bytes as sent (fetch would unpack them).
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          local(item.url),
          { headers: { 'accept-encoding': 'br, gzip', ...(tag ? { 'if-none-match': tag } : {}) } },
          resolve,
        )
        .on('error', reject);
    });
    for await (const chunk of res as AsyncIterable<Buffer>) bytes += chunk.length;
    const status = res.statusCode ?? 0;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (res.headers.etag) tags.set(item.url, res.headers.etag);
  }
  expectStatuses(`full poll (expecting ${expected})`, statuses, { expected: [expected] });
  return {
    cpuS: serverCpuS() - cpu,
    seconds: (performance.now() - started) / 1000,
    bytes,
    files: Object.values(statuses).reduce((a, b) => a + b, 0),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** /health latency while `readers` clients read `_since` Slot files without pause for SECONDS. */
async function sinceLoad(readers: number, urls: string[]) {
  const cpu = serverCpuS();
  const until = performance.now() + SECONDS * 1000;
  const statuses: Record<string, number> = {};
  let reads = 0;
  const reader = async (n: number) => {
    for (let i = n; performance.now() < until; i += readers) {
      const res = await fetch(urls[i % urls.length]!, { headers: { 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      reads += 1;
    }
  };
  const health: number[] = [];
  const healthStatuses: Record<string, number> = {};
  const prober = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/health`);
      await res.arrayBuffer();
      health.push(performance.now() - started);
      healthStatuses[res.status] = (healthStatuses[res.status] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await Promise.all([...Array.from({ length: readers }, (_, n) => reader(n)), prober()]);
  expectStatuses(`${readers} _since readers`, statuses);
  expectStatuses(`/health beside ${readers} _since readers`, healthStatuses);
  return {
    readers,
    reads,
    perSecond: reads / SECONDS,
    cpuS: serverCpuS() - cpu,
    p50: percentile(health, 50),
    p99: percentile(health, 99),
    max: Math.max(...health),
  };
}

try {
  const rssBefore = serverRssMb();
  peakRss = rssBefore;
  const tags = new Map<string, string>();
  const cold = await poll(tags, 200);
  const coldPeak = peakRss;
  console.log('cold', cold);
  const warmSend = await poll(new Map(), 200);
  const warm304 = await poll(tags, 304);
  console.log('warm', warmSend, warm304);
  const idleHealth = await (async () => {
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      await (await fetch(`${server.url}/api/v1/health`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    return percentile(times, 50);
  })();

  // The feed's files were first published when this server started: until the manifest's transactionTime is past
  // that, `_since` rightly names every file. Take a transactionTime past it, as a reader polling for a while has.
  let since = (await manifest()).transactionTime;
  for (let i = 0; i < 30 && (await manifest(encodeURIComponent(since))).output.some((o) => o.type !== 'Slot'); i += 1) {
    await new Promise((r) => setTimeout(r, 10_000));
    since = (await manifest()).transactionTime;
  }
  // Then holds in the polled states, so that `_since` has slots to name, and readers ask what changed since then.
  const locationLines = (await (await fetch(`${server.url}/api/v1/fhir/Location.ndjson`)).text()).split('\n');
  const held: Record<string, number> = {};
  let holds = 0;
  for (const line of locationLines) {
    if (!line || holds >= 20) continue;
    const location = JSON.parse(line) as { address: { state: string }; identifier: Array<{ value: string }> };
    if (STATES && !STATES.includes(location.address.state)) continue;
    const id = location.identifier[0]!.value;
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const found = await fetch(`${server.url}/api/v1/availabilities?location_ids[]=${id}&date=${day}`);
    const slot = (
      (await found.json()) as { data?: { locations?: Array<{ dates: Array<{ slots: Array<{ id: string }> }> }> } }
    ).data?.locations?.[0]?.dates?.[0]?.slots?.[0]?.id;
    if (!slot) continue;
    const hold = await fetch(`${server.url}/api/v1/reservations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `vaxnear_client=feedcost${String(holds).padStart(14, 'x')}`,
      },
      body: JSON.stringify({ timeSlotId: slot }),
    });
    held[hold.status] = (held[hold.status] ?? 0) + 1;
    holds += 1;
  }
  expectStatuses('holds for _since', held);
  const sinceManifest = await manifest(encodeURIComponent(since));
  if (sinceManifest.output.some((o) => o.type !== 'Slot')) throw new Error('_since still names every file');
  const sinceUrls = sinceManifest.output.filter((o) => o.type === 'Slot').map((o) => local(o.url));
  if (sinceUrls.length === 0) throw new Error('no _since Slot file to read: the holds changed nothing');
  const sinceBytes = (await (await fetch(sinceUrls[0]!)).text()).length;
  console.log('since', since, sinceUrls, sinceBytes);
  const four = await sinceLoad(4, sinceUrls);
  const sixteen = await sinceLoad(16, sinceUrls);
  clearInterval(sampler);

  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = os.loadavg().map((l) => l.toFixed(2));
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const lines = [
    `Measured ${when} UTC on ${dialect.name}, the default data, the compiled server (\`npm start\`), with ` +
      `\`node --import tsx bench/feed-cost.ts${STATES ? ` --states ${STATES.join(',')}` : ''} --seconds ${SECONDS}\`; ` +
      `load average ${load.join(' / ')} (1 / 5 / 15 min) when it ended, on the 2-core machine shared with other engineers.` +
      ` Server start with the default data: ${loadS.toFixed(0)} s.`,
    '',
    `| full poll (manifest + ${cold.files - 1} files${STATES ? `: Location, Schedule, Slot files of ${STATES.join(', ')}` : ''}) | server CPU | time | bytes sent |`,
    '| --- | ---: | ---: | ---: |',
    `| cold: every file built | ${cold.cpuS.toFixed(2)} s | ${cold.seconds.toFixed(1)} s | ${mb(cold.bytes)} |`,
    `| warm: stored files sent again (no tags) | ${warmSend.cpuS.toFixed(2)} s | ${warmSend.seconds.toFixed(1)} s | ${mb(warmSend.bytes)} |`,
    `| warm: conditional GET, all 304 | ${warm304.cpuS.toFixed(2)} s | ${warm304.seconds.toFixed(1)} s | ${mb(warm304.bytes)} |`,
    '',
    `- Memory (server RSS): ${rssBefore.toFixed(0)} MB before the first poll, at most ${coldPeak.toFixed(0)} MB while every file was built, at most ${peakRss.toFixed(0)} MB over the whole run.`,
    `- \`_since\` (${holds} holds in ${sinceUrls.length} state(s), the first file ${sinceBytes.toLocaleString('en-US')} bytes plain), read without pause for ${SECONDS} s; /health alone: ${ms(idleHealth)} median.`,
    '',
    '| `_since` readers | reads/s | server CPU | /health p50 | /health p99 | /health max |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...[four, sixteen].map(
      (r) =>
        `| ${r.readers} | ${r.perSecond.toFixed(1)} | ${r.cpuS.toFixed(1)} s | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} |`,
    ),
  ];
  console.log(lines.join('\n'));
  if (args.includes('--append'))
    writeDocSection(path.join(ROOT, 'docs', 'performance.md'), 'feed-cost', 'SMART Scheduling Links cost', lines);
} finally {
  clearInterval(sampler);
  await server.stop();
  await database.close();
}
