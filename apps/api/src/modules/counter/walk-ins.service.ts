// Walk-ins (docs/product/staff.md, Walk-ins; decision 246): staff add a person at their location today through the
// public booking's own checks (checkBooking: form, vaccines, age, state and pregnancy rules, what the location
// offers) and its own place-taking statement, which counts every unexpired hold and booking: a walk-in never takes a
// place someone holds or booked. It needs no hold of its own and is not counted against the public daily caps.
import type { Locale } from '@vaxnear/domain/enumerations';
import crypto from 'node:crypto';
import type { WalkIn, WalkInBody, WalkInTime } from '@vaxnear/domain/contracts/staff-counter';
import type { BatchCreateAppointmentsBody } from '@vaxnear/domain/contracts/appointments';
import { decodeSlotId, encodeSlotId, localDateOf, scheduledSlotsOn } from '@vaxnear/domain/schedule';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { sql } from 'kysely';
import { AppError } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { forgetNextAvailableDates } from '../availability/availability.service.ts';
import { claimPersonBookings } from '../bookings/booking-limits.repository.ts';
import {
  alreadyBooked,
  checkBooking,
  newAccessCode,
  newConfirmationNumber,
  type PreparedAppointment,
} from '../bookings/bookings.service.ts';
import { insertRegistrationWithAppointments } from '../bookings/bookings.repository.ts';
import { constraintViolation, retryOnConflict } from '../bookings/database-errors.ts';
import {
  notifyExistingBooking,
  PersonAlreadyBooked,
  personAlreadyBooked,
} from '../bookings/duplicate-person.service.ts';
import { linkSecret } from '../mail/link-secret.ts';
import { queueMail, withNotMeLink } from '../mail/mail-queue.service.ts';
import { bookingConfirmationMail } from '../mail/mail.service.ts';
import { toRegistrationAppointment } from '../registrations/registrations.mapper.ts';
import { lockSlot, takeBookedPlace } from '../reservations/reservations.repository.ts';
import { cachedBookableLocation, type ResolvedSlot } from '../reservations/time-slot.service.ts';
import { timeSlotTaken } from '../reservations/reservations.service.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import type { BookableLocation } from '../locations/locations.repository.ts';
import { counterLocation, type CounterActor, type CounterLocation } from './counter-location.ts';

const noRoom = () =>
  new AppError(409, {
    code: 'WALK_IN_NO_ROOM',
    field: 'time',
    message: 'No time left today has a free place: every place is booked or held. The person can book another day.',
  });

const notToday = (field: string) =>
  new AppError(400, {
    code: 'WALK_IN_NOT_TODAY',
    field,
    message: 'A walk-in is added to a time later today at this location. Choose a time from today’s list.',
  });

async function bookableOf(deps: ServiceDeps, location: CounterLocation): Promise<BookableLocation> {
  const bookable = await cachedBookableLocation(deps.db, location.id, deps.clock.now());
  if (!bookable)
    throw new AppError(404, {
      code: 'TIME_SLOT_NOT_FOUND',
      message: 'This location takes no bookings through Vaxnear, so it has no times for walk-ins.',
    });
  return bookable;
}

/**
 * Today's times still to start at the location, whether or not it takes same-day bookings online: a walk-in is the
 * person at the counter (decision 246).
 */
function todaysStarts(bookable: BookableLocation, location: CounterLocation, now: Date): Date[] {
  return scheduledSlotsOn({ ...bookable.schedule, sameDayBooking: true }, location.today, now).map((s) => s.start);
}

/** Free places per start: capacity less booked places and unexpired holds, as the place-taking statement counts. */
async function freePlaces(deps: ServiceDeps, bookable: BookableLocation, starts: Date[], now: string) {
  if (starts.length === 0) return [];
  const keys = starts.map((s) => s.toISOString());
  const usage = await deps.db
    .selectFrom('slot_usage')
    .select(['starts_at', 'capacity', 'booked'])
    .where('location_id', '=', bookable.location.id)
    .where('starts_at', 'in', keys)
    .execute();
  const holds = await deps.db
    .selectFrom('holds')
    .select(['starts_at', sql<number>`count(*)`.as('n')])
    .where('location_id', '=', bookable.location.id)
    .where('starts_at', 'in', keys)
    .where('expires_at', '>', now)
    .groupBy('starts_at')
    .execute();
  const used = new Map(usage.map((u) => [u.starts_at, u]));
  const held = new Map(holds.map((h) => [h.starts_at, Number(h.n)]));
  return starts.map((start) => {
    const key = start.toISOString();
    const row = used.get(key);
    const capacity = row ? Number(row.capacity) : bookable.schedule.capacity;
    return { start, free: Math.max(0, capacity - Number(row?.booked ?? 0) - (held.get(key) ?? 0)) };
  });
}

