// npm run data:import -- <file.csv>: replaces the demo configuration of locations with a deployment's own
// (decision 001 documents the columns). Uses the same database settings as the server (DATABASE_URL, SQLITE_PATH).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { ImportError, importLocations } from '../modules/data-loading/location-import.ts';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run data:import -- <file.csv>   (columns: see docs/decisions/001-demo-location-configuration.md)',
  );
  process.exit(2);
}
// npm runs workspace scripts inside apps/api; a relative path means the directory the command was typed in.
const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  const summary = await importLocations(database, fs.readFileSync(resolved, 'utf8'));
  console.log(`Imported ${summary.locations} location(s) from ${resolved} into the ${database.dialect} database.`);
} catch (error) {
  if (error instanceof ImportError || (error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error(`Nothing was imported. ${(error as Error).message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
