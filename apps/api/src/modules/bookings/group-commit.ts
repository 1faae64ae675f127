// Group commit for SQLite. A durable commit (WAL, synchronous=FULL) waits for an fsync, and SQLite runs one write
// transaction at a time, so one booking per commit caps bookings per second at the disk's fsync rate. Bookings
// that arrive while a commit is running are queued and then run together in one transaction, each inside its own
// savepoint: a booking that fails rolls back to its savepoint alone, the others commit with one fsync. Nobody is
// answered before the commit that holds their booking has returned, so every success is durable.
// PostgreSQL needs none of this: its connections commit in parallel and it groups WAL flushes itself.
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;
interface Unit {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const MAX_GROUP = 64;

// Compiled once: building the same savepoint statements for every booking showed in the profile.
const savepoints = Array.from({ length: MAX_GROUP }, (_, index) => ({
  create: CompiledQuery.raw(`savepoint booking_${index}`),
  release: CompiledQuery.raw(`release savepoint booking_${index}`),
  rollback: CompiledQuery.raw(`rollback to savepoint booking_${index}`),
}));
const savepointStatements = (index: number) => savepoints[index]!;

export class GroupCommitter {
  private readonly queue: Unit[] = [];
  private running = false;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      // SQLite (either engine) blocks the event loop during a commit, so bookings only pile up if the group starts a turn
      // later: the requests already received get parsed and checked first, then join this group.
      if (!this.running) {
        this.running = true;
        setImmediate(() => {
          void this.drain();
        });
      }
    });
  }

  private async drain() {
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, MAX_GROUP);
        const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
        try {
          await this.db.transaction().execute(async (trx) => {
            for (const [index, unit] of group.entries()) {
              const savepoint = savepointStatements(index);
              await trx.executeQuery(savepoint.create);
              try {
                outcomes[index] = { ok: true, value: await unit.work(trx) };
                await trx.executeQuery(savepoint.release);
              } catch (error) {
                try {
                  await trx.executeQuery(savepoint.rollback);
                  await trx.executeQuery(savepoint.release);
                } catch {
                  // SQLite ended the whole transaction itself (disk full, I/O error): the group fails with the
                  // booking's own error, the real cause, rather than "no such savepoint".
                  throw error;
                }
                outcomes[index] = { ok: false, error };
              }
            }
          });
        } catch (error) {
          for (const unit of group) unit.reject(error);
          continue;
        }
        group.forEach((unit, index) => {
          const outcome = outcomes[index]!;
          if (outcome.ok) unit.resolve(outcome.value);
          else unit.reject(outcome.error);
        });
      }
    } finally {
      this.running = false;
    }
  }
}

const committers = new WeakMap<Kysely<Database>, GroupCommitter>();

/** Runs `work` in a transaction: its own on PostgreSQL, a shared group commit on SQLite. */
export function inBookingTransaction<T>(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  work: Work<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  let committer = committers.get(db);
  if (!committer) {
    committer = new GroupCommitter(db);
    committers.set(db, committer);
  }
  return committer.run(work);
}
