import { describe, expect, it } from 'vitest';
import { bookingFailure } from './booking-outcome.ts';

describe('which modal a failed booking opens', () => {
  it('sends a taken or already-booked time to "no longer available"', () => {
    for (const code of ['TIME_SLOT_TAKEN', 'APPOINTMENT_ALREADY_BOOKED', 'TIME_SLOT_IN_PAST', 'TIME_SLOT_NOT_FOUND']) {
      expect(bookingFailure([{ code, message: 'gone' }], 0)).toEqual({ kind: 'slotUnavailable' });
    }
  });

  it('sends a time no longer held, a person already booked for the vaccine and a daily cap to modals of their own', () => {
    expect(bookingFailure([{ code: 'HOLD_REQUIRED', message: 'x' }], 0)).toEqual({ kind: 'holdLost' });
    expect(bookingFailure([{ code: 'PERSON_ALREADY_BOOKED', field: 'appointments.0.user', message: 'x' }], 0)).toEqual({
      kind: 'personAlreadyBooked',
    });
    expect(bookingFailure([{ code: 'TOO_MANY_BOOKINGS', field: 'user.email', message: 'x' }], 0)).toEqual({
      kind: 'tooManyBookings',
    });
  });

  it("names the person's fields for missing or invalid information, once each", () => {
    expect(
      bookingFailure(
        [
          { code: 'VALIDATION_FAILED', field: 'user.email', message: 'Invalid email format' },
          { code: 'MISSING_INFORMATION', field: 'appointments.0.user.firstName', message: 'Required' },
          { code: 'VALIDATION_FAILED', field: 'phoneNumber', message: 'Invalid phone number format' },
          { code: 'VALIDATION_FAILED', field: 'user.email', message: 'again' },
        ],
        0,
      ),
    ).toEqual({ kind: 'missingInfo', fields: ['email', 'firstName', 'phoneNumber'] });
  });

  it("treats anything else, and field errors on non-person fields, as unknown; a repeat is the provider's difficulty", () => {
    expect(bookingFailure([{ code: 'SOMETHING_WENT_WRONG', message: 'x' }], 0)).toEqual({
      kind: 'unknown',
      repeat: false,
    });
    expect(bookingFailure([{ code: 'VALIDATION_FAILED', field: 'appointments.0.services', message: 'x' }], 0)).toEqual({
      kind: 'unknown',
      repeat: false,
    });
    expect(bookingFailure([], 1)).toEqual({ kind: 'unknown', repeat: true });
  });
});
