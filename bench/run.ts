// npm run bench: starts the real server (real data, SQLite) and an empty Fastify route on free ports, runs
// autocannon against GET /query, GET /availabilities and the empty route, prints req/s and p99, and records
// them in docs/performance.md. BENCH_SECONDS (default 10) bounds each run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { expectAutocannonStatuses, freePort, queryPaths } from './bench-support.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const GOAL = { requestsPerSecond: 3000, p99Ms: 20 };

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// BENCH_PROFILE=<dir> writes a CPU profile of the API server (open it in Chrome DevTools or speedscope).
const PROFILE_DIR = process.env.BENCH_PROFILE;

function start(script: string, env: Record<string, string>, profile = false): ChildProcess {
  const flags = profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  return spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, paths: string[]): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  expectAutocannonStatuses(name, result);
  const m = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(
    `${name.padEnd(18)} ${String(m.requestsPerSecond).padStart(7)} req/s   p99 ${m.p99Ms} ms   errors ${m.errors}   non-2xx ${m.non2xx}`,
  );
  return m;
}

const QUERY_PATHS = queryPaths(ROOT);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-bench-'));
const [apiPort, emptyPort] = [await freePort(), await freePort()];
const api = start(
  'apps/api/src/server.ts',
  {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SQLITE_PATH: path.join(dir, 'bench.sqlite'),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
  },
  true,
);
const empty = start('bench/empty-server.ts', { PORT: String(emptyPort) });
try {
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/api/v1/health`, api);
  await waitFor(`http://127.0.0.1:${emptyPort}/empty`, empty);
  // The first search builds the in-memory index; that is start-up cost, not request cost.
  await waitFor(`${base}${QUERY_PATHS[0]}`, api);
  const nearest = (await (await fetch(`${base}${QUERY_PATHS[0]}`)).json()) as {
    data: { locations: Array<{ id: string; bookingType: string }> };
  };
  const ids = nearest.data.locations
    .filter((l) => l.bookingType === 'vaxnear')
    .slice(0, 3)
    .map((l) => l.id);
  const today = new Date().toISOString().slice(0, 10);
  const inAWeek = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const availabilityPaths = ids.map(
    (id) => `/api/v1/availabilities?location_ids[]=${id}&startDate=${today}&endDate=${inAWeek}`,
  );

  console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s each`);
  // BENCH_ONLY=query measures /query alone (with BENCH_PROFILE, a profile of that load only, after start-up).
  const only = process.env.BENCH_ONLY;
  const skipped: Measure = { name: 'skipped', requestsPerSecond: 0, p99Ms: 0, errors: 0, non2xx: 0 };
  const results = [
    only ? skipped : await measure('empty Fastify', `http://127.0.0.1:${emptyPort}`, ['/empty']),
    !only || only === 'query' ? await measure('GET /query', base, QUERY_PATHS) : skipped,
    !only || only === 'availabilities' ? await measure('GET /availabilities', base, availabilityPaths) : skipped,
  ];
  const query = results[1]!;
  const meets = query.requestsPerSecond >= GOAL.requestsPerSecond && query.p99Ms <= GOAL.p99Ms;
  const verdict = `${meets ? 'meets' : 'misses'} the goal (≥ ${GOAL.requestsPerSecond} req/s, p99 ≤ ${GOAL.p99Ms} ms)`;
  console.log(`/query ${verdict}`);
  // BENCH_RECORD=0: compare runs while working without adding rows to docs/performance.md.
  if (process.env.BENCH_RECORD !== '0' && !only) record(results, verdict);
} finally {
  api.kill('SIGTERM');
  empty.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dir, { recursive: true, force: true });
}

function record(results: Measure[], verdict: string) {
  const file = path.join(ROOT, 'docs', 'performance.md');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()}`;
  const cell = (m: Measure) =>
    `${m.requestsPerSecond} / ${m.p99Ms}${m.errors + m.non2xx > 0 ? ` (${m.errors + m.non2xx} failed)` : ''}`;
  const row = `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC | ${machine} | ${CONNECTIONS} conn, ${SECONDS} s, load avg ${os.loadavg()[0]!.toFixed(1)} | ${results.map(cell).join(' | ')} | /query ${verdict} |`;
  if (!fs.existsSync(file)) {
    fs.writeFileSync(
      file,
      `# Performance\n\nRecorded by \`npm run bench\` (bench/run.ts): autocannon against the real server on SQLite with the full default\n` +
        `data, beside an empty Fastify route measured in the same run. Cells are requests/s / p99 latency in ms.\n` +
        `The goal for GET /query is ≥ ${GOAL.requestsPerSecond} req/s with p99 ≤ ${GOAL.p99Ms} ms on 2 cores. autocannon runs on the same machine, so it takes\n` +
        `CPU from the server: the numbers are a lower bound.\n\n## Runs\n\n` +
        `| Date | Machine | Load | Empty Fastify route | GET /query | GET /availabilities | Verdict |\n|---|---|---|---|---|---|---|\n`,
    );
  }
  // The row goes at the end of the Runs table, marked so later sections stay below it.
  const marker = '<!-- query-runs:end -->';
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(
    file,
    text.includes(marker) ? text.replace(marker, `${row}\n${marker}`) : `${text.trimEnd()}\n${row}\n`,
  );
  console.log(`Recorded in ${path.relative(ROOT, file)}`);
}
