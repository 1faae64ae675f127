// The figures a metrics scrape reads from the database (plugins/app/metrics.ts). Each is one small query that an
// index or a small table answers, run only when Prometheus scrapes, never on a request.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Holds not yet expired: places kept for someone who is booking now. */
export async function countActiveHolds(db: Kysely<Database>, nowIso: string): Promise<number> {
  // The holds table keeps only live holds and those the purge job has not removed yet (plugins/app/hold-purge.ts).
  const row = await db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('expires_at', '>', nowIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** When the oldest e-mail still waiting to be sent (a first attempt or a retry) was queued, or null when none waits. */
export async function oldestPendingMailAt(db: Kysely<Database>): Promise<string | null> {
  // The mail_outbox_due index (status, next_attempt_at) narrows it to the pending rows, which are few.
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('created_at').as('oldest'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.oldest ?? null;
}
