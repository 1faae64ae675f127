// A person's own changes to a booking (decision 140): cancel, change the time, erase, and find a booking again.
// Whoever holds the access code holds the booking. Capacity stays the database's job (decision 010): a move takes
// the new place with the same conditional UPDATE a booking uses, and gives the old one back in the same transaction.
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ServiceDeps, WithMetrics } from '../../lib/service-deps.ts';
import { checkAgeEligibility } from '@vaxnear/domain/age-eligibility';
import type {
  CancelRegistrationBody,
  EraseRegistrationResponse,
  LookupRegistrationBody,
  Registration,
  RescheduleRegistrationBody,
} from '@vaxnear/domain/contracts/registrations';
import { FINAL_ATTENDANCE, type Attendance } from '@vaxnear/domain/attendance';
import { LOCALES, type Locale } from '@vaxnear/domain/enumerations';
import { ageInYears, normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { localDateOf } from '@vaxnear/domain/schedule';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { AppError, type ApiErrorItem } from '../../lib/errors.ts';
import { forgetNextAvailableDates } from '../availability/availability.service.ts';
import { alreadyBooked, checkOffered, normalizeName } from '../bookings/bookings.service.ts';
import { constraintViolation, retryOnConflict } from '../bookings/database-errors.ts';
import { linkSecret } from '../mail/link-secret.ts';
import type { NewMail } from '../mail/mail-outbox.repository.ts';
import { queueMail, withNotMeLink } from '../mail/mail-queue.service.ts';
import {
  renderBookingCancellation,
  renderBookingChange,
  renderBookingErasure,
  type RenderedMail,
} from '../mail/mail-templates.ts';
import { giveBack, takeFromAllowance, windowStartOf } from '../rate-limits/rate-counters.repository.ts';
import { deleteClientHolds, lockSlot, takeBookedPlace, type SlotKey } from '../reservations/reservations.repository.ts';
import { timeSlotTaken } from '../reservations/reservations.service.ts';
import {
  cachedBookableLocation,
  cachedStateRestrictions,
  resolveTimeSlot,
  type ResolvedSlot,
} from '../reservations/time-slot.service.ts';
import { renderCalendar } from './calendar.service.ts';
import { recordAppointmentEvent, type AppointmentEvent } from '../webhooks/webhook-events.service.ts';
import {
  cancelAppointment,
  erasePersonalData,
  findAppointmentsForChange,
  findRegistrationByConfirmationNumber,
  freeBookedPlace,
  lockAppointments,
  moveAppointment,
  type AppointmentForChange,
} from './registration-changes.repository.ts';
import type { StoredAppointment, StoredRegistration } from './registrations.repository.ts';
import { recordOpenedPlaces } from '../waiting-list/waiting-list.repository.ts';
import {
  findStoredRegistration,
  locationsOf,
  registrationAnswerWith,
  toRegistrationAnswer,
} from './registrations.service.ts';

const appointmentNotFound = (field: string) =>
  new AppError(404, {
    code: 'APPOINTMENT_NOT_FOUND',
    field,
    message: 'This appointment is not part of this booking. Reload the page to see your appointments.',
  });
const appointmentCancelled = (field: string) =>
  new AppError(409, {
    code: 'APPOINTMENT_CANCELLED',
    field,
    message: 'This appointment is cancelled, so its time cannot be changed. Book a new appointment instead.',
  });
const appointmentPast = (field: string) =>
  new AppError(409, {
    code: 'APPOINTMENT_IN_PAST',
    field,
    message: 'This appointment has already taken place, so it cannot be changed or cancelled.',
  });
const appointmentChangedMeanwhile = () =>
  new AppError(409, {
    code: 'APPOINTMENT_CHANGED',
    message:
      'This appointment was changed at the same moment from somewhere else. Reload the page to see it as it is now.',
  });

const slotKeyOf = (a: { locationId: string; startsAt: string }): SlotKey => ({
  locationId: a.locationId,
  startsAt: a.startsAt,
});
const byKey = (a: SlotKey, b: SlotKey) => {
  const x = `${a.locationId} ${a.startsAt}`;
  const y = `${b.locationId} ${b.startsAt}`;
  return x < y ? -1 : x > y ? 1 : 0;
};
const localeOf = (stored: StoredRegistration): Locale =>
  (LOCALES as readonly string[]).includes(stored.locale) ? (stored.locale as Locale) : 'en';

/** An e-mail about a change, with the calendar file that updates the person's calendar. */
function changeMail(
  deps: ServiceDeps,
  secret: string,
  stored: StoredRegistration,
  kind: 'booking_cancellation' | 'booking_change',
  registration: Registration,
  changedIds: readonly string[],
  sequences: ReadonlyMap<string, number>,
  now: string,
): NewMail {
  const locale = localeOf(stored);
  const changed = registration.appointments.filter((a) => changedIds.includes(a.id));
  const render = kind === 'booking_cancellation' ? renderBookingCancellation : renderBookingChange;
  const mail: NewMail = {
    id: crypto.randomUUID(),
    kind,
    reference: `${stored.id}/${crypto.randomUUID()}`,
    recipient: stored.email,
    now,
    ...render(registration, changed, locale, deps.config.publicBaseUrl),
    calendarIcs: renderCalendar({
      registration,
      appointments: changed,
      sequences,
      locale,
      now: new Date(now),
      publicBaseUrl: deps.config.publicBaseUrl,
    }),
  };
  // To the booking's own address, whoever made the change: the request has no say in where it goes (decision 226).
  return withNotMeLink(secret, deps.config, mail, locale);
}

/** The registration as it is after a change, with the changed appointments' status, time and revision. */
async function afterChange(
  deps: ServiceDeps,
  stored: StoredRegistration,
  change: (a: StoredRegistration['appointments'][number]) => StoredRegistration['appointments'][number],
) {
  const next = { ...stored, appointments: stored.appointments.map(change) };
  return {
    registration: await toRegistrationAnswer(deps, next),
    sequences: new Map(next.appointments.map((a) => [a.id, a.sequence])),
  };
}

const attendanceFinal = (field: string) =>
  new AppError(409, {
    code: 'APPOINTMENT_ATTENDANCE_FINAL',
    field,
    message:
      'The pharmacy has already recorded this appointment (vaccinated, not given or did not come), so it cannot be changed or cancelled. Book a new appointment if you need one.',
  });
const isFinal = (a: { attendance?: Attendance | undefined }) => FINAL_ATTENDANCE.has(a.attendance ?? 'expected');

/** What a cancel made by someone other than the person adds: its own e-mail and what it writes beside the cancel. */
export interface CancelOnBehalf {
  /** Marks the cancelled rows (who cancelled, why) and writes the audit row, in the cancel's transaction. */
  record(trx: Transaction<Database>, cancelledIds: readonly string[]): Promise<void>;
  /** The appointment as the e-mail shows it once cancelled. */
  annotate(appointment: StoredAppointment): StoredAppointment;
  /** The e-mail the person gets instead of their own cancel's. */
  render(registration: Registration, cancelled: Registration['appointments'], locale: Locale): RenderedMail;
}

/**
 * Cancels these appointments of a registration and gives their places back, in one transaction: what the person's own
 * cancel and the pharmacy's cancel on their behalf share. An appointment whose attendance became final meanwhile is
 * left as it is (the conditional update skips it). Answers the ids it cancelled.
 */
export async function cancelStoredAppointments(
  deps: ServiceDeps & WithMetrics,
  stored: StoredRegistration,
  toCancel: readonly string[],
  onBehalf?: CancelOnBehalf,
): Promise<string[]> {
  if (toCancel.length === 0) return [];
  const { db } = deps;
  const nowIso = deps.clock.now().toISOString();
  // Read before the transaction: on SQLite a read outside `trx` would wait for it to end.
  const locations = await locationsOf(deps, stored);
  const secret = await linkSecret(deps);
  const result = await retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      // Appointment rows first (in id order), then the slots they held (in slot order): the lock order of every
      // change. The place given back is the one the row holds now, even if another tab moved it meanwhile.
      const cancelled = new Map<string, SlotKey & { sequence: number }>();
      for (const id of [...toCancel].sort()) {
        const held = await cancelAppointment(trx, id, nowIso);
        if (held) cancelled.set(id, held);
      }
      if (cancelled.size === 0) return { ids: [] as string[], freed: [] as string[] };
      const slots = [...cancelled.values()].sort(byKey);
      for (const slot of slots) await freeBookedPlace(trx, slotKeyOf(slot));
      // The freed places wait for the waiting list's worker (decision 264), committed with the cancellation.
      await recordOpenedPlaces(trx, slots.map(slotKeyOf), 'cancellation', nowIso);
      const ids = [...cancelled.keys()];
      if (onBehalf) await onBehalf.record(trx, ids);
      const next: StoredRegistration = {
        ...stored,
        appointments: stored.appointments.map((a) => {
          const held = cancelled.get(a.id);
          if (!held) return a;
          const after = { ...a, status: 'cancelled' as const, startsAt: held.startsAt, sequence: held.sequence };
          return onBehalf ? onBehalf.annotate(after) : after;
        }),
      };
      const registration = registrationAnswerWith(next, locations);
      const sequences = new Map(next.appointments.map((a) => [a.id, a.sequence]));
      const mail = onBehalf
        ? pharmacyCancelMail(deps, secret, stored, registration, ids, sequences, nowIso, onBehalf)
        : changeMail(deps, secret, stored, 'booking_cancellation', registration, ids, sequences, nowIso);
      await queueMail(trx, deps.config, mail, { notice: true });
      await recordAppointmentEvent(trx, deps, ...cancelledEvents([...cancelled.entries()], locations));
      return { ids, freed: slots.map((slot) => slot.locationId) };
    }),
  );
  if (result.freed.length > 0) forgetNextAvailableDates(deps.db, [...new Set(result.freed)]);
  if (result.ids.length > 0)
    deps.metrics.appointmentsCancelled.inc({ by: onBehalf ? 'pharmacy' : 'person' }, result.ids.length);
  return result.ids;
}

