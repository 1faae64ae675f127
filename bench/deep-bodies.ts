// npm run bench:deep-bodies: how the real server answers, and how fast it still answers GET /health for everyone else,
// while a few clients send JSON bodies nested 100,000 levels deep (issue #24). Two rounds: a bot with no proof
// (BOT_CHECK=on, no token) and one that paid for its proofs (BOT_CHECK=off stands in for a solved proof on each call).
// Records the figures in docs/performance.md. BENCH_SECONDS (default 10) bounds each phase; BENCH_ATTACKERS (4) is
// the number of attacking clients; BENCH_RECORD=0 prints without recording.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, writeDocSection } from './bench-support.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 4);
/** 200 KB of brackets: under the 256 KB body limit, so the body is read and reaches the parser. */
const DEPTH = 100_000;
const DEEP_BODY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const TARGET = '/api/v1/reservations/batch';

interface Round {
  name: string;
  quiet: Latency;
  attacked: Latency;
  attackAnswers: Record<string, number>;
  attackRequests: number;
}

interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

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

/** GET /health one after another until `stop`, each timed from send to the end of the answer. */
async function healthLatency(base: string, stop: () => boolean): Promise<Latency> {
  const times: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/health`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    // A person's browser, not a load generator: a few requests a second are enough to see the delay.
    await new Promise((r) => setTimeout(r, 20));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { count: times.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

async function attack(base: string, stop: () => boolean, answers: Record<string, number>): Promise<number> {
  let sent = 0;
  while (!stop()) {
    try {
      const res = await fetch(`${base}${TARGET}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: DEEP_BODY,
      });
      const body = (await res.json().catch(() => ({}))) as { errors?: Array<{ code?: string }> };
      const key = `${res.status} ${body.errors?.[0]?.code ?? ''}`.trim();
      answers[key] = (answers[key] ?? 0) + 1;
    } catch {
      answers['connection error'] = (answers['connection error'] ?? 0) + 1;
    }
    sent += 1;
  }
  return sent;
}

/**
 * The attackers run in a process of their own (this script with `--attack <base>`), so that the time they spend
 * building and sending bodies is not counted as the server's delay in answering /health.
 */
async function attackFromOtherProcess(base: string): Promise<{ answers: Record<string, number>; sent: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/deep-bodies.ts', '--attack', base], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.on('exit', resolve));
  return JSON.parse(out) as { answers: Record<string, number>; sent: number };
}

async function round(name: string, botCheck: 'on' | 'off'): Promise<Round> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(dir, 'bench.sqlite'),
      DATABASE_URL: '',
      LOG_LEVEL: 'fatal',
      RATE_LIMIT_MAX: '0',
      LOAD_DEFAULT_DATA: '0',
      BOT_CHECK: botCheck,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/v1/health`, server);
    const quiet = await healthLatency(base, phase(SECONDS * 1000));
    const attackers = attackFromOtherProcess(base);
    // The attackers' process starts within a second; the /health phase lasts as long as their attack.
    await new Promise((r) => setTimeout(r, 1000));
    const attacked = await healthLatency(base, phase(SECONDS * 1000 - 1000));
    const { answers, sent } = await attackers;
    const result = { name, quiet, attacked, attackAnswers: answers, attackRequests: sent };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function phase(ms: number): () => boolean {
  const end = Date.now() + ms;
  return () => Date.now() >= end;
}

if (process.argv[2] === '--attack') {
  const base = process.argv[3]!;
  const answers: Record<string, number> = {};
  const stop = phase(SECONDS * 1000 + 1000);
  const sent = await Promise.all(Array.from({ length: ATTACKERS }, () => attack(base, stop, answers)));
  process.stdout.write(JSON.stringify({ answers, sent: sent.reduce((a, b) => a + b, 0) }));
  process.exit(0);
}

const rounds = [
  await round('no proof (BOT_CHECK=on, no token)', 'on'),
  await round('a proof on every call (BOT_CHECK=off)', 'off'),
];

if (process.env.BENCH_RECORD !== '0') {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  const ms = (l: Latency) => `${l.p50} / ${l.p99} / ${l.max}`;
  writeDocSection(
    path.join(ROOT, 'docs', 'performance.md'),
    'deep-bodies',
    'Deeply nested bodies: GET /health while clients attack (issue #24)',
    [
      `Recorded by \`npm run bench:deep-bodies\` (bench/deep-bodies.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine}:`,
      `the real server on SQLite; ${ATTACKERS} clients POST a body of ${DEPTH.toLocaleString('en-US')} nested lists (200 KB) to \`${TARGET}\``,
      `as fast as they are answered, for ${SECONDS} s, while one client reads GET /health every 20 ms. Latency in ms, p50 / p99 / max.`,
      '',
      '| attacker | /health alone | /health under attack | attack requests | their answers |',
      '| --- | --- | --- | --- | --- |',
      ...rounds.map(
        (r) =>
          `| ${r.name} | ${ms(r.quiet)} | ${ms(r.attacked)} | ${r.attackRequests} | ${Object.entries(r.attackAnswers)
            .map(([k, n]) => `${n} × ${k}`)
            .join(', ')} |`,
      ),
    ],
  );
}
