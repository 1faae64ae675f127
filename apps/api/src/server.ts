// The serving process (decision 122): wait for the database, migrate, load the default data once for the whole
// fleet, listen; on SIGTERM stop taking connections, finish the requests in flight, then exit. `npm start` runs this
// file compiled to plain JavaScript (apps/api/build.mjs); tests may run it through tsx.
import { buildApp } from './app.ts';
import { ConfigError, configErrorLine, loadConfig, riskySettings, type AppConfig } from './config.ts';
import { fileOffsetClock, offsetClock, systemClock } from './lib/clock.ts';
import { migrateToLatest, openDatabase, pendingMigrations, startFailure, waitForDatabase } from './db/database.ts';
import { databaseFault } from './db/database-faults.ts';
import { runExclusive } from './db/exclusive-job.ts';
import { loadDefaultDataIfEmpty } from './modules/data-loading/default-data.ts';
import { locationIndexOf } from './modules/locations/location-index.ts';

// A wrong setting stops the server before it touches anything: one JSON line names the variable and what it accepts.
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stdout.write(`${configErrorLine(error)}\n`);
  process.exit(1);
}
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
for (const setting of riskySettings(config))
  app.log.warn(
    {
      variable: setting.variable,
      value: setting.value,
      ...(setting.variable === 'CLOCK_OFFSET_MS' ? { now: clock.now().toISOString() } : {}),
    },
    `${setting.variable}=${setting.value}: ${setting.risk}`,
  );

try {
  await waitForDatabase(database, config.dbStartTimeoutMs, ({ error, waitMs }) => {
    app.log.warn(
      { fault: databaseFault(error) ?? { cause: (error as Error).name }, retryInMs: waitMs },
      'waiting for the database',
    );
  });
} catch (error) {
  const failure = startFailure(error, config.dbStartTimeoutMs);
  app.log.fatal({ fault: { cause: failure.cause } }, failure.message);
  await database.close().catch(() => undefined);
  process.exit(1);
}
// Several servers may start together: Kysely's migrator takes its own lock, and the default data is loaded by one of
// them while the others wait and then find it there.
// With MIGRATE_ON_START=false migrations are their own step (`npm run migrate`, a Kubernetes Job) and a server refuses
// a database that misses one instead of serving on a schema it does not know.
if (config.migrateOnStart) await migrateToLatest(database.db, database.dialect);
else {
  // A database never migrated has no kysely_migration table at all: every migration is missing.
  const pending = await pendingMigrations(database.db).catch(() => ['all']);
  if (pending.length > 0) {
    app.log.fatal(
      { variable: 'MIGRATE_ON_START', pending },
      `The database misses ${pending[0] === 'all' ? 'every' : pending.length} migration(s) and MIGRATE_ON_START is false: run \`npm run migrate\` with this version, then start again.`,
    );
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}
if (config.loadDefaultData) {
  const outcome = await runExclusive(database, 'default-data', () => loadDefaultDataIfEmpty(database, config.dataDir), {
    wait: true,
  });
  if (outcome.ran) app.log.info(outcome.value, 'default data');
}

// The search's location index is built before the server listens: built by the first search instead, it held that
// request (and the event loop) for a second or more while load shedding was on, so the first searches after a start
// or a rolling restart could be answered 503.
{
  const started = performance.now();
  const index = await locationIndexOf(database);
  app.log.info(
    { locations: index.size, ms: Math.round(performance.now() - started) },
    'location index built before listening',
  );
}

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  // Readiness answers 503 at once; the server keeps serving for DRAIN_DELAY_MS while the balancer notices, then
  // closes its listener and finishes what is in flight (decision 268). The timeout counts from after the delay.
  app.lifecycle.draining = true;
  app.log.info({ signal, drainDelayMs: config.drainDelayMs }, 'stopping: readiness off, still serving');
  if (config.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
  app.log.info('stopping: listener closed, finishing the requests in flight');
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

// A port another process holds (or an address this machine does not have) is a configuration error too: one line
// naming the variable, and the process ends instead of running half-started.
const listenProblem = (error: unknown, variable: 'PORT' | 'METRICS_PORT', port: number, host: string) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return { variable, accepts: `a port no other process uses: ${port} on ${host} is taken` };
  if (code === 'EADDRNOTAVAIL')
    return {
      variable: variable === 'PORT' ? 'HOST' : 'METRICS_HOST',
      accepts: `an address of this machine: ${host} is not one`,
    };
  if (code === 'EACCES') return { variable, accepts: `a port this user may open: ${port} needs privileges` };
  return null;
};
let listening: 'METRICS_PORT' | 'PORT' = 'METRICS_PORT';
try {
  // The metrics port first: if it is taken the server stops before it has served anyone.
  await app.listenMetrics();
  listening = 'PORT';
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const problem =
    listening === 'METRICS_PORT'
      ? listenProblem(error, 'METRICS_PORT', config.metricsPort ?? 0, config.metricsHost)
      : listenProblem(error, 'PORT', config.port, config.host);
  if (!problem) throw error;
  const refused = new ConfigError([problem]);
  app.log.fatal({ variable: problem.variable, accepts: problem.accepts, problems: refused.problems }, refused.message);
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(1);
}