/** The pharmacy's cancel e-mail, with the calendar file that takes the event out of the person's calendar. */
function pharmacyCancelMail(
  deps: ServiceDeps,
  secret: string,
  stored: StoredRegistration,
  registration: Registration,
  changedIds: readonly string[],
  sequences: ReadonlyMap<string, number>,
  now: string,
  onBehalf: CancelOnBehalf,
): NewMail {
  const mail = changeMail(deps, secret, stored, 'booking_cancellation', registration, changedIds, sequences, now);
  const locale = localeOf(stored);
  const changed = registration.appointments.filter((a) => changedIds.includes(a.id));
  return withNotMeLink(secret, deps.config, { ...mail, ...onBehalf.render(registration, changed, locale) }, locale);
}

export async function cancelBooking(
  deps: ServiceDeps & WithMetrics,
  accessCode: string,
  body: CancelRegistrationBody,
): Promise<Registration> {
  const stored = await findStoredRegistration(deps, accessCode);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const isPast = (a: { startsAt: string }) => a.startsAt <= nowIso;
  let targets: StoredRegistration['appointments'];
  if (body.appointmentIds) {
    targets = body.appointmentIds.map((id, index) => {
      const found = stored.appointments.find((a) => a.id === id);
      if (!found) throw appointmentNotFound(`appointmentIds.${index}`);
      if (found.status === 'booked' && isPast(found)) throw appointmentPast(`appointmentIds.${index}`);
      // Once the pharmacy recorded what happened, the appointment is history (decision 242).
      if (found.status === 'booked' && isFinal(found)) throw attendanceFinal(`appointmentIds.${index}`);
      return found;
    });
  } else {
    // "Cancel my booking" means what is still to come; a past appointment, or one the pharmacy recorded, is history.
    targets = stored.appointments.filter((a) => !isPast(a) && !isFinal(a));
  }
  // Cancelling what is already cancelled changes nothing and answers the same: a retry is harmless.
  const toCancel = [...new Set(targets.filter((a) => a.status === 'booked').map((a) => a.id))].sort();
  await cancelStoredAppointments(deps, stored, toCancel);
  return toRegistrationAnswer(deps, await findStoredRegistration(deps, accessCode));
}

