// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Double opt-in (decision 113): a reminder or sign-up waits here, unapplied, until the owner of the address opens
  // the signed link we sent to it. Nothing but that one confirmation e-mail goes to an unconfirmed address.
  await db.schema
    .createTable('email_confirmations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** 'reminders' | 'subscription' | 'unsubscribe' */
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    /** JSON: what is applied once confirmed. */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  // The per-recipient limit counts an address's recent confirmation e-mails.
  await db.schema
    .createIndex('email_confirmations_email_created_at')
    .on('email_confirmations')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('email_confirmations_expires_at')
    .on('email_confirmations')
    .column('expires_at')
    .execute();
  // RFC 8058 one-click unsubscribe address of a reminder or marketing e-mail; null for transactional ones.
  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute();
  await db.schema.dropTable('email_confirmations').execute();
}
