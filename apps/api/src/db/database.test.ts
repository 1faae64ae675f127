import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dialects } from '../test/dialects.ts';
import { migrateToLatest, openDatabase, pendingMigrations } from './database.ts';

describe.each(dialects)('migrations on $name', (dialect) => {
  it('migrate a second database while another, already migrated, lives on the same server', async () => {
    // On PostgreSQL the two are schemas of one database: each must get its own migration tables.
    const first = await dialect.create();
    const second = await dialect.create();
    try {
      for (const handle of [first, second]) {
        const rows = await handle.db.selectFrom('meta').select('key').execute();
        expect(Array.isArray(rows)).toBe(true);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});

const postgres = dialects.find((d) => d.name === 'postgres');

/** Another client of the same PostgreSQL that makes and drops schemas of its own, as tests beside ours do. */
async function churnSchemas(): Promise<{ stop(): Promise<void> }> {
  const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  let churning = true;
  const churn = (async () => {
    while (churning) {
      const schema = `churn_${crypto.randomBytes(6).toString('hex')}`;
      await other.query(`create schema ${schema}; create table ${schema}.t (id int)`);
      await other.query(`drop schema ${schema} cascade`);
    }
  })();
  return {
    async stop() {
      churning = false;
      await churn;
      await other.end();
    },
  };
}

// Seen in CI: a server starting while a test beside it dropped its schema died with `schema "test_…" does not exist`,
// naming a schema that was not its own (Kysely's migrator reads every schema in the catalog).
describe.skipIf(!postgres)('migrations on PostgreSQL beside a client dropping its own schemas', () => {
  it('start a server on its migrated schema every time', async () => {
    const database = await postgres!.create();
    const churn = await churnSchemas();
    try {
      for (let i = 0; i < 40; i += 1) expect(await migrateToLatest(database.db, 'postgres')).toEqual({ results: [] });
    } finally {
      await churn.stop();
      await database.close();
    }
  });

  it('migrate a new schema to the end', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const schema = `fresh_${crypto.randomBytes(6).toString('hex')}`;
    await admin.query(`create schema ${schema}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
    const churn = await churnSchemas();
    try {
      await migrateToLatest(handle.db, 'postgres');
      expect(await pendingMigrations(handle.db)).toEqual([]);
    } finally {
      await churn.stop();
      await handle.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