/** The webhook events of cancelled appointments (decision 247), each with its location's retailer. */
function cancelledEvents(
  cancelled: ReadonlyArray<readonly [string, { locationId: string }]>,
  locations: ReadonlyMap<string, { retailer: string }>,
): AppointmentEvent[] {
  return cancelled.flatMap(([appointmentId, { locationId }]) => {
    const retailer = locations.get(locationId)?.retailer;
    return retailer ? [{ appointmentId, locationId, retailer, type: 'appointment.cancelled' as const }] : [];
  });
}

interface PreparedMove {
  appointment: StoredRegistration['appointments'][number];
  slot: ResolvedSlot;
  field: string;
}

/** Checks a move as a booking is checked: the new time must be real, at the same pharmacy, and the person eligible then. */
async function prepareMoves(
  deps: ServiceDeps,
  stored: StoredRegistration,
  details: AppointmentForChange[],
  body: RescheduleRegistrationBody,
  now: Date,
  acrossLocations = false,
): Promise<PreparedMove[]> {
  const { db } = deps;
  const ids = body.appointments.map((m) => m.id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(400, {
      code: 'VALIDATION_FAILED',
      field: 'appointments',
      message: 'Each appointment can be moved only once per request.',
    });
  }
  const moves: PreparedMove[] = [];
  for (const [index, move] of body.appointments.entries()) {
    const at = `appointments.${index}`;
    const appointment = stored.appointments.find((a) => a.id === move.id);
    const detail = details.find((d) => d.id === move.id);
    if (!appointment || !detail) throw appointmentNotFound(`${at}.id`);
    if (appointment.status === 'cancelled') throw appointmentCancelled(`${at}.id`);
    if (appointment.startsAt <= now.toISOString()) throw appointmentPast(`${at}.id`);
    if (isFinal(appointment)) throw attendanceFinal(`${at}.id`);
    const slot = await resolveTimeSlot(db, move.timeSlotId, now, `${at}.timeSlotId`);
    // Only a closure's held offer moves a booking to another pharmacy (decision 275); the person cancels and books.
    if (slot.key.locationId !== appointment.locationId && !acrossLocations) {
      throw new AppError(400, {
        code: 'DIFFERENT_LOCATION',
        field: `${at}.timeSlotId`,
        message:
          'A new time must be at the same pharmacy. To go to another pharmacy, cancel this appointment and book a new one.',
      });
    }
    // Moving to the time it already has is a retry of a move that worked: nothing to do.
    if (slot.key.startsAt === appointment.startsAt && slot.key.locationId === appointment.locationId) continue;
    const kinds = appointment.services.map((s) => s.kind as VaccineKind);
    const { location } = slot.bookable;
    // Age and the state's rules on the new appointment's own date.
    const age = ageInYears(detail.dateOfBirth, localDateOf(slot.start, slot.bookable.schedule.timeZone));
    const pregnant =
      detail.healthQuestionnaire !== null &&
      (JSON.parse(detail.healthQuestionnaire) as { pregnant?: unknown })?.pregnant === true;
    const eligibility = checkAgeEligibility({
      age,
      services: kinds,
      pregnant,
      flow: detail.parentalConsent ? 'minor' : 'adult',
      location,
      bookingRestrictions: await cachedStateRestrictions(db, location.state, now),
    });
    if (eligibility.errors.length > 0) {
      throw new AppError(
        400,
        eligibility.errors.map((e): ApiErrorItem => ({ ...e, field: `${at}.timeSlotId` })),
      );
    }
    checkOffered(
      slot.bookable,
      appointment.services.map((s) => ({ kind: s.kind as VaccineKind, brand: s.brand })),
      age,
      appointment.pregnant,
    );
    moves.push({ appointment, slot, field: `${at}.timeSlotId` });
  }
  return moves;
}

