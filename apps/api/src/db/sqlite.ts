// One SQLite connection, whichever engine the runtime has. Node 24 ships SQLite itself (`node:sqlite`); the native
// better-sqlite3 12 aborts Node 24 when the garbage collector frees one of its prepared statements ("Assertion
// failed: (env) != nullptr" in RemoveEnvironmentCleanupHook), and better-sqlite3 13, which fixes that, crashes on
// Node 20, which machines here still have. So Node 24 and later use `node:sqlite` and never load the native module;
// older Node uses better-sqlite3, loaded only then (decision 180). Both are used in the shape Kysely's SqliteDialect
// expects: parameters as one array, `reader`, `changes` and `lastInsertRowid`.
import { createRequire } from 'node:module';

export type SqliteEngine = 'node:sqlite' | 'better-sqlite3';

export interface SqliteStatement {
  /** True when the statement returns rows (a select, a pragma that answers, an insert … returning). */
  readonly reader: boolean;
  /** True while an `iterate` of it has rows left: it cannot run again until then. */
  readonly busy: boolean;
  all(parameters?: readonly unknown[]): unknown[];
  get(parameters?: readonly unknown[]): unknown;
  run(parameters?: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(parameters?: readonly unknown[]): IterableIterator<unknown>;
}

export interface SqliteConnection {
  readonly engine: SqliteEngine;
  readonly inTransaction: boolean;
  prepare(sql: string): SqliteStatement;
  /** Runs SQL that answers nothing (pragmas that set, DDL), one or several statements. */
  exec(sql: string): void;
  close(): void;
}

export interface OpenSqliteOptions {
  /** Read only; a file that is not there is then an error, never a new empty database. */
  readonly?: boolean;
}

/** The engine this runtime uses: `node:sqlite` from Node 24 on (the first line where it is complete and quiet). */
export const sqliteEngine: SqliteEngine =
  Number(process.versions.node.split('.')[0]) >= 24 ? 'node:sqlite' : 'better-sqlite3';

export function openSqlite(file: string, options: OpenSqliteOptions = {}): SqliteConnection {
  return sqliteEngine === 'node:sqlite' ? openNodeSqlite(file, options) : openBetterSqlite(file, options);
}

// `node:sqlite` as far as we use it. @types/node stays at Node 20's while Node 20 is supported (decision 135), and
// those types have no `node:sqlite`; this is the subset of Node 24's API this file calls.
interface NodeSqliteModule {
  DatabaseSync: new (file: string, options?: { readOnly?: boolean }) => NodeDatabaseSync;
}
interface NodeDatabaseSync {
  readonly isOpen: boolean;
  readonly isTransaction: boolean;
  prepare(sql: string): NodeStatementSync;
  exec(sql: string): void;
  close(): void;
}
type Value = null | number | bigint | string | Uint8Array;
interface NodeStatementSync {
  columns(): unknown[];
  all(...parameters: Value[]): unknown[];
  get(...parameters: Value[]): unknown;
  run(...parameters: Value[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...parameters: Value[]): IterableIterator<unknown>;
}

function openNodeSqlite(file: string, options: OpenSqliteOptions): SqliteConnection {
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as NodeSqliteModule;
  const database = new DatabaseSync(file, { readOnly: options.readonly ?? false });
  return {
    engine: 'node:sqlite',
    get inTransaction() {
      return database.isTransaction;
    },
    prepare: (sql) => new NodeSqliteStatement(database.prepare(sql)),
    exec: (sql) => database.exec(sql),
    // better-sqlite3 lets a closed database be closed again; node:sqlite throws.
    close: () => {
      if (database.isOpen) database.close();
    },
  };
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  busy = false;

  constructor(private readonly statement: NodeStatementSync) {
    this.reader = statement.columns().length > 0;
  }

  // node:sqlite takes the parameters one by one, better-sqlite3 (and so Kysely) as one array.
  all(parameters: readonly unknown[] = []) {
    return this.statement.all(...(parameters as Value[]));
  }

  get(parameters: readonly unknown[] = []) {
    return this.statement.get(...(parameters as Value[]));
  }

  run(parameters: readonly unknown[] = []) {
    return this.statement.run(...(parameters as Value[]));
  }

  // node:sqlite has no `busy`: running the statement again while rows are left invalidates the iterator. The
  // statement cache needs to know, so the statement counts as busy from the call until the last row or `return`.
  iterate(parameters: readonly unknown[] = []): IterableIterator<unknown> {
    const rows = this.statement.iterate(...(parameters as Value[]));
    this.busy = true;
    const finish = () => {
      this.busy = false;
    };
    const iterator: IterableIterator<unknown> = {
      [Symbol.iterator]: () => iterator,
      next: () => {
        try {
          const result = rows.next();
          if (result.done) finish();
          return result;
        } catch (error) {
          finish();
          throw error;
        }
      },
      return: (value?: unknown) => {
        finish();
        rows.return?.();
        return { done: true, value };
      },
    };
    return iterator;
  }
}

type BetterSqliteModule = typeof import('better-sqlite3');

function openBetterSqlite(file: string, options: OpenSqliteOptions): SqliteConnection {
  // Loaded here, not imported at the top, so that a runtime on node:sqlite never loads the native module.
  const Database = createRequire(import.meta.url)('better-sqlite3') as BetterSqliteModule;
  const database = new Database(file, { readonly: options.readonly ?? false });
  return {
    engine: 'better-sqlite3',
    get inTransaction() {
      return database.inTransaction;
    },
    // better-sqlite3's statements already have this shape (an array binds its items as positional parameters).
    prepare: (sql) => database.prepare(sql) as unknown as SqliteStatement,
    exec: (sql) => void database.exec(sql),
    close: () => void database.close(),
  };
}

// SQLite result codes by number, for node:sqlite's errors, which carry the number (`errcode`, the extended code) and
// not the name that better-sqlite3 puts in `code`. The primary code is the low byte of an extended one.
const PRIMARY_CODES: Record<number, string> = {
  1: 'ERROR',
  2: 'INTERNAL',
  3: 'PERM',
  4: 'ABORT',
  5: 'BUSY',
  6: 'LOCKED',
  7: 'NOMEM',
  8: 'READONLY',
  9: 'INTERRUPT',
  10: 'IOERR',
  11: 'CORRUPT',
  12: 'NOTFOUND',
  13: 'FULL',
  14: 'CANTOPEN',
  15: 'PROTOCOL',
  16: 'EMPTY',
  17: 'SCHEMA',
  18: 'TOOBIG',
  19: 'CONSTRAINT',
  20: 'MISMATCH',
  21: 'MISUSE',
  22: 'NOLFS',
  23: 'AUTH',
  24: 'FORMAT',
  25: 'RANGE',
  26: 'NOTADB',
};
// The extended codes the server tells apart (which constraint refused a write).
const EXTENDED_CODES: Record<number, string> = {
  275: 'CONSTRAINT_CHECK',
  531: 'CONSTRAINT_COMMITHOOK',
  787: 'CONSTRAINT_FOREIGNKEY',
  1043: 'CONSTRAINT_FUNCTION',
  1299: 'CONSTRAINT_NOTNULL',
  1555: 'CONSTRAINT_PRIMARYKEY',
  1811: 'CONSTRAINT_TRIGGER',
  2067: 'CONSTRAINT_UNIQUE',
  2323: 'CONSTRAINT_VTAB',
  2579: 'CONSTRAINT_ROWID',
  3091: 'CONSTRAINT_DATATYPE',
};

/**
 * The SQLite result code of an error from either engine, as better-sqlite3 names it ('SQLITE_CONSTRAINT_UNIQUE',
 * 'SQLITE_FULL'), or null when the error did not come from SQLite.
 */
export function sqliteErrorCode(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; errcode?: unknown };
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_')) return e.code;
  if (e.code === 'ERR_SQLITE_ERROR' && typeof e.errcode === 'number') {
    const name = EXTENDED_CODES[e.errcode] ?? PRIMARY_CODES[e.errcode & 0xff];
    return name ? `SQLITE_${name}` : null;
  }
  return null;
}
