// SQL for storing a registration with its appointments and for idempotency answers.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { compiledOnce, runCompiled } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema.ts';
import { insertMailIfAllowedQuery, insertMailWithinAllowance, type NewMail } from '../mail/mail-outbox.repository.ts';
import { takeFromAllowanceQuery, type AllowanceTake } from '../rate-limits/rate-counters.repository.ts';
import {
  addDailyPlaces,
  addDailyPlacesQuery,
  claimPersonBookings,
  claimPersonBookingsQuery,
  refusedClaims,
  refusedScopes,
  type DailyPlaces,
  type PersonBookingClaim,
} from './booking-limits.repository.ts';

export interface NewAppointment {
  id: string;
  locationId: string;
  startsAt: string;
  personKey: string;
  user: {
    firstName: string;
    lastName: string;
    sex: string;
    dateOfBirth: string;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zipCode: string;
    parentalConsent: boolean;
    marketingCommunications: boolean;
    marketingCommunicationsWithPhi: boolean;
  };
  smsCommunications: boolean;
  healthQuestionnaire: { pregnant?: boolean | undefined; dueDate?: string | undefined } | undefined;
  services: Array<{ kind: string; brand: string | null }>;
}

type NewRegistration = {
  id: string;
  accessCode: string;
  confirmationNumber: string;
  email: string;
  phone: string | null;
  locale: string;
  now: string;
};

const registrationRow = (r: NewRegistration) => ({
  id: r.id,
  access_code: r.accessCode,
  confirmation_number: r.confirmationNumber,
  email: r.email,
  phone: r.phone,
  locale: r.locale,
  created_at: r.now,
});

const appointmentRow = (registrationId: string, a: NewAppointment, now: string) => {
  const flag = (value: boolean) => (value ? 1 : 0);
  return {
    id: a.id,
    registration_id: registrationId,
    location_id: a.locationId,
    starts_at: a.startsAt,
    person_key: a.personKey,
    first_name: a.user.firstName,
    last_name: a.user.lastName,
    sex: a.user.sex,
    date_of_birth: a.user.dateOfBirth,
    address1: a.user.address1,
    address2: a.user.address2,
    city: a.user.city,
    state: a.user.state,
    zip_code: a.user.zipCode,
    parental_consent: flag(a.user.parentalConsent),
    marketing_communications: flag(a.user.marketingCommunications),
    marketing_communications_with_phi: flag(a.user.marketingCommunicationsWithPhi),
    sms_communications: flag(a.smsCommunications),
    health_questionnaire: a.healthQuestionnaire === undefined ? null : JSON.stringify(a.healthQuestionnaire),
    created_at: now,
  };
};

const serviceRows = (a: NewAppointment) =>
  a.services.map((s) => ({
    appointment_id: a.id,
    kind: s.kind,
    brand: s.brand,
    person_key: a.personKey,
    starts_at: a.startsAt,
  }));

/**
 * Stores a registration with its appointments and their services. On PostgreSQL this is one statement (the
 * inserts as data-modifying CTEs; foreign keys are checked at its end): each statement is a round trip to the
 * server, and round trips were most of a booking's cost there. On SQLite, one statement each.
 */
export async function insertRegistrationWithAppointments(
  db: Kysely<Database>,
  dialect: DialectName,
  r: NewRegistration,
  appointments: readonly NewAppointment[],
) {
  if (dialect === 'postgres') {
    await db
      .with('registration', (q) => q.insertInto('registrations').values(registrationRow(r)).returning('id'))
      .with('appointment', (q) =>
        q
          .insertInto('appointments')
          .values(appointments.map((a) => appointmentRow(r.id, a, r.now)))
          .returning('id'),
      )
      .insertInto('appointment_services')
      .values(appointments.flatMap(serviceRows))
      .execute();
    return;
  }
  await insertRegistration(db, r);
  for (const a of appointments) await insertAppointment(db, r.id, a, r.now);
}

export interface BookingLimits {
  day: string;
  /** The daily caps this booking counts against (decision 223). */
  counts: ReadonlyArray<DailyPlaces>;
  /** One per person and vaccine kind, distinct. */
  claims: readonly PersonBookingClaim[];
  now: string;
  /** The confirmation e-mail and the unit of its mailbox's share it takes (mailAllowance), or null for none. */
  mail: { mail: NewMail; allowance: AllowanceTake } | null;
}

/**
 * Stores a booking and counts it against the booking limits: the registration, its appointments and services, the
 * daily places and the person claims. Answers what the limits refused; the caller rolls back when anything was. On
 * PostgreSQL this is one statement (data-modifying CTEs; foreign keys are checked at its end): each statement is a
 * round trip, and round trips are most of a booking's cost there. On SQLite, one statement each.
 */
