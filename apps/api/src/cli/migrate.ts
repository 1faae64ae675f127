// npm run migrate: runs this version's migrations and exits, so servers can start with MIGRATE_ON_START=false
// (a deploy step or a Kubernetes Job before the rollout). Same database settings as the server.
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase, startFailure, waitForDatabase } from '../db/database.ts';

const config = loadConfig();
const database = openDatabase(config);
try {
  await waitForDatabase(database, config.dbStartTimeoutMs, () => undefined);
  const result = await migrateToLatest(database.db, database.dialect);
  const ran = (result.results ?? []).map((r) => r.migrationName);
  console.log(
    ran.length === 0
      ? `The ${database.dialect} database was already up to date.`
      : `Ran ${ran.length} migration(s) on the ${database.dialect} database: ${ran.join(', ')}.`,
  );
} catch (error) {
  console.error(`Migration failed: ${startFailure(error, config.dbStartTimeoutMs).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
