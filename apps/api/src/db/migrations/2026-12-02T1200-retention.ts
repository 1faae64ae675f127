// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per background job that must run on one server at a time: a server claims the job by moving
  // claimed_until forward with a conditional UPDATE, which only one of several servers can win (decision 112).
  await db.schema
    .createTable('job_claims')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('claimed_until', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .execute();
  await db
    .insertInto('job_claims')
    .values({ name: 'retention', claimed_until: '1970-01-01T00:00:00.000Z', last_run_at: null })
    .execute();
  // The retention job looks for old rows by these.
  await db.schema.createIndex('appointments_starts_at').on('appointments').column('starts_at').execute();
  await db.schema
    .createIndex('provider_registrations_received_at')
    .on('provider_registrations')
    .column('received_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('provider_registrations_received_at').execute();
  await db.schema.dropIndex('appointments_starts_at').execute();
  await db.schema.dropTable('job_claims').execute();
}
