import { describe, expect, it } from 'vitest';
import { bookingFailure } from './booking-outcome.ts';

describe('which modal a failed booking opens', () => {
  it('sends a taken or already-booked time to "no longer available"', () => {
    for (const code of ['TIME_SLOT_TAKEN', 'APPOINTMENT_ALREADY_BOOKED', 'TIME_SLOT_IN_PAST', 'TIME_SLOT_NOT_FOUND']) {
      expect(bookingFailure([{ code, message: 'gone' }], 0)).toEqual({ kind: 'slotUnavailable' });
    }
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
