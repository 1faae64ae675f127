// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The HL7 table 0357 codes of a registry's ACK (decision 280), a JSON array: the rejection report explains each in
  // the staff member's language, beside the registry's own words. Rows answered before hold none (null).
  await db.schema.alterTable('iis_messages').addColumn('ack_error_codes', 'text').execute();
}
