// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The state registries messages go to (decision 262): one MLLP endpoint per state, with the facility ids the
  // registry gave us. Written by operators (scripts/iis-target.ts); a state without a row keeps its messages pending.
  await db.schema
    .createTable('iis_targets')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull())
    .addColumn('sending_facility', 'text', (c) => c.notNull())
    .addColumn('receiving_application', 'text', (c) => c.notNull())
    .addColumn('receiving_facility', 'text', (c) => c.notNull())
    .addColumn('processing_id', 'text', (c) => c.notNull().defaultTo('P'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // One row per vaccination record: the outbox to the registry, its lease, and the registry's last answer. Holds no
  // personal data: the message is built from the record when it is sent.
  await db.schema
    .createTable('iis_messages')
    .addColumn('vaccination_id', 'text', (c) => c.primaryKey())
    .addColumn('appointment_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claim', 'text')
    .addColumn('control_id', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('ack_errors', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('iis_messages_due').on('iis_messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('iis_messages_location').on('iis_messages').columns(['location_id', 'status']).execute();
  await db.schema.createIndex('iis_messages_appointment').on('iis_messages').column('appointment_id').execute();
}
