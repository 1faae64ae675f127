import fs from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type MigrationResultSet,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { databaseFault } from './database-faults.ts';
import { migrations } from './migrations/index.ts';
import { openSqlite, type SqliteConnection } from './sqlite.ts';
import { withStatementCache } from './statement-cache.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /** Requests waiting for a pooled PostgreSQL connection (0 on SQLite, which has no pool): load shedding reads it. */
  poolWaiting(): number;
  /**
   * The connections as the metrics show them: PostgreSQL's pool (its size limit, those lent to a query or
   * transaction, those waiting for one); SQLite's one connection, which a transaction keeps until it ends while
   * other queries wait their turn.
   */
  poolStats(): PoolStats;
}

export interface PoolStats {
  max: number;
  inUse: number;
  waiting: number;
}

// PostgreSQL returns bigint/numeric as strings; counts and doubles are small enough for a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/** How long a request waits for a new PostgreSQL connection before it is answered 503 (the server is down). */
const CONNECT_TIMEOUT_MS = 5_000;

export interface OpenDatabaseOptions {
  /**
   * A pooled connection failed outside a query (PostgreSQL restarted, a network cut). node-postgres emits it as an
   * 'error' event, which would end the process if nobody listened; the pool drops that connection and opens a new
   * one on demand, so logging is all there is to do.
   */
  onIdleConnectionError?: (error: Error) => void;
}

