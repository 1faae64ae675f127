// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Counters every server shares (decision 226): e-mails per recipient address per day, tries per confirmation number
  // in "find my booking", notices per booking beyond the e-mail cap. One conditional upsert takes from an allowance,
  // so two servers never both take its last unit. Keys are hashes: no address or number is kept here.
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_counters_window_started_at')
    .on('rate_counters')
    .column('window_started_at')
    .execute();
  // Addresses whose owner said "this was not me" in one of our e-mails (decision 227): nothing more is sent to them.
  // The key is a hash of the address as the mailbox reads it (plus tags and Gmail's dots dropped).
  await db.schema
    .createTable('mail_stops')
    .addColumn('address_key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_stops').execute();
  await db.schema.dropTable('rate_counters').execute();
}
