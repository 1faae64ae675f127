import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationResultSet } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { migrations } from './migrations/index.ts';
import { withStatementCache } from './statement-cache.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

// PostgreSQL returns bigint/numeric as strings; counts and doubles are small enough for a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath'>): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (config.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  const sqlite = new SQLite(config.sqlitePath);
  // WAL lets readers run beside the single writer; FULL makes a committed booking survive a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<MigrationResultSet> {
  // Without a schema named, Kysely takes a kysely_migration table in ANY schema as ours: with two schemas in one
  // PostgreSQL database (tests run side by side, or a shared server) it would skip creating its own and fail.
  const migrationTableSchema = dialect === 'postgres'
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
