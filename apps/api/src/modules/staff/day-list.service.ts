// The day list and the counter's changes (docs/product/staff.md, The day list; decisions 242, 243 and 244). Each read
// of the list writes an audit row in the transaction that read it; each change writes its audit row in the change's
// transaction. An appointment outside the session's scope answers as an unknown one (no id can be probed); a location
// outside it is refused with STAFF_FORBIDDEN, as the other staff calls do (location ids are public).
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { checkAgeEligibility } from '@vaxnear/domain/age-eligibility';
import {
  ATTENDANCE_STATES,
  FINAL_ATTENDANCE,
  NOT_GIVEN_REASONS,
  attendanceRefusal,
  attendanceSources,
  type Attendance,
  type AttendanceRefusal,
  type NotGivenReason,
} from '@vaxnear/domain/attendance';
import type {
  AttendanceBody,
  DayList,
  DayListRow,
  PharmacyCancelBody,
  ReachableLocation,
} from '@vaxnear/domain/contracts/staff-day-list';
import { gestationalWeek } from '@vaxnear/domain/booking/maternal-rsv';
import { PHARMACY_CANCEL_REASONS, type PharmacyCancelReason } from '@vaxnear/domain/day-list';
import { hasPregnancyOffering } from '@vaxnear/domain/booking/pregnancy-offering';
import { ageInYears } from '@vaxnear/domain/patient';
import { addDaysToIsoDate, formatWithOffset, isIsoDate, localDateOf } from '@vaxnear/domain/schedule';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ServiceDeps, WithMetrics } from '../../lib/service-deps.ts';
import { renderPharmacyCancellation } from '../mail/mail-templates.ts';
import { cancelStoredAppointments } from '../registrations/registration-changes.service.ts';
import { findRegistrationByAccessCode } from '../registrations/registrations.repository.ts';
import { cachedStateRestrictions } from '../reservations/time-slot.service.ts';
import { ATTENDANCE_EVENT } from '@vaxnear/domain/webhooks';
import { recordAppointmentEvent } from '../webhooks/webhook-events.service.ts';
import { registryStatusOfVisit, type RegistryStatus } from '@vaxnear/domain/iis-vxu';
import { registryStatusesOf } from '../iis/iis.repository.ts';
import { insertAuditEntry } from './audit-log.repository.ts';
import {
  accessCodeOfRegistration,
  findDayAppointment,
  findLocationAppointments,
  findStaffLocation,
  listStaffLocations,
  markCancelledByPharmacy,
  updateAttendance,
  type DayAppointmentRecord,
} from './day-list.repository.ts';
import { findBookableLocation } from '../locations/locations.repository.ts';
import { notRebookedIds } from '../schedule-changes/not-rebooked.ts';
import { authorize, isAllowed, type StaffSession } from './staff-authorization.ts';

export interface StaffActor {
  session: StaffSession;
  address: string | null;
}

/** An admin's home lists this many locations; a search narrows the rest (a retailer may have thousands). */
const REACHABLE_LOCATIONS_SHOWN = 25;

const appointmentUnknown = () =>
  notFound('No appointment has this id at your locations. Reload the day list.', 'STAFF_APPOINTMENT_NOT_FOUND');

const REFUSALS: Record<AttendanceRefusal, { code: string; message: string }> = {
  appointment_cancelled: {
    code: 'APPOINTMENT_CANCELLED',
    message: 'This appointment is cancelled, so nothing can be recorded for it.',
  },
  attendance_final: {
    code: 'ATTENDANCE_FINAL',
    message: 'This appointment is already recorded as vaccinated, not given or did not come; it cannot change.',
  },
  attendance_not_allowed: {
    code: 'ATTENDANCE_NOT_ALLOWED',
    message: 'This change is not possible from the appointment’s current state. Reload the day list.',
  },
  no_show_too_early: {
    code: 'NO_SHOW_TOO_EARLY',
    message: 'A person can be marked as not come only once their appointment time has come.',
  },
};
const refused = (refusal: AttendanceRefusal) => new AppError(409, REFUSALS[refusal]);

const attendanceOf = (stored: string): Attendance =>
  (ATTENDANCE_STATES as readonly string[]).includes(stored) ? (stored as Attendance) : 'expected';
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

