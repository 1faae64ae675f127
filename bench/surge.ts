// A surge against one server: many clients at once on GET /query, with load shedding off and on (decision 267).
// Beside the crowd, one client searches one request at a time and times each answer: the p99 of the searches it got
// answered (200) says whether a person who gets through is served in time, or waits behind a pile of work.
//   npm run build -w apps/api && node --import tsx bench/surge.ts   (BENCH_SECONDS, default 10; SURGE_CONNECTIONS, 400)
// Writes its table into docs/performance.md (section "Surges: shed, not piled up").
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { expectAutocannonStatuses, expectStatuses, freePort, queryPaths, writeDocSection } from './bench-support.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SURGE_CONNECTIONS ?? 400);
const SERVER = path.join(ROOT, 'apps', 'api', 'dist', 'server.js');
if (!fs.existsSync(SERVER)) throw new Error('Build the server first: npm run build -w apps/api');
const PATHS = queryPaths(ROOT);

async function waitFor(url: string) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** One person searching again and again during the surge: each answer's status and time. */
async function probe(base: string, until: number) {
  const answered: number[] = [];
  const counts: Record<string, number> = {};
  let i = 0;
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${base}${PATHS[i % PATHS.length]}`);
    await res.arrayBuffer();
    counts[res.status] = (counts[res.status] ?? 0) + 1;
    if (res.status === 200) answered.push(performance.now() - started);
    i += 1;
  }
  answered.sort((a, b) => a - b);
  const p99 = answered.length ? answered[Math.min(answered.length - 1, Math.floor(answered.length * 0.99))]! : NaN;
  return { counts, p99: Math.round(p99) };
}

async function run(label: string, shed: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-surge-'));
  const port = await freePort();
  const api: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(dir, 'surge.sqlite'),
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      // One address sends the whole surge: the per-address limit would answer it 429 and hide what shedding does.
      RATE_LIMIT_MAX: '0',
      BOT_CHECK: 'off',
      ...shed,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/v1/health/ready`);
    const warmUp = await autocannon({
      url: base,
      connections: 10,
      duration: 3,
      requests: PATHS.map((p) => ({ method: 'GET' as const, path: p })),
    });
    // The first search builds the location index (a second or more of one thread): shedding may answer some 503 then.
    expectAutocannonStatuses(`${label}: warm-up`, warmUp, [200, 503]);
    const crowd = autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: PATHS.map((p) => ({ method: 'GET' as const, path: p })),
    });
    await new Promise((r) => setTimeout(r, 1000));
    const person = await probe(base, Date.now() + (SECONDS - 2) * 1000);
    const result = await crowd;
    // A shed request is a 503, and only then: any other status, or a request never answered, fails the bench.
    expectAutocannonStatuses(`${label}: the crowd`, result, [200, 503]);
    expectStatuses(`${label}: the person`, person.counts, { expected: [200, 503] });
    const status = (code: number) => Number(result.statusCodeStats[String(code)]?.count ?? 0);
    return {
      label,
      ok: status(200),
      shed: status(503),
      crowdP99: result.latency.p99,
      person,
      load: os.loadavg()[0]!.toFixed(1),
    };
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
for (const [label, shed] of [
  ['shedding off', { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_HEAP_MB: '0', SHED_DB_WAITING: '0' }],
  ['shedding on (defaults)', {}],
] as const) {
  const r = await run(label, shed);
  console.log(JSON.stringify(r));
  const personTotal = Object.values(r.person.counts).reduce((a, b) => a + b, 0);
  rows.push(
    `| ${r.label} | ${CONNECTIONS} | ${r.ok.toLocaleString('en-US')} | ${r.shed.toLocaleString('en-US')} | ${r.crowdP99} | ${r.person.counts['200'] ?? 0} of ${personTotal} | ${r.person.p99} | ${r.load} |`,
  );
}

if (process.env.BENCH_RECORD !== '0') {
  writeDocSection(path.join(ROOT, 'docs', 'performance.md'), 'surge', 'Surges: shed, not piled up', [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`node --import tsx bench/surge.ts\`, ${SECONDS} s per row, the compiled server on SQLite with the default data, rate limit off. "The person" is one client searching one request at a time beside the crowd; its p99 is over the searches it got answered (200). Load average: the machine's 1-minute figure after the row.`,
    '',
    '| server | crowd connections | crowd 200 | crowd 503 (shed) | crowd p99 ms (all answers) | the person: 200s | the person: p99 ms of its 200s | load avg |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ]);
}
