// Two dialects, one suite: API and repository tests loop over the dialects in use.
// SQLite always; PostgreSQL when DATABASE_URL is a postgres URL (CI sets it).
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { compiledOnceChecks } from '../db/compiled-once.ts';
import { openDatabase, type DatabaseHandle, type DialectName } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import {
  copySqliteTemplate,
  dropFreePostgresSchemas,
  giveBackPostgresSchema,
  takeMigratedPostgresSchema,
} from './database-templates.ts';

export interface DialectCase {
  name: DialectName;
  /** Makes an empty, migrated database of its own (a fresh file, or a fresh PostgreSQL schema; database-templates.ts). */
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
      await copySqliteTemplate(config.sqlitePath);
      const handle = openDatabase(config);
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
            // Each test file has schemas of its own, so files can run in parallel against one server.
            const schema = await takeMigratedPostgresSchema(postgresUrl);
            const url = new URL(postgresUrl);
            url.searchParams.set('options', `-c search_path=${schema}`);
            const config = { databaseUrl: url.toString(), sqlitePath: '' };
            const handle = openDatabase(config);
            return {
              ...handle,
              config,
              close: async () => {
                await handle.close();
                await giveBackPostgresSchema(postgresUrl, schema);
              },
            };
          },
        },
      ]
    : []),
];

// Under Vitest, every statement compiled once is also built from its values and compared (compiled-once.ts).
if (process.env.VITEST) compiledOnceChecks.enabled = true;

// Under Vitest, each test file drops the schemas its tests gave back when it ends (benches close their own).
if (postgresUrl && process.env.VITEST) afterAll(dropFreePostgresSchemas);

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
    // Load shedding on event loop delay stays off here: a test's own synchronous work (solving a proof) on a shared
    // machine must not turn another test's request into a 503. load-shedding.test.ts switches it on.
    // The waiting-list worker stays off too: its tests run their passes with their own clock (a test may switch it on).
    {
      ...database.config,
      logLevel: 'silent',
      shedEventLoopDelayMs: 0,
      shedReadsTurnMs: 0,
      waitlistPollMs: 0,
      ...options.config,
    },
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

/**
 * A fresh test app for each test of the calling `describe` (made in `beforeEach` after `seed`, closed in
 * `afterEach`). The answer reads as the current test's app.
 */
export function appPerTest(
  dialect: DialectCase,
  options: Parameters<typeof createTestApp>[1] = {},
  seed: (t: TestApp) => Promise<unknown> = async () => undefined,
): TestApp {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await createTestApp(dialect, options);
    await seed(current);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const now = () => {
    if (!current) throw new Error('the test app exists only inside a test');
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get database() {
      return now().database;
    },
    get clock() {
      return now().clock;
    },
    get config() {
      return now().config;
    },
    close: () => now().close(),
  };
}
