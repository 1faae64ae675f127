// Two dialects, one suite: API and repository tests loop over the dialects in use.
// SQLite always; PostgreSQL when DATABASE_URL is a postgres URL (CI sets it).
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle, type DialectName } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';

export interface DialectCase {
  name: DialectName;
  /** Makes an empty, migrated database of its own (a fresh file, or a fresh PostgreSQL schema). */
  create(): Promise<DatabaseHandle & { config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath'> }>;
}

const postgresUrl =
  process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : null;

export const dialects: DialectCase[] = [
  {
    name: 'sqlite',
    async create() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-test-'));
      const config = { databaseUrl: null, sqlitePath: path.join(dir, 'test.sqlite') };
      const handle = openDatabase(config);
      await migrateToLatest(handle.db, handle.dialect);
      return {
        ...handle,
        config,
        close: async () => {
          await handle.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  ...(postgresUrl
    ? [
        {
          name: 'postgres' as const,
          async create() {
            // Each test file gets its own schema, so files can run in parallel against one server.
            const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
            const admin = new pg.Client({ connectionString: postgresUrl });
            await admin.connect();
            await admin.query(`create schema ${schema}`);
            await admin.end();
            const url = new URL(postgresUrl);
            url.searchParams.set('options', `-c search_path=${schema}`);
            const config = { databaseUrl: url.toString(), sqlitePath: '' };
            const handle = openDatabase(config);
            await migrateToLatest(handle.db, handle.dialect);
            return {
              ...handle,
              config,
              close: async () => {
                await handle.close();
                const cleanup = new pg.Client({ connectionString: postgresUrl });
                await cleanup.connect();
                await cleanup.query(`drop schema ${schema} cascade`);
                await cleanup.end();
              },
            };
          },
        },
      ]
    : []),
];

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ReturnType<typeof fixedClock>;
  config: AppConfig;
  close(): Promise<void>;
}

/** A real app on a real database of the given dialect, with a clock the test controls. */
export async function createTestApp(
  dialect: DialectCase,
  options: { now?: string; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const database = await dialect.create();
  const config = loadConfig(
    { ...process.env, BOT_CHECK: 'off' },
    { ...database.config, logLevel: 'silent', ...options.config },
  );
  const clock = fixedClock(options.now ?? '2026-11-23T14:00:00.000Z');
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
