// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // When the one reminder of an unconfirmed link went out (decision 285): the server that sets it, by a conditional
  // update, is the one that sends it, so a fleet sends it once.
  await db.schema.alterTable('email_confirmations').addColumn('reminded_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_confirmations').dropColumn('reminded_at').execute();
}
