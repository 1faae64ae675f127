// The FHIR read API for pharmacy systems (decision 248): searches answered as FHIR R4 searchset Bundles, only for the
// client's own retailer, each read written to the audit log with the client as its actor.
import { addDaysToIsoDate, localDateOf } from '@vaxnear/domain/schedule';
import { AppError } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { findBookableLocation } from '../locations/locations.repository.ts';
import { fhirIdOf } from '../smart-scheduling/fhir-vocabulary.ts';
import { slotsOfLocation, toFhirSchedules } from '../smart-scheduling/smart-publish.service.ts';
import {
  toFhirAppointment,
  toFhirImmunization,
  vaccinationsOf,
  type FhirResource,
} from '../webhooks/webhook-payload.ts';
import { takeFromAllowance } from '../rate-limits/rate-counters.repository.ts';

export interface ApiClientIdentity {
  id: string;
  retailer: string;
  name: string;
}

export type SearchType = 'Appointment' | 'Slot' | 'Schedule' | 'Immunization';

export function searchset(resources: readonly object[], selfUrl: string) {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: resources.length,
    link: [{ relation: 'self', url: selfUrl }],
    entry: resources.map((resource) => ({ resource, search: { mode: 'match' } })),
  };
}

/** One unit of the client's per-minute allowance, shared by every server; false when it is used up. */
export async function takeClientAllowance(deps: ServiceDeps, clientId: string): Promise<boolean> {
  const now = deps.clock.now();
  return takeFromAllowance(deps.db, {
    key: `fhir-api:${clientId}`,
    max: deps.config.fhirApiRateLimitMax,
    now: now.toISOString(),
    windowStart: new Date(now.getTime() - 60_000).toISOString(),
  });
}

/** Accepts our location id or its FHIR id (a "." for each "_"), with or without "Location/". */
async function locationOfClient(deps: ServiceDeps, client: ApiClientIdentity, given: string) {
  const id = given.replace(/^Location\//, '');
  let row = await deps.db.selectFrom('locations').select(['id', 'retailer']).where('id', '=', id).executeTakeFirst();
  if (!row && id.includes('.'))
    row = await deps.db
      .selectFrom('locations')
      .select(['id', 'retailer'])
      .where('id', '=', id.replace(/\./g, '_'))
      .executeTakeFirst();
  if (!row || row.retailer !== client.retailer)
    // Another retailer's location is refused as an unknown one is: a client learns nothing of what it may not read.
    throw new AppError(403, {
      code: 'FHIR_LOCATION_FORBIDDEN',
      field: 'location',
      message: 'This location is not one of your retailer’s. Search with the id of one of your own locations.',
    });
  return row.id;
}

export async function searchResources(
  deps: ServiceDeps,
  database: DatabaseHandle,
  client: ApiClientIdentity,
  type: SearchType,
  query: { location: string; date?: string | undefined },
): Promise<FhirResource[] | object[]> {
  const locationId = await locationOfClient(deps, client, query.location);
  const now = deps.clock.now();
  let resources: object[];
  if (type === 'Schedule') {
    const bookable = await findBookableLocation(deps.db, locationId);
    resources = bookable ? toFhirSchedules(bookable, fhirIdOf(locationId)) : [];
  } else if (type === 'Slot') {
    resources = await slotsOfLocation(database, locationId, { publicBaseUrl: deps.config.publicBaseUrl, now });
    if (query.date) resources = resources.filter((s) => (s as { start: string }).start.startsWith(query.date!));
  } else {
    const date = query.date!;
    const location = await deps.db
      .selectFrom('locations')
      .select(['time_zone', 'slot_minutes'])
      .where('id', '=', locationId)
      .executeTakeFirstOrThrow();
    // A wide UTC window, then the location's own calendar date.
    const rows = await deps.db
      .selectFrom('appointments')
      .select([
        'id',
        'location_id',
        'starts_at',
        'first_name',
        'last_name',
        'sex',
        'date_of_birth',
        'created_at',
        'status',
        'attendance',
        'attendance_at',
        'attendance_reason',
      ])
      .where('location_id', '=', locationId)
      .where('starts_at', '>=', `${addDaysToIsoDate(date, -1)}T00:00:00.000Z`)
      .where('starts_at', '<', `${addDaysToIsoDate(date, 2)}T00:00:00.000Z`)
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
    const onDate = rows.filter((r) => localDateOf(new Date(r.starts_at), location.time_zone) === date);
    const services = onDate.length
      ? await deps.db
          .selectFrom('appointment_services')
          .select(['appointment_id', 'kind', 'brand'])
          .where(
            'appointment_id',
            'in',
            onDate.map((r) => r.id),
          )
          .orderBy('kind')
          .execute()
      : [];
    const appointments = onDate.map((r) =>
      toFhirAppointment({ ...r, services: services.filter((s) => s.appointment_id === r.id) }, location.slot_minutes),
    );
    if (type === 'Appointment') resources = appointments;
    else {
      resources = [];
      for (const appointment of appointments)
        for (const v of await vaccinationsOf(deps.db, appointment.id))
          resources.push(toFhirImmunization(appointment, v));
    }
  }
  await insertAuditEntry(deps.db, {
    at: now.toISOString(),
    actorId: `api_client:${client.id}`,
    action: 'fhir.search',
    recordType: type,
    recordId: locationId,
    changes: { ...(query.date ? { date: query.date } : {}), count: resources.length },
    address: null,
    retailer: client.retailer,
  });
  return resources;
}
