// The counter's calls at one location (docs/product/staff.md, Lots, Vaccination records, Walk-ins), typed by the
// domain's contract. Same-origin, with the session cookie the browser sends by itself (decision 240).
import type {
  AppointmentVaccinations,
  CountLotBody,
  Lot,
  ReceiveLotBody,
  RecordVaccinationBody,
  VaccinationRecord,
  WalkIn,
  WalkInBody,
  WalkInTime,
  WasteLotBody,
} from '@vaxnear/domain/contracts/staff-counter';
import { apiRequest } from '../../../lib/api-client.ts';

const at = (locationId: string) => `/staff/locations/${encodeURIComponent(locationId)}`;

export const listLots = (locationId: string, withEmpty = false): Promise<Lot[]> =>
  apiRequest('GET', `${at(locationId)}/lots`, { query: withEmpty ? { empty: 'true' } : {} });

export const receiveLot = (locationId: string, body: ReceiveLotBody): Promise<Lot> =>
  apiRequest('POST', `${at(locationId)}/lots`, { body });

export const wasteDoses = (locationId: string, lotId: string, body: WasteLotBody): Promise<Lot> =>
  apiRequest('POST', `${at(locationId)}/lots/${encodeURIComponent(lotId)}/waste`, { body });

export const countLot = (locationId: string, lotId: string, body: CountLotBody): Promise<Lot> =>
  apiRequest('POST', `${at(locationId)}/lots/${encodeURIComponent(lotId)}/count`, { body });

export const readAppointmentVaccinations = (
  locationId: string,
  appointmentId: string,
): Promise<AppointmentVaccinations> =>
  apiRequest('GET', `${at(locationId)}/appointments/${encodeURIComponent(appointmentId)}/vaccinations`);

export const recordVaccination = (
  locationId: string,
  appointmentId: string,
  body: RecordVaccinationBody,
): Promise<VaccinationRecord> =>
  apiRequest('POST', `${at(locationId)}/appointments/${encodeURIComponent(appointmentId)}/vaccinations`, { body });

export const walkInTimes = (locationId: string): Promise<WalkInTime[]> =>
  apiRequest('GET', `${at(locationId)}/walk-ins/times`);

export const addWalkIn = (locationId: string, body: WalkInBody): Promise<WalkIn> =>
  apiRequest('POST', `${at(locationId)}/walk-ins`, { body });
