// POST /appointments/batch_create (issue #3): re-check everything a client could get wrong or fake, then book
// every appointment in one transaction or none. Capacity is decided by the database (decision 010).
import crypto from 'node:crypto';
import type { ServiceDeps, WithMetrics } from '../../lib/service-deps.ts';
import { checkAgeEligibility } from '@vaxnear/domain/age-eligibility';
import { isKindGivenInPregnancy } from '@vaxnear/domain/booking/pregnancy-rules';
import { unconfirmedConditionKinds } from '@vaxnear/domain/booking/condition-confirmation';
import { requiresPhone } from '@vaxnear/domain/retailers';
import {
  hasPregnancyOffering,
  isBrandAllowedInPregnancy,
  offeringServes,
} from '@vaxnear/domain/booking/pregnancy-offering';
import type { BatchCreateAppointmentsBody } from '@vaxnear/domain/contracts/appointments';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { ageInYears, normalizeDateOfBirth, normalizePhone } from '@vaxnear/domain/patient';
import { patientFieldErrors, type PatientFieldError } from '@vaxnear/domain/patient-rules';
import { localDateOf } from '@vaxnear/domain/schedule';
import { hasIncompatibleKinds, isBrandOfKind, MAX_VACCINES_PER_APPOINTMENT } from '@vaxnear/domain/vaccines';
import { vaccineName } from '../../i18n/texts.ts';
import { AppError, type ApiErrorItem } from '../../lib/errors.ts';
import type { BookableLocation } from '../locations/locations.repository.ts';
import { toRegistrationAppointment } from '../registrations/registrations.mapper.ts';
import { lockSlotRow, takeHeldPlaces } from '../reservations/reservations.repository.ts';
import { timeSlotTaken } from '../reservations/reservations.service.ts';
import { cachedStateRestrictions, resolveTimeSlot, type ResolvedSlot } from '../reservations/time-slot.service.ts';
import { constraintViolation, retryOnConflict } from './database-errors.ts';
import { inBookingTransaction } from './group-commit.ts';
import {
  findIdempotentAnswer,
  insertIdempotentAnswer,
  storeBooking,
  type NewAppointment,
} from './bookings.repository.ts';
import { forgetNextAvailableDates } from '../availability/availability.service.ts';
import { linkSecret } from '../mail/link-secret.ts';
import { mailAllowance, withNotMeLink } from '../mail/mail-queue.service.ts';
import { bookingConfirmationMail } from '../mail/mail.service.ts';
import { mailboxKey } from '@vaxnear/domain/booking-limits';
import { notifyExistingBooking, PersonAlreadyBooked, personAlreadyBooked } from './duplicate-person.service.ts';
import { recordAppointmentEvent } from '../webhooks/webhook-events.service.ts';

export interface BookingAnswer {
  status: 200;
  body: { data: { registration: Registration } };
}

/** No 0/O or 1/I/L: people read this number out on the phone. 32 symbols, 8 characters = 40 bits. */
const CONFIRMATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

// Secure random bytes drawn from a pooled buffer: a crypto.randomBytes call per code cost about 3% of a booking.
// The same source, refilled 4 KB at a time (Node pools the bytes of crypto.randomUUID the same way).
const randomPool = { bytes: Buffer.alloc(0), used: 0 };
function secureRandomBytes(count: number): Buffer {
  if (randomPool.used + count > randomPool.bytes.length) {
    randomPool.bytes = crypto.randomBytes(4096);
    randomPool.used = 0;
  }
  const bytes = randomPool.bytes.subarray(randomPool.used, randomPool.used + count);
  randomPool.used += count;
  return bytes;
}

export function newAccessCode(): string {
  return secureRandomBytes(18).toString('base64url'); // 144 bits
}

export function newConfirmationNumber(): string {
  let out = '';
  for (const byte of secureRandomBytes(8)) out += CONFIRMATION_ALPHABET[byte % CONFIRMATION_ALPHABET.length];
  return out;
}

/**
 * Who an appointment is for, as the booking's contact knows them: the same person booked for the same kind at the
 * same time twice under one contact e-mail is refused. The e-mail is part of the key (decision 111) so that the
 * refusal answers nothing to a stranger who knows only a name and a date of birth.
 */
export function personKey(firstName: string, lastName: string, dateOfBirth: string, email: string): string {
  return `${normalizeName(firstName)}|${normalizeName(lastName)}|${dateOfBirth}|${normalizeName(email)}`;
}

