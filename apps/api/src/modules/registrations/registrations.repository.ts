// SQL for registrations and their appointments, mapped to plain records.
import type { Kysely } from 'kysely';
import { ATTENDANCE_STATES, type Attendance } from '@vaxnear/domain/attendance';
import type { Database } from '../../db/schema.ts';

export interface StoredAppointment {
  id: string;
  locationId: string;
  startsAt: string;
  firstName: string;
  lastName: string;
  /** The booking's pregnancy answer (health questionnaire); false when it was not asked. */
  pregnant: boolean;
  services: Array<{ kind: string; brand: string | null }>;
  status: 'booked' | 'cancelled';
  /** The calendar event's revision. */
  sequence: number;
  /** What happened at the pharmacy (decision 242); absent on a booking just made (expected). */
  attendance?: Attendance;
  attendanceReason?: string | null;
  /** Set when the pharmacy cancelled on the person's behalf (decision 244). */
  cancelledByStaff?: boolean;
  cancellationReason?: string | null;
  cancellationNote?: string | null;
}

export interface StoredRegistration {
  id: string;
  accessCode: string;
  confirmationNumber: string;
  email: string;
  locale: string;
  appointments: StoredAppointment[];
}

export async function findRegistrationByAccessCode(
  db: Kysely<Database>,
  accessCode: string,
): Promise<StoredRegistration | null> {
  const registration = await db
    .selectFrom('registrations')
    .select(['id', 'access_code', 'confirmation_number', 'email', 'locale'])
    .where('access_code', '=', accessCode)
    .executeTakeFirst();
  if (!registration) return null;
  const appointments = await db
    .selectFrom('appointments')
    .select([
      'id',
      'location_id',
      'starts_at',
      'first_name',
      'last_name',
      'status',
      'sequence',
      'health_questionnaire',
      'attendance',
      'attendance_reason',
      'cancelled_by',
      'cancellation_reason',
      'cancellation_note',
    ])
    .where('registration_id', '=', registration.id)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  const services =
    appointments.length === 0
      ? []
      : await db
          .selectFrom('appointment_services')
          .select(['appointment_id', 'kind', 'brand'])
          .where(
            'appointment_id',
            'in',
            appointments.map((a) => a.id),
          )
          .orderBy('kind')
          .execute();
  return {
    id: registration.id,
    accessCode: registration.access_code,
    confirmationNumber: registration.confirmation_number,
    email: registration.email,
    locale: registration.locale,
    appointments: appointments.map((a) => ({
      id: a.id,
      locationId: a.location_id,
      startsAt: a.starts_at,
      firstName: a.first_name,
      lastName: a.last_name,
      status: a.status === 'cancelled' ? 'cancelled' : 'booked',
      sequence: Number(a.sequence),
      pregnant: pregnantAnswer(a.health_questionnaire),
      services: services.filter((s) => s.appointment_id === a.id).map((s) => ({ kind: s.kind, brand: s.brand })),
      attendance: attendanceOf(a.attendance),
      attendanceReason: a.attendance_reason,
      cancelledByStaff: a.cancelled_by != null,
      cancellationReason: a.cancellation_reason ?? null,
      cancellationNote: a.cancellation_note ?? null,
    })),
  };
}

function pregnantAnswer(stored: string | null): boolean {
  if (stored === null) return false;
  try {
    return (JSON.parse(stored) as { pregnant?: unknown } | null)?.pregnant === true;
  } catch {
    return false;
  }
}

/** A stored attendance as the domain names it; anything else (never written by this code) reads as expected. */
export function attendanceOf(stored: string): Attendance {
  return (ATTENDANCE_STATES as readonly string[]).includes(stored) ? (stored as Attendance) : 'expected';
}
