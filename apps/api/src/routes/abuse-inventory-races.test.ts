// Attacks on a pharmacy's inventory through races and renewals (issue 24): two tabs changing one booking at once, and
// a hold renewed past its 30 minutes. Each test is one attack, on both databases; each reads the slot counters and
// the holds straight from the database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_HOLD_TOTAL_MINUTES } from '@vaxnear/domain/constants';
import { bookHeld, bookingBody, insertPlaces, slotId } from '../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../test/dialects.ts';

// Now: Monday 2026-11-23 07:00 in Alliance NE. The slots below are tomorrow, 09:00 to 17:00 there, 15 minutes apart.
const NOW = '2026-11-23T14:00:00.000Z';
const SLOTS = Array.from({ length: 32 }, (_, i) => new Date(Date.parse('2026-11-24T16:00:00.000Z') + i * 15 * 60_000));
const at = (i: number) => SLOTS[i]!.toISOString();
const cookieOf = (name: string) => `vaxnear_client=${name.padEnd(22, 'x')}`;
const PAIRS = 12;
const ROUNDS = 4;

describe.each(dialects)('inventory attacks on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    // Dozens of bookings come from this one test client: the daily caps per address (decision 223) are not the subject.
    t = await createTestApp(dialect, { now: NOW, config: { bookingsPerAddressPerDay: 0, bookingsPerEmailPerDay: 0 } });
    await insertPlaces(t.database.db, { capacity: 3, places: ['safewayAlliance'] });
  });
  afterEach(async () => {
    await t?.close();
  });

  const book = async (slot: string, person: string) => {
    const res = await bookHeld(
      t.app,
      bookingBody([{ slot, user: { firstName: person } }], { email: `${person.toLowerCase()}@example.com` }),
    );
    expect(res.statusCode).toBe(200);
    return res.json().data.registration as { accessCode: string; appointments: Array<{ id: string }> };
  };
  const change = (accessCode: string, action: 'cancel' | 'erase' | 'reschedule', payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/registrations/${accessCode}/${action}`, payload });
  /** Every slot's counter against the booked appointment rows that hold a place there. */
  const counters = async () => {
    const usage = await t.database.db.selectFrom('slot_usage').select(['starts_at', 'booked', 'capacity']).execute();
    const rows = await t.database.db
      .selectFrom('appointments')
      .select('starts_at')
      .where('status', '=', 'booked')
      .execute();
    return usage.map((u) => ({
      startsAt: u.starts_at,
      counter: Number(u.booked),
      appointments: rows.filter((r) => r.starts_at === u.starts_at).length,
      capacity: Number(u.capacity),
    }));
  };

  /**
   * Two tabs on one booking: one moves the appointment while the other cancels (or erases) it. Each round books
   * PAIRS people and starts both changes of each pair a few event-loop turns apart, so the changes interleave at
   * every point of each other.
   */
  const raceAgainstReschedule = async (other: 'cancel' | 'erase') => {
    const answers: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const bookings = [];
      for (let i = 0; i < PAIRS; i += 1) bookings.push(await book(at(i % 16), `R${round}p${i}`));
      const raced = bookings.flatMap((b, i) => {
        const move = change(b.accessCode, 'reschedule', {
          appointments: [{ id: b.appointments[0]!.id, timeSlotId: slotId('safewayAlliance', at(16 + (i % 16))) }],
        });
        // Some turns of the event loop, then some microtasks (on SQLite a query resolves within one turn).
        const delayed = (async () => {
          for (let turn = 0; turn < round % 4; turn += 1) await new Promise((resolve) => setImmediate(resolve));
          for (let hop = 0; hop < Math.floor(round / 4) * PAIRS * 2 + i * 2; hop += 1) await null;
          return change(b.accessCode, other);
        })();
        return [move, delayed];
      });
      answers.push(...(await Promise.all(raced)).map((a) => a.statusCode));
    }
    const slots = await counters();
    expect(slots.filter((slot) => slot.counter !== slot.appointments)).toEqual([]);
    expect(slots.filter((slot) => slot.counter > slot.capacity)).toEqual([]);
    // Nobody is shown a database fault; the loser of a pair is told what happened (404 gone, 409 changed).
    expect(answers.filter((status) => status >= 500)).toEqual([]);
  };

  it('a reschedule racing a cancel of the same booking frees its old place twice and strands its new one', async () => {
    await raceAgainstReschedule('cancel');
  });

  it('a reschedule racing an erase of the same booking frees its old place twice and strands its new one', async () => {
    await raceAgainstReschedule('erase');
  });

  it('a batch re-hold every few minutes keeps one slot held past 30 minutes from its first take', async () => {
    const client = cookieOf('batchrenewer');
    const timeSlotId = slotId('safewayAlliance', at(4));
    const limit = MAX_HOLD_TOTAL_MINUTES * 60_000;
    // Five calls, seven minutes apart: each lands before a 10-minute hold has ended. A hold that did end (its
    // renewals used up) starts a new take; until then, each answer keeps to 30 minutes from the first take.
    let firstTake = Date.parse(NOW);
    let heldUntil = 0;
    let longest = 0;
    for (let call = 0; call < 5; call += 1) {
      const now = t.clock.now().getTime();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reservations/batch',
        headers: { cookie: client },
        payload: { timeSlotIds: [timeSlotId] },
      });
      expect(res.statusCode).toBe(200);
      if (heldUntil <= now) firstTake = now;
      heldUntil = Date.parse(res.json().data.expiresAt);
      longest = Math.max(longest, heldUntil - firstTake);
      const stored = await t.database.db.selectFrom('holds').select('expires_at').execute();
      for (const hold of stored) expect(Date.parse(hold.expires_at)).toBeLessThanOrEqual(firstTake + limit);
      t.clock.advance(7 * 60_000);
    }
    expect(longest).toBeLessThanOrEqual(limit);
  });
});
