// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One active booking per person and vaccine kind (decision 223): a row per (person, kind) names the appointment
  // that has it. The primary key makes every server agree; a row whose appointment is no longer booked in the
  // future is taken over by the next booking in the same conditional upsert, so cancel, erase and moves need not
  // touch it; erasing a booking deletes its appointments, and with them their rows here. `person` is a hash of the
  // normalised names and date of birth.
  await db.schema
    .createTable('person_bookings')
    .addColumn('person', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'text', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('person_bookings_pkey', ['person', 'kind'])
    .execute();
  // Places booked per day per contact mailbox and per client address (decision 223), counted by a conditional
  // upsert inside the booking's transaction. `scope` is 'email:<hash>' or 'address:<address key>'; `day` is UTC.
  await db.schema
    .createTable('booking_quotas')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('places', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_quotas_pkey', ['scope', 'day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_quotas').execute();
  await db.schema.dropTable('person_bookings').execute();
}
