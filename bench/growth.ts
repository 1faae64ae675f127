// How the cost of GET /query grows with the number of locations: the compiled server on SQLite with the default data
// (1×) and with jittered copies of every location added by this script (5×, 10×; never shipped as data), beside a
// replay of the same answers' bytes (bench/replay-server.ts), the floor of this answer on this machine.
//   npm run build -w apps/api && node --import tsx bench/growth.ts [--factors 1,5,10]   (BENCH_SECONDS, default 10)
// Writes its table into docs/performance.md (section "How /query grows").
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { expectAutocannonStatuses, expectStatuses, freePort, queryPaths, writeDocSection } from './bench-support.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../apps/api/src/db/database.ts';
import { loadDefaultDataIfEmpty } from '../apps/api/src/modules/data-loading/default-data.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const args = process.argv.slice(2);
const factors = (args.includes('--factors') ? args[args.indexOf('--factors') + 1]! : '1,5,10').split(',').map(Number);
const SERVER = path.join(ROOT, 'apps', 'api', 'dist', 'server.js');
if (!fs.existsSync(SERVER)) throw new Error('Build the server first: npm run build -w apps/api');
const PATHS = queryPaths(ROOT);

/** Adds `factor - 1` copies of every location, each moved by up to ±0.1° (about 10 km), with its hours and offer. */
async function multiplyLocations(database: DatabaseHandle, factor: number) {
  const columns = async (table: string) =>
    (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(database.db)).rows.map(
      (r) => r.name,
    );
  const jitter = '((abs(random()) % 2001) - 1000) / 10000.0';
  const copy = (table: string, names: string[], replace: Record<string, string>) =>
    `insert into ${table} (${names.join(', ')}) select ${names.map((n) => replace[n] ?? n).join(', ')} from ${table}, copies where ${table}.${table === 'locations' ? 'id' : 'location_id'} not like '%~%'`;
  const [locations, hours, offerings] = [
    await columns('locations'),
    await columns('location_hours'),
    await columns('location_offerings'),
  ];
  await database.db.transaction().execute(async (trx) => {
    await sql
      .raw(
        `create temp table copies as with recursive k(n) as (select 1 union all select n + 1 from k where n < ${factor - 1}) select n from k`,
      )
      .execute(trx);
    await sql
      .raw(
        copy('locations', locations, {
          id: "id || '~' || n",
          lat: `lat + ${jitter}`,
          lng: `lng + ${jitter}`,
          store_number: "store_number || '~' || n",
        }),
      )
      .execute(trx);
    await sql
      .raw(
        copy(
          'location_hours',
          hours.filter((n) => n !== 'id'),
          { location_id: "location_id || '~' || n" },
        ),
      )
      .execute(trx);
    await sql
      .raw(
        copy(
          'location_offerings',
          offerings.filter((n) => n !== 'id'),
          { location_id: "location_id || '~' || n" },
        ),
      )
      .execute(trx);
    await sql`update meta set value = ${`bench-${factor}`} where key = 'locations_version'`.execute(trx);
  });
  return Number((await sql<{ n: number }>`select count(*) as n from locations`.execute(database.db)).rows[0]!.n);
}

function start(script: string, env: Record<string, string>, tsx = false): ChildProcess {
  return spawn(process.execPath, [...(tsx ? ['--import', 'tsx'] : []), script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

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

/** CPU time the process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Requests/s and p99 move with whatever else runs on the machine; the server's CPU time per request does much less,
 * so it is the figure to compare between sizes on a shared machine.
 */
async function measure(what: string, url: string, pid: number) {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: PATHS.map((p) => ({ method: 'GET' as const, path: p })),
  });
  expectAutocannonStatuses(what, result);
  const cpuMsPerRequest = (cpuMsOf(pid) - cpuBefore) / Math.max(1, result.requests.total);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
    cpuMsPerRequest,
  };
}

const rows: string[] = [];
for (const factor of factors) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-growth-'));
  const sqlitePath = path.join(dir, 'growth.sqlite');
  const database = openDatabase({ databaseUrl: null, sqlitePath });
  await migrateToLatest(database.db, database.dialect);
  await loadDefaultDataIfEmpty(database, path.join(ROOT, 'data'));
  const count =
    factor > 1
      ? await multiplyLocations(database, factor)
      : Number((await sql<{ n: number }>`select count(*) as n from locations`.execute(database.db)).rows[0]!.n);
  await database.close();

  const [apiPort, replayPort] = [await freePort(), await freePort()];
  const api = start(SERVER, {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SQLITE_PATH: sqlitePath,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // The bench sends thousands of searches a second from one address: the per-address limit would answer most of
    // them 429, fast, and the cells would measure refusals.
    RATE_LIMIT_MAX: '0',
  });
  const replayFile = path.join(dir, 'answers.json');
  try {
    const base = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${base}/api/v1/health/ready`);
    const answers: Record<string, string> = {};
    const recorded: Record<string, number> = {};
    for (const p of PATHS) {
      const answer = await fetch(`${base}${p}`);
      recorded[answer.status] = (recorded[answer.status] ?? 0) + 1;
      answers[p] = await answer.text();
    }
    expectStatuses(`${factor}×: recording the answers to replay`, recorded);
    fs.writeFileSync(replayFile, JSON.stringify(answers));
    const bytes = Math.round(Object.values(answers).reduce((sum, a) => sum + Buffer.byteLength(a), 0) / PATHS.length);
    const replay = start(
      path.join(ROOT, 'bench', 'replay-server.ts'),
      { PORT: String(replayPort), REPLAY_FILE: replayFile },
      true,
    );
    try {
      await waitFor(`http://127.0.0.1:${replayPort}${PATHS[0]}`);
      // Warm-up: JIT and the index's first build are start-up costs, not request costs.
      const warmUp = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: 3,
        requests: PATHS.map((p) => ({ method: 'GET' as const, path: p })),
      });
      expectAutocannonStatuses(`${factor}×: warm-up of GET /query`, warmUp);
      const real = await measure(`${factor}×: GET /query`, base, api.pid!);
      const floor = await measure(
        `${factor}×: replay of the same bytes`,
        `http://127.0.0.1:${replayPort}`,
        replay.pid!,
      );
      console.log(JSON.stringify({ factor, count, bytes, real, floor }));
      rows.push(
        `| ${factor}× | ${count.toLocaleString('en-US')} | ${real.rps} / ${real.p99}${real.failed ? ` (${real.failed} failed)` : ''} | ${real.cpuMsPerRequest.toFixed(3)} | ${floor.rps} / ${floor.p99} | ${floor.cpuMsPerRequest.toFixed(3)} | ${bytes.toLocaleString('en-US')} | ${os.loadavg()[0]!.toFixed(1)} |`,
      );
    } finally {
      replay.kill('SIGTERM');
    }
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_RECORD !== '0') {
  writeDocSection(path.join(ROOT, 'docs', 'performance.md'), 'query-growth', 'How /query grows', [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node --import tsx bench/growth.ts\`: the compiled server on SQLite, autocannon with ${CONNECTIONS} connections for ${SECONDS} s per cell, the same 200 searches as above. Locations beyond 1× are jittered copies made by the bench. "Same bytes, no work" replays the recorded answers from a bare node:http server. Cells are requests/s / p99 ms, and the serving process's CPU time per request; ${os.cpus().length} cores, Node ${process.version}.`,
    '',
    '| data | locations | GET /query | server CPU ms/request | same bytes, no work | its CPU ms/request | answer bytes (mean) | load avg |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ]);
}
