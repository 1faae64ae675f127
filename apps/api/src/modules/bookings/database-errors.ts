import { sqliteErrorCode } from '../../db/sqlite.ts';

// Which constraint refused a write, on either dialect. The database is the last line of defence for capacity and
// double bookings; these errors are expected answers for a client, never a 500.
export interface ConstraintViolation {
  kind: 'unique' | 'check';
  table: string | null;
}

export function constraintViolation(error: unknown): ConstraintViolation | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; message?: unknown; table?: unknown; constraint?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  // PostgreSQL: SQLSTATE 23505 unique_violation, 23514 check_violation; the driver names the table.
  if (code === '23505' || code === '23514') {
    return { kind: code === '23505' ? 'unique' : 'check', table: typeof e.table === 'string' ? e.table : null };
  }
  // SQLite: "UNIQUE constraint failed: appointment_services.person_key, …" / "CHECK constraint failed: name".
  const sqliteCode = sqliteErrorCode(error);
  if (sqliteCode === 'SQLITE_CONSTRAINT_UNIQUE' || sqliteCode === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const match = /failed: ([a-z_]+)\./.exec(message);
    return { kind: 'unique', table: match?.[1] ?? null };
  }
  if (sqliteCode === 'SQLITE_CONSTRAINT_CHECK') {
    return { kind: 'check', table: message.includes('slot_usage') ? 'slot_usage' : null };
  }
  return null;
}

/**
 * Whether the database refused a transaction only because another one ran at the same moment: a serialization
 * failure (40001) or a deadlock (40P01) on PostgreSQL, a busy or locked database on SQLite. Nothing was written, so
 * running the whole transaction again is safe.
 */
export function isConcurrencyConflict(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (code === '40001' || code === '40P01') return true;
  return /^SQLITE_(BUSY|LOCKED)/.test(sqliteErrorCode(error) ?? '');
}

/** Runs of a transaction that met a conflict, before the conflict is let through (as a 503 with Retry-After). */
export const CONFLICT_ATTEMPTS = 5;
/**
 * No new run starts once this long has passed since the first began: a PostgreSQL deadlock is found after
 * `deadlock_timeout` (1 s by default), and an SQLite busy database has already waited its `busy_timeout` (5 s), so a
 * request is never kept long by retries of a database that stays busy.
 */
export const CONFLICT_RETRY_BUDGET_MS = 3_000;

/**
 * Runs `transaction` and runs it again, up to CONFLICT_ATTEMPTS times in all and within CONFLICT_RETRY_BUDGET_MS, when
 * it fails with a concurrency conflict. Each wait is random (full jitter, doubling from 5 ms), so two transactions
 * that deadlocked each other do not meet again at the same instant. `transaction` must do all of its work inside its
 * own transaction: a failed run has written nothing.
 */
export async function retryOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      const retry =
        attempt < CONFLICT_ATTEMPTS && Date.now() - started < CONFLICT_RETRY_BUDGET_MS && isConcurrencyConflict(error);
      if (!retry) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));
    }
  }
}
