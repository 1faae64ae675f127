// A managed PostgreSQL as a state or a chain runs it (decisions 269 and 281): TLS checked against a CA bundle, and
// PgBouncer in transaction mode in front. Each case starts a PostgreSQL of its own (test/private-postgres.ts), since
// the shared one has no certificate and must never be reconfigured; they are skipped, saying why, where PostgreSQL,
// openssl or pgbouncer is not installed.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { runExclusive } from './db/exclusive-job.ts';
import { insertPlaces } from './modules/bookings/test-fixtures.ts';
import { book, slotsTheDayAfterTomorrow } from './test/booking-load.ts';
import { freePort } from './test/free-port.ts';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './test/private-postgres.ts';
import { buildServer, startServer, type ServerProcess } from './test/server-process.ts';

const exec = promisify(execFile);
const binDir = postgresBinDir();
const installed = (tool: string) =>
  ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/usr/local/sbin'].map((d) => path.join(d, tool)).find(fs.existsSync);
const openssl = installed('openssl');
const pgbouncer = installed('pgbouncer');
const asRoot = process.getuid?.() === 0;

if (!binDir) console.warn('managed-postgres.test.ts: skipped, PostgreSQL is not installed');
else if (!openssl) console.warn('managed-postgres.test.ts: TLS skipped, openssl is not installed');
if (binDir && !pgbouncer)
  console.warn('managed-postgres.test.ts: PgBouncer skipped, pgbouncer is not installed (apt-get install pgbouncer)');

