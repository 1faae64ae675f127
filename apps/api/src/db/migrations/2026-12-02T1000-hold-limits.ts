// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Holds are limited per client address as well as per cookie (a cookie is free to drop), and a hold is renewed a
  // bounded number of times (decision 110). Holds from before this migration have no address and count for none.
  await db.schema.alterTable('holds').addColumn('client_address', 'text').execute();
  await db.schema
    .alterTable('holds')
    .addColumn('renewals', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('holds_client_address').on('holds').columns(['client_address', 'expires_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('holds_client_address').execute();
  await db.schema.alterTable('holds').dropColumn('renewals').execute();
  await db.schema.alterTable('holds').dropColumn('client_address').execute();
}
