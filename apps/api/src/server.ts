// The serving process (decision 122): wait for the database, migrate, load the default data once for the whole
// fleet, listen; on SIGTERM stop taking connections, finish the requests in flight, then exit. `npm start` runs this
// file compiled to plain JavaScript (apps/api/build.mjs); tests may run it through tsx.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { fileOffsetClock, offsetClock, systemClock } from './lib/clock.ts';
import { migrateToLatest, openDatabase, waitForDatabase } from './db/database.ts';
import { databaseFault } from './db/database-faults.ts';
import { runExclusive } from './db/exclusive-job.ts';
import { loadDefaultDataIfEmpty } from './modules/data-loading/default-data.ts';

const config = loadConfig();
let log: { warn(obj: object, msg: string): void } = { warn: () => undefined };
const database = openDatabase(config, {
  onIdleConnectionError: (error) =>
    log.warn(
      { fault: databaseFault(error) ?? { cause: error.name } },
      'a database connection was closed; the pool opens a new one when needed',
    ),
});
const clock = config.clockOffsetFile
  ? fileOffsetClock(config.clockOffsetFile)
  : config.clockOffsetMs === 0
    ? systemClock
    : offsetClock(config.clockOffsetMs);
const app = await buildApp({ config, database, clock });
log = app.log;

try {
  await waitForDatabase(database, config.dbStartTimeoutMs, ({ error, waitMs }) => {
    app.log.warn(
      { fault: databaseFault(error) ?? { cause: (error as Error).name }, retryInMs: waitMs },
      'waiting for the database',
    );
  });
} catch (error) {
  const cause = databaseFault(error)?.cause ?? (error as Error).message;
  app.log.fatal(
    { fault: { cause } },
    `The database did not answer within ${config.dbStartTimeoutMs / 1000} s (${cause}). Check DATABASE_URL (or SQLITE_PATH) and that the database is running, then start again.`,
  );
  await database.close().catch(() => undefined);
  process.exit(1);
}
// Several servers may start together: Kysely's migrator takes its own lock, and the default data is loaded by one of
// them while the others wait and then find it there.
await migrateToLatest(database.db, database.dialect);
if (config.clockOffsetMs !== 0 || config.clockOffsetFile)
  app.log.warn(
    { now: clock.now().toISOString() },
    'CLOCK_OFFSET_MS or CLOCK_OFFSET_FILE is set: the server runs at a moved date. Use this for tests only.',
  );
if (config.loadDefaultData) {
  const outcome = await runExclusive(database, 'default-data', () => loadDefaultDataIfEmpty(database, config.dataDir), {
    wait: true,
  });
  if (outcome.ran) app.log.info(outcome.value, 'default data');
}
if (config.botCheck === 'off')
  app.log.warn('BOT_CHECK=off: bot checks are disabled. Use this for local development and tests only.');

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping: finishing the requests in flight');
  const forced = setTimeout(() => {
    app.log.error(
      { timeoutMs: config.shutdownTimeoutMs },
      'requests still running at the shutdown timeout; exiting anyway',
    );
    process.exit(1);
  }, config.shutdownTimeoutMs);
  forced.unref();
  // close() stops accepting connections, answers 503 to new requests on open keep-alive connections, waits for
  // the requests in flight and runs the onClose hooks (timers, the mail worker's pass, the metrics listener).
  await app.close();
  await database.close();
  app.log.info('stopped');
  process.exit(0);
};
process.on('SIGINT', () => {
  void shutdown('SIGINT');
});
process.on('SIGTERM', () => {
  void shutdown('SIGTERM');
});

await app.listen({ port: config.port, host: config.host });
