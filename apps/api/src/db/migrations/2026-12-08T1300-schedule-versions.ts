// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Opening hours and slot length from a date on (decision 274): a location's weekly hours and slot length from a
  // local date on. location_hours and locations.slot_minutes stay what holds before the first version, so every reader
  // that ignores this table still sees the schedule it saw before.
  await db.schema
    .createTable('location_schedule_versions')
    .addColumn('location_id', 'text', (c) => c.notNull())
    /** yyyy-MM-dd in the location's time zone. */
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull())
    /** JSON list of { weekday, opens, closes, breakStart, breakEnd }, the shape of location_hours. */
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('location_schedule_versions_pk', ['location_id', 'effective_from'])
    .execute();
  // Why a closure was made: null for a staff closure, 'schedule_change' for the people a change of hours or slot
  // length left without a slot (they are told and offered like a closure's, but there is nothing to reopen).
  await db.schema.alterTable('location_closures').addColumn('cause', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('location_closures').dropColumn('cause').execute();
  await db.schema.dropTable('location_schedule_versions').execute();
}