/** Today's times with their free places, for the walk-in form. */
export async function walkInTimes(deps: ServiceDeps, actor: CounterActor, locationId: string): Promise<WalkInTime[]> {
  const location = await counterLocation(deps, actor, locationId, 'walk_ins.read');
  const bookable = await bookableOf(deps, location);
  const now = deps.clock.now();
  const places = await freePlaces(deps, bookable, todaysStarts(bookable, location, now), now.toISOString());
  return places.map((p) => ({
    timeSlotId: encodeSlot(location.id, p.start),
    startsAt: p.start.toISOString(),
    timeZone: location.timeZone,
    free: p.free,
  }));
}

// The public slot id: the walk-in call takes the same ids as the booking calls.
const encodeSlot = encodeSlotId;

/** A slot id of this location, today, still to start, on its schedule. */
function walkInSlotResolver(bookable: BookableLocation, location: CounterLocation, now: Date) {
  return async (timeSlotId: string, field: string): Promise<ResolvedSlot> => {
    const decoded = decodeSlotId(timeSlotId);
    if (!decoded || decoded.locationId !== location.id) throw notToday(field);
    if (decoded.start.getTime() <= now.getTime())
      throw new AppError(400, {
        code: 'TIME_SLOT_IN_PAST',
        field,
        message: 'This time has already passed. Please choose a later time.',
      });
    if (localDateOf(decoded.start, location.timeZone) !== location.today) throw notToday(field);
    if (!todaysStarts(bookable, location, now).some((s) => s.getTime() === decoded.start.getTime()))
      throw new AppError(404, {
        code: 'TIME_SLOT_NOT_FOUND',
        field,
        message: 'This location does not offer appointments at this time. Choose a time from today’s list.',
      });
    return {
      timeSlotId,
      key: { locationId: location.id, startsAt: decoded.start.toISOString() },
      start: decoded.start,
      bookable,
    };
  };
}

export async function addWalkIn(
  deps: ServiceDeps,
  actor: CounterActor,
  locationId: string,
  body: WalkInBody,
): Promise<WalkIn> {
  const location = await counterLocation(deps, actor, locationId, 'walk_ins.create');
  const bookable = await bookableOf(deps, location);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  // "Now" is the next time with a free place; should another booking take it first, the one after is tried.
  let candidates: string[];
  if (body.time === 'now') {
    const places = await freePlaces(deps, bookable, todaysStarts(bookable, location, now), nowIso);
    candidates = places.filter((p) => p.free > 0).map((p) => encodeSlot(location.id, p.start));
    if (candidates.length === 0) throw noRoom();
  } else candidates = [body.time];

  const email = body.email?.trim() || null;
  const asBooking = (timeSlotId: string): BatchCreateAppointmentsBody => ({
    email: email ?? undefined,
    phoneNumber: body.phoneNumber ?? null,
    locale: body.locale,
    appointments: [
      {
        locationId: location.id,
        timeSlotId,
        services: body.services,
        user: body.user,
        ...(body.healthQuestionnaire ? { healthQuestionnaire: body.healthQuestionnaire } : {}),
      },
    ],
  });
  const resolveSlot = walkInSlotResolver(bookable, location, now);
  // Every rule is checked once, on the first candidate: the others differ only by their time, which the resolver checks.
  const [first] = await checkBooking(deps, asBooking(candidates[0]!), now, { emailOptional: true, resolveSlot });
  const secret = email ? await linkSecret(deps) : '';

  for (const timeSlotId of candidates.slice(0, 5)) {
    const slot = await resolveSlot(timeSlotId, 'time');
    const prepared: PreparedAppointment = {
      ...first!,
      slot,
      appointment: { ...first!.appointment, id: crypto.randomUUID(), startsAt: slot.key.startsAt },
    };
    const taken = await takeWalkInPlace(deps, actor, location, prepared, { email, locale: body.locale, secret });
    if (taken) {
      forgetNextAvailableDates(deps.db, [location.id]);
      return taken;
    }
    if (body.time !== 'now') throw timeSlotTaken('time');
  }
  throw noRoom();
}

