import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { loadDefaultDataIfEmpty } from './modules/data-loading/default-data.ts';

const config = loadConfig();
const database = openDatabase(config);
await migrateToLatest(database.db);
const app = await buildApp({ config, database });
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
