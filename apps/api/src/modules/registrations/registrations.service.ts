import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { AppError } from '../../lib/errors.ts';
import { findBookableLocation, type LocationRecord } from '../locations/locations.repository.ts';
import { toRegistration, toRegistrationAppointment } from './registrations.mapper.ts';
import { findRegistrationByAccessCode, type StoredRegistration } from './registrations.repository.ts';

const ACCESS_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
// One answer for "malformed" and "unknown": the answer must not help anyone guess codes.
const notFound = () =>
  new AppError(404, {
    code: 'REGISTRATION_NOT_FOUND',
    message: 'No booking was found for this link. Check that the whole link was copied.',
  });

/** The stored registration of an access code; the same 404 for a malformed and an unknown code. */
export async function findStoredRegistration(deps: ServiceDeps, accessCode: string): Promise<StoredRegistration> {
  if (!ACCESS_CODE_PATTERN.test(accessCode)) throw notFound();
  const stored = await findRegistrationByAccessCode(deps.db, accessCode);
  if (!stored) throw notFound();
  return stored;
}

/** The places a registration's appointments are at; places no longer listed are left out. */
export async function locationsOf(deps: ServiceDeps, stored: StoredRegistration): Promise<Map<string, LocationRecord>> {
  const locations = new Map<string, LocationRecord>();
  for (const id of new Set(stored.appointments.map((a) => a.locationId))) {
    const bookable = await findBookableLocation(deps.db, id);
    if (bookable) locations.set(id, bookable.location);
  }
  return locations;
}

/** A stored registration as the contract shows it, with its places already read (inside a transaction, say). */
export function registrationAnswerWith(
  stored: StoredRegistration,
  locations: ReadonlyMap<string, LocationRecord>,
): Registration {
  return toRegistration(
    stored.accessCode,
    stored.confirmationNumber,
    stored.appointments
      .filter((a) => locations.has(a.locationId))
      .map((a) => toRegistrationAppointment(a, locations.get(a.locationId)!)),
  );
}

/** A stored registration as the contract shows it: appointments at locations no longer listed are left out. */
export async function toRegistrationAnswer(deps: ServiceDeps, stored: StoredRegistration): Promise<Registration> {
  return registrationAnswerWith(stored, await locationsOf(deps, stored));
}

export async function getRegistration(deps: ServiceDeps, accessCode: string): Promise<Registration> {
  return toRegistrationAnswer(deps, await findStoredRegistration(deps, accessCode));
}

/** The registration with each appointment's calendar revision. */
export async function getRegistrationWithSequences(deps: ServiceDeps, accessCode: string) {
  const stored = await findStoredRegistration(deps, accessCode);
  return {
    registration: await toRegistrationAnswer(deps, stored),
    sequences: new Map(stored.appointments.map((a) => [a.id, a.sequence])),
  };
}
