// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Requests from pharmacies to be listed, changed or removed (decision 081). Operators review them; nothing here
  // touches the live locations table. The full request is kept as JSON; the columns are what an operator sorts by.
  await db.schema
    .createTable('provider_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference_number', 'text', (c) => c.notNull().unique())
    .addColumn('request_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('identifier_type', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text')
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // A hash of the request and the 10-minute window it came in: two identical submits racing each other in the
    // same window collide here and leave one request.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('dedupe_window', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('provider_registrations_fingerprint_window', ['fingerprint', 'dedupe_window'])
    .execute();
  await db.schema
    .createIndex('provider_registrations_fingerprint_received_at')
    .on('provider_registrations')
    .columns(['fingerprint', 'received_at'])
    .execute();
  await db.schema
    .createIndex('provider_registrations_status_received_at')
    .on('provider_registrations')
    .columns(['status', 'received_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('provider_registrations').execute();
}
