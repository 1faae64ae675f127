// SQL for storing a registration with its appointments and for idempotency answers.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

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

export async function insertRegistration(db: Kysely<Database>, r: NewRegistration) {
  await db.insertInto('registrations').values(registrationRow(r)).execute();
}

export async function insertAppointment(db: Kysely<Database>, registrationId: string, a: NewAppointment, now: string) {
  await db
    .insertInto('appointments')
    .values(appointmentRow(registrationId, a, now))
    .execute();
  await db.insertInto('appointment_services').values(serviceRows(a)).execute();
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
