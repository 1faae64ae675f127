// Bookings sent to running server processes, for the tests of several servers and of database faults: distinct people
// in the slots of one place, each holding its time first as the web does, each answer kept with the moment it came
// back.
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

let clients = 0;

/**
 * One person's booking as the web makes it (decision 223): hold the time with a client cookie of its own, then book
 * with that cookie. A hold that is refused (the slot is full, the database is down) is the outcome, as the person
 * would meet it.
 */
export async function book(baseUrl: string, person: number, slot: string): Promise<BookingOutcome> {
  const payload = bookingBody([{ slot, user: { firstName: `Person${person}`, lastName: 'Load' } }], {
    email: `person${person}@example.com`,
  });
  clients += 1;
  const cookie = `vaxnear_client=${`load${process.pid}x${clients}`.padEnd(22, 'x').slice(0, 22)}`;
  const held = await call(
    `${baseUrl}/api/v1/reservations`,
    { timeSlotId: slotId('safewayAlliance', slot) },
    cookie,
    slot,
  );
  if (held.status !== 200) return held;
  return call(`${baseUrl}/api/v1/appointments/batch_create`, payload, cookie, slot);
}

async function call(url: string, payload: object, cookie: string, slot: string): Promise<BookingOutcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(payload),
    });
    const body = (await res.json()) as {
      data?: { registration?: { confirmationNumber: string } };
      errors?: Array<{ code: string }>;
    };
    return {
      status: res.status,
      code: body.errors?.[0]?.code ?? null,
      confirmationNumber: body.data?.registration?.confirmationNumber ?? null,
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
