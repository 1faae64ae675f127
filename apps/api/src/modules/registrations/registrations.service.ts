import type { FastifyInstance } from 'fastify';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { AppError } from '../../lib/errors.ts';
import { findBookableLocation, type LocationRecord } from '../locations/locations.repository.ts';
import { toRegistration, toRegistrationAppointment } from './registrations.mapper.ts';
import { findRegistrationByAccessCode } from './registrations.repository.ts';

const ACCESS_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
// One answer for "malformed" and "unknown": the answer must not help anyone guess codes.
const notFound = () => new AppError(404, { code: 'REGISTRATION_NOT_FOUND', message: 'No booking was found for this link. Check that the whole link was copied.' });

export async function getRegistration(app: FastifyInstance, accessCode: string): Promise<Registration> {
  if (!ACCESS_CODE_PATTERN.test(accessCode)) throw notFound();
  const db = app.database.db;
  const stored = await findRegistrationByAccessCode(db, accessCode);
  if (!stored) throw notFound();
  const locations = new Map<string, LocationRecord>();
  for (const id of new Set(stored.appointments.map((a) => a.locationId))) {
    const bookable = await findBookableLocation(db, id);
    if (bookable) locations.set(id, bookable.location);
  }
  return toRegistration(stored.accessCode, stored.confirmationNumber, stored.appointments
    .filter((a) => locations.has(a.locationId))
    .map((a) => toRegistrationAppointment(a, locations.get(a.locationId)!)));
}
