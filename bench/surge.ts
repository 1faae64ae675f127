// A surge against one server: many clients at once on GET /query, with load shedding off and on (decisions 267, 305).
// Beside the crowd, one client searches one request at a time and times each answer: the p99 of the searches it got
// answered (200) says whether a person who gets through is served in time, or waits behind a pile of work. And people
// who already hold a time book it, four at a time, each booking timed: the issue's promise is that they keep their
// p99 while the search gives way. The first row is those bookings alone; the second, the search load that saturates
// the server (its throughput does not grow past it); the crowd is ten times that.
//   npm run build -w apps/api && node --import tsx bench/surge.ts   (BENCH_SECONDS, default 10; SURGE_CONNECTIONS, 400)
// Writes its table into docs/performance.md (section "Surges: shed, not piled up").
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as CrowdResult } from 'autocannon';
import { expectAutocannonStatuses, expectStatuses, freePort, queryPaths, writeDocSection } from './bench-support.ts';
import { BENCH_ADDRESS_LIMITS_OFF, benchBookingBody, percentile, type BenchSlot } from './booking-requests.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.SURGE_CONNECTIONS ?? 400);
const SERVER = path.join(ROOT, 'apps', 'api', 'dist', 'server.js');
if (!fs.existsSync(SERVER)) throw new Error('Build the server first: npm run build -w apps/api');
const PATHS = queryPaths(ROOT);
const HOLDERS = 4;
// The server gets a core of its own, as a container limited to one CPU would; the crowd, the person and the holders
// share the other. On one core everything shares it (the figures then say so).
const CORES = os.availableParallelism();
const SERVER_CORE = CORES > 1 ? 0 : null;
const BENCH_CORE = CORES > 1 ? 1 : null;
const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
/** The command on one core (taskset), where there are two and taskset is installed. */
function onCore(core: number | null, command: string[]): [string, string[]] {
  const [file, ...args] = core !== null && hasTaskset ? ['taskset', '-c', String(core), ...command] : command;
  return [file!, args];
}
if (BENCH_CORE !== null && hasTaskset) spawnSync('taskset', ['-cp', String(BENCH_CORE), String(process.pid)]);
const FLU_AT_68 = encodeURIComponent(JSON.stringify([{ kind: 'flu', brands: [], ageMin: 68, ageMax: 68 }]));

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

/** Free flu times for a person of 68 at the 20 pharmacies nearest Manhattan (the most one call answers), two weeks. */
async function freeSlots(base: string): Promise<BenchSlot[]> {
  const found = await fetch(
    `${base}/api/v1/query?latitude=40.7506&longitude=-73.9972&pageSize=20&services=${FLU_AT_68}`,
  );
  const places = ((await found.json()) as { data: { locations: Array<{ id: string; bookingType?: string }> } }).data
    .locations;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const ids = places.map((place) => `location_ids[]=${encodeURIComponent(place.id)}`).join('&');
  const res = await fetch(
    `${base}/api/v1/availabilities?${ids}&startDate=${day(1)}&endDate=${day(13)}&services=${FLU_AT_68}`,
  );
  if (res.status !== 200) throw new Error(`the free times: ${res.status} ${await res.text()}`);
  const { locations } = (
    (await res.json()) as {
      data: { locations: Array<{ locationId: string; dates: Array<{ slots: Array<{ id: string }> }> }> };
    }
  ).data;
  const slots = locations.flatMap((l) =>
    l.dates.flatMap((d) => d.slots.map((slot) => ({ locationId: l.locationId, timeSlotId: slot.id }))),
  );
  if (slots.length < 500) throw new Error(`only ${slots.length} free flu times near Manhattan`);
  return slots;
}

/**
 * The crowd, in a process of its own on the bench's core at the lowest CPU priority (bench/surge-crowd.ts): a real
 * crowd's browsers are not on the server's machine.
 */
function crowdProcess(base: string, connections: number): Promise<CrowdResult> {
  const script = path.join(ROOT, 'bench', 'surge-crowd.ts');
  const child = spawn(...onCore(BENCH_CORE, ['nice', '-n', '19', process.execPath, '--import', 'tsx', script]), {
    cwd: ROOT,
    env: {
      ...process.env,
      SURGE_URL: base,
      SURGE_CONNECTIONS: String(connections),
      SURGE_SECONDS: String(SECONDS),
      SURGE_PATHS: JSON.stringify(PATHS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as CrowdResult) : reject(new Error(`the crowd exited with ${code}`)),
    ),
  );
}

let people = 0;

/**
 * People booking during the surge: each takes the next free time, holds it (untimed: the booking form's earlier
 * step) and books it, timed. A hold refused because the time filled is passed over.
 */
async function holders(base: string, slots: BenchSlot[], until: number) {
  const bookings: Record<string, number> = {};
  const holds: Record<string, number> = {};
  const times: number[] = [];
  const holdTimes: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: HOLDERS }, async () => {
      while (Date.now() < until && next < slots.length) {
        const slot = slots[next++]!;
        const person = (people += 1);
        const cookie = `vaxnear_client=${`surge${person}`.padEnd(22, 'x').slice(0, 22)}`;
        const headers = { 'content-type': 'application/json', cookie };
        const holding = performance.now();
        const held = await fetch(`${base}/api/v1/reservations`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ timeSlotId: slot.timeSlotId }),
        });
        await held.arrayBuffer();
        holds[held.status] = (holds[held.status] ?? 0) + 1;
        if (held.status !== 200) continue;
        holdTimes.push(performance.now() - holding);
        const started = performance.now();
        const booked = await fetch(`${base}/api/v1/appointments/batch_create`, {
          method: 'POST',
          headers,
          body: benchBookingBody(person, slot),
        });
        await booked.arrayBuffer();
        bookings[booked.status] = (bookings[booked.status] ?? 0) + 1;
        if (booked.status === 200) times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  holdTimes.sort((a, b) => a - b);
  return {
    holds,
    bookings,
    p99: times.length ? Math.round(percentile(times, 99)) : NaN,
    holdP99: holdTimes.length ? Math.round(percentile(holdTimes, 99)) : NaN,
  };
}