/**
 * What pharmacy systems hear of a move: a change at the same pharmacy; a move to another pharmacy (a closure's offer,
 * decision 275) is a cancellation at the one it leaves and a new appointment at the one it goes to.
 */
function eventsOfMove(m: PreparedMove, oldRetailer: string | undefined): AppointmentEvent[] {
  const to = m.slot.bookable.location;
  if (m.appointment.locationId === to.id)
    return [{ appointmentId: m.appointment.id, locationId: to.id, retailer: to.retailer, type: 'appointment.changed' }];
  return [
    {
      appointmentId: m.appointment.id,
      locationId: m.appointment.locationId,
      retailer: oldRetailer ?? to.retailer,
      type: 'appointment.cancelled',
    },
    { appointmentId: m.appointment.id, locationId: to.id, retailer: to.retailer, type: 'appointment.created' },
  ];
}

export async function rescheduleBooking(
  deps: ServiceDeps & WithMetrics,
  accessCode: string,
  body: RescheduleRegistrationBody,
  clientId: string | null,
  options: { acrossLocations?: boolean } = {},
): Promise<Registration> {
  const stored = await findStoredRegistration(deps, accessCode);
  const { db, dialect } = deps;
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const moves = await prepareMoves(
    deps,
    stored,
    await findAppointmentsForChange(db, stored.id),
    body,
    now,
    options.acrossLocations ?? false,
  );
  if (moves.length > 0) {
    const { registration, sequences } = await afterChange(deps, stored, (a) => {
      const move = moves.find((m) => m.appointment.id === a.id);
      return move
        ? { ...a, startsAt: move.slot.key.startsAt, locationId: move.slot.key.locationId, sequence: a.sequence + 1 }
        : a;
    });
    const mail = changeMail(
      deps,
      await linkSecret(deps),
      stored,
      'booking_change',
      registration,
      moves.map((m) => m.appointment.id),
      sequences,
      nowIso,
    );
    // Every slot touched, old and new, is locked once in one global order, as a booking does, so no two changes or
    // bookings wait on each other in a cycle.
    const slots = new Map<string, { key: SlotKey; capacity: number }>();
    const oldRetailers = new Map<string, string>();
    for (const m of moves) {
      const old = await cachedBookableLocation(db, m.appointment.locationId, now);
      if (old) oldRetailers.set(m.appointment.locationId, old.location.retailer);
      slots.set(`${m.slot.key.locationId} ${m.slot.key.startsAt}`, {
        key: m.slot.key,
        capacity: m.slot.bookable.schedule.capacity,
      });
      slots.set(`${m.appointment.locationId} ${m.appointment.startsAt}`, {
        key: slotKeyOf(m.appointment),
        capacity: old?.schedule.capacity ?? m.slot.bookable.schedule.capacity,
      });
    }
    try {
      await retryOnConflict(() =>
        db.transaction().execute(async (trx) => {
          // The appointment rows first: the move frees exactly the place the row holds, and a cancel or an erase in
          // another tab waits for this move (or this move for it) instead of both freeing the old place.
          const rows = await lockAppointments(
            trx,
            dialect,
            moves.map((m) => m.appointment.id),
          );
          for (const m of moves) {
            const row = rows.find((r) => r.id === m.appointment.id);
            if (!row) throw appointmentNotFound(m.field.replace(/timeSlotId$/, 'id'));
            if (row.status !== 'booked') throw appointmentCancelled(m.field.replace(/timeSlotId$/, 'id'));
            if (row.startsAt !== m.appointment.startsAt) throw appointmentChangedMeanwhile();
          }
          for (const slot of [...slots.values()].sort((a, b) => byKey(a.key, b.key)))
            await lockSlot(trx, dialect, slot.key, slot.capacity);
          // The new time the person held while confirming becomes the appointment's place.
          if (clientId)
            await deleteClientHolds(
              trx,
              clientId,
              moves.map((m) => m.slot.key),
            );
          for (const m of moves) {
            if (!(await takeBookedPlace(trx, m.slot.key, nowIso))) throw timeSlotTaken(m.field);
            if (!(await moveAppointment(trx, m.appointment.id, slotKeyOf(m.appointment), m.slot.key)))
              throw appointmentChangedMeanwhile();
            await freeBookedPlace(trx, slotKeyOf(m.appointment));
          }
          await recordOpenedPlaces(
            trx,
            moves.map((m) => slotKeyOf(m.appointment)),
            'reschedule',
            nowIso,
          );
          await queueMail(trx, deps.config, mail, { notice: true });
          await recordAppointmentEvent(
            trx,
            deps,
            ...moves.flatMap((m) => eventsOfMove(m, oldRetailers.get(m.appointment.locationId))),
          );
        }),
      );
    } catch (error) {
      const violation = constraintViolation(error);
      if (violation?.table === 'appointment_services') throw alreadyBooked();
      if (violation?.table === 'slot_usage') throw timeSlotTaken();
      throw error;
    }
    forgetNextAvailableDates(deps.db, [
      ...new Set(moves.flatMap((m) => [m.appointment.locationId, m.slot.key.locationId])),
    ]);
    deps.metrics.appointmentsRescheduled.inc(moves.length);
  }
  return toRegistrationAnswer(deps, await findStoredRegistration(deps, accessCode));
}

