// Writes `<release>.json`: a database as a released server left it, for the upgrade test (release-upgrade.test.ts).
// Run it on the release's own code, before the next migration lands:
//   node --import tsx apps/api/src/db/migrations/release-fixtures/make-release-fixture.ts <release-name>
// It migrates a fresh SQLite database with that release's migrations, books two people at two real pharmacies through
// the release's own API (so the rows are what the release writes, not what a test imagines), and dumps every table
// with the names and file hashes of the migrations that made it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { bookingBody, insertPlaces } from '../../../modules/bookings/test-fixtures.ts';
import { migrateToLatest, openDatabase } from '../../database.ts';
import { migrationFileHash } from './release-fixture.ts';

const release = process.argv[2];
if (!release || !/^[a-z0-9.-]+$/.test(release)) {
  console.error('usage: make-release-fixture.ts <release-name, e.g. 2026-11-24>');
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-release-'));
const sqlitePath = path.join(dir, 'release.sqlite');
const database = openDatabase({ databaseUrl: null, sqlitePath });
await migrateToLatest(database.db, database.dialect);
await insertPlaces(database.db);
const config = loadConfig({ ...process.env, BOT_CHECK: 'off' }, { databaseUrl: null, sqlitePath, logLevel: 'silent' });
const app = await buildApp({ config, database, clock: fixedClock('2026-11-23T14:00:00.000Z'), logger: false });
await app.ready();

const booked = await app.inject({
  method: 'POST',
  url: '/api/v1/appointments/batch_create',
  payload: bookingBody([
    {
      slot: '2026-11-24T17:00:00.000Z',
      services: [
        { kind: 'covid_19', brand: 'pfizer' },
        { kind: 'flu', brand: null },
      ],
    },
    { place: 'cvsBellevue', slot: '2026-11-25T16:30:00.000Z', user: { firstName: 'Jorge', dateOfBirth: '1950-03-02' } },
  ]),
});
if (booked.statusCode !== 200) throw new Error(`booking answered ${booked.statusCode}: ${booked.body}`);
const registration = booked.json().data.registration;

const tables = (
  await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
    database.db,
  )
).rows
  .map((r) => r.name)
  .filter((name) => !name.startsWith('kysely_migration'))
  .sort();
const rows: Record<string, unknown[]> = {};
for (const table of tables) {
  rows[table] = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db)).rows;
}
const migrations = (
  await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)
).rows.map((r) => ({ name: r.name, sha256: migrationFileHash(r.name) }));

await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });

const out = path.join(import.meta.dirname, `${release}.json`);
fs.writeFileSync(
  out,
  `${JSON.stringify(
    {
      release,
      madeBy: 'make-release-fixture.ts on the release commit',
      booking: { accessCode: registration.accessCode, confirmationNumber: registration.confirmationNumber },
      migrations,
      rows,
    },
    null,
    1,
  )}\n`,
);
console.log(
  `wrote ${out} (${tables.length} tables, ${migrations.length} migrations, sha ${crypto.hash('sha256', fs.readFileSync(out), 'hex').slice(0, 12)})`,
);
