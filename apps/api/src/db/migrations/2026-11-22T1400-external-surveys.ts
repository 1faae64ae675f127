// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One response per external id and survey version: a repeated submit keeps the first answers (decision 070).
  // No IP address or user agent: the answers and the partner's id are all the survey needs.
  await db.schema
    .createTable('external_surveys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('external_surveys_external_id_version', ['external_id', 'version'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('external_surveys').execute();
}
