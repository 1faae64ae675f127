// Who on a day list has been told of a closure and has not yet rebooked (docs/product/staff.md, The day list; issue 26):
// a booked appointment named by a notice of a closure that still stands, still where the closure left it. The counter
// sees them before they arrive at a locked door, or call.
import type { Kysely } from 'kysely';
import { inClosure } from '@vaxnear/domain/closures';
import { isScheduledSlot, type LocationSchedule } from '@vaxnear/domain/schedule';
import type { Database } from '../../db/schema.ts';

/** The ids among `appointments` (booked, at `locationId`) still inside an open closure that told them. */
export async function notRebookedIds(
  db: Kysely<Database>,
  locationId: string,
  schedule: LocationSchedule | null,
  appointments: ReadonlyArray<{ id: string; starts_at: string; status: string }>,
): Promise<Set<string>> {
  const booked = appointments.filter((a) => a.status === 'booked');
  if (booked.length === 0) return new Set();
  const first = booked.reduce((m, a) => (a.starts_at < m ? a.starts_at : m), booked[0]!.starts_at);
  const last = booked.reduce((m, a) => (a.starts_at > m ? a.starts_at : m), booked[0]!.starts_at);
  const rows = await db
    .selectFrom('closure_notices as n')
    .innerJoin('location_closures as c', 'c.id', 'n.closure_id')
    .select(['n.appointment_ids', 'c.starts_at', 'c.ends_at', 'c.cause'])
    .where('c.location_id', '=', locationId)
    .where('c.reopened_at', 'is', null)
    .where('c.starts_at', '<=', last)
    .where('c.ends_at', '>', first)
    .execute();
  const flagged = new Set<string>();
  for (const row of rows) {
    const told = new Set(JSON.parse(row.appointment_ids) as string[]);
    const range = { startsAt: row.starts_at, endsAt: row.ends_at };
    for (const a of booked) {
      if (!told.has(a.id) || !inClosure(a.starts_at, range)) continue;
      // Told of a change of hours: flagged while the time is one the schedule no longer opens.
      if (row.cause === 'schedule_change' && schedule) {
        const start = new Date(a.starts_at);
        const probe = { ...schedule, sameDayBooking: true, bookableUntil: null };
        if (isScheduledSlot(probe, start, new Date(start.getTime() - 1))) continue;
      }
      flagged.add(a.id);
    }
  }
  return flagged;
}
