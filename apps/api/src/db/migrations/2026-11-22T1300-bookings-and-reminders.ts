// Frozen: never edit a migration that has shipped; add a new one.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('access_code', 'text', (c) => c.notNull().unique())
    .addColumn('confirmation_number', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'text', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (c) => c.notNull().references('locations.id'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('person_key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('parental_consent', 'integer', (c) => c.notNull())
    .addColumn('marketing_communications', 'integer', (c) => c.notNull())
    .addColumn('marketing_communications_with_phi', 'integer', (c) => c.notNull())
    .addColumn('sms_communications', 'integer', (c) => c.notNull())
    .addColumn('health_questionnaire', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('appointments_registration').on('appointments').column('registration_id').execute();
  await db.schema.createIndex('appointments_slot').on('appointments').columns(['location_id', 'starts_at']).execute();

  // The same person (normalised name and date of birth) cannot book the same kind twice at the same time,
  // whatever the code does: the database refuses it (APPOINTMENT_ALREADY_BOOKED).
  await db.schema
    .createTable('appointment_services')
    .addColumn('appointment_id', 'text', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('person_key', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('appointment_services_pk', ['appointment_id', 'kind'])
    .addUniqueConstraint('appointment_services_person_kind_time', ['person_key', 'kind', 'starts_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('remind_at', 'text', (c) => c.notNull())
    .addColumn('reminder_type', 'text', (c) => c.notNull())
    .addColumn('reminder_url', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed', 'cancelled')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('reminders_due').on('reminders').columns(['status', 'remind_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reminders', 'idempotency_keys', 'appointment_services', 'appointments', 'registrations']) {
    await db.schema.dropTable(table).execute();
  }
}
