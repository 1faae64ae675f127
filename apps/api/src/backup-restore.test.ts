// Backup and restore tried as the runbook says (docs/operations.md, "Backup and restore"): while a server takes
// bookings, back its database up (pg_dump for PostgreSQL; SQLite's online backup API), restore into a fresh database,
// start a server on the copy, and it serves the same bookings and keeps their places taken.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { sqliteEngine } from './db/sqlite.ts';
import { bookingBody, insertPlaces, slotId } from './modules/bookings/test-fixtures.ts';
import { slotsTheDayAfterTomorrow } from './test/booking-load.ts';
import { dialects } from './test/dialects.ts';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './test/private-postgres.ts';
import { buildServer, startServer, type ServerProcess } from './test/server-process.ts';

const exec = promisify(execFile);
const binDir = postgresBinDir();
const sqliteDialect = dialects.find((d) => d.name === 'sqlite')!;
const CAPACITY = 2;
if (!binDir) console.warn('backup-restore.test.ts: the PostgreSQL case is skipped, PostgreSQL is not installed');

let build: Awaited<ReturnType<typeof buildServer>>;
beforeAll(async () => {
  build = await buildServer();
}, 120_000);
afterAll(() => build?.remove());

/** SQLite's online backup API through the runtime's engine (node:sqlite's `backup`, better-sqlite3's `backup`). */
async function onlineBackup(source: string, destination: string): Promise<void> {
  if (sqliteEngine === 'node:sqlite') {
    // @types/node is Node 20's (decision 135): the part of Node 24's node:sqlite used here.
    const { DatabaseSync, backup } = process.getBuiltinModule('node:sqlite') as {
      DatabaseSync: new (file: string) => { close(): void };
      backup(source: unknown, destination: string): Promise<number>;
    };
    const database = new DatabaseSync(source);
    await backup(database, destination);
    database.close();
  } else {
    const BetterSqlite = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => {
      backup(destination: string): Promise<unknown>;
      close(): void;
    };
    const database = new BetterSqlite(source);
    await database.backup(destination);
    database.close();
  }
}

let people = 0;
/** One person holds the slot and books it, as the web does; answers the booking's status and its registration. */
async function book(url: string, slot: string) {
  people += 1;
  const cookie = `vaxnear_client=${`backup${process.pid}x${people}`.padEnd(22, 'x').slice(0, 22)}`;
  const post = (route: string, body: object) =>
    fetch(`${url}/api/v1/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const hold = await post('reservations', { timeSlotId: slotId('safewayAlliance', slot) });
  if (hold.status !== 200) return { status: hold.status, code: (await hold.json()).errors?.[0]?.code as string };
  const res = await post(
    'appointments/batch_create',
    bookingBody([{ slot, user: { firstName: `Backup${people}` } }], { email: `backup${people}@example.com` }),
  );
  const body = await res.json();
  return {
    status: res.status,
    code: body.errors?.[0]?.code as string | undefined,
    accessCode: body.data?.registration?.accessCode as string | undefined,
  };
}

const registration = async (url: string, accessCode: string) =>
  (await (await fetch(`${url}/api/v1/registrations/${accessCode}`)).json()).data.registration;

/** Books two slots full on `before`; after `restore` a server on the copy must show the same bookings and places. */
async function backupAndRestore(
  before: ServerProcess,
  restore: () => Promise<ServerProcess>,
): Promise<{ restored: ServerProcess }> {
  const [full, open] = slotsTheDayAfterTomorrow();
  const booked = [await book(before.url, full!), await book(before.url, full!), await book(before.url, open!)];
  expect(booked.map((b) => b.status)).toEqual([200, 200, 200]);
  const originals = await Promise.all(booked.map((b) => registration(before.url, b.accessCode!)));
  const restored = await restore();
  for (const [i, b] of booked.entries()) expect(await registration(restored.url, b.accessCode!)).toEqual(originals[i]);
  // The places taken came back with the bookings: the full slot stays full, the other has one place left.
  expect(await book(restored.url, full!)).toMatchObject({ status: 409, code: 'TIME_SLOT_TAKEN' });
  expect((await book(restored.url, open!)).status).toBe(200);
  return { restored };
}

describe('SQLite: online backup while the server runs, restored as a fresh file', () => {
  it('serves the same bookings from the copy', async () => {
    const database = await sqliteDialect.create();
    await insertPlaces(database.db, { capacity: CAPACITY, places: ['safewayAlliance'] });
    const live = database.config.sqlitePath;
    await database.db.destroy();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-backup-'));
    const server = await startServer(build.entry, { DATABASE_URL: '', SQLITE_PATH: live });
    let restored: ServerProcess | undefined;
    try {
      ({ restored } = await backupAndRestore(server, async () => {
        // SQLite's online backup API, page by page while the server keeps its file open and writing; never a copy of
        // the file, which misses what is still in its -wal beside it.
        const copy = path.join(dir, 'vaxnear-backup.sqlite');
        await onlineBackup(live, copy);
        // Restore: the copy becomes a fresh SQLITE_PATH of its own (no -wal or -shm beside it).
        const fresh = path.join(dir, 'restored.sqlite');
        fs.renameSync(copy, fresh);
        expect(fs.existsSync(`${fresh}-wal`)).toBe(false);
        return startServer(build.entry, { DATABASE_URL: '', SQLITE_PATH: fresh });
      }));
    } finally {
      await Promise.all([server.stop(), restored?.stop()]);
      fs.rmSync(path.dirname(live), { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.skipIf(!binDir)('PostgreSQL: pg_dump while the server runs, pg_restore into a fresh database', () => {
  let postgres: PrivatePostgres;
  beforeAll(async () => {
    postgres = await startPrivatePostgres(binDir!);
  }, 120_000);
  afterAll(async () => {
    await postgres?.destroy();
  });

  it('serves the same bookings from the restored database', async () => {
    const urlOf = (name: string) => postgres.url.replace(/\/postgres$/, `/${name}`);
    const admin = openDatabase({ databaseUrl: postgres.url, sqlitePath: '' });
    await sql`create database vaxnear`.execute(admin.db);
    let live: DatabaseHandle | undefined = openDatabase({ databaseUrl: urlOf('vaxnear'), sqlitePath: '' });
    await migrateToLatest(live.db, 'postgres');
    await insertPlaces(live.db, { capacity: CAPACITY, places: ['safewayAlliance'] });
    await live.close();
    live = undefined;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-backup-'));
    const server = await startServer(build.entry, { DATABASE_URL: urlOf('vaxnear'), DB_POOL_MAX: '2' });
    let restored: ServerProcess | undefined;
    try {
      ({ restored } = await backupAndRestore(server, async () => {
        const dump = path.join(dir, 'vaxnear.dump');
        await exec(path.join(binDir!, 'pg_dump'), [
          '--format=custom',
          '--no-owner',
          `--file=${dump}`,
          urlOf('vaxnear'),
        ]);
        await sql`create database vaxnear_restored`.execute(admin.db);
        await exec(path.join(binDir!, 'pg_restore'), ['--no-owner', `--dbname=${urlOf('vaxnear_restored')}`, dump]);
        return startServer(build.entry, {
          DATABASE_URL: urlOf('vaxnear_restored'),
          DB_POOL_MAX: '2',
          // The restored copy has every migration: a server that may not migrate starts on it.
          MIGRATE_ON_START: 'false',
        });
      }));
    } finally {
      await Promise.all([server.stop(), restored?.stop()]);
      await admin.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