export async function eraseBooking(
  deps: ServiceDeps,
  accessCode: string,
): Promise<EraseRegistrationResponse['data']['erased']> {
  const stored = await findStoredRegistration(deps, accessCode);
  const { db, dialect } = deps;
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  // Read before the transaction: on SQLite a read outside `trx` would wait for it to end.
  const shown = await toRegistrationAnswer(deps, stored);
  const locations = await locationsOf(deps, stored);
  const secret = await linkSecret(deps);
  const { freed, ...erased } = await retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      // Every appointment row of the booking is locked before any slot, as every change does; what is still to come
      // and booked is cancelled from the rows as they are now, so the places given back are the ones they hold.
      const rows = await lockAppointments(
        trx,
        dialect,
        stored.appointments.map((a) => a.id),
      );
      const slots: SlotKey[] = [];
      const cancelledIds: string[] = [];
      for (const row of rows.filter((r) => r.status === 'booked' && r.startsAt > nowIso)) {
        const held = await cancelAppointment(trx, row.id, nowIso);
        if (held) {
          slots.push(slotKeyOf(held));
          cancelledIds.push(row.id);
        }
      }
      for (const slot of slots.sort(byKey)) await freeBookedPlace(trx, slot);
      await recordOpenedPlaces(trx, slots, 'cancellation', nowIso);
      await recordAppointmentEvent(
        trx,
        deps,
        ...cancelledEvents(
          cancelledIds.map((id) => [id, rows.find((r) => r.id === id)!]),
          locations,
        ),
      );
      const counts = await erasePersonalData(trx, dialect, stored);
      // The owner hears of it at the booking's address, whoever erased it (decision 226): the notice keeps that
      // address and when the cancelled appointments were, nothing else of what was erased. A second erase of the same
      // booking finds nothing left to erase, and says nothing.
      if (counts.appointments > 0)
        await queueMail(
          trx,
          deps.config,
          erasureMail(deps, secret, stored, shown, cancelledIds, counts.appointments, now),
          { notice: true },
        );
      return {
        ...counts,
        cancelledAppointments: slots.length,
        freed: slots.map((slot) => slot.locationId),
      };
    }),
  );
  forgetNextAvailableDates(deps.db, [...new Set(freed)]);
  return erased;
}