/** One transaction: the slot locked, a place taken only if one is free of holds and bookings, the booking stored. */
async function takeWalkInPlace(
  deps: ServiceDeps,
  actor: CounterActor,
  location: CounterLocation,
  p: PreparedAppointment,
  contact: { email: string | null; locale: Locale; secret: string },
): Promise<WalkIn | null> {
  const nowIso = deps.clock.now().toISOString();
  const registration = {
    id: crypto.randomUUID(),
    accessCode: newAccessCode(),
    confirmationNumber: newConfirmationNumber(),
  };
  const registrationAnswer = {
    accessCode: registration.accessCode,
    confirmationNumber: registration.confirmationNumber,
    appointments: [
      toRegistrationAppointment(
        {
          id: p.appointment.id,
          locationId: p.appointment.locationId,
          startsAt: p.appointment.startsAt,
          firstName: p.appointment.user.firstName,
          lastName: p.appointment.user.lastName,
          services: p.appointment.services,
          status: 'booked',
          sequence: 0,
          pregnant: p.appointment.healthQuestionnaire?.pregnant === true,
        },
        p.slot.bookable.location,
      ),
    ],
  };
  const confirmation = contact.email
    ? withNotMeLink(
        contact.secret,
        deps.config,
        bookingConfirmationMail({
          registrationId: registration.id,
          registration: registrationAnswer,
          recipient: contact.email,
          locale: contact.locale,
          publicBaseUrl: deps.config.publicBaseUrl,
          now: nowIso,
        }),
        contact.locale,
      )
    : null;
  try {
    return await retryOnConflict(() =>
      deps.db.transaction().execute(async (trx) => {
        await lockSlot(trx, deps.dialect, p.slot.key, p.slot.bookable.schedule.capacity);
        if (!(await takeBookedPlace(trx, p.slot.key, nowIso))) return null;
        await insertRegistrationWithAppointments(
          trx,
          deps.dialect,
          { ...registration, email: p.email, phone: p.phone, locale: contact.locale, now: nowIso },
          [p.appointment],
        );
        const claims = p.appointment.services.map((s) => ({
          person: p.samePerson,
          kind: s.kind,
          appointmentId: p.appointment.id,
        }));
        const [notClaimed] = await claimPersonBookings(trx, claims, nowIso);
        if (notClaimed) throw new PersonAlreadyBooked(0, notClaimed);
        const emailed = confirmation ? (await queueMail(trx, deps.config, confirmation)) === 'queued' : false;
        await insertAuditEntry(trx, {
          at: nowIso,
          actorId: actor.session.staffId,
          action: 'walk_in.create',
          recordType: 'appointment',
          recordId: p.appointment.id,
          changes: {
            locationId: location.id,
            startsAt: p.appointment.startsAt,
            services: p.appointment.services,
            confirmationNumber: registration.confirmationNumber,
            emailed,
          },
          address: actor.address,
          retailer: location.retailer,
        });
        return {
          appointmentId: p.appointment.id,
          confirmationNumber: registration.confirmationNumber,
          startsAt: p.appointment.startsAt,
          timeZone: location.timeZone,
          services: p.appointment.services.map((s) => ({ kind: s.kind as VaccineKind, brand: s.brand })),
          emailed,
        };
      }),
    );
  } catch (error) {
    if (error instanceof PersonAlreadyBooked) {
      await notifyExistingBooking(deps, error.claim);
      throw personAlreadyBooked(0, error.claim.kind);
    }
    const violation = constraintViolation(error);
    if (violation?.table === 'appointment_services' || violation?.table === 'appointments') throw alreadyBooked();
    if (violation?.table === 'slot_usage') return null;
    throw error;
  }
}
