// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A booking the pharmacy cancelled on the person's behalf (decision 244): who cancelled it, the reason code the
  // person's e-mail and manage page translate, and the pharmacy's optional note. Null for a person's own cancel.
  await db.schema.alterTable('appointments').addColumn('cancelled_by', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('cancellation_reason', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('cancellation_note', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['cancellation_note', 'cancellation_reason', 'cancelled_by']) {
    await db.schema.alterTable('appointments').dropColumn(column).execute();
  }
}
