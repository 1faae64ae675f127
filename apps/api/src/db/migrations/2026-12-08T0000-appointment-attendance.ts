// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // What the pharmacy did with a booked appointment (decision 242): kept beside `status`, which still says only whether
  // the booking holds its place, so no capacity rule changes. Who changed it and when is in the audit log; these
  // columns hold the current state for the day list and the person's manage page.
  await db.schema
    .alterTable('appointments')
    .addColumn('attendance', 'text', (c) => c.notNull().defaultTo('expected'))
    .execute();
  await db.schema.alterTable('appointments').addColumn('attendance_at', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('attendance_reason', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('attendance_by', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['attendance_by', 'attendance_reason', 'attendance_at', 'attendance']) {
    await db.schema.alterTable('appointments').dropColumn(column).execute();
  }
}
