// Runs deploy/compose.yaml through podman as Compose would, and books through the stack it starts (issue #29):
// `npm run compose:check` (scripts/compose-check.sh runs this inside the mount namespace podman needs here).
//
// Why not podman-compose: Debian bookworm's 1.0.3 starts every service in order without waiting for `depends_on`
// conditions (containers/podman-compose#575, #866; conditions came in 1.3), so `web` would start before `migrate`
// finished; and healthchecks through podman need systemd timers, which this machine has not. This runner reads the
// compose FILE and does what Compose does with it: the same images, commands, environment, named volumes, published
// ports, one network where each service is reachable by its name, and the services started in dependency order, each
// only when its conditions hold (`service_healthy` runs the service's own healthcheck test, `service_completed_
// successfully` waits for the exit code). A key it does not know stops it, so the file cannot grow a setting that
// the check would silently skip.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { PRODUCT_BOOKING_TYPE } from '@vaxnear/domain/enumerations';
import { encodeProof, solve, type BotCheckChallenge } from '../../apps/api/src/test/bot-check-proof.ts';

const run = promisify(execFile);
const composeFile = path.resolve(process.argv[2] ?? 'deploy/compose.yaml');
/** What this machine needs on every `podman run` (docs/operations.md, "Containers"), from compose-check.sh. */
const runArgs = (process.env.COMPOSE_CHECK_RUN_ARGS ?? '').split(' ').filter(Boolean);
const project = `vaxnear-compose-check-${process.pid}`;
const network = `${project}_default`;
const logDir = fs.mkdtempSync(`/tmp/${project}-`);

type Condition = 'service_started' | 'service_healthy' | 'service_completed_successfully';
interface Service {
  image: string;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] | string; interval?: string; timeout?: string; retries?: number };
  depends_on?: string[] | Record<string, { condition?: Condition }>;
  stop_grace_period?: string;
}
const SERVICE_KEYS = new Set([
  'image',
  'command',
  'environment',
  'ports',
  'volumes',
  'healthcheck',
  'depends_on',
  'stop_grace_period',
]);

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?message}, and $$ for a dollar. */
function interpolate(value: unknown): unknown {
  if (typeof value === 'string')
    return value.replace(
      /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
      (whole, name?: string, op?: string, arg?: string) => {
        if (whole === '$$') return '$';
        const set = process.env[name!];
        const missing = op?.startsWith(':') ? !set : set === undefined;
        if (op?.endsWith('?') && missing) throw new Error(`${name} is required: ${arg}`);
        return missing && op ? arg! : (set ?? '');
      },
    );
  if (Array.isArray(value)) return value.map(interpolate);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v)]));
  return value;
}

/** "2s", "1m30s", "500ms" → milliseconds. */
function duration(text: string | undefined, fallback: number): number {
  if (!text) return fallback;
  let ms = 0;
  for (const [, n, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g))
    ms += Number(n) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as 'ms']!;
  return ms;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const podman = async (...args: string[]) => (await run('podman', args, { maxBuffer: 64 << 20 })).stdout.trim();
