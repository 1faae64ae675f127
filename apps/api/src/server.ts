import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { offsetClock, systemClock } from './lib/clock.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { loadDefaultDataIfEmpty } from './modules/data-loading/default-data.ts';

const config = loadConfig();
const database = openDatabase(config);
await migrateToLatest(database.db, database.dialect);
const clock = config.clockOffsetMs === 0 ? systemClock : offsetClock(config.clockOffsetMs);
const app = await buildApp({ config, database, clock });
if (config.clockOffsetMs !== 0) app.log.warn({ now: clock.now().toISOString() }, 'CLOCK_OFFSET_MS is set: the server runs at a moved date. Use this for end-to-end tests only.');
if (config.loadDefaultData) {
  const summary = await loadDefaultDataIfEmpty(database, config.dataDir);
  app.log.info(summary, 'default data');
}
if (config.botCheck === 'off') app.log.warn('BOT_CHECK=off: bot checks are disabled. Use this for local development and tests only.');

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