function erasureMail(
  deps: ServiceDeps,
  secret: string,
  stored: StoredRegistration,
  shown: Registration,
  cancelledIds: readonly string[],
  appointments: number,
  now: Date,
): NewMail {
  const locale = localeOf(stored);
  const mail: NewMail = {
    id: crypto.randomUUID(),
    kind: 'booking_erasure',
    reference: `erased/${stored.id}/${crypto.randomUUID()}`,
    recipient: stored.email,
    now: now.toISOString(),
    ...renderBookingErasure({
      erasedAt: now,
      cancelled: shown.appointments
        .filter((a) => cancelledIds.includes(a.id))
        .map((a) => ({ time: a.time, timeZone: a.location.timeZone })),
      appointments,
      locale,
      baseUrl: deps.config.publicBaseUrl,
    }),
  };
  return withNotMeLink(secret, deps.config, mail, locale);
}

/** Confirmation numbers are read out and typed: spaces, dashes and case do not matter. */
export function normalizeConfirmationNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

const lookupFailed = () =>
  new AppError(404, {
    code: 'BOOKING_NOT_FOUND',
    message:
      'We could not find a booking with these details. Check the confirmation number in your confirmation e-mail, and enter the last name and date of birth of a person on the booking.',
  });

const lookupLocked = (hours: number) =>
  new AppError(429, {
    code: 'BOOKING_LOOKUP_LOCKED',
    message: `This confirmation number has had too many tries, so finding it is paused for up to ${hours} hours. Open the link in your confirmation e-mail to see your booking, or try again later.`,
  });

