// Stored appointments to the registration contract the confirmation page reads (docs/product/booking-flow.md,
// Confirmation).
import { NOT_GIVEN_REASONS } from '@vaxnear/domain/attendance';
import { PHARMACY_CANCEL_REASONS } from '@vaxnear/domain/day-list';
import { hasPregnancyOffering } from '@vaxnear/domain/booking/pregnancy-offering';
import type { Registration, RegistrationAppointment } from '@vaxnear/domain/contracts/registrations';
import { encodeSlotId, formatWithOffset } from '@vaxnear/domain/schedule';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import type { LocationRecord } from '../locations/locations.repository.ts';
import type { StoredAppointment } from './registrations.repository.ts';

export function toRegistrationAppointment(
  appointment: StoredAppointment,
  location: LocationRecord,
): RegistrationAppointment {
  const start = new Date(appointment.startsAt);
  const notGivenReason = oneOf(NOT_GIVEN_REASONS, appointment.attendanceReason);
  const cancelReason = oneOf(PHARMACY_CANCEL_REASONS, appointment.cancellationReason);
  return {
    id: appointment.id,
    timeSlotId: encodeSlotId(appointment.locationId, start),
    time: formatWithOffset(start, location.timeZone),
    durationMinutes: location.slotMinutes,
    locationId: location.id,
    location: {
      id: location.id,
      name: location.name,
      address1: location.address1,
      address2: location.address2,
      city: location.city,
      state: location.state,
      zipCode: location.zip,
      latitude: location.lat,
      longitude: location.lng,
      retailer: location.retailer,
      timeZone: location.timeZone,
      metadata: { webAddress: location.website, phoneNumber: location.phone },
    },
    // Only a service given as the pregnancy vaccine (maternal RSV) carries the flag, so the confirmation can say so.
    services: appointment.services.map((s) => ({
      kind: s.kind as VaccineKind,
      brand: s.brand,
      ...(appointment.pregnant && hasPregnancyOffering(s.kind as VaccineKind) ? { forPregnancy: true } : {}),
    })),
    user: { firstName: appointment.firstName, lastName: appointment.lastName },
    status: appointment.status,
    // A booking just made is expected: the booking's answer and the registration's read say the same.
    attendance: appointment.attendance ?? 'expected',
    ...(appointment.attendance === 'not_given' && notGivenReason ? { attendanceReason: notGivenReason } : {}),
    ...(appointment.status === 'cancelled'
      ? { cancelledBy: appointment.cancelledByStaff ? 'pharmacy' : 'person' }
      : {}),
    ...(appointment.status === 'cancelled' && cancelReason ? { cancellationReason: cancelReason } : {}),
    ...(appointment.status === 'cancelled' && appointment.cancellationNote
      ? { cancellationNote: appointment.cancellationNote }
      : {}),
  };
}

export function toRegistration(
  accessCode: string,
  confirmationNumber: string,
  appointments: RegistrationAppointment[],
): Registration {
  return { accessCode, confirmationNumber, appointments };
}

/** The value if it is one of `values` (a code this version knows), else null. */
function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return value != null && (values as readonly string[]).includes(value) ? (value as T) : null;
}
