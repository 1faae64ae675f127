// SQL of the day list and the counter's changes (decisions 242, 243 and 244). Every change to an appointment here is a
// conditional update: the `where` says which states it may start from, so of two staff tapping at once one wins.
import type { Kysely, Transaction } from 'kysely';
import type { Attendance } from '@vaxnear/domain/attendance';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface DayAppointmentRecord {
  id: string;
  registration_id: string;
  confirmation_number: string;
  location_id: string;
  starts_at: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  parental_consent: number | boolean;
  health_questionnaire: string | null;
  status: string;
  attendance: string;
  attendance_at: string | null;
  attendance_reason: string | null;
  cancelled_by: string | null;
  cancellation_reason: string | null;
  services: Array<{ kind: string; brand: string | null }>;
}

export async function findStaffLocation(db: Db, id: string) {
  return db
    .selectFrom('locations')
    .select(['id', 'name', 'retailer', 'city', 'state', 'time_zone'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Locations a scope reaches, by name: all (null), a retailer's, or the listed ones; `q` narrows by name, city or id. */
export async function listStaffLocations(
  db: Db,
  filter: { retailer?: string; ids?: readonly string[]; q?: string; limit: number },
) {
  let query = db.selectFrom('locations').select(['id', 'name', 'retailer', 'city', 'state', 'time_zone']);
  if (filter.retailer !== undefined) query = query.where('retailer', '=', filter.retailer);
  if (filter.ids !== undefined) query = query.where('id', 'in', filter.ids.length ? [...filter.ids] : ['']);
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', like),
        eb(eb.fn('lower', ['city']), 'like', like),
        eb(eb.fn('lower', ['id']), 'like', like),
      ]),
    );
  }
  return query.orderBy('name').orderBy('id').limit(filter.limit).execute();
}

function appointmentsQuery(db: Db) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('registrations as r', 'r.id', 'a.registration_id')
    .select([
      'a.id',
      'a.registration_id',
      'r.confirmation_number',
      'a.location_id',
      'a.starts_at',
      'a.first_name',
      'a.last_name',
      'a.date_of_birth',
      'a.parental_consent',
      'a.health_questionnaire',
      'a.status',
      'a.attendance',
      'a.attendance_at',
      'a.attendance_reason',
      'a.cancelled_by',
      'a.cancellation_reason',
    ]);
}

async function withServices(
  db: Db,
  rows: Array<
    Omit<DayAppointmentRecord, 'services' | 'cancelled_by' | 'cancellation_reason'> & {
      cancelled_by?: string | null;
      cancellation_reason?: string | null;
    }
  >,
): Promise<DayAppointmentRecord[]> {
  if (rows.length === 0) return [];
  const services = await db
    .selectFrom('appointment_services')
    .select(['appointment_id', 'kind', 'brand'])
    .where(
      'appointment_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('kind')
    .execute();
  return rows.map((row) => ({
    ...row,
    cancelled_by: row.cancelled_by ?? null,
    cancellation_reason: row.cancellation_reason ?? null,
    services: services.filter((s) => s.appointment_id === row.id).map((s) => ({ kind: s.kind, brand: s.brand })),
  }));
}

/** A location's appointments starting in [from, to), booked and cancelled, by time, a party's rows together by name. */
export async function findLocationAppointments(
  db: Db,
  locationId: string,
  from: string,
  to: string,
): Promise<DayAppointmentRecord[]> {
  const rows = await appointmentsQuery(db)
    .where('a.location_id', '=', locationId)
    .where('a.starts_at', '>=', from)
    .where('a.starts_at', '<', to)
    .orderBy('a.starts_at')
    .orderBy('a.registration_id')
    .orderBy('a.last_name')
    .orderBy('a.first_name')
    .orderBy('a.id')
    .execute();
  return withServices(db, rows);
}

export async function findDayAppointment(db: Db, id: string): Promise<DayAppointmentRecord | null> {
  const row = await appointmentsQuery(db).where('a.id', '=', id).executeTakeFirst();
  return row ? ((await withServices(db, [row]))[0] ?? null) : null;
}

/** The access code of an appointment's registration: what the person's own cancel is keyed by. */
export async function accessCodeOfRegistration(db: Db, registrationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('registrations')
    .select('access_code')
    .where('id', '=', registrationId)
    .executeTakeFirst();
  return row?.access_code ?? null;
}

/**
 * Moves an appointment's attendance to `to` if it is still booked and in one of `from` states: false when another
 * change got there first (or the booking was cancelled meanwhile).
 */
export async function updateAttendance(
  trx: Transaction<Database>,
  change: { id: string; from: readonly Attendance[]; to: Attendance; at: string; by: string; reason: string | null },
): Promise<boolean> {
  if (change.from.length === 0) return false;
  const result = await trx
    .updateTable('appointments')
    .set({
      attendance: change.to,
      attendance_at: change.at,
      attendance_by: change.by,
      attendance_reason: change.reason,
    })
    .where('id', '=', change.id)
    .where('status', '=', 'booked')
    .where('attendance', 'in', [...change.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Says who cancelled these (already cancelled) appointments on the person's behalf, and why. */
export async function markCancelledByPharmacy(
  trx: Transaction<Database>,
  ids: readonly string[],
  by: { staffId: string; reason: string; note: string | null },
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('appointments')
    .set({ cancelled_by: by.staffId, cancellation_reason: by.reason, cancellation_note: by.note })
    .where('id', 'in', [...ids])
    .where('status', '=', 'cancelled')
    .execute();
}
