// Kysely's SQLite driver asks SQLite to prepare every statement it runs, and preparing (parsing and
// planning the SQL) cost about an eighth of the server's CPU per booking. The statements an app runs are a small
// set of SQL texts with different parameters, so a prepared statement is kept per text and run again.
import type { SqliteDatabase } from 'kysely';
import type { SqliteConnection, SqliteStatement } from './sqlite.ts';

/** More texts than the app has (lists of ids make a few variants); the least recently used one goes first. */
const MAX_STATEMENTS = 500;

export function withStatementCache(database: SqliteConnection): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      // A statement still iterating rows (a streamed query) cannot run a second time at once.
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}