const container = (service: string) => `${project}-${service}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const file = interpolate(parse(fs.readFileSync(composeFile, 'utf8'))) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
for (const key of Object.keys(file)) {
  if (!['services', 'volumes'].includes(key)) throw new Error(`the runner does not know the top-level key ${key}`);
}
for (const [name, service] of Object.entries(file.services)) {
  const unknown = Object.keys(service).filter((key) => !SERVICE_KEYS.has(key));
  if (unknown.length > 0) throw new Error(`the runner does not know ${unknown.join(', ')} of service ${name}`);
}

const dependencies = (service: Service): Array<[string, Condition]> =>
  Array.isArray(service.depends_on)
    ? service.depends_on.map((name) => [name, 'service_started'])
    : Object.entries(service.depends_on ?? {}).map(([name, d]) => [name, d.condition ?? 'service_started']);

/** Services in an order where each comes after everything it depends on. */
function startOrder(): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name)) throw new Error(`depends_on cycle: ${[...path, name].join(' → ')}`);
    if (!file.services[name]) throw new Error(`${path.at(-1)} depends on ${name}, which is not a service`);
    for (const [dependency] of dependencies(file.services[name])) visit(dependency, [...path, name]);
    order.push(name);
  };
  for (const name of Object.keys(file.services)) visit(name, []);
  return order;
}

/** Host port → the free port published instead (the machine is shared: 8080 may be taken). */
const published = new Map<string, number>();
const startedAt = new Map<string, number>();

async function start(name: string): Promise<void> {
  const service = file.services[name]!;
  const args = ['run', '-d', '--name', container(name), '--label', `vaxnear.compose-check=${project}`];
  args.push('--network', network, '--network-alias', name, '--no-healthcheck', ...runArgs);
  const environment = Array.isArray(service.environment)
    ? service.environment
    : Object.entries(service.environment ?? {}).map(([k, v]) => `${k}=${v ?? ''}`);
  for (const entry of environment) args.push('-e', entry);
  for (const mapping of service.ports ?? []) {
    const [containerPort, hostPort = containerPort] = String(mapping).split(':').reverse();
    const free = await freePort();
    published.set(`${name}:${containerPort}`, free);
    console.log(`${name}: port ${hostPort}:${containerPort} published as ${free}:${containerPort}`);
    args.push('-p', `127.0.0.1:${free}:${containerPort}`);
  }
  for (const volume of service.volumes ?? []) {
    const [source, target] = volume.split(':');
    const named = !source!.startsWith('.') && !source!.startsWith('/');
    if (named && !(source! in (file.volumes ?? {}))) throw new Error(`volume ${source} of ${name} is not declared`);
    args.push('-v', `${named ? `${project}_${source}` : path.resolve(path.dirname(composeFile), source!)}:${target}`);
  }
  if (service.stop_grace_period)
    args.push('--stop-timeout', String(Math.ceil(duration(service.stop_grace_period, 10_000) / 1000)));
  args.push(service.image);
  if (service.command) args.push(...(Array.isArray(service.command) ? service.command : ['sh', '-c', service.command]));
  startedAt.set(name, Date.now());
  await podman(...args);
}

async function healthy(name: string): Promise<void> {
  const check = file.services[name]!.healthcheck;
  if (!check) throw new Error(`${name} has no healthcheck to wait for`);
  const test = Array.isArray(check.test) ? check.test : ['CMD-SHELL', check.test];
  const command = test[0] === 'CMD' ? test.slice(1) : ['sh', '-c', test.slice(1).join(' ')];
  const interval = duration(check.interval, 30_000);
  const timeout = duration(check.timeout, 30_000);
  for (let failures = 0; failures < (check.retries ?? 3); failures += 1) {
    await sleep(interval);
    const passed = await run('podman', ['exec', container(name), ...command], { timeout }).then(
      () => true,
      () => false,
    );
    if (passed) return;
  }
  throw new Error(`${name} did not become healthy (${check.retries ?? 3} failed checks)`);
}

async function completed(name: string): Promise<void> {
  const code = await podman('wait', container(name));
  const logs = await run('podman', ['logs', container(name)], { maxBuffer: 64 << 20 });
  // npm's own notices (a newer npm exists) come last: the service's last line is the one before them.
  const lines = `${logs.stdout}${logs.stderr}`.trim().split('\n');
  const last = lines
    .filter((line) => !/^npm (notice|warn)/.test(line))
    .at(-1)
    ?.slice(0, 200);
  if (code !== '0') throw new Error(`${name} exited ${code}: ${last}`);
  console.log(`${name}: exit 0, its last line: ${last}`);
}

/** One value from PostgreSQL, read with psql in the database's own container. */
const psql = (query: string) =>
  podman('exec', container('db'), 'psql', '-U', 'vaxnear', '-d', 'vaxnear', '-tAc', query);

async function up(): Promise<void> {
  await podman('network', 'create', network);
  for (const volume of Object.keys(file.volumes ?? {})) await podman('volume', 'create', `${project}_${volume}`);
  for (const name of startOrder()) {
    for (const [dependency, condition] of dependencies(file.services[name]!)) {
      const began = Date.now();
      if (condition === 'service_healthy') await healthy(dependency);
      else if (condition === 'service_completed_successfully') await completed(dependency);
      const waited = ((Date.now() - startedAt.get(dependency)!) / 1000).toFixed(1);
      if (condition !== 'service_started')
        console.log(
          `${dependency}: ${condition} after ${waited} s (waited ${((Date.now() - began) / 1000).toFixed(1)} s)`,
        );
    }
    await start(name);
    console.log(`${name}: started (${file.services[name]!.image})`);
  }
}

async function down(): Promise<void> {
  for (const name of Object.keys(file.services)) {
    await run('sh', ['-c', `podman logs ${container(name)} >${logDir}/${name}.log 2>&1`]).catch(() => {});
  }
  const ids = await podman('ps', '-aq', '--filter', `label=vaxnear.compose-check=${project}`).catch(() => '');
  if (ids) await podman('rm', '-f', '-t', '0', ...ids.split('\n')).catch(() => {});
  for (const volume of Object.keys(file.volumes ?? {}))
    await podman('volume', 'rm', '-f', `${project}_${volume}`).catch(() => {});
  await podman('network', 'rm', '-f', network).catch(() => {});
}

// --- the check: what a person and an orchestrator would see ---

async function request(url: string, init: RequestInit = {}): Promise<{ status: number; body: string }> {
  // On a busy machine a read may be shed (503 with Retry-After, decision 267): try again as a client would.
  for (let attempt = 0; ; attempt += 1) {
    const res = await fetch(url, init);
    const body = await res.text();
    if (res.status !== 503 || init.method === 'POST' || attempt === 15) return { status: res.status, body };
    await sleep(2000);
  }
}

function expectStatus(what: string, got: { status: number; body: string }, status = 200): unknown {
  if (got.status !== status) throw new Error(`${what} answered ${got.status}: ${got.body.slice(0, 300)}`);
  return got.body.startsWith('{') ? JSON.parse(got.body) : got.body;
}

async function proof(base: string, action: string): Promise<string> {
  const challenge = expectStatus(
    `the ${action} challenge`,
    await request(`${base}/api/v1/bot-check/challenge?action=${action}`),
  ) as BotCheckChallenge;
  return encodeProof(await solve(challenge));
}

async function check(): Promise<void> {
  const base = `http://127.0.0.1:${published.get('web:8080')}`;
  let ready = { status: 0, body: '' };
  for (let i = 0; i < 600 && ready.status !== 200; i += 1) {
    ready = await request(`${base}/api/v1/health/ready`).catch(() => ({ status: 0, body: '' }));
    if (ready.status !== 200) await sleep(1000);
  }
  expectStatus('/api/v1/health/ready', ready);
  console.log(`web: ready ${((Date.now() - startedAt.get('web')!) / 1000).toFixed(1)} s after it started`);
  // A server with MIGRATE_ON_START=false refuses to start on a database that misses a migration: ready says they ran.
  const migrations = await psql("select count(*) || ' migrations, the last ' || max(name) from kysely_migration");
  const locations = await psql('select count(*) from locations');
  console.log(`PostgreSQL: ${migrations}; ${locations} locations loaded by web`);

  const home = expectStatus('the home page', await request(`${base}/`)) as string;
  if (!home.includes('Vaxnear')) throw new Error('the home page does not name Vaxnear');
  const services = encodeURIComponent(JSON.stringify([{ kind: 'flu', brands: [], ageMin: 30, ageMax: 30 }]));
  const search = expectStatus(
    'a search',
    await request(`${base}/api/v1/query?latitude=40.75&longitude=-73.99&pageSize=20&services=${services}`),
  ) as { data: { locations: Array<{ id: string; name: string; bookingType: string }> } };
  const bookable = search.data.locations.filter((l) => l.bookingType === PRODUCT_BOOKING_TYPE);
  console.log(`search: ${search.data.locations.length} locations, ${bookable.length} bookable here`);

  // The first free flu slot in the coming week at the nearest bookable pharmacy.
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  let slot: { locationId: string; id: string; time: string } | undefined;
  for (const location of bookable) {
    const week = `startDate=${day(1)}&endDate=${day(7)}`;
    const availability = expectStatus(
      'availability',
      await request(`${base}/api/v1/availabilities?location_ids[]=${location.id}&${week}&services=${services}`),
    ) as { data: { locations: Array<{ dates: Array<{ slots: Array<{ id: string; time: string }> }> }> } };
    const first = availability.data.locations[0]?.dates.flatMap((d) => d.slots)[0];
    if (first) slot = { locationId: location.id, ...first };
    if (slot) break;
  }
  if (!slot) throw new Error('no bookable pharmacy near the search has a free slot in the coming week');

  // Hold, then book, each with a solved bot-check proof, as the web does (decision 223).
  const cookie = `vaxnear_client=${`composecheck${process.pid}`.padEnd(22, 'x').slice(0, 22)}`;
  const post = async (url: string, action: string, body: unknown) =>
    request(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-bot-check-token': await proof(base, action) },
      body: JSON.stringify(body),
    });
  expectStatus('the hold', await post('/api/v1/reservations', 'create_reservation', { timeSlotId: slot.id }));
  const booked = expectStatus(
    'the booking',
    await post('/api/v1/appointments/batch_create', 'create_appointments', {
      email: 'compose.check@example.com',
      appointments: [
        {
          locationId: slot.locationId,
          timeSlotId: slot.id,
          services: [{ kind: 'flu', brand: null }],
          user: {
            firstName: 'Compose',
            lastName: 'Check',
            sex: 'female',
            dateOfBirth: '04/12/1958',
            address1: '500 East Third Street',
            city: 'Alliance',
            state: 'NE',
            zipCode: '69301',
            marketingCommunications: false,
          },
        },
      ],
    }),
  ) as { data: { registration: { confirmationNumber: string; accessCode: string } } };
  const { confirmationNumber, accessCode } = booked.data.registration;
  const managed = expectStatus(
    'the manage-booking read',
    await request(`${base}/api/v1/registrations/${accessCode}`),
  ) as { data: { registration: { confirmationNumber: string; appointments: unknown[] } } };
  if (managed.data.registration.confirmationNumber !== confirmationNumber)
    throw new Error('the manage-booking read shows another booking');

  // Read back from PostgreSQL itself, in the database's container.
  const stored = await psql(
    `select a.location_id || ' ' || a.starts_at || ' ' || a.status from appointments a join registrations r
       on r.id = a.registration_id where r.confirmation_number = '${confirmationNumber.replace(/'/g, '')}'`,
  );
  if (!stored.startsWith(`${slot.locationId} `) || !stored.endsWith(' booked'))
    throw new Error(`PostgreSQL holds ${JSON.stringify(stored)} for the booking`);
  console.log(`booking: ${slot.time} at ${slot.locationId}, in PostgreSQL: ${stored}`);

  // An orchestrator's stop: SIGTERM, the drain delay, then a clean exit 0 before the grace period ends.
  const stopping = Date.now();
  const grace = Math.ceil(duration(file.services.web!.stop_grace_period, 10_000) / 1000);
  await podman('stop', '-t', String(grace), container('web'));
  const code = await podman('inspect', container('web'), '--format', '{{.State.ExitCode}}');
  const logs = await run('podman', ['logs', container('web')], { maxBuffer: 64 << 20 });
  if (code !== '0' || !`${logs.stdout}${logs.stderr}`.includes('"msg":"stopped"'))
    throw new Error(`web exited ${code} after SIGTERM`);
  console.log(`web: exit 0 ${((Date.now() - stopping) / 1000).toFixed(1)} s after SIGTERM`);
}

const began = Date.now();
let failed = false;
const interrupted = () => void down().finally(() => process.exit(130));
process.on('SIGINT', interrupted);
process.on('SIGTERM', interrupted);
try {
  await up();
  await check();
  console.log(`compose stack checked in ${((Date.now() - began) / 1000).toFixed(1)} s`);
} catch (error) {
  failed = true;
  console.error(`compose check failed: ${(error as Error).message}`);
} finally {
  await down();
  if (failed) {
    for (const name of Object.keys(file.services)) {
      console.error(`--- ${name} (last lines of ${logDir}/${name}.log)`);
      await new Promise((resolve) =>
        spawn('tail', ['-15', `${logDir}/${name}.log`], { stdio: 'inherit' }).on('exit', resolve),
      );
    }
  } else if (!process.env.COMPOSE_CHECK_KEEP_LOGS) fs.rmSync(logDir, { recursive: true, force: true });
  else console.log(`the services' logs: ${logDir}`);
}
process.exit(failed ? 1 : 0);