/**
 * Finds a booking by its confirmation number and the last name and date of birth of one person on it. One answer
 * whichever of the three is wrong, so the call tells nothing about which part was right.
 *
 * Each number has LOOKUP_TRIES_PER_NUMBER tries per LOOKUP_LOCK_HOURS, from every address and server together
 * (decision 226): the try is counted in the database before the details are compared, so many addresses at once
 * cannot all slip in before the count says stop, and a try that finds the booking is given back. A number that
 * exists and one that does not are counted and locked alike, so the lock says nothing about which numbers exist.
 */
export async function lookupBooking(deps: ServiceDeps, body: LookupRegistrationBody): Promise<{ accessCode: string }> {
  const number = normalizeConfirmationNumber(body.confirmationNumber);
  const now = deps.clock.now();
  const { lookupTriesPerNumber, lookupLockHours } = deps.config;
  const tries = `lookup:${crypto.hash('sha256', number, 'hex')}`;
  const taken = await takeFromAllowance(deps.db, {
    key: tries,
    max: lookupTriesPerNumber,
    now: now.toISOString(),
    windowStart: new Date(now.getTime() - lookupLockHours * 3_600_000).toISOString(),
  });
  if (!taken) {
    const started = await windowStartOf(deps.db, tries);
    const left = started ? Date.parse(started) + lookupLockHours * 3_600_000 - now.getTime() : 0;
    throw lookupLocked(Math.max(1, Math.ceil(left / 3_600_000)));
  }
  const dateOfBirth = normalizeDateOfBirth(body.dateOfBirth);
  const found = await findRegistrationByConfirmationNumber(deps.db, number);
  const lastName = normalizeName(body.lastName);
  const matches =
    found !== null &&
    dateOfBirth !== null &&
    found.people.some((p) => p.dateOfBirth === dateOfBirth && normalizeName(p.lastName) === lastName);
  if (!matches) throw lookupFailed();
  await giveBack(deps.db, tries);
  return { accessCode: found.accessCode };
}
