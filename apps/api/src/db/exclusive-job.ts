// One runner at a time for a background job across every server on one database (decision 120). On PostgreSQL the
// lock is a transaction advisory lock (`pg_try_advisory_xact_lock`) taken in a transaction held open on one pooled
// connection for the job's length (decision 281): it costs no table, PostgreSQL releases it with the transaction (or
// when the holder's connection or process dies), and it works behind PgBouncer in transaction mode, where a session
// lock's unlock could run on another server connection and leave the lock taken. The key includes the current
// schema, so two deployments (or two test files) in one database do not block each other. SQLite serves one process,
// so an in-process queue per job is enough there.
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';

export interface ExclusiveOptions {
  /** Wait for the lock instead of skipping this run (for work that must happen once, e.g. loading data at start). */
  wait?: boolean;
}

export type ExclusiveResult<T> = { ran: true; value: T } | { ran: false };

const localTails = new WeakMap<DatabaseHandle['db'], Map<string, Promise<unknown>>>();
const localRunning = new WeakMap<DatabaseHandle['db'], Set<string>>();

/**
 * Runs `job` unless another runner of `name` holds the lock (then answers `{ ran: false }`), or after it when `wait`
 * is set. `job` uses the database as usual; the lock's connection only holds the lock.
 */
export async function runExclusive<T>(
  database: DatabaseHandle,
  name: string,
  job: () => Promise<T>,
  options: ExclusiveOptions = {},
): Promise<ExclusiveResult<T>> {
  if (database.dialect === 'postgres') {
    // The job itself runs on other pooled connections, outside this transaction: this one only holds the lock.
    return database.db.transaction().execute(async (trx) => {
      const key = sql`hashtext(current_schema() || ':' || ${name})`;
      if (options.wait) {
        await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
      } else {
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${key}) as locked`.execute(
          trx,
        );
        if (!rows[0]?.locked) return { ran: false } as const;
      }
      return { ran: true, value: await job() } as const;
    });
  }
  let running = localRunning.get(database.db);
  if (!running) {
    running = new Set();
    localRunning.set(database.db, running);
  }
  let tails = localTails.get(database.db);
  if (!tails) {
    tails = new Map();
    localTails.set(database.db, tails);
  }
  if (running.has(name) && !options.wait) return { ran: false };
  const run = async (): Promise<ExclusiveResult<T>> => {
    running.add(name);
    try {
      return { ran: true, value: await job() };
    } finally {
      running.delete(name);
    }
  };
  const next = (tails.get(name) ?? Promise.resolve()).then(run, run);
  tails.set(
    name,
    next.catch(() => undefined),
  );
  return next;
}