/** A name as people type it in different ways: width, case and spaces do not matter. */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Who a person is for the one-active-booking-per-vaccine rule (decision 223): names and date of birth, normalised,
 * whatever the contact. Stored as a hash: the row only has to match, never to be read back.
 */
export function samePersonKey(firstName: string, lastName: string, dateOfBirth: string): string {
  // Accents fold too: "José López" typed on a phone without them is the same person.
  const fold = (name: string) => normalizeName(name).normalize('NFKD').replace(/\p{M}/gu, '');
  return crypto.hash('sha256', `${fold(firstName)}|${fold(lastName)}|${dateOfBirth}`, 'hex');
}

/** A booking takes places the same client holds (decision 223): without them, the hold limits would mean nothing. */
export const holdRequired = () =>
  new AppError(409, {
    code: 'HOLD_REQUIRED',
    message:
      'Your time is no longer held. Choose a time again: it is held for you for a few minutes while you finish booking.',
  });

const tooManyBookings = (scope: 'email' | 'address') =>
  new AppError(429, {
    code: 'TOO_MANY_BOOKINGS',
    ...(scope === 'email' ? { field: 'user.email' } : {}),
    message:
      scope === 'email'
        ? 'This e-mail address has booked as many appointments today as we allow for one address. Try again tomorrow, or call the pharmacy to book.'
        : 'As many appointments were booked from your network today as we allow for one network. Try again tomorrow, or call the pharmacy to book.',
  });

export const alreadyBooked = () =>
  new AppError(409, {
    code: 'APPOINTMENT_ALREADY_BOOKED',
    message:
      'This person already has an appointment for this vaccine at this time. The appointment you selected is no longer available.',
  });

