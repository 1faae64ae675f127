// The database of this worker's e2e server (playwright.config.ts starts one per worker), opened read only to check
// what a journey stored. It goes through the server's own SQLite connection, so the Node that runs Playwright picks
// the engine the server would: node:sqlite on Node 24, better-sqlite3 before (apps/api/src/db/sqlite.ts). Parameters
// go in one array.
import { openSqlite, type SqliteConnection } from '@vaxnear/api/src/db/sqlite.ts';
import { e2eDatabasePath } from './test.ts';

export function openE2eDatabase(): SqliteConnection {
  return openSqlite(e2eDatabasePath(), { readonly: true });
}
