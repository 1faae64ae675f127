// SQL of the vaccination records (decision 245). The appointment is locked before anything about it is decided, and
// its attendance moves by a conditional UPDATE that names the states it may start from.
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, VaccinationRecordTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The appointment of this location with its booked vaccines; locked until the transaction ends when `lock`. */
export async function findCounterAppointment(
  db: Db,
  dialect: DialectName,
  target: { locationId: string; appointmentId: string },
  options: { lock: boolean },
) {
  let query = db
    .selectFrom('appointments')
    .select(['id', 'location_id', 'starts_at', 'first_name', 'last_name', 'date_of_birth', 'status', 'attendance'])
    .where('id', '=', target.appointmentId)
    .where('location_id', '=', target.locationId);
  if (options.lock && dialect === 'postgres') query = query.forUpdate();
  const appointment = await query.executeTakeFirst();
  if (!appointment) return null;
  const services = await db
    .selectFrom('appointment_services')
    .select(['kind', 'brand'])
    .where('appointment_id', '=', appointment.id)
    .orderBy('kind')
    .execute();
  return { ...appointment, services };
}

export async function listVaccinationRecords(db: Db, appointmentId: string) {
  return db
    .selectFrom('vaccination_records as r')
    .leftJoin('staff_members as s', 's.id', 'r.recorded_by')
    .selectAll('r')
    .select('s.name as recorded_by_name')
    .where('r.appointment_id', '=', appointmentId)
    .orderBy('r.recorded_at')
    .orderBy('r.kind')
    .execute();
}

export async function insertVaccinationRecord(db: Db, row: VaccinationRecordTable) {
  await db.insertInto('vaccination_records').values(row).execute();
}

/**
 * The first vaccine of a visit moves the appointment to `vaccinated`, only from the states that may go there and only
 * while it is booked: false when another change got there first.
 */
export async function markVaccinated(
  trx: Transaction<Database>,
  change: { appointmentId: string; from: readonly string[]; at: string; by: string; firstOfVisit: boolean },
): Promise<boolean> {
  // The second vaccine of a visit leaves the time and the person of the first, which the day list shows.
  const result = await trx
    .updateTable('appointments')
    .set(
      change.firstOfVisit
        ? { attendance: 'vaccinated', attendance_at: change.at, attendance_by: change.by, attendance_reason: null }
        : { attendance: 'vaccinated' },
    )
    .where('id', '=', change.appointmentId)
    .where('status', '=', 'booked')
    .where('attendance', 'in', [...change.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
