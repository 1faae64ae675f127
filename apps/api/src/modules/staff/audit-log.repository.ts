// SQL of the audit log (decision 241). Rows are inserted in the transaction of what they record; nothing here updates
// them, and the database refuses to (the migration's trigger). Only the retention job deletes, past its period.
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface AuditEntryInput {
  at: string;
  actorId: string | null;
  action: string;
  recordType: string;
  recordId: string;
  changes: Record<string, unknown> | null;
  address: string | null;
  retailer: string | null;
}

export async function insertAuditEntry(db: Kysely<Database>, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: crypto.randomUUID(),
      at: entry.at,
      actor_id: entry.actorId,
      action: entry.action,
      record_type: entry.recordType,
      record_id: entry.recordId,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
      address: entry.address,
      retailer: entry.retailer,
    })
    .execute();
}

/** Newest first; `retailers` null reads every row (an operator), otherwise the rows of those retailers only. */
export async function listAuditEntries(
  db: Kysely<Database>,
  filter: { retailers: string[] | null; before?: string; limit: number },
) {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.retailers) query = query.where('retailer', 'in', filter.retailers.length ? filter.retailers : ['']);
  if (filter.before) query = query.where('at', '<', filter.before);
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/**
 * The retention job's delete: rows older than the cutoff. The trigger lets a delete through only when the transaction
 * named a cutoff the row is older than: on PostgreSQL a transaction-local setting, on SQLite a row of
 * audit_log_purges (which has no settings), removed before the transaction commits.
 */
export async function deleteAuditEntriesBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const postgres = await sql`select set_config('vaxnear.audit_purge_before', ${cutoff}, true)`.execute(trx).then(
      () => true,
      () => false,
    );
    if (!postgres) await trx.insertInto('audit_log_purges').values({ cutoff }).execute();
    const result = await trx.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
    if (!postgres) await trx.deleteFrom('audit_log_purges').execute();
    return Number(result.numDeletedRows);
  });
}
