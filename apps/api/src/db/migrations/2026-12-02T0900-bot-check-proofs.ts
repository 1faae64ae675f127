// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Spent bot-check proofs, one row per challenge (its HMAC signature), shared by every server process so that a
  // proof is good for one call across a fleet. Rows are kept until the challenge would have expired anyway.
  await db.schema
    .createTable('bot_check_proofs')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bot_check_proofs_expires_at').on('bot_check_proofs').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bot_check_proofs').execute();
}