async function run(label: string, shed: Record<string, string>, connections: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-surge-'));
  const port = await freePort();
  const api: ChildProcess = spawn(...onCore(SERVER_CORE, [process.execPath, SERVER]), {
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
      ...BENCH_ADDRESS_LIMITS_OFF,
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
    const slots = await freeSlots(base);
    const crowd = connections > 0 ? crowdProcess(base, connections) : null;
    await new Promise((r) => setTimeout(r, 1000));
    const until = Date.now() + (SECONDS - 2) * 1000;
    const [person, booking] = await Promise.all([probe(base, until), holders(base, slots, until)]);
    const result = await crowd;
    // A shed request is a 503, and only then: any other status, or a request never answered, fails the bench.
    if (result) expectAutocannonStatuses(`${label}: the crowd`, result, [200, 503]);
    expectStatuses(`${label}: the person`, person.counts, { expected: [200, 503] });
    // A hold may find its time just filled (409) or be shed at twice the limit; a booking of a held time is a 200.
    expectStatuses(`${label}: the holds`, booking.holds, { expected: [200, 409, 503] });
    expectStatuses(`${label}: the bookings of held times`, booking.bookings, { expected: [200, 503] });
    const status = (code: number) => Number(result?.statusCodeStats[String(code)]?.count ?? 0);
    return {
      label,
      connections,
      ok: status(200),
      shed: status(503),
      crowdP99: result ? result.latency.p99 : NaN,
      person,
      booking,
      load: os.loadavg()[0]!.toFixed(1),
    };
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const OFF = { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_HEAP_MB: '0', SHED_DB_WAITING: '0', SHED_READS_TURN_MS: '0' };
const rows: string[] = [];
for (const [label, shed, connections] of [
  ['no crowd: bookings alone', {}, 0],
  ['the load that saturates (shedding off)', OFF, Math.round(CONNECTIONS / 10)],
  ['10× that, shedding off', OFF, CONNECTIONS],
  ['10× that, shedding by event loop delay only (before decision 305)', { SHED_READS_TURN_MS: '0' }, CONNECTIONS],
  ['10× that, shedding on (defaults: reads refused at the door to keep a 2 ms turn)', {}, CONNECTIONS],
  ['10× that, reads refused at the door to keep a 10 ms turn', { SHED_READS_TURN_MS: '10' }, CONNECTIONS],
] as const) {
  const r = await run(label, shed, connections);
  console.log(JSON.stringify(r));
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  const perSecond = connections > 0 ? Math.round(r.ok / SECONDS).toLocaleString('en-US') : '–';
  rows.push(
    `| ${r.label} | ${connections} | ${connections > 0 ? r.ok.toLocaleString('en-US') : '–'} (${perSecond}/s) | ${connections > 0 ? r.shed.toLocaleString('en-US') : '–'} | ${connections > 0 ? r.crowdP99 : '–'} | ${r.person.counts['200'] ?? 0} of ${total(r.person.counts)} | ${r.person.p99} | ${r.booking.bookings['200'] ?? 0} of ${total(r.booking.bookings)} | ${r.booking.p99} | ${r.load} |`,
  );
}

if (process.env.BENCH_RECORD !== '0') {
  writeDocSection(path.join(ROOT, 'docs', 'performance.md'), 'surge', 'Surges: shed, not piled up', [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`node --import tsx bench/surge.ts\`, ${SECONDS} s per row, the compiled server on SQLite with the default data, rate limit off, ${BENCH_CORE !== null && hasTaskset ? 'the server alone on one core and the crowd (at the lowest CPU priority, in its own process), the person and the holders on the other' : "the server, the crowd, the person and the holders sharing the machine's cores"}. "The person" is one client searching one request at a time beside the crowd; its p99 is over the searches it got answered (200). "Holders" are ${HOLDERS} clients at a time that hold a free flu time near Manhattan and book it; the p99 is of the booking request (the hold is the form's earlier step). Load average: the machine's 1-minute figure after the row.`,
    '',
    '| server | crowd connections | crowd 200 (per s) | crowd 503 (shed) | crowd p99 ms (all answers) | the person: 200s | the person: p99 ms of its 200s | holders: bookings 200 | holders: booking p99 ms | load avg |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ]);
}
