// Recording a vaccination (docs/product/staff.md, Vaccination records; decision 245). In one transaction: the
// appointment is locked and checked, one dose is taken from the lot by a conditional update, the attendance moves to
// vaccinated by a conditional update, the record and its audit row are inserted. Any refusal rolls all of it back.
import crypto from 'node:crypto';
import type {
  AppointmentVaccinations,
  RecordVaccinationBody,
  VaccinationRecord,
} from '@vaxnear/domain/contracts/staff-counter';
import type { Attendance } from '@vaxnear/domain/attendance';
import { ageInYears } from '@vaxnear/domain/patient';
import { localDateOf } from '@vaxnear/domain/schedule';
import {
  lotRefusal,
  productRefusal,
  ROUTES_WITHOUT_SITE,
  vaccinationAttendanceSources,
  type VaccinationRoute,
  type VaccinationSite,
} from '@vaxnear/domain/vaccine-lots';
import { productOfCvx } from '@vaxnear/domain/vaccine-products';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { constraintViolation, retryOnConflict } from '../bookings/database-errors.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { recordAppointmentEvent } from '../webhooks/webhook-events.service.ts';
import { queueIisMessage } from '../iis/iis.repository.ts';
import { counterLocation, type CounterActor } from './counter-location.ts';
import { findLot, takeDoses } from './vaccine-lots.repository.ts';
import { lotNotFound } from './vaccine-lots.service.ts';
import {
  findCounterAppointment,
  insertVaccinationRecord,
  listVaccinationRecords,
  markVaccinated,
} from './vaccinations.repository.ts';

/** Clocks of a tablet and the server differ a little: a time this far ahead of ours is still "now". */
const CLOCK_SKEW_MS = 5 * 60_000;
/** A record entered after the fact: at most this long after the vaccine was given. */
const LATE_ENTRY_MS = 7 * 86_400_000;

const appointmentNotFound = () =>
  notFound('This location has no appointment with this id. Open it again from the day list.', 'APPOINTMENT_NOT_FOUND');

const notVaccinatable = (why: string) =>
  new AppError(409, {
    code: 'APPOINTMENT_NOT_VACCINATABLE',
    message: `A vaccination cannot be recorded for this appointment: ${why}. Reload the day list to see its state.`,
  });

type RecordRow = Awaited<ReturnType<typeof listVaccinationRecords>>[number];

function toRecord(row: RecordRow): VaccinationRecord {
  return {
    id: row.id,
    appointmentId: row.appointment_id,
    locationId: row.location_id,
    kind: row.kind as VaccineKind,
    cvx: row.cvx,
    mvx: row.mvx,
    productName: productOfCvx(row.cvx)?.productName ?? row.cvx,
    lotId: row.lot_id,
    lotNumber: row.lot_number,
    lotExpiresOn: row.lot_expires_on,
    doseMl: Number(row.dose_microlitres) / 1000,
    route: row.route as VaccinationRoute,
    site: row.site as VaccinationSite | null,
    administeredAt: row.administered_at,
    recordedAt: row.recorded_at,
    recordedBy: { id: row.recorded_by, name: row.recorded_by_name ?? '' },
    administeredByName: row.administered_by_name,
  };
}

