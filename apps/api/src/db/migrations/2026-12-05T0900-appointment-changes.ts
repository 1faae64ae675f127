// Frozen: never edit a migration that has shipped; add a new one.
// People cancel and move their own appointments (decision 140): an appointment gets a status and a sequence (the
// calendar's revision number, so a changed or cancelled event replaces the one already in a person's calendar),
// and an e-mail can carry a calendar file.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('booked')
        .check(sql`status in ('booked', 'cancelled')`),
    )
    .execute();
  await db.schema.alterTable('appointments').addColumn('cancelled_at', 'text').execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('calendar_ics', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('calendar_ics').execute();
  for (const column of ['sequence', 'cancelled_at', 'status'])
    await db.schema.alterTable('appointments').dropColumn(column).execute();
}
