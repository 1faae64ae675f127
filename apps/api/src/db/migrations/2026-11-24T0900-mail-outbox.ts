// Frozen: never edit a migration that has shipped; add a new one.
// Outbound e-mail goes through an outbox (docs/decisions/013-outbound-email.md): a booking writes its confirmation
// here in its own transaction, and a worker sends what is due.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the e-mail is about (a registration or reminder id): with kind, unique, so each gets one e-mail at most.
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('mail_outbox_kind_reference', ['kind', 'reference'])
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  // The language of the reminder e-mail; reminders stored before this column are in English.
  await db.schema
    .alterTable('reminders')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reminders').dropColumn('locale').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