function questionnaireOf(stored: string | null): { pregnant: boolean; dueDate: string | null } {
  if (stored === null) return { pregnant: false, dueDate: null };
  try {
    const parsed = JSON.parse(stored) as { pregnant?: unknown; dueDate?: unknown } | null;
    return {
      pregnant: parsed?.pregnant === true,
      dueDate: typeof parsed?.dueDate === 'string' ? parsed.dueDate : null,
    };
  } catch {
    return { pregnant: false, dueDate: null };
  }
}

type Location = NonNullable<Awaited<ReturnType<typeof findStaffLocation>>>;
type Restrictions = Awaited<ReturnType<typeof cachedStateRestrictions>>;

/** One appointment as the day list shows it. */
function toRow(
  record: DayAppointmentRecord,
  location: Location,
  restrictions: Restrictions,
  registryStatus: RegistryStatus | null = null,
): DayListRow {
  const start = new Date(record.starts_at);
  const date = localDateOf(start, location.time_zone);
  const { pregnant, dueDate } = questionnaireOf(record.health_questionnaire);
  const kinds = record.services.map((s) => s.kind as VaccineKind);
  const forPregnancy = (kind: VaccineKind) => pregnant && hasPregnancyOffering(kind);
  // The notices the booking could not go on without acknowledging: the same rule, on the appointment's own date, gives
  // the same notices (the person saw them with this age, these vaccines and this state's rules).
  let acknowledgements: DayListRow['acknowledgements'] = [];
  try {
    acknowledgements = checkAgeEligibility({
      age: ageInYears(record.date_of_birth, date),
      services: kinds,
      pregnant,
      flow: Number(record.parental_consent) === 1 ? 'minor' : 'adult',
      location: { state: location.state, retailer: location.retailer },
      bookingRestrictions: restrictions,
    }).warnings.map((w) => ({ code: w.code, service: w.service }));
  } catch {
    // An erased date of birth: nothing to derive.
  }
  const cancelled = record.status === 'cancelled';
  return {
    id: record.id,
    registrationId: record.registration_id,
    confirmationNumber: record.confirmation_number,
    time: formatWithOffset(start, location.time_zone),
    firstName: record.first_name,
    lastName: record.last_name,
    dateOfBirth: record.date_of_birth,
    services: record.services.map((s) => ({
      kind: s.kind as VaccineKind,
      brand: s.brand,
      ...(forPregnancy(s.kind as VaccineKind) ? { forPregnancy: true } : {}),
    })),
    // The due date given at booking; a booking made before it was kept, or a value that is no date, shows no week.
    pregnancyWeek: kinds.some(forPregnancy) && dueDate && isIsoDate(dueDate) ? gestationalWeek(dueDate, date) : null,
    acknowledgements,
    status: cancelled ? 'cancelled' : 'booked',
    cancelledBy: cancelled ? (record.cancelled_by ? 'pharmacy' : 'person') : null,
    cancellationReason: cancelled ? oneOf(PHARMACY_CANCEL_REASONS, record.cancellation_reason) : null,
    attendance: attendanceOf(record.attendance),
    attendanceAt: record.attendance_at,
    attendanceReason: oneOf(NOT_GIVEN_REASONS, record.attendance_reason),
    registryStatus,
  };
}

type Reader = Parameters<typeof registryStatusesOf>[0];

/** Each appointment's registry status: the one of its vaccines that most needs attention. */
async function registryStatusByAppointment(db: Reader, ids: readonly string[]) {
  const byAppointment = new Map<string, string[]>();
  for (const row of await registryStatusesOf(db, ids))
    byAppointment.set(row.appointment_id, [...(byAppointment.get(row.appointment_id) ?? []), row.status]);
  return (id: string) => registryStatusOfVisit(byAppointment.get(id) ?? []);
}

const toStaffLocation = (l: Location): ReachableLocation => ({
  id: l.id,
  name: l.name,
  retailer: l.retailer,
  city: l.city,
  state: l.state,
  timeZone: l.time_zone,
});

/** The location, or the refusal: unknown (404) or outside the session's scope (403). */
async function locationInScope(deps: ServiceDeps, session: StaffSession, locationId: string) {
  const location = await findStaffLocation(deps.db, locationId);
  if (!location) throw notFound('No location has this id in your scope.', 'STAFF_LOCATION_UNKNOWN');
  authorize(session, 'day_list.read', { location });
  return location;
}

/** A version of what the list shows: the same rows give the same tag on every server of a fleet (decision 243). */
export const dayListTag = (list: DayList) =>
  `"${crypto.createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 32)}"`;

