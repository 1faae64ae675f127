// Bookings sent to running server processes, for the tests of several servers and of database faults: distinct people
// in the slots of one place, each answer kept with the moment it came back.
import { bookingBody, slotId } from '../modules/bookings/test-fixtures.ts';

export interface BookingOutcome {
  status: number;
  code: string | null;
  confirmationNumber: string | null;
  retryAfter: string | null;
  at: number;
  slot: string;
}

/** 09:00 to 17:00 in Alliance NE (the fixtures' Safeway) two days after `now`, as UTC instants 15 minutes apart. */
export function slotsTheDayAfterTomorrow(now = new Date(), count = 28): string[] {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, 16));
  return Array.from({ length: count }, (_, i) => new Date(day.getTime() + i * 15 * 60_000).toISOString());
}

export async function book(baseUrl: string, person: number, slot: string): Promise<BookingOutcome> {
  const payload = bookingBody([{ slot, user: { firstName: `Person${person}`, lastName: 'Load' } }], {
    email: `person${person}@example.com`,
  });
  try {
    const res = await fetch(`${baseUrl}/api/v1/appointments/batch_create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = (await res.json()) as {
      data?: { registration: { confirmationNumber: string } };
      errors?: Array<{ code: string }>;
    };
    return {
      status: res.status,
      code: body.errors?.[0]?.code ?? null,
      confirmationNumber: body.data?.registration.confirmationNumber ?? null,
      retryAfter: res.headers.get('retry-after'),
      at: Date.now(),
      slot,
    };
  } catch (error) {
    // No answer at all (the connection was refused or cut): the client would retry.
    const e = error as { cause?: { code?: string }; message?: string };
    return {
      status: 0,
      code: e.cause?.code ?? e.message ?? 'ERROR',
      confirmationNumber: null,
      retryAfter: null,
      at: Date.now(),
      slot,
    };
  }
}

export { slotId };