/** A CA made here and a certificate it signs for 127.0.0.1, the way a managed PostgreSQL's provider hands them out. */
async function makeCertificates(dir: string) {
  const run = (...args: string[]) => exec(openssl!, args, { cwd: dir });
  const ca = async (name: string) =>
    run(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.pem`,
    );
  await ca('provider-ca');
  await ca('other-ca');
  await run(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
  );
  fs.writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  await run(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'provider-ca.pem',
    '-CAkey',
    'provider-ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'san.ext',
    '-out',
    'server.crt',
  );
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
  return {
    serverCert: read('server.crt'),
    serverKey: read('server.key'),
    caFile: path.join(dir, 'provider-ca.pem'),
    otherCaFile: path.join(dir, 'other-ca.pem'),
  };
}

const encrypted = async (handle: DatabaseHandle) =>
  (await sql<{ ssl: boolean }>`select ssl from pg_stat_ssl where pid = pg_backend_pid()`.execute(handle.db)).rows[0]
    ?.ssl;

describe.skipIf(!binDir || !openssl)('PostgreSQL over TLS with a CA bundle', () => {
  let dir: string;
  let postgres: PrivatePostgres;
  let certificates: Awaited<ReturnType<typeof makeCertificates>>;
  let build: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-tls-'));
    [certificates, build] = await Promise.all([makeCertificates(dir), buildServer()]);
    postgres = await startPrivatePostgres(binDir!, {
      files: { 'server.crt': certificates.serverCert, 'server.key': certificates.serverKey },
      settings: { ssl: 'on', ssl_cert_file: '{dir}/server.crt', ssl_key_file: '{dir}/server.key' },
    });
  }, 120_000);
  afterAll(async () => {
    await postgres?.destroy();
    build?.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('connects encrypted with sslmode=verify-full and the CA bundle in the URL, or with DATABASE_CA_FILE', async () => {
    const inUrl = openDatabase({
      databaseUrl: `${postgres.url}?sslmode=verify-full&sslrootcert=${certificates.caFile}`,
      sqlitePath: '',
    });
    const fromFile = openDatabase({ databaseUrl: postgres.url, sqlitePath: '', databaseCaFile: certificates.caFile });
    try {
      expect(await encrypted(inUrl)).toBe(true);
      expect(await encrypted(fromFile)).toBe(true);
    } finally {
      await Promise.all([inUrl.close(), fromFile.close()]);
    }
  });

  it('serves a ready server on the TLS database', async () => {
    const server = await startServer(build.entry, {
      DATABASE_URL: `${postgres.url}?sslmode=verify-full&sslrootcert=${certificates.caFile}`,
      DB_POOL_MAX: '2',
    });
    try {
      expect((await fetch(`${server.url}/api/v1/health/ready`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);

  it('refuses a server whose certificate another CA signed: exit 1 at once with a plain reason, not 60 s of retries', async () => {
    const settings: Array<Record<string, string>> = [
      { DATABASE_URL: `${postgres.url}?sslmode=verify-full&sslrootcert=${certificates.otherCaFile}` },
      { DATABASE_URL: postgres.url, DATABASE_CA_FILE: certificates.otherCaFile },
    ];
    for (const env of settings) {
      const failed = await startServer(build.entry, { ...env, DB_START_TIMEOUT_MS: '60000' }).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failed).toContain('exited (1) before listening');
      expect(failed).toContain('TLS certificate');
      expect(failed).toContain('sslrootcert');
      expect(failed).not.toContain('waiting for the database');
    }
  }, 180_000);
});

describe.skipIf(!binDir || !pgbouncer)('behind PgBouncer in transaction mode', () => {
  const CAPACITY = 3;
  let postgres: PrivatePostgres;
  let bouncer: ChildProcess;
  let bouncerDir: string;
  let bouncerUrl: string;
  /** Straight to PostgreSQL, past PgBouncer: what the server really holds. */
  let direct: DatabaseHandle;
  let pooled: DatabaseHandle;
  let build: Awaited<ReturnType<typeof buildServer>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    [postgres, build] = await Promise.all([startPrivatePostgres(binDir!), buildServer()]);
    const admin = openDatabase({ databaseUrl: postgres.url, sqlitePath: '' });
    await sql`create database vaxnear`.execute(admin.db);
    await admin.close();
    direct = openDatabase({ databaseUrl: postgres.url.replace(/\/postgres$/, '/vaxnear'), sqlitePath: '' });

    bouncerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-pgbouncer-'));
    const port = await freePort();
    const user = new URL(postgres.url).username;
    fs.writeFileSync(path.join(bouncerDir, 'users.txt'), `"${user}" ""\n`);
    fs.writeFileSync(
      path.join(bouncerDir, 'pgbouncer.ini'),
      [
        '[databases]',
        `vaxnear = host=127.0.0.1 port=${postgres.port} dbname=vaxnear`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${path.join(bouncerDir, 'users.txt')}`,
        'pool_mode = transaction',
        // Fewer server connections than the two servers' pools together: PgBouncer really shares them.
        'default_pool_size = 4',
        'max_client_conn = 200',
        '',
      ].join('\n'),
    );
    if (asRoot) await exec('chown', ['-R', 'postgres:postgres', bouncerDir]);
    // PgBouncer refuses to run as root.
    bouncer = spawn(
      asRoot ? 'runuser' : pgbouncer!,
      [...(asRoot ? ['-u', 'postgres', '--', pgbouncer!] : []), path.join(bouncerDir, 'pgbouncer.ini')],
      // A process group of its own: runuser does not pass SIGTERM on, so the group is stopped as a whole.
      { stdio: ['ignore', 'ignore', 'ignore'], detached: true },
    );
    bouncerUrl = `postgres://${user}@127.0.0.1:${port}/vaxnear`;
    pooled = openDatabase({ databaseUrl: bouncerUrl, sqlitePath: '' });
    for (let tries = 0; ; tries += 1) {
      try {
        await sql`select 1`.execute(pooled.db);
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // Migrations through PgBouncer (Kysely's migration lock is a transaction lock), then servers that do not migrate.
    await migrateToLatest(pooled.db, 'postgres');
    await insertPlaces(pooled.db, { capacity: CAPACITY, places: ['safewayAlliance'] });
    servers = await Promise.all(
      [0, 1].map(() =>
        startServer(build.entry, { DATABASE_URL: bouncerUrl, MIGRATE_ON_START: 'false', DB_POOL_MAX: '4' }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    // PgBouncer and PostgreSQL first: a pool still lending a connection (a failed case) then closes instead of waiting.
    if (bouncer?.pid) process.kill(-bouncer.pid, 'SIGTERM');
    await postgres?.destroy();
    await Promise.all([pooled?.close().catch(() => undefined), direct?.close().catch(() => undefined)]);
    build?.remove();
    if (bouncerDir) fs.rmSync(bouncerDir, { recursive: true, force: true });
  }, 60_000);

  it('books through both servers and never over capacity', async () => {
    const [slot] = slotsTheDayAfterTomorrow();
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => book(servers[i % 2]!.url, i, slot!)));
    const tally = outcomes.reduce<Record<string, number>>(
      (counts, o) => ({ ...counts, [`${o.status} ${o.code}`]: (counts[`${o.status} ${o.code}`] ?? 0) + 1 }),
      {},
    );
    // Exactly the slot's places booked; every other person told it is taken, or (on a machine too busy to give a
    // pooled connection within 5 s) told to try again, never booked past capacity.
    expect(tally['200 null']).toBe(CAPACITY);
    expect(
      Object.keys(tally).filter((k) => !['200 null', '409 TIME_SLOT_TAKEN', '503 UNAVAILABLE'].includes(k)),
    ).toEqual([]);
    expect(tally['409 TIME_SLOT_TAKEN']).toBeGreaterThan(0);
    const stored = await direct.db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(CAPACITY);
  }, 60_000);

  it('runs a background job once at a time and leaves no lock behind, with other queries sharing the connections', async () => {
    const busy = () => Promise.all(Array.from({ length: 8 }, () => sql`select pg_sleep(0.01)`.execute(pooled.db)));
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = runExclusive(pooled, 'hold-purge', async () => {
      await busy();
      await released;
      return 'first';
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runExclusive(pooled, 'hold-purge', async () => 'second')).toEqual({ ran: false });
    const waiting = runExclusive(pooled, 'hold-purge', async () => 'waited', { wait: true });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await waiting).toEqual({ ran: true, value: 'waited' });
    // Many short runs beside other work: each lock must end with its job, whichever server connection served it.
    for (let round = 0; round < 20; round += 1)
      await Promise.all([runExclusive(pooled, 'retention', busy), busy(), runExclusive(pooled, 'hold-purge', busy)]);
    const held = await sql<{ n: string }>`select count(*) as n from pg_locks where locktype = 'advisory'`.execute(
      direct.db,
    );
    expect(Number(held.rows[0]!.n)).toBe(0);
    expect(await runExclusive(pooled, 'hold-purge', async () => 'again')).toEqual({ ran: true, value: 'again' });
  }, 60_000);
});
