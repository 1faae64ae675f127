// SQL for a person's own changes to a booking (decision 140): cancel, move, erase, and finding a booking by what is
// printed on the confirmation. Places are given back in the same transaction as the change, so a freed place is
// bookable the moment the change commits.
import { sql, type Kysely, type Transaction } from 'kysely';
import { FINAL_ATTENDANCE } from '@vaxnear/domain/attendance';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { SlotKey } from '../reservations/reservations.repository.ts';

/** What a change needs to know about an appointment beyond what the person sees. */
export interface AppointmentForChange {
  id: string;
  locationId: string;
  startsAt: string;
  status: string;
  dateOfBirth: string;
  parentalConsent: boolean;
  healthQuestionnaire: string | null;
}

export async function findAppointmentsForChange(
  db: Kysely<Database>,
  registrationId: string,
): Promise<AppointmentForChange[]> {
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'location_id', 'starts_at', 'status', 'date_of_birth', 'parental_consent', 'health_questionnaire'])
    .where('registration_id', '=', registrationId)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    locationId: r.location_id,
    startsAt: r.starts_at,
    status: r.status,
    dateOfBirth: r.date_of_birth,
    parentalConsent: Number(r.parental_consent) === 1,
    healthQuestionnaire: r.health_questionnaire,
  }));
}

/** An appointment row as it is inside the change's transaction: the place it holds is the one a change gives back. */
export interface LockedAppointment extends SlotKey {
  id: string;
  status: string;
}

/**
 * Locks the appointments a change is about until its transaction ends, in id order, and reads them as they are now.
 * Every change takes its locks in one order: appointment rows (by id) first, then slot rows (by slot). Bookings and
 * holds lock slot rows only, so no two requests can wait on each other in a cycle. PostgreSQL: SELECT ... FOR UPDATE.
 * SQLite: a process runs its transactions one at a time, and a second process that wrote meanwhile makes this one
 * fail busy (and be run again) rather than write from a stale read.
 */
export async function lockAppointments(
  trx: Transaction<Database>,
  dialect: DialectName,
  ids: readonly string[],
): Promise<LockedAppointment[]> {
  if (ids.length === 0) return [];
  let query = trx
    .selectFrom('appointments')
    .select(['id', 'location_id', 'starts_at', 'status'])
    .where('id', 'in', [...ids])
    .orderBy('id');
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.execute()).map((r) => ({
    id: r.id,
    locationId: r.location_id,
    startsAt: r.starts_at,
    status: r.status,
  }));
}

/**
 * Marks a booked appointment cancelled and answers the place it held, read from the row it changed (a move committed
 * since the caller last read it is seen), with its new calendar revision. Null when it was not booked any more (a
 * concurrent cancel got there first): only the request that changed the row gives its place back, so two cancels
 * free one place.
 */
export async function cancelAppointment(
  trx: Transaction<Database>,
  id: string,
  now: string,
): Promise<(SlotKey & { sequence: number }) | null> {
  const row = await trx
    .updateTable('appointments')
    .set((eb) => ({ status: 'cancelled', cancelled_at: now, sequence: eb('sequence', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    // Once the pharmacy recorded what happened (decision 242), the appointment is history: no cancel reaches it.
    .where('attendance', 'not in', [...FINAL_ATTENDANCE])
    .returning(['location_id', 'starts_at', 'sequence'])
    .executeTakeFirst();
  if (!row) return null;
  // The unique (person, kind, start) key protects booked appointments only: a cancelled one must not stop the same
  // person booking that time again. Its key becomes its own id, which nothing else can hold.
  await trx
    .updateTable('appointment_services')
    .set({ person_key: `cancelled|${id}` })
    .where('appointment_id', '=', id)
    .execute();
  return { locationId: row.location_id, startsAt: row.starts_at, sequence: Number(row.sequence) };
}

/** Gives one booked place of the slot back. */
export async function freeBookedPlace(trx: Transaction<Database>, slot: SlotKey): Promise<void> {
  await trx
    .updateTable('slot_usage')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('location_id', '=', slot.locationId)
    .where('starts_at', '=', slot.startsAt)
    .where('booked', '>', 0)
    .execute();
}

/** Moves a booked appointment from one start to another; false when it is no longer booked at `from`. */
export async function moveAppointment(
  trx: Transaction<Database>,
  id: string,
  from: { locationId: string; startsAt: string },
  to: { locationId: string; startsAt: string },
): Promise<boolean> {
  // Conditional on the place it holds now: a row that moved or changed meanwhile is not moved again.
  const result = await trx
    .updateTable('appointments')
    .set((eb) => ({ starts_at: to.startsAt, location_id: to.locationId, sequence: eb('sequence', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .where('attendance', 'not in', [...FINAL_ATTENDANCE])
    .where('location_id', '=', from.locationId)
    .where('starts_at', '=', from.startsAt)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('appointment_services')
    .set({ starts_at: to.startsAt })
    .where('appointment_id', '=', id)
    .execute();
  return true;
}

/** The registration with this confirmation number, with who each of its appointments is for. */
export async function findRegistrationByConfirmationNumber(db: Kysely<Database>, confirmationNumber: string) {
  const registration = await db
    .selectFrom('registrations')
    .select(['id', 'access_code'])
    .where('confirmation_number', '=', confirmationNumber)
    .executeTakeFirst();
  if (!registration) return null;
  const people = await db
    .selectFrom('appointments')
    .select(['last_name', 'date_of_birth'])
    .where('registration_id', '=', registration.id)
    .execute();
  return {
    accessCode: registration.access_code,
    people: people.map((p) => ({ lastName: p.last_name, dateOfBirth: p.date_of_birth })),
  };
}

/** Whether `haystack` contains `needle`, as SQL: LIKE would read `_` in an access code as a wildcard. */
function contains(dialect: DialectName, haystack: string, needle: string) {
  return dialect === 'postgres'
    ? sql<boolean>`strpos(${sql.ref(haystack)}, ${needle}) > 0`
    : sql<boolean>`instr(${sql.ref(haystack)}, ${needle}) > 0`;
}

/**
 * Deletes every row that holds the registration's personal data: its appointments and their services, the
 * registration (e-mail, phone), every e-mail about it (confirmation, changes) and the stored answers of booking retries
 * (they repeat the names and the access code). Nothing else: a reminder to the same address is someone's own consent
 * (confirmed from their mailbox, decision 113), not part of the booking, and whoever typed that address into a booking
 * must not be able to delete it. The caller has already cancelled what was still booked.
 */
export async function erasePersonalData(
  trx: Transaction<Database>,
  dialect: DialectName,
  registration: { id: string; accessCode: string },
) {
  const appointmentIds = (
    await trx.selectFrom('appointments').select('id').where('registration_id', '=', registration.id).execute()
  ).map((a) => a.id);
  const mail = await trx
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb('reference', '=', registration.id),
        // Changes are `<registration id>/<change id>`; a UUID holds no LIKE wildcard.
        eb('reference', 'like', `${registration.id}/%`),
      ]),
    )
    .executeTakeFirst();
  await trx
    .deleteFrom('idempotency_keys')
    .where(contains(dialect, 'response', registration.accessCode))
    .execute();
  if (appointmentIds.length > 0) {
    await trx.deleteFrom('appointment_services').where('appointment_id', 'in', appointmentIds).execute();
    await trx.deleteFrom('appointments').where('id', 'in', appointmentIds).execute();
  }
  await trx.deleteFrom('registrations').where('id', '=', registration.id).execute();
  return { appointments: appointmentIds.length, emails: Number(mail.numDeletedRows) };
}
