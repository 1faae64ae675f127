// Which modal a failed booking opens (docs/product/booking-flow.md, When something goes wrong).
import type { ApiErrorItem } from '../../../lib/api-client.ts';

export const USER_FIELDS = ['firstName', 'lastName', 'sex', 'dateOfBirth', 'email', 'phoneNumber'] as const;
export type UserField = (typeof USER_FIELDS)[number];

export type BookingFailure =
  | { kind: 'slotUnavailable' }
  | { kind: 'holdLost' }
  | { kind: 'personAlreadyBooked' }
  | { kind: 'tooManyBookings' }
  | { kind: 'missingInfo'; fields: UserField[] }
  | { kind: 'unknown'; repeat: boolean };

function userField(field: string | undefined): UserField | null {
  const name = field?.replace(/^(appointments\.\d+\.)?(user\.)?/, '');
  return (USER_FIELDS as readonly string[]).includes(name ?? '') ? (name as UserField) : null;
}

// TIME_SLOT_IN_PAST and TIME_SLOT_NOT_FOUND mean the same to the person: that time can no longer be had.
const SLOT_GONE = ['TIME_SLOT_TAKEN', 'APPOINTMENT_ALREADY_BOOKED', 'TIME_SLOT_IN_PAST', 'TIME_SLOT_NOT_FOUND'];

/** `unknownBefore` counts earlier unknown failures in this review: a repeat names the provider's difficulties. */
export function bookingFailure(errors: readonly ApiErrorItem[], unknownBefore: number): BookingFailure {
  const codes = errors.map((e) => e.code);
  if (SLOT_GONE.some((code) => codes.includes(code))) return { kind: 'slotUnavailable' };
  // Decision 223: a booking takes the time this browser holds, one upcoming appointment per person and vaccine, and a
  // daily cap per e-mail address and per network.
  if (codes.includes('HOLD_REQUIRED')) return { kind: 'holdLost' };
  if (codes.includes('PERSON_ALREADY_BOOKED')) return { kind: 'personAlreadyBooked' };
  if (codes.includes('TOO_MANY_BOOKINGS')) return { kind: 'tooManyBookings' };
  const fields = errors
    .filter((e) => e.code === 'MISSING_INFORMATION' || e.code === 'VALIDATION_FAILED')
    .map((e) => userField(e.field))
    .filter((f): f is UserField => f !== null);
  if (fields.length > 0) return { kind: 'missingInfo', fields: [...new Set(fields)] };
  return { kind: 'unknown', repeat: unknownBefore > 0 };
}
