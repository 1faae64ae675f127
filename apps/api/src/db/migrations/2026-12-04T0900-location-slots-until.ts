// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A location imported from another publisher's SMART Scheduling Links feed (decision 130) is known only up to
  // the last day that feed covered: its weekly schedule must not open slots beyond it.
  await db.schema.alterTable('locations').addColumn('slots_until', 'text').execute();
}
