// Frozen: never edit a migration that has shipped; add a new one.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The duplicate-booking key now ends with the booking's contact e-mail (decision 111); existing appointments get
  // the same shape so that they keep protecting against duplicates.
  const withEmail = sql`person_key || '|' || lower(trim((select r.email from registrations r where r.id = appointments.registration_id)))`;
  await db.updateTable('appointments').set({ person_key: withEmail }).execute();
  await db
    .updateTable('appointment_services')
    .set({
      person_key: sql`(select a.person_key from appointments a where a.id = appointment_services.appointment_id)`,
    })
    .execute();
}

// The old keys cannot be told apart from names that contain "|": restore from a backup taken before this migration.
export async function down(): Promise<void> {
  throw new Error('2026-12-02T1100-person-key-with-contact cannot be undone: restore from a backup taken before it');
}
