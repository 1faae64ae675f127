// A database made by an earlier release upgrades to this one and still serves its bookings: the release's rows (made by
// its own API, release-fixtures/) are put back on a database migrated only as far as that release, then this code's
// migrations run as a server's start runs them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely, type Migration } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { fixedClock } from '../../lib/clock.ts';
import { dialects } from '../../test/dialects.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database.ts';
import type { Database } from '../schema.ts';
import { migrationList } from './index.ts';
import { releaseFixtures, type ReleaseFixture } from './release-fixtures/release-fixture.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database of the dialect, with nothing migrated. */
async function emptyDatabase(
  name: 'sqlite' | 'postgres',
): Promise<DatabaseHandle & { url: string | null; path: string }> {
  if (name === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-upgrade-'));
    const sqlitePath = path.join(dir, 'release.sqlite');
    const handle = openDatabase({ databaseUrl: null, sqlitePath });
    cleanups.push(async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    return { ...handle, url: null, path: sqlitePath };
  }
  const base = process.env.DATABASE_URL!;
  const schema = `upgrade_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
  cleanups.push(async () => {
    await handle.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });
  return { ...handle, url: url.toString(), path: '' };
}

/** Runs only `list`, as a server of that release would have. */
async function migrateWith(db: Kysely<Database>, dialect: string, list: ReadonlyArray<readonly [string, Migration]>) {
  const schema =
    dialect === 'postgres'
      ? ((await db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()).s as string)
      : undefined;
  const result = await new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(list) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  if (result.error) throw result.error;
}

/** The release's database: its migrations, then its rows. */
async function releasedDatabase(dialect: 'sqlite' | 'postgres', fixture: ReleaseFixture) {
  const handle = await emptyDatabase(dialect);
  const released = new Set(fixture.migrations.map((m) => m.name));
  await migrateWith(
    handle.db,
    dialect,
    migrationList.filter(([name]) => released.has(name)),
  );
  // Parents before children: the foreign keys point from bookings to locations, from services to appointments.
  const order = ['state_rules', 'locations', 'registrations', 'appointments'];
  const tables = Object.keys(fixture.rows).sort((a, b) => {
    const [x, y] = [order.indexOf(a), order.indexOf(b)];
    return (x < 0 ? order.length : x) - (y < 0 ? order.length : y) || (a < b ? -1 : 1);
  });
  for (const table of tables) {
    const rows = fixture.rows[table]!;
    // The release's own rows (job claims, the link secret) are replaced by the fixture's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (handle.db as Kysely<any>).deleteFrom(table).execute();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    if (rows.length > 0) await (handle.db as Kysely<any>).insertInto(table).values(rows).execute();
  }
  return handle;
}

describe.each(dialects)('upgrading a released database on $name', ({ name }) => {
  it.each(releaseFixtures().map((f) => [f.release, f] as const))(
    'the database of release %s migrates to this release and its booking reads back whole',
    async (_release, fixture) => {
      const handle = await releasedDatabase(name, fixture);
      const result = await migrateToLatest(handle.db, handle.dialect);
      const newer = migrationList.length - fixture.migrations.length;
      expect(result.results?.map((r) => r.status)).toEqual(Array(newer).fill('Success'));

      const config = loadConfig(
        { ...process.env, BOT_CHECK: 'off' },
        // Shedding off: a busy machine's event loop lag would answer 503 for no fault of the upgrade.
        {
          databaseUrl: handle.url,
          sqlitePath: handle.path,
          logLevel: 'silent',
          shedEventLoopDelayMs: 0,
          shedReadsTurnMs: 0,
        },
      );
      const app = await buildApp({
        config,
        database: handle,
        clock: fixedClock('2026-11-23T15:00:00Z'),
        logger: false,
      });
      cleanups.push(() => app.close());
      const res = await app.inject({ method: 'GET', url: `/api/v1/registrations/${fixture.booking.accessCode}` });
      expect(res.statusCode).toBe(200);
      const registration = res.json().data.registration;
      expect(registration.confirmationNumber).toBe(fixture.booking.confirmationNumber);
      expect(
        registration.appointments.map((a: { user: { firstName: string }; status: string; time: string }) => [
          a.user.firstName,
          a.status,
          new Date(a.time).toISOString(),
        ]),
      ).toEqual([
        ['Maria', 'booked', '2026-11-24T17:00:00.000Z'],
        ['Jorge', 'booked', '2026-11-25T16:30:00.000Z'],
      ]);
    },
  );

  it('a new migration named with an earlier date than a released one would stop every released database', async () => {
    // The trap this rule exists for: a migration written on 26 November and named so sorts before the released
    // 2 to 6 December ones. The order test refuses such a name; this is what would happen without it.
    const fixture = releaseFixtures().at(-1)!;
    const handle = await releasedDatabase(name, fixture);
    const misnamed: [string, Migration] = ['2026-11-26T0900-newcomer', { up: async () => undefined }];
    await expect(migrateWith(handle.db, handle.dialect, [...migrationList, misnamed])).rejects.toThrow(
      /corrupted migrations/,
    );
  });
});
