// "I need more time" for a party (decision 284): the single booking's extension (decision 151) for the N places a
// party holds together. All of them get the time or none does, within the same limits as one person's hold.
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { extendHoldUntil } from '@vaxnear/domain/booking/hold-extension';
import { HOLD_MAX_EXTENSIONS, MAX_HOLD_TOTAL_MINUTES } from '@vaxnear/domain/constants';
import { decodeSlotId } from '@vaxnear/domain/schedule';
import { AppError } from '../../lib/errors.ts';
import type { SlotKey } from './reservations.repository.ts';
import {
  findClientPartyHolds,
  recordPartyHoldExtension,
  type PartyHoldRow,
} from './party-hold-extension.repository.ts';
import { retryOnConflict } from '../bookings/database-errors.ts';

const partyHoldEnded = () =>
  new AppError(409, {
    code: 'HOLD_EXPIRED',
    field: 'timeSlotIds',
    message:
      "Your party's hold on these appointment times has ended. Hold the times again if they are still free for everyone, or choose another time.",
  });

/** Thrown inside the transaction when another "more time" request extended these holds first: nothing is written. */
class ExtendedMeanwhile extends Error {}

/** What the party's places have used of their allowance: the earliest take, the soonest end, the most extensions. */
function partyHistory(rows: readonly PartyHoldRow[]) {
  return {
    firstHeldAt: new Date(rows.reduce((a, r) => (r.created_at < a ? r.created_at : a), rows[0]!.created_at)),
    expiresAt: new Date(rows.reduce((a, r) => (r.expires_at < a ? r.expires_at : a), rows[0]!.expires_at)),
    extensions: Math.max(...rows.map((r) => r.extension_count)),
  };
}

/** Every place the party was held with is still the client's: at each time, at least as many holds as people. */
function holdsEveryPlace(rows: readonly PartyHoldRow[], places: ReadonlyMap<string, number>): boolean {
  for (const [key, wanted] of places)
    if (rows.filter((r) => `${r.location_id} ${r.starts_at}` === key).length < wanted) return false;
  return true;
}

export async function extendPartyHold(
  deps: ServiceDeps,
  clientId: string | null,
  timeSlotIds: readonly string[],
): Promise<{ timeSlotIds: string[]; expiresAt: string; extensionsLeft: number }> {
  const places = new Map<string, number>();
  const slots = new Map<string, SlotKey>();
  for (const [index, id] of timeSlotIds.entries()) {
    const decoded = decodeSlotId(id);
    if (!decoded)
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: `timeSlotIds.${index}`,
        message: `"${id}" is not a valid time slot id.`,
      });
    const slot = { locationId: decoded.locationId, startsAt: decoded.start.toISOString() };
    const key = `${slot.locationId} ${slot.startsAt}`;
    slots.set(key, slot);
    places.set(key, (places.get(key) ?? 0) + 1);
  }
  if (!clientId) throw partyHoldEnded();
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const keys = [...slots.values()];
  const answer = (rows: readonly PartyHoldRow[]) => {
    const history = partyHistory(rows);
    return {
      timeSlotIds: [...timeSlotIds],
      expiresAt: history.expiresAt.toISOString(),
      extensionsLeft: Math.max(0, HOLD_MAX_EXTENSIONS - history.extensions),
    };
  };
  try {
    return await retryOnConflict(() =>
      deps.db.transaction().execute(async (trx) => {
        const rows = await findClientPartyHolds(trx, clientId, keys, nowIso);
        if (rows.length === 0 || !holdsEveryPlace(rows, places)) throw partyHoldEnded();
        const history = partyHistory(rows);
        // Already held a full hold from now (a second click just after the first, or a party held a moment ago):
        // nothing to give, nothing to refuse. The answer is the hold as it is.
        if (history.expiresAt.getTime() >= now.getTime() + deps.config.holdMinutes * 60_000) return answer(rows);
        const extension = extendHoldUntil(history, now, deps.config.holdMinutes);
        if (!extension.ok)
          throw new AppError(409, {
            code: 'HOLD_NOT_EXTENDABLE',
            field: 'timeSlotIds',
            message:
              extension.reason === 'no_extensions_left'
                ? `You have already asked for more time ${HOLD_MAX_EXTENSIONS} times. Please finish booking before the hold ends; afterwards you can hold the times again if they are still free for everyone.`
                : `Appointment times can be held for ${MAX_HOLD_TOTAL_MINUTES} minutes at most. Please finish booking before the hold ends; afterwards you can hold the times again if they are still free for everyone.`,
          });
        const expiresAt = extension.expiresAt.toISOString();
        const changed = await recordPartyHoldExtension(trx, {
          clientId,
          slots: keys,
          now: nowIso,
          seenExtensions: history.extensions,
          expiresAt,
        });
        // Fewer rows than were read: another request extended (some of) them first. Undo ours and answer with its.
        if (changed !== rows.length) throw new ExtendedMeanwhile();
        return { timeSlotIds: [...timeSlotIds], expiresAt, extensionsLeft: extension.extensionsLeft };
      }),
    );
  } catch (error) {
    if (!(error instanceof ExtendedMeanwhile)) throw error;
    const latest = await findClientPartyHolds(deps.db, clientId, keys, nowIso);
    if (latest.length === 0 || !holdsEveryPlace(latest, places)) throw partyHoldEnded();
    return answer(latest);
  }
}
