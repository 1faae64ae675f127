// A link to one appointment time (the booking-deep-link of a published SMART Scheduling Links Slot, decision 131):
// `location=<id>&timeSlotId=<id>`. The slot id names its location and start, so the link is checked without the
// server; whether the time is still free is the server's answer.
import { decodeSlotId } from '../schedule.ts';

export interface SlotDeeplink {
  locationId: string;
  timeSlotId: string;
  /** The slot's start (ISO UTC). */
  start: string;
}

/** How many other times are offered when the linked one is gone. */
export const NEAREST_TIMES_SHOWN = 3;

/**
 * The linked slot, or null when the link names none or is not one of ours: a slot id that does not decode, or
 * whose location is not the link's `location` (a link edited by hand must not book somewhere else).
 */
export function parseSlotDeeplink(location: string | null, timeSlotId: string | null): SlotDeeplink | null {
  if (!timeSlotId) return null;
  const decoded = decodeSlotId(timeSlotId.trim());
  if (!decoded || Number.isNaN(decoded.start.getTime())) return null;
  if (location !== null && location.trim() !== decoded.locationId) return null;
  return { locationId: decoded.locationId, timeSlotId: timeSlotId.trim(), start: decoded.start.toISOString() };
}

/** Whether the linked time has begun: it can no longer be booked, whatever the feed said when it was read. */
export function isSlotDeeplinkPast(link: SlotDeeplink, now: Date): boolean {
  return Date.parse(link.start) <= now.getTime();
}

export type LinkedSlotOutcome<S> = { kind: 'free'; slot: S } | { kind: 'gone'; nearest: S[] };

/**
 * What the results make of the link once a location's free times are known: the linked slot when it is among them,
 * else the times nearest to it (either side, earlier first on a tie), in time order.
 */
export function linkedSlotOutcome<S extends { id: string; time: string }>(
  link: SlotDeeplink,
  freeSlots: readonly S[],
  count = NEAREST_TIMES_SHOWN,
): LinkedSlotOutcome<S> {
  const slot = freeSlots.find((s) => s.id === link.timeSlotId);
  if (slot) return { kind: 'free', slot };
  const target = Date.parse(link.start);
  const nearest = [...freeSlots]
    .sort(
      (a, b) =>
        Math.abs(Date.parse(a.time) - target) - Math.abs(Date.parse(b.time) - target) ||
        Date.parse(a.time) - Date.parse(b.time),
    )
    .slice(0, count)
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  return { kind: 'gone', nearest };
}
