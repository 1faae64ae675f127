// Which database errors mean "the database cannot serve right now" rather than "this request is wrong": the server
// answers those with 503 UNAVAILABLE and Retry-After (never a false success, never a 500 that hides the cause), and
// logs the real cause (an SQLSTATE or SQLite code, never the message: it can quote the values of a row).

import { sqliteErrorCode } from './sqlite.ts';

export type FaultKind =
  /** The server is unreachable, restarting, or dropped our connection: retry soon. */
  | 'connection'
  /** Out of disk, read-only, corrupt or an I/O error: a person must act; readiness reports it. */
  | 'storage'
  /** Too busy: locks held too long, too many connections. */
  | 'busy';

export interface DatabaseFault {
  kind: FaultKind;
  cause: string;
}

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres says these in words, without a code.
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export function databaseFault(error: unknown): DatabaseFault | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';

  const sqliteCode = sqliteErrorCode(error);
  if (sqliteCode) {
    if (/^SQLITE_(FULL|READONLY|CORRUPT|NOTADB|IOERR|CANTOPEN)/.test(sqliteCode))
      return { kind: 'storage', cause: sqliteCode };
    if (/^SQLITE_(BUSY|LOCKED)/.test(sqliteCode)) return { kind: 'busy', cause: sqliteCode };
    return null;
  }
  if (CONNECTION_ERRNOS.has(code)) return { kind: 'connection', cause: code };
  if (/^[0-9A-Z]{5}$/.test(code)) {
    // SQLSTATE classes: 08 connection exception, 57P01-57P05 shutdown / cannot connect now, 53 insufficient
    // resources (53100 disk full), 58 system error, XX001/XX002 corrupt data or index, 40P01 deadlock, 55P03 lock
    // not available, 57014 statement timeout.
    if (code.startsWith('08') || /^57P0[1-5]$/.test(code)) return { kind: 'connection', cause: `SQLSTATE ${code}` };
    if (code === '53100' || code.startsWith('58') || code === 'XX001' || code === 'XX002')
      return { kind: 'storage', cause: `SQLSTATE ${code}` };
    if (code.startsWith('53') || code === '40P01' || code === '55P03' || code === '57014')
      return { kind: 'busy', cause: `SQLSTATE ${code}` };
    return null;
  }
  if (CONNECTION_MESSAGES.some((text) => message.includes(text)))
    return { kind: 'connection', cause: message.split(/[:.]/)[0]! };
  return null;
}

/** Seconds a client should wait before trying again: long enough for a database restart or a failover. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Remembers the last storage fault (disk full, read-only, corrupt). Those do not show in a cheap read query, so
 * readiness reports one seen in the last `windowMs` until a write succeeds again.
 */
export class StorageFaultMemory {
  private last: { at: number; cause: string } | null = null;

  constructor(private readonly windowMs = 30_000) {}

  record(fault: DatabaseFault, nowMs: number) {
    if (fault.kind === 'storage') this.last = { at: nowMs, cause: fault.cause };
  }

  /** A write committed: the storage works again. */
  clear() {
    this.last = null;
  }

  recent(nowMs: number): string | null {
    return this.last && nowMs - this.last.at < this.windowMs ? this.last.cause : null;
  }
}
