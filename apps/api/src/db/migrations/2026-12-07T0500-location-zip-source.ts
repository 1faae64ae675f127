// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Where a location's ZIP came from: its own data, a store locator, or derived from its position (the nearest ZIP
  // code tabulation area, data/SOURCES.md). Null while a location has no ZIP. Shown alike everywhere; marked so that
  // a derived ZIP is never mistaken for one the pharmacy gave.
  await db.schema.alterTable('locations').addColumn('zip_source', 'text').execute();
}