export async function storeBooking(
  trx: Transaction<Database>,
  dialect: DialectName,
  r: NewRegistration,
  appointments: readonly NewAppointment[],
  limits: BookingLimits,
): Promise<{ refusedScopes: string[]; refusedClaims: PersonBookingClaim[] }> {
  const over = limits.counts.filter((c) => c.places > c.cap).map((c) => c.scope);
  if (over.length > 0) return { refusedScopes: over, refusedClaims: [] };
  if (dialect !== 'postgres') {
    const scopes = await addDailyPlaces(trx, limits.day, limits.counts);
    if (scopes.length > 0) return { refusedScopes: scopes, refusedClaims: [] };
    await insertRegistrationWithAppointments(trx, dialect, r, appointments);
    const refused = await claimPersonBookings(trx, limits.claims, limits.now);
    // Beyond the mailbox's share, or to a stopped mailbox, the booking stands without its e-mail (decision 226).
    if (refused.length === 0 && limits.mail)
      await insertMailWithinAllowance(trx, limits.mail.mail, limits.mail.allowance);
    return { refusedScopes: [], refusedClaims: refused };
  }
  // The CTEs present depend on the limits in force; their names are fixed, so the query's type is widened here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query: any = trx
    .with('registration', (q) => q.insertInto('registrations').values(registrationRow(r)).returning('id'))
    .with('appointment', (q) =>
      q
        .insertInto('appointments')
        .values(appointments.map((a) => appointmentRow(r.id, a, r.now)))
        .returning('id'),
    )
    .with('service', (q) =>
      q.insertInto('appointment_services').values(appointments.flatMap(serviceRows)).returning('appointment_id'),
    );
  if (limits.counts.length > 0) query = query.with('quota', () => addDailyPlacesQuery(trx, limits.day, limits.counts));
  if (limits.claims.length > 0)
    query = query.with('claimed', () => claimPersonBookingsQuery(trx, limits.claims, limits.now));
  // The e-mail within its mailbox's share (decision 226): a refused booking rolls back, its e-mail and count with it.
  if (limits.mail) {
    const { mail, allowance } = limits.mail;
    query = query
      .with('mail_allowed', () => takeFromAllowanceQuery(trx, allowance))
      .with('mail', () => insertMailIfAllowedQuery(trx, mail, 'mail_allowed'));
  }
  const row = (await query
    .selectNoFrom([
      (limits.counts.length > 0 ? sql`(select coalesce(json_agg(scope), '[]') from quota)` : sql`'[]'::json`).as(
        'counted',
      ),
      (limits.claims.length > 0
        ? sql`(select coalesce(json_agg(json_build_object('person', person, 'kind', kind)), '[]') from claimed)`
        : sql`'[]'::json`
      ).as('claimed'),
    ])
    .executeTakeFirstOrThrow()) as { counted: string[]; claimed: Array<{ person: string; kind: string }> };
  return {
    refusedScopes: refusedScopes(
      limits.counts,
      row.counted.map((scope) => ({ scope })),
    ),
    refusedClaims: refusedClaims(limits.claims, row.claimed),
  };
}

const insertRegistrationRow = compiledOnce('insertRegistration', (db, row: ReturnType<typeof registrationRow>) =>
  db.insertInto('registrations').values(row),
);
const insertAppointmentRow = compiledOnce('insertAppointment', (db, row: ReturnType<typeof appointmentRow>) =>
  db.insertInto('appointments').values(row),
);
const insertServiceRow = compiledOnce('insertService', (db, row: ReturnType<typeof serviceRows>[number]) =>
  db.insertInto('appointment_services').values(row),
);

export async function insertRegistration(db: Kysely<Database>, r: NewRegistration) {
  await runCompiled(db, insertRegistrationRow(db, registrationRow(r)));
}

export async function insertAppointment(db: Kysely<Database>, registrationId: string, a: NewAppointment, now: string) {
  await runCompiled(db, insertAppointmentRow(db, appointmentRow(registrationId, a, now)));
  // One statement per service: one shape, where a multi-row insert would be a statement per count of services.
  for (const row of serviceRows(a)) await runCompiled(db, insertServiceRow(db, row));
}

export async function findIdempotentAnswer(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'response'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function insertIdempotentAnswer(
  db: Kysely<Database>,
  a: { key: string; requestHash: string; status: number; response: unknown; now: string },
) {
  await db
    .insertInto('idempotency_keys')
    .values({
      key: a.key,
      request_hash: a.requestHash,
      status: a.status,
      response: JSON.stringify(a.response),
      created_at: a.now,
    })
    .execute();
}
