// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A household waiting together (decision 287): N places at one location at once, or nothing.
  await db.schema
    .alterTable('waitlist_entries')
    .addColumn('party', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The places a party's offer holds, one start per person (JSON, repeated where several share a time); null for one.
  await db.schema.alterTable('waitlist_offers').addColumn('party_starts', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('waitlist_offers').dropColumn('party_starts').execute();
  await db.schema.alterTable('waitlist_entries').dropColumn('party').execute();
}