export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath'> & { dbPoolMax?: number; databaseCaFile?: string | null },
  options: OpenDatabaseOptions = {},
): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.dbPoolMax ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A managed PostgreSQL's CA: TLS with the certificate checked against it. node-postgres lets the URL's own
      // sslmode and sslrootcert replace this when they are given.
      ...(config.databaseCaFile ? { ssl: { ca: fs.readFileSync(config.databaseCaFile, 'utf8') } } : {}),
    });
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    // A connection lent to a request has no pool listener: if the server cuts it between two queries of a
    // transaction, the 'error' event would end the process. The request's next query fails instead (and is answered
    // 503); the pool throws the broken connection away when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onIdleConnectionError?.(error));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const max = config.dbPoolMax ?? 10;
    return {
      db,
      dialect: 'postgres',
      close: () => db.destroy(),
      poolWaiting: () => pool.waitingCount,
      poolStats: () => ({ max, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (config.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  const sqlite = openSqlite(config.sqlitePath);
  // WAL lets readers run beside the single writer; FULL makes a committed booking survive a power cut.
  sqlite.exec(
    'pragma journal_mode = WAL; pragma synchronous = FULL; pragma foreign_keys = ON; pragma busy_timeout = 5000',
  );
  const dialect = new CauseKeepingSqliteDialect(sqlite, withStatementCache(sqlite));
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dialect: 'sqlite',
    close: () => db.destroy(),
    poolWaiting: () => 0,
    poolStats: () => ({ max: 1, inUse: dialect.connection.inUse, waiting: dialect.connection.waiting }),
  };
}

/**
 * When a commit fails for lack of disk (SQLITE_FULL) or an I/O error, SQLite has already rolled the transaction
 * back; Kysely's ROLLBACK then throws "cannot rollback - no transaction is active", and that error replaces the real
 * cause. This driver rolls back only a transaction that is still open, so the caller sees the cause.
 */
class CauseKeepingSqliteDialect extends SqliteDialect {
  /** Who has the one connection and who waits for it (the metrics; Kysely's driver keeps a mutex and no count). */
  readonly connection = { inUse: 0, waiting: 0 };

  constructor(
    private readonly sqlite: SqliteConnection,
    private readonly database: SqliteDatabase,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    const sqlite = this.sqlite;
    const connection = this.connection;
    return new (class extends SqliteDriver {
      override async acquireConnection() {
        connection.waiting += 1;
        try {
          const taken = await super.acquireConnection();
          connection.inUse = 1;
          return taken;
        } finally {
          connection.waiting -= 1;
        }
      }
      override async releaseConnection() {
        connection.inUse = 0;
        await super.releaseConnection();
      }
      override async rollbackTransaction(connection: DatabaseConnection) {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: this.database });
  }
}

/**
 * Waits for the database to answer, retrying with backoff (0.25 s doubling to 5 s) for at most `timeoutMs`: at start
 * PostgreSQL may still be starting or failing over. Only those faults are retried: a refused password, a database
 * that does not exist or a file SQLite cannot open will not mend by waiting, so their error is thrown at once (the
 * caller says which it is: `startFailure`). Throws the last error when the time is up.
 */
export async function waitForDatabase(
  handle: DatabaseHandle,
  timeoutMs: number,
  onRetry: (attempt: { error: unknown; waitMs: number }) => void,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let waitMs = 250; ; waitMs = Math.min(waitMs * 2, 5_000)) {
    try {
      await sql`select 1`.execute(handle.db);
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (left <= 0 || !worthWaitingFor(error)) throw error;
      onRetry({ error, waitMs: Math.min(waitMs, left) });
      await new Promise((resolve) => setTimeout(resolve, Math.min(waitMs, left)));
    }
  }
}

/** A database that is unreachable, starting, failing over or too busy may answer soon; nothing else will. */
function worthWaitingFor(error: unknown): boolean {
  const kind = databaseFault(error)?.kind;
  return kind === 'connection' || kind === 'busy';
}

/** Node's codes for a TLS certificate it would not trust (tls.TLSSocket's verifyError and checkServerIdentity). */
const TLS_CERTIFICATE_CODES =
  /^(ERR_TLS_CERT_ALTNAME_INVALID|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_[A-Z_]+)$/;

/** Why the server could not use its database at start, in words an operator acts on, and the code behind it. */
export function startFailure(error: unknown, timeoutMs: number): { cause: string; message: string } {
  const code = (error as { code?: unknown } | null)?.code;
  const sqlstate = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
  const fault = databaseFault(error);
  if (sqlstate && sqlstate.startsWith('28'))
    return {
      cause: `SQLSTATE ${sqlstate}`,
      message: `PostgreSQL refused the user name or password in DATABASE_URL (SQLSTATE ${sqlstate}: ${sqlstate === '28P01' ? 'password authentication failed' : 'authorization refused'}). Fix the user or password, or the server's pg_hba.conf, then start again.`,
    };
  if (sqlstate === '3D000')
    return {
      cause: 'SQLSTATE 3D000',
      message:
        'The database named in DATABASE_URL does not exist on that PostgreSQL server (SQLSTATE 3D000). Create it (createdb) or correct the name, then start again.',
    };
  // A certificate the CA bundle does not vouch for will not mend by waiting either (decision 281).
  if (typeof code === 'string' && TLS_CERTIFICATE_CODES.test(code))
    return {
      cause: code,
      message: `PostgreSQL's TLS certificate is not one the CA bundle vouches for (${code}). Check that sslrootcert in DATABASE_URL or DATABASE_CA_FILE is your provider's CA bundle and that the host name in DATABASE_URL is the one the certificate names, then start again.`,
    };
  if ((error as Error | null)?.message === 'The server does not support SSL connections')
    return {
      cause: 'no TLS',
      message:
        'DATABASE_URL asks for TLS (sslmode, sslrootcert or DATABASE_CA_FILE) but that PostgreSQL server does not offer it. Turn ssl on at the server, or connect to the right one, then start again.',
    };
  if (fault && (fault.kind === 'connection' || fault.kind === 'busy'))
    return {
      cause: fault.cause,
      message: `The database did not answer within ${timeoutMs / 1000} s (${fault.cause}). Check DATABASE_URL (or SQLITE_PATH) and that the database is running, then start again.`,
    };
  const cause = fault?.cause ?? (sqlstate ? `SQLSTATE ${sqlstate}` : (error as Error)?.message || 'unknown error');
  return {
    cause,
    message: `The database refused the connection (${cause}). Check DATABASE_URL (or SQLITE_PATH), then start again.`,
  };
}

/** The names of the migrations the database has run; throws when it was never migrated (no kysely_migration). */
async function migrationsRun(db: Kysely<Database>): Promise<string[]> {
  // Migrations run in the current schema (migrateToLatest), which is the first one the search path finds.
  return (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name);
}

/** The names of this server's migrations that the database has not run (empty when it is current). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const done = new Set(await migrationsRun(db));
  return Object.keys(migrations).filter((name) => !done.has(name));
}

export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<MigrationResultSet> {
  // A database that ran exactly this server's migrations needs nothing: the usual start skips Kysely's catalog scans
  // (see below). One that ran a migration unknown here still goes to the migrator, which refuses it.
  const done = await migrationsRun(db).catch(() => null);
  const names = Object.keys(migrations);
  if (done && done.length === names.length && names.every((name) => done.includes(name))) return { results: [] };
  // Without a schema named, Kysely takes a kysely_migration table in ANY schema as ours: with two schemas in one
  // PostgreSQL database (tests run side by side, or a shared server) it would skip creating its own and fail.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // The default, said out loud: a database that ran a migration sorting after one it has not run is refused rather
    // than patched up out of order. The names' rule (migration-order.test.ts) keeps that from happening.
    allowUnorderedMigrations: false,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  // Kysely's migrator reads the whole catalog and asks `has_schema_privilege` of every schema it lists: a schema that
  // another client drops in between (tests side by side, a shared server) fails the read with "schema … does not
  // exist" (SQLSTATE 3F000) although ours is there. The catalog is read again; nothing was migrated yet.
  for (let attempt = 1; ; attempt += 1) {
    const result = await migrator.migrateToLatest();
    if (!result.error) return result;
    const otherSchemaDropped =
      dialect === 'postgres' &&
      (result.error as { code?: unknown }).code === '3F000' &&
      !(result.results ?? []).some((r) => r.status === 'Success') &&
      !String((result.error as Error).message).includes(`"${migrationTableSchema}"`);
    if (!otherSchemaDropped || attempt === 10) throw result.error;
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}
