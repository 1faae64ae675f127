// The e2e server's database (var/e2e.sqlite, playwright.config.ts), opened read only to check what a journey stored.
// It goes through the server's own SQLite connection, so the Node that runs Playwright picks the engine the server
// would: node:sqlite on Node 24, better-sqlite3 before (apps/api/src/db/sqlite.ts). Parameters go in one array.
import { openSqlite, type SqliteConnection } from '@vaxnear/api/src/db/sqlite.ts';

export function openE2eDatabase(): SqliteConnection {
  return openSqlite('var/e2e.sqlite', { readonly: true });
}
