// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A state registry is reached over MLLP (host and port) or through the CDC's SOAP web service (decision 278): its URL
  // and the username and password the registry gave us, written by operators as the MLLP endpoint is.
  await db.schema
    .alterTable('iis_targets')
    .addColumn('transport', 'text', (c) => c.notNull().defaultTo('mllp'))
    .execute();
  await db.schema.alterTable('iis_targets').addColumn('soap_url', 'text').execute();
  await db.schema.alterTable('iis_targets').addColumn('soap_username', 'text').execute();
  await db.schema.alterTable('iis_targets').addColumn('soap_password', 'text').execute();
}