export async function bookAppointments(
  deps: ServiceDeps & WithMetrics,
  input: {
    body: BatchCreateAppointmentsBody;
    clientId: string | null;
    /** The client's network address key (clientAddressKey), for the daily cap per address. */
    clientAddress: string;
    idempotencyKey: string | null;
  },
): Promise<BookingAnswer> {
  const { body, clientId, clientAddress, idempotencyKey } = input;
  const { db, dialect } = deps;
  // Only an idempotent request is compared with an earlier one.
  const requestHash = idempotencyKey === null ? '' : crypto.hash('sha256', JSON.stringify(body), 'hex');
  if (idempotencyKey !== null) {
    if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: 'Idempotency-Key',
        message: 'The Idempotency-Key header must be 8 to 128 letters, digits or - _ . :',
      });
    }
    const earlier = await replayIfAnswered(deps, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }

  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const prepared = await checkBooking(deps, body, now);

  const registration = {
    id: crypto.randomUUID(),
    accessCode: newAccessCode(),
    confirmationNumber: newConfirmationNumber(),
  };
  const appointments = prepared.map((p) => p.appointment);
  const answer: BookingAnswer = {
    status: 200,
    body: {
      data: {
        registration: {
          accessCode: registration.accessCode,
          confirmationNumber: registration.confirmationNumber,
          appointments: prepared.map((p) =>
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
          ),
        },
      },
    },
  };
  // Every distinct slot is locked once, in one global order, so two batches never wait on each other in a cycle.
  const slots = [...new Map(prepared.map((p) => [`${p.slot.key.locationId} ${p.slot.key.startsAt}`, p.slot])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, slot]) => slot);
  const placesAt = (slot: ResolvedSlot) =>
    prepared.filter((p) => p.slot.key.locationId === slot.key.locationId && p.slot.key.startsAt === slot.key.startsAt)
      .length;
  const day = nowIso.slice(0, 10);
  const { bookingsPerEmailPerDay, bookingsPerAddressPerDay } = deps.config;
  // Rendered before the transaction; inserted inside it, so a booking always has its e-mail and a failed one none.
  const confirmation = withNotMeLink(
    await linkSecret(deps),
    deps.config,
    bookingConfirmationMail({
      registrationId: registration.id,
      registration: answer.body.data.registration,
      recipient: prepared[0]!.email,
      locale: body.locale ?? 'en',
      publicBaseUrl: deps.config.publicBaseUrl,
      now: nowIso,
    }),
    body.locale ?? 'en',
  );

  try {
    // A deadlock or serialization failure is another booking's timing, not this person's fault: run it again.
    await retryOnConflict(() =>
      inBookingTransaction(db, dialect, async (trx) => {
        // First, so that a concurrent retry with the same key waits here and then finds this answer.
        if (idempotencyKey !== null)
          await insertIdempotentAnswer(trx, {
            key: idempotencyKey,
            requestHash,
            status: answer.status,
            response: answer.body,
            now: nowIso,
          });
        for (const slot of slots) {
          // PostgreSQL: the slot's row lock. SQLite needs none: the booking's transaction is its only writer, and the
          // slot's row exists since a hold made it (without a hold the booking is refused below).
          if (dialect === 'postgres') await lockSlotRow(trx, dialect, slot.key, slot.bookable.schedule.capacity);
          // The client's own holds become its booking: one unexpired hold per person at that time, released here, and
          // the places taken if the slot still has them. Without them the hold limits (decision 110) would not limit
          // bookings.
          const outcome = clientId
            ? await takeHeldPlaces(trx, dialect, { clientId, slot: slot.key, places: placesAt(slot), now: nowIso })
            : 'not_held';
          if (outcome === 'not_held') throw holdRequired();
          if (outcome === 'full') throw timeSlotTaken();
        }
        // One active booking per person and vaccine kind, whatever the contact (decision 223); the same person twice
        // for one kind in this very request is refused the same way.
        const claims = prepared.flatMap((p, index) =>
          p.appointment.services.map((service) => ({
            index,
            claim: { person: p.samePerson, kind: service.kind, appointmentId: p.appointment.id },
          })),
        );
        const twice = claims.find(
          (c, i) => claims.findIndex((d) => d.claim.person === c.claim.person && d.claim.kind === c.claim.kind) !== i,
        );
        if (twice) throw new PersonAlreadyBooked(twice.index, twice.claim);
        const emailScope = `email:${crypto.hash('sha256', mailboxKey(prepared[0]!.email), 'hex')}`;
        const refused = await storeBooking(
          trx,
          dialect,
          {
            ...registration,
            email: prepared[0]!.email,
            phone: prepared[0]!.phone,
            locale: body.locale ?? 'en',
            now: nowIso,
          },
          appointments,
          {
            day,
            counts: [
              ...(bookingsPerEmailPerDay > 0
                ? [{ scope: emailScope, places: prepared.length, cap: bookingsPerEmailPerDay }]
                : []),
              ...(bookingsPerAddressPerDay > 0
                ? [{ scope: `address:${clientAddress}`, places: prepared.length, cap: bookingsPerAddressPerDay }]
                : []),
            ],
            claims: claims.map((c) => c.claim),
            now: nowIso,
            // Beyond the mailbox's daily share, or to a stopped mailbox, the booking stands without its e-mail: the
            // answer and the confirmation page show the number and the manage link (decision 226).
            mail: confirmation.recipient.trim()
              ? { mail: confirmation, allowance: mailAllowance(deps.config, confirmation) }
              : null,
          },
        );
        if (refused.refusedScopes.length > 0)
          throw tooManyBookings(refused.refusedScopes.includes(emailScope) ? 'email' : 'address');
        const [notClaimed] = refused.refusedClaims;
        if (notClaimed) throw new PersonAlreadyBooked(claims.find((c) => c.claim === notClaimed)!.index, notClaimed);
        // The retailer's pharmacy systems hear of it (decision 247): no SQL at all without a subscriber.
        await recordAppointmentEvent(
          trx,
          deps,
          ...prepared.map((p) => ({
            appointmentId: p.appointment.id,
            locationId: p.appointment.locationId,
            retailer: p.slot.bookable.location.retailer,
            type: 'appointment.created' as const,
          })),
        );
      }),
    );
  } catch (error) {
    if (error instanceof PersonAlreadyBooked) {
      await notifyExistingBooking(deps, error.claim);
      throw personAlreadyBooked(error.index, error.claim.kind);
    }
    const violation = constraintViolation(error);
    if (violation?.table === 'idempotency_keys' && idempotencyKey !== null) {
      const earlier = await replayIfAnswered(deps, idempotencyKey, requestHash);
      if (earlier) return earlier;
    }
    if (violation?.table === 'appointment_services' || violation?.table === 'appointments') throw alreadyBooked();
    if (violation?.table === 'slot_usage') throw timeSlotTaken();
    throw error;
  }
  forgetNextAvailableDates(
    deps.db,
    slots.map((slot) => slot.key.locationId),
  );
  deps.metrics.bookingsCreated.inc();
  deps.metrics.appointmentsBooked.inc(appointments.length);
  return answer;
}

async function replayIfAnswered(
  deps: ServiceDeps & WithMetrics,
  key: string,
  requestHash: string,
): Promise<BookingAnswer | null> {
  const earlier = await findIdempotentAnswer(deps.db, key);
  if (!earlier) return null;
  if (earlier.request_hash !== requestHash) {
    throw new AppError(422, {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request. Use a new key for a new booking.',
    });
  }
  return { status: 200, body: JSON.parse(earlier.response) };
}

