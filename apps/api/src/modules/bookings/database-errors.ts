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