/**
 * A location's day list for its local date. When the caller's tag still matches, answers `notModified` and writes no
 * audit row: nothing of anyone was sent (decision 243). Otherwise the read is audited in the transaction that read it.
 */
export async function readDayList(
  deps: ServiceDeps,
  actor: StaffActor,
  query: { locationId: string; date: string; ifNoneMatch?: string | undefined },
): Promise<{ tag: string; list: DayList | null }> {
  if (query.date !== 'today' && !isIsoDate(query.date))
    throw badRequest('STAFF_DATE_INVALID', 'Use a date like 2026-11-24.', 'date');
  const location = await locationInScope(deps, actor.session, query.locationId);
  const now = deps.clock.now();
  // The counter's "today" is the location's, by the server's clock (a tablet's clock may be off).
  const date = query.date === 'today' ? localDateOf(now, location.time_zone) : query.date;
  // Read before the transaction: on SQLite a read outside `trx` would wait for it to end.
  const restrictions = await cachedStateRestrictions(deps.db, location.state, now);
  const schedule = (await findBookableLocation(deps.db, location.id))?.schedule ?? null;
  // The local day lies within the UTC days either side of it, whatever the zone; the rows are then kept by local date.
  const from = `${addDaysToIsoDate(date, -1)}T00:00:00.000Z`;
  const to = `${addDaysToIsoDate(date, 2)}T00:00:00.000Z`;
  return deps.db.transaction().execute(async (trx) => {
    const records = (await findLocationAppointments(trx, location.id, from, to)).filter(
      (r) => localDateOf(new Date(r.starts_at), location.time_zone) === date,
    );
    const registryStatus = await registryStatusByAppointment(
      trx,
      records.map((r) => r.id),
    );
    // Told of a closure and not yet rebooked: the counter sees it on the row.
    const notRebooked = await notRebookedIds(trx, location.id, schedule, records);
    const list: DayList = {
      location: toStaffLocation(location),
      date,
      rows: records.map((r) => ({
        ...toRow(r, location, restrictions, registryStatus(r.id)),
        ...(notRebooked.has(r.id) ? { notRebooked: true } : {}),
      })),
    };
    const tag = dayListTag(list);
    if (query.ifNoneMatch !== undefined && query.ifNoneMatch === tag) return { tag, list: null };
    await insertAuditEntry(trx, {
      at: now.toISOString(),
      actorId: actor.session.staffId,
      action: 'day_list.read',
      recordType: 'location',
      recordId: location.id,
      changes: { date, count: list.rows.length },
      address: actor.address,
      retailer: location.retailer,
    });
    return { tag, list };
  });
}

/** The appointment and its location, if the session may act on it; unknown and out of scope read the same. */
async function appointmentInScope(
  deps: ServiceDeps,
  session: StaffSession,
  id: string,
  action: 'attendance.change' | 'appointments.cancel',
) {
  const record = await findDayAppointment(deps.db, id);
  const location = record ? await findStaffLocation(deps.db, record.location_id) : undefined;
  if (!record || !location || !isAllowed(session, action, { location })) throw appointmentUnknown();
  return { record, location };
}

async function rowAfterChange(deps: ServiceDeps, id: string, location: Location): Promise<DayListRow> {
  const record = await findDayAppointment(deps.db, id);
  if (!record) throw appointmentUnknown();
  const registryStatus = await registryStatusByAppointment(deps.db, [id]);
  return toRow(
    record,
    location,
    await cachedStateRestrictions(deps.db, location.state, deps.clock.now()),
    registryStatus(id),
  );
}

/**
 * Checks a person in, undoes a check-in, records a vaccine not given (with its reason) or a no-show, as a conditional
 * update from the states the change may start from (decision 242), with its audit row in the same transaction.
 */
