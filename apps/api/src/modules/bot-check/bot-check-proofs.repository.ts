import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Marks a challenge as spent. True for the first caller only: the primary key decides between concurrent calls,
 * on one server or many.
 */
export async function spendProof(db: Kysely<Database>, signature: string, expiresAt: string): Promise<boolean> {
  const result = await db
    .insertInto('bot_check_proofs')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteExpiredProofs(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('bot_check_proofs').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