export async function recordVaccination(
  deps: ServiceDeps,
  actor: CounterActor,
  target: { locationId: string; appointmentId: string },
  body: RecordVaccinationBody,
): Promise<VaccinationRecord> {
  const location = await counterLocation(deps, actor, target.locationId, 'vaccinations.record');
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const administeredAt = body.administeredAt ? new Date(body.administeredAt) : now;
  if (!ROUTES_WITHOUT_SITE.has(body.route) && !body.site)
    throw badRequest('SITE_REQUIRED', 'Choose where on the body the injection was given.', 'site');
  const site = ROUTES_WITHOUT_SITE.has(body.route) ? null : body.site!;

  const row = await retryOnConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      const appointment = await findCounterAppointment(
        trx,
        deps.dialect,
        { ...target, locationId: location.id },
        {
          lock: true,
        },
      );
      if (!appointment) throw appointmentNotFound();
      if (appointment.status !== 'booked') throw notVaccinatable('it was cancelled');
      const recorded = await listVaccinationRecords(trx, appointment.id);
      const firstOfVisit = recorded.length === 0;
      const sources = vaccinationAttendanceSources(firstOfVisit);
      if (!sources.includes(appointment.attendance as Attendance))
        throw notVaccinatable(`its state is "${appointment.attendance}"`);

      // Given now or earlier: a record may be entered late, up to a week after, but never ahead of time. A person
      // booked for another day who is vaccinated today is recorded today (the counter's choice, not a rule here).
      const day = localDateOf(administeredAt, location.timeZone);
      if (
        administeredAt.getTime() > now.getTime() + CLOCK_SKEW_MS ||
        administeredAt.getTime() < now.getTime() - LATE_ENTRY_MS
      )
        throw badRequest(
          'ADMINISTERED_AT_INVALID',
          'The time given cannot be in the future, nor more than 7 days ago.',
          'administeredAt',
        );

      const lot = await findLot(trx, location.id, body.lotId);
      if (!lot) throw lotNotFound();
      const lotProblem = lotRefusal({ expiresOn: lot.expires_on, dosesLeft: Number(lot.doses_left) }, day);
      if (lotProblem) throw lotRefused(lotProblem);
      const productProblem = productRefusal({
        cvx: lot.cvx,
        services: appointment.services,
        age: ageInYears(appointment.date_of_birth, day),
        recordedKinds: recorded.map((r) => r.kind),
      });
      if (productProblem === 'VACCINE_ALREADY_RECORDED') throw alreadyRecorded();
      if (productProblem === 'PRODUCT_NOT_FOR_AGE')
        throw badRequest(
          'PRODUCT_NOT_FOR_AGE',
          'This product is not given at this person’s age. Choose a lot of the product for their age.',
          'lotId',
        );
      if (productProblem)
        throw badRequest(
          'PRODUCT_NOT_BOOKED',
          'This lot’s vaccine is not one this person booked. Choose a lot of a vaccine on the appointment.',
          'lotId',
        );

      // The count decides, not the read above: two vaccinations racing for the last dose cannot both take it.
      const left = await takeDoses(trx, { locationId: location.id, lotId: lot.id }, 1, {
        wasted: false,
        usableOn: day,
      });
      if (left === null) throw lotRefused('LOT_EMPTY');
      if (
        !(await markVaccinated(trx, {
          appointmentId: appointment.id,
          from: sources,
          at: nowIso,
          by: actor.session.staffId,
          firstOfVisit,
        }))
      )
        throw notVaccinatable('its state changed a moment ago');
      const record = {
        id: crypto.randomUUID(),
        appointment_id: appointment.id,
        location_id: location.id,
        kind: lot.kind,
        lot_id: lot.id,
        cvx: lot.cvx,
        mvx: lot.mvx,
        lot_number: lot.lot_number,
        lot_expires_on: lot.expires_on,
        dose_microlitres: Math.round(body.doseMl * 1000),
        route: body.route,
        site,
        administered_at: administeredAt.toISOString(),
        administered_by_name: body.administeredByName?.trim() || null,
        recorded_at: nowIso,
        recorded_by: actor.session.staffId,
      };
      await insertVaccinationRecord(trx, record);
      await insertAuditEntry(trx, {
        at: nowIso,
        actorId: actor.session.staffId,
        action: 'vaccination.record',
        recordType: 'vaccination_record',
        recordId: record.id,
        changes: {
          appointmentId: appointment.id,
          locationId: location.id,
          kind: record.kind,
          cvx: record.cvx,
          mvx: record.mvx,
          lotId: lot.id,
          lotNumber: record.lot_number,
          dosesLeft: left,
          attendance: { from: appointment.attendance, to: 'vaccinated' },
        },
        address: actor.address,
        retailer: location.retailer,
      });
      // The state registry hears of it too (decision 262): queued with the record, sent by the registry worker.
      await queueIisMessage(trx, {
        vaccinationId: record.id,
        appointmentId: appointment.id,
        locationId: location.id,
        at: nowIso,
      });
      // Each vaccine of a visit is an event: the second one's Bundle carries both Immunizations (same ids as before).
      await recordAppointmentEvent(trx, deps, {
        appointmentId: appointment.id,
        locationId: location.id,
        retailer: location.retailer,
        type: 'appointment.vaccinated',
      });
      return { ...record, recorded_by_name: actor.session.name };
    }),
  ).catch((error: unknown) => {
    const violation = constraintViolation(error);
    // The same record sent twice at once: the unique (appointment, kind) lets one through.
    if (violation?.table === 'vaccination_records' && violation.kind === 'unique') throw alreadyRecorded();
    throw error;
  });
  return toRecord(row);
}

const alreadyRecorded = () =>
  new AppError(409, {
    code: 'VACCINE_ALREADY_RECORDED',
    message: 'This vaccine is already recorded for this appointment. Reload the appointment to see the record.',
  });

function lotRefused(code: 'LOT_EXPIRED' | 'LOT_EMPTY') {
  return new AppError(409, {
    code,
    field: 'lotId',
    message:
      code === 'LOT_EXPIRED'
        ? 'This lot is past its expiry date and cannot be given. Record its doses as wasted and choose another lot.'
        : 'This lot has no dose left. Choose another lot, or count this one if the inventory is wrong.',
  });
}

/** The appointment as the vaccination form needs it, with its records; a read of personal data, audited. */
export async function readAppointmentVaccinations(
  deps: ServiceDeps,
  actor: CounterActor,
  target: { locationId: string; appointmentId: string },
): Promise<AppointmentVaccinations> {
  const location = await counterLocation(deps, actor, target.locationId, 'vaccinations.read');
  return deps.db.transaction().execute(async (trx) => {
    const appointment = await findCounterAppointment(
      trx,
      deps.dialect,
      { ...target, locationId: location.id },
      {
        lock: false,
      },
    );
    if (!appointment) throw appointmentNotFound();
    const records = await listVaccinationRecords(trx, appointment.id);
    await insertAuditEntry(trx, {
      at: deps.clock.now().toISOString(),
      actorId: actor.session.staffId,
      action: 'appointment.read',
      recordType: 'appointment',
      recordId: appointment.id,
      changes: { locationId: location.id, records: records.length },
      address: actor.address,
      retailer: location.retailer,
    });
    return {
      appointment: {
        id: appointment.id,
        locationId: appointment.location_id,
        startsAt: appointment.starts_at,
        timeZone: location.timeZone,
        firstName: appointment.first_name,
        lastName: appointment.last_name,
        dateOfBirth: appointment.date_of_birth,
        status: appointment.status,
        attendance: appointment.attendance as Attendance,
        services: appointment.services.map((s) => ({ kind: s.kind as VaccineKind, brand: s.brand })),
      },
      records: records.map(toRecord),
    };
  });
}