export interface PreparedAppointment {
  slot: ResolvedSlot;
  /** samePersonKey of the appointment's person. */
  samePerson: string;
  appointment: NewAppointment;
  email: string;
  phone: string | null;
}

/**
 * Every rule a booking must pass before it takes a place: the form rules, the vaccines, the slot, the age, state and
 * pregnancy rules, what the location offers. A walk-in at the counter goes through the same (decision 246), with its
 * own way to find the slot (today only) and an e-mail address that may be left out.
 */
export async function checkBooking(
  deps: ServiceDeps,
  body: BatchCreateAppointmentsBody,
  now: Date,
  options: {
    emailOptional?: boolean;
    resolveSlot?: (timeSlotId: string, field: string) => Promise<ResolvedSlot>;
  } = {},
): Promise<PreparedAppointment[]> {
  const db = deps.db;
  // Field-format errors first (docs/product/booking-flow.md, Form rules): they are what a person can fix on the form,
  // all reported at once.
  const fieldErrors = new Map<string, PatientFieldError>();
  for (const a of body.appointments) {
    // The latest calendar date anywhere in the US (Guam): a date of birth is "in the future" only if it is there too.
    const today = localDateOf(now, 'Pacific/Guam');
    for (const e of patientFieldErrors({ ...a.user, email: body.email, phoneNumber: body.phoneNumber }, today)) {
      // A walk-in may have no e-mail address (decision 246); one given is still checked.
      if (options.emailOptional && !body.email?.trim() && e.field === 'user.email') continue;
      if (!fieldErrors.has(e.field)) fieldErrors.set(e.field, e);
    }
  }
  if (fieldErrors.size > 0)
    throw new AppError(
      400,
      [...fieldErrors.values()].map((e): ApiErrorItem => ({ ...e })),
    );

  const prepared: PreparedAppointment[] = [];
  for (const [index, a] of body.appointments.entries()) {
    const at = `appointments.${index}`;
    const kinds = a.services.map((s) => s.kind);
    if (new Set(kinds).size !== kinds.length) {
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: `${at}.services`,
        message: 'Each vaccine can be chosen only once per appointment.',
      });
    }
    if (kinds.length > MAX_VACCINES_PER_APPOINTMENT) {
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: `${at}.services`,
        message: `Too many vaccines selected: at most ${MAX_VACCINES_PER_APPOINTMENT} per appointment.`,
      });
    }
    if (hasIncompatibleKinds(kinds)) {
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: `${at}.services`,
        message: 'RSV and COVID-19 vaccines cannot be booked together. Choose one of them.',
      });
    }
    for (const s of a.services) {
      if (s.brand != null && !isBrandOfKind(s.kind, s.brand)) {
        throw new AppError(400, {
          code: 'VALIDATION_FAILED',
          field: `${at}.services`,
          service: s.kind,
          message: `"${s.brand}" is not a brand of the ${vaccineName(s.kind, 'en')} vaccine.`,
        });
      }
    }
    const slot = options.resolveSlot
      ? await options.resolveSlot(a.timeSlotId, `${at}.timeSlotId`)
      : await resolveTimeSlot(db, a.timeSlotId, now, `${at}.timeSlotId`);
    if (slot.key.locationId !== a.locationId) {
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: `${at}.locationId`,
        message: 'The time slot belongs to another location.',
      });
    }
    const dateOfBirth = normalizeDateOfBirth(a.user.dateOfBirth!)!;
    const age = ageInYears(dateOfBirth, localDateOf(now, slot.bookable.schedule.timeZone));
    const restrictions = await cachedStateRestrictions(db, slot.bookable.location.state, now);
    const eligibility = checkAgeEligibility({
      age,
      services: kinds,
      pregnant: a.healthQuestionnaire?.pregnant === true,
      flow: a.user.parentalConsent ? 'minor' : 'adult',
      location: slot.bookable.location,
      bookingRestrictions: restrictions,
    });
    if (eligibility.errors.length > 0) {
      throw new AppError(
        400,
        eligibility.errors.map((e): ApiErrorItem => ({ ...e, field: 'user.dateOfBirth' })),
      );
    }
    // The same confirmation for each person of a party as for one person alone (decision 256): a client that leaves
    // it out, for anyone, books nobody.
    const unconfirmed = unconfirmedConditionKinds(eligibility.warnings, a.confirmedConditions);
    if (unconfirmed.length > 0) {
      throw new AppError(
        400,
        unconfirmed.map((kind): ApiErrorItem => ({
          code: 'CONDITION_NOT_CONFIRMED',
          service: kind,
          field: `${at}.confirmedConditions`,
          message: `${eligibility.warnings.find((w) => w.service === kind && w.code === 'MEDICAL_CONDITION')!.message} Confirm that the person has such a condition, or remove the ${vaccineName(kind, 'en')} vaccine.`,
        })),
      );
    }
    // After the age rules, so that a person gets the age-eligibility answer (docs/product/eligibility-rules.md) rather
    // than "not offered at your age".
    checkOffered(slot.bookable, a.services, age, a.healthQuestionnaire?.pregnant === true);
    if (!body.phoneNumber && requiresPhone(slot.bookable.location.retailer)) {
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: 'user.phoneNumber',
        message: `${slot.bookable.location.name} needs a phone number to book. Enter a phone number where the pharmacy can reach you.`,
        reason: 'phoneRequired',
      });
    }
    const u = a.user;
    prepared.push({
      slot,
      samePerson: samePersonKey(u.firstName!, u.lastName!, dateOfBirth),
      email: body.email?.trim() ?? '',
      phone: body.phoneNumber ? normalizePhone(body.phoneNumber) : null,
      appointment: {
        id: crypto.randomUUID(),
        locationId: slot.key.locationId,
        startsAt: slot.key.startsAt,
        personKey: personKey(u.firstName!, u.lastName!, dateOfBirth, body.email ?? ''),
        user: {
          firstName: u.firstName!.trim(),
          lastName: u.lastName!.trim(),
          sex: u.sex!,
          dateOfBirth,
          address1: u.address1!.trim(),
          address2: u.address2?.trim() || null,
          city: u.city!.trim(),
          state: u.state!,
          zipCode: u.zipCode!,
          parentalConsent: u.parentalConsent === true,
          marketingCommunications: u.marketingCommunications === true,
          marketingCommunicationsWithPhi: u.marketingCommunicationsWithPhi === true,
        },
        smsCommunications: a.smsCommunications === true,
        healthQuestionnaire: a.healthQuestionnaire,
        services: a.services.map((s) => ({ kind: s.kind, brand: s.brand ?? null })),
      },
    });
  }
  return prepared;
}

