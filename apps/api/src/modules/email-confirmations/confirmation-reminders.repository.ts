// SQL for the one reminder of a confirmation link that was not opened (decision 285).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Maternal RSV reminder requests whose link is still unopened, unreminded and valid, and ends before `endsBefore`. */
export async function findConfirmationsToRemind(db: Kysely<Database>, now: string, endsBefore: string, limit: number) {
  return db
    .selectFrom('email_confirmations')
    .select(['id', 'email', 'payload', 'expires_at'])
    .where('purpose', '=', 'reminders')
    .where('confirmed_at', 'is', null)
    .where('reminded_at', 'is', null)
    .where('expires_at', '>', now)
    .where('expires_at', '<=', endsBefore)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/**
 * Claims the reminder of one confirmation: true for the one caller whose conditional update set `reminded_at`, and
 * only while the link is unopened and still valid, so it never goes twice, nor after the link ended or was used.
 */
export async function claimConfirmationReminder(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_confirmations')
    .set({ reminded_at: now })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .where('confirmed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