export async function changeAttendance(
  deps: ServiceDeps,
  actor: StaffActor,
  id: string,
  body: AttendanceBody,
): Promise<DayListRow> {
  const { record, location } = await appointmentInScope(deps, actor.session, id, 'attendance.change');
  const reason: NotGivenReason | null = body.to === 'not_given' ? (body.reason ?? null) : null;
  if (body.to === 'not_given' && !reason)
    throw badRequest('NOT_GIVEN_REASON_REQUIRED', 'Choose why the vaccine was not given.', 'reason');
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const refusalOf = (r: DayAppointmentRecord) =>
    attendanceRefusal({
      from: attendanceOf(r.attendance),
      to: body.to,
      startsAt: new Date(r.starts_at),
      now,
      booked: r.status === 'booked',
    });
  const early = refusalOf(record);
  if (early) throw refused(early);
  await deps.db.transaction().execute(async (trx) => {
    const changed = await updateAttendance(trx, {
      id,
      from: attendanceSources(body.to),
      to: body.to,
      at: nowIso,
      by: actor.session.staffId,
      reason,
    });
    if (!changed) {
      // Someone else changed it since it was read: say why this change no longer fits.
      const now = await findDayAppointment(trx, id);
      throw refused((now && refusalOf(now)) ?? 'attendance_not_allowed');
    }
    await insertAuditEntry(trx, {
      at: nowIso,
      actorId: actor.session.staffId,
      action: 'appointment.attendance',
      recordType: 'appointment',
      recordId: id,
      changes: { from: record.attendance, to: body.to, ...(reason ? { reason } : {}) },
      address: actor.address,
      retailer: location.retailer,
    });
    // An undone check-in has no event of its own: the appointment is booked again, which subscribers hear as a change.
    await recordAppointmentEvent(trx, deps, {
      appointmentId: id,
      locationId: location.id,
      retailer: location.retailer,
      type: ATTENDANCE_EVENT[body.to] ?? 'appointment.changed',
    });
  });
  return rowAfterChange(deps, id, location);
}

/**
 * Cancels an appointment on the person's behalf: the place is given back as the person's own cancel gives it back
 * (the same service), the reason is kept, the person is e-mailed in their language, and the audit row is written in
 * the same transaction (decision 244).
 */
export async function cancelOnBehalf(
  deps: ServiceDeps & WithMetrics,
  actor: StaffActor,
  id: string,
  body: PharmacyCancelBody,
): Promise<DayListRow> {
  const { record, location } = await appointmentInScope(deps, actor.session, id, 'appointments.cancel');
  if (record.status !== 'booked') throw refused('appointment_cancelled');
  if (FINAL_ATTENDANCE.has(attendanceOf(record.attendance))) throw refused('attendance_final');
  const accessCode = await accessCodeOfRegistration(deps.db, record.registration_id);
  const stored = accessCode ? await findRegistrationByAccessCode(deps.db, accessCode) : null;
  if (!stored) throw appointmentUnknown();
  const reason: PharmacyCancelReason = body.reason;
  const note = body.note ? body.note : null;
  const nowIso = deps.clock.now().toISOString();
  const cancelled = await cancelStoredAppointments(deps, stored, [id], {
    async record(trx: Transaction<Database>, ids) {
      await markCancelledByPharmacy(trx, ids, { staffId: actor.session.staffId, reason, note });
      await insertAuditEntry(trx, {
        at: nowIso,
        actorId: actor.session.staffId,
        action: 'appointment.cancel_on_behalf',
        recordType: 'appointment',
        recordId: id,
        changes: { status: { from: 'booked', to: 'cancelled' }, reason, ...(note ? { note } : {}) },
        address: actor.address,
        retailer: location.retailer,
      });
    },
    annotate: (a) => ({ ...a, cancelledByStaff: true, cancellationReason: reason, cancellationNote: note }),
    render: (registration, appointments, locale) =>
      renderPharmacyCancellation({
        registration,
        appointments,
        locale,
        baseUrl: deps.config.publicBaseUrl,
        reason,
        note,
      }),
  });
  if (cancelled.length === 0) {
    // Cancelled or recorded meanwhile, by the person or another member of staff.
    const now = await findDayAppointment(deps.db, id);
    throw refused(now?.status === 'booked' ? 'attendance_final' : 'appointment_cancelled');
  }
  return rowAfterChange(deps, id, location);
}

/** The locations the session reaches (at most 25, by name), narrowed by `q`: what the staff home links to. */
export async function listReachableLocations(
  deps: ServiceDeps,
  session: StaffSession,
  q: string | undefined,
): Promise<ReachableLocation[]> {
  const base = { limit: REACHABLE_LOCATIONS_SHOWN, ...(q ? { q } : {}) };
  const filter =
    session.role === 'operator'
      ? base
      : session.role === 'retailer_admin'
        ? { ...base, retailer: session.retailer ?? '' }
        : { ...base, retailer: session.retailer ?? '', ids: session.locationIds };
  return (await listStaffLocations(deps.db, filter)).map(toStaffLocation);
}