/**
 * The location offers each kind (and brand, when one is chosen) to a person of this age; for a pregnant person, the
 * vaccine given in pregnancy (maternal RSV: Pfizer's, at any age the flow allows). A brand not given in pregnancy
 * is refused by name rather than reported as "not offered".
 */
export function checkOffered(
  bookable: BookableLocation,
  services: BatchCreateAppointmentsBody['appointments'][number]['services'],
  age: number,
  pregnant: boolean,
) {
  for (const s of services) {
    const label = vaccineName(s.kind, 'en');
    if (pregnant && !isKindGivenInPregnancy(s.kind)) {
      throw new AppError(400, {
        code: 'NOT_GIVEN_IN_PREGNANCY',
        service: s.kind,
        field: `services.${s.kind}`,
        message: `The ${label} vaccine is not given during pregnancy. Remove it and book the other vaccines, or ask a pharmacist.`,
      });
    }
    if (pregnant && !isBrandAllowedInPregnancy(s.kind, s.brand)) {
      throw new AppError(400, {
        code: 'NOT_GIVEN_IN_PREGNANCY',
        service: s.kind,
        field: `services.${s.kind}`,
        message: `The ${label} vaccine by ${s.brand} is not given during pregnancy. Choose Pfizer's ${label} vaccine or no preference.`,
      });
    }
    const wanted = { kind: s.kind, brands: s.brand ? [s.brand] : [], ageMin: age, ageMax: age };
    if (!bookable.offerings.some((o) => o.kind === s.kind && (s.brand == null || o.brand === s.brand))) {
      throw new AppError(400, {
        code: 'SERVICE_NOT_OFFERED',
        service: s.kind,
        message: `${bookable.location.name} does not offer the ${label} vaccine${s.brand ? ` by ${s.brand}` : ''}. Choose another vaccine or location.`,
      });
    }
    if (!bookable.offerings.some((o) => offeringServes(o, wanted, pregnant))) {
      const forWhom = pregnant && hasPregnancyOffering(s.kind) ? ' given during pregnancy' : ` at age ${age}`;
      throw new AppError(400, {
        code: 'SERVICE_NOT_OFFERED',
        service: s.kind,
        field: 'user.dateOfBirth',
        message: `${bookable.location.name} does not offer the ${label} vaccine${s.brand ? ` by ${s.brand}` : ''}${forWhom}. Choose another location.`,
      });
    }
  }
}
