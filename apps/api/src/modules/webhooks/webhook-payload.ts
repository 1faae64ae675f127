// What a delivery carries (decision 247): the Standard Webhooks envelope { type, timestamp, data } where data is a FHIR
// R4 Bundle of type "collection": the Appointment as it is when sent, and for a vaccination its Immunization. Built
// at delivery time, so the outbox holds no personal data and an erased booking is sent without its person.
import { productOfCvx } from '@vaxnear/domain/vaccine-products';
import { fhirAppointmentStatus } from '@vaxnear/domain/webhooks';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fhirIdOf, IMMUNIZATION_CODING, KIND_DISPLAY, SYSTEM } from '../smart-scheduling/fhir-vocabulary.ts';
import { appointmentForPayload } from './webhooks.repository.ts';

type AppointmentRow = NonNullable<Awaited<ReturnType<typeof appointmentForPayload>>>;

export interface FhirResource {
  resourceType: string;
  id: string;
  [key: string]: unknown;
}

const GENDER: Record<string, string> = { male: 'male', female: 'female', M: 'male', F: 'female' };

/** A FHIR R4 Appointment of one of our appointments; `slotMinutes` gives its end. */
export function toFhirAppointment(row: AppointmentRow, slotMinutes: number): FhirResource {
  const start = new Date(row.starts_at);
  const end = new Date(start.getTime() + slotMinutes * 60_000);
  const patient =
    row.first_name && row.last_name
      ? {
          resourceType: 'Patient',
          id: 'patient',
          name: [{ family: row.last_name, given: [row.first_name] }],
          ...(GENDER[row.sex] ? { gender: GENDER[row.sex] } : {}),
          ...(/^\d{4}-\d{2}-\d{2}$/.test(row.date_of_birth) ? { birthDate: row.date_of_birth } : {}),
        }
      : null;
  return {
    resourceType: 'Appointment',
    id: row.id,
    identifier: [{ system: SYSTEM.vaxnearAppointment, value: row.id }],
    ...(patient ? { contained: [patient] } : {}),
    status: fhirAppointmentStatus(row.status, row.attendance),
    serviceType: row.services.map((s) => ({
      coding: [
        IMMUNIZATION_CODING,
        { system: SYSTEM.vaxnearKind, code: s.kind, display: KIND_DISPLAY[s.kind as VaccineKind] ?? s.kind },
      ],
    })),
    start: start.toISOString(),
    end: end.toISOString(),
    created: row.created_at,
    participant: [
      { actor: { reference: `Location/${fhirIdOf(row.location_id)}` }, status: 'accepted' },
      ...(patient ? [{ actor: { reference: '#patient' }, status: 'accepted' }] : []),
    ],
  };
}

/** What a vaccination record (decision 245) gives the Immunization builder. */
export interface VaccinationForFhir {
  id: string;
  /** CVX code of the product given. */
  cvx: string;
  /** MVX code of its manufacturer. */
  mvx: string | null;
  productName: string;
  occurredAt: string;
  lotNumber: string | null;
  expirationDate: string | null;
  /** HL7 table 0162, e.g. 'IM' (intramuscular). */
  route: string | null;
  /** HL7 table 0163, e.g. 'LD' (left deltoid). */
  site: string | null;
  doseQuantityMl: number | null;
}

/** The vaccines given at an appointment, in the order they were recorded. */
export async function vaccinationsOf(db: Kysely<Database>, appointmentId: string): Promise<VaccinationForFhir[]> {
  const rows = await db
    .selectFrom('vaccination_records')
    .select([
      'id',
      'cvx',
      'mvx',
      'lot_number',
      'lot_expires_on',
      'route',
      'site',
      'dose_microlitres',
      'administered_at',
    ])
    .where('appointment_id', '=', appointmentId)
    .orderBy('recorded_at')
    .orderBy('kind')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    cvx: r.cvx,
    mvx: r.mvx,
    productName: productOfCvx(r.cvx)?.productName ?? r.cvx,
    occurredAt: r.administered_at,
    lotNumber: r.lot_number,
    expirationDate: r.lot_expires_on,
    route: r.route,
    site: r.site,
    doseQuantityMl: Number(r.dose_microlitres) / 1000,
  }));
}

/** A FHIR R4 Immunization of one vaccine given at an appointment. */
export function toFhirImmunization(appointment: FhirResource, v: VaccinationForFhir): FhirResource {
  return {
    resourceType: 'Immunization',
    id: v.id,
    status: 'completed',
    vaccineCode: { coding: [{ system: 'http://hl7.org/fhir/sid/cvx', code: v.cvx, display: v.productName }] },
    patient: { reference: '#patient' },
    ...(Array.isArray(appointment.contained) ? { contained: appointment.contained } : {}),
    occurrenceDateTime: v.occurredAt,
    ...(v.lotNumber ? { lotNumber: v.lotNumber } : {}),
    ...(v.expirationDate ? { expirationDate: v.expirationDate } : {}),
    ...(v.mvx ? { manufacturer: { identifier: { system: 'http://hl7.org/fhir/sid/mvx', value: v.mvx } } } : {}),
    // The codes kept are the HL7 v2 tables' (what the registry message sends), so their FHIR systems are those tables.
    ...(v.site
      ? { site: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0163', code: v.site }] } }
      : {}),
    ...(v.route
      ? { route: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0162', code: v.route }] } }
      : {}),
    ...(v.doseQuantityMl !== null
      ? { doseQuantity: { value: v.doseQuantityMl, unit: 'mL', system: 'http://unitsofmeasure.org', code: 'mL' } }
      : {}),
    location: (appointment.participant as Array<{ actor: { reference: string } }>)[0]!.actor,
  };
}

export interface WebhookBody {
  type: string;
  timestamp: string;
  data: { resourceType: 'Bundle'; type: 'collection'; timestamp: string; entry: Array<{ resource: FhirResource }> };
}

/**
 * The body of one delivery. An appointment erased since (its person asked) is sent as what is left of it: its id, its
 * location and "cancelled".
 */
export async function buildWebhookBody(
  db: Kysely<Database>,
  delivery: { eventType: string; appointmentId: string; locationId: string; occurredAt: string },
): Promise<WebhookBody> {
  const row = await appointmentForPayload(db, delivery.appointmentId);
  const envelope = (entry: Array<{ resource: FhirResource }>): WebhookBody => ({
    type: delivery.eventType,
    timestamp: delivery.occurredAt,
    data: { resourceType: 'Bundle', type: 'collection', timestamp: delivery.occurredAt, entry },
  });
  if (!row)
    return envelope([
      {
        resource: {
          resourceType: 'Appointment',
          id: delivery.appointmentId,
          status: 'cancelled',
          participant: [{ actor: { reference: `Location/${fhirIdOf(delivery.locationId)}` }, status: 'accepted' }],
        },
      },
    ]);
  const location = await db
    .selectFrom('locations')
    .select('slot_minutes')
    .where('id', '=', row.location_id)
    .executeTakeFirst();
  const appointment = toFhirAppointment(row, location?.slot_minutes ?? 15);
  const entry: Array<{ resource: FhirResource }> = [{ resource: appointment }];
  if (delivery.eventType === 'appointment.vaccinated')
    for (const v of await vaccinationsOf(db, row.id)) entry.push({ resource: toFhirImmunization(appointment, v) });
  return envelope(entry);
}
