// Holds (decision 010): one place of a slot for one client for a few minutes, while the person fills in the form.
import crypto from 'node:crypto';
import type { ServiceDeps, WithMetrics } from '../../lib/service-deps.ts';
import { recordReleasedHolds } from '../waiting-list/waiting-list-sources.ts';
import { extendHoldUntil } from '@vaxnear/domain/booking/hold-extension';
import { HOLD_MAX_EXTENSIONS, MAX_HOLDS_PER_CLIENT, MAX_HOLD_TOTAL_MINUTES } from '@vaxnear/domain/constants';
import { holdDeadline, renewedHoldExpiry } from '@vaxnear/domain/holds';
import { decodeSlotId } from '@vaxnear/domain/schedule';
import { AppError } from '../../lib/errors.ts';
import {
  countActiveHolds,
  countAddressHolds,
  countClientHolds,
  deleteClientHolds,
  deleteExpiredHolds,
  extendHold,
  findActiveHold,
  findClientHold,
  findClientHoldHistories,
  insertHold,
  type HoldHistory,
  lockClientAddress,
  lockSlot,
  recordHoldExtension,
  type SlotKey,
} from './reservations.repository.ts';
import { resolveTimeSlot } from './time-slot.service.ts';
import { forgetNextAvailableDates } from '../availability/availability.service.ts';
import { retryOnConflict } from '../bookings/database-errors.ts';

export const timeSlotTaken = (field?: string) =>
  new AppError(409, {
    code: 'TIME_SLOT_TAKEN',
    message:
      'The selected appointment time is no longer available. Please select a new appointment to continue booking.',
    ...(field ? { field } : {}),
  });

const tooManyHolds = (deps: ServiceDeps) =>
  new AppError(429, {
    code: 'TOO_MANY_HOLDS',
    message: `You are holding as many appointment times as we allow at once. Book or release a time you are holding, or wait ${deps.config.holdMinutes} minutes and try again.`,
  });

/**
 * Holds a place of the slot for the client. `clientAddress` is the client's network address (see
 * clientAddressKey): the per-address limit stops one machine from holding a pharmacy's calendar with fresh cookies.
 */
export async function holdSlot(
  deps: ServiceDeps & WithMetrics,
  clientId: string,
  clientAddress: string,
  timeSlotId: string,
): Promise<{ timeSlotId: string; expiresAt: string }> {
  const { db, dialect } = deps;
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const slot = await resolveTimeSlot(db, timeSlotId, now);
  // HOLD_MINUTES may be set above the 30-minute ceiling; the ceiling wins.
  let expiresAt = new Date(
    Math.min(now.getTime() + deps.config.holdMinutes * 60_000, holdDeadline(now).getTime()),
  ).toISOString();
  const fresh = expiresAt;
  let created = false;
  await retryOnConflict(() => {
    // A run that met a conflict wrote nothing: the next one starts from scratch.
    expiresAt = fresh;
    created = false;
    return db.transaction().execute(async (trx) => {
      await lockClientAddress(trx, dialect, clientAddress);
      const usage = await lockSlot(trx, dialect, slot.key, slot.bookable.schedule.capacity);
      await deleteExpiredHolds(trx, slot.key, nowIso);
      const own = await findActiveHold(trx, clientId, slot.key, nowIso);
      // Holding the same slot again (a reload, a retry) renews the hold rather than taking a second place, but only a
      // few times and never past a total length: otherwise re-holding every few minutes would keep a slot for ever.
      if (own) {
        const renewed = renewedHoldExpiry(
          {
            createdAt: new Date(own.created_at),
            expiresAt: new Date(own.expires_at),
            renewals: Number(own.renewals),
          },
          now,
          deps.config.holdMinutes,
        );
        if (renewed) {
          expiresAt = renewed.toISOString();
          await extendHold(trx, own.id, expiresAt);
        } else expiresAt = own.expires_at;
        return;
      }
      if ((await countClientHolds(trx, clientId, nowIso)) >= MAX_HOLDS_PER_CLIENT) throw tooManyHolds(deps);
      if ((await countAddressHolds(trx, clientAddress, nowIso)) >= deps.config.holdsPerAddress)
        throw tooManyHolds(deps);
      if (usage.booked + (await countActiveHolds(trx, slot.key, nowIso)) >= usage.capacity) throw timeSlotTaken();
      await insertHold(trx, {
        id: crypto.randomUUID(),
        clientId,
        clientAddress,
        slot: slot.key,
        expiresAt,
        now: nowIso,
      });
      created = true;
    });
  });
  if (created) deps.metrics.holdsCreated.inc();
  forgetNextAvailableDates(deps.db, [slot.key.locationId]);
  return { timeSlotId, expiresAt };
}

/**
 * A party's places, all or none, in one transaction: the client's earlier holds on these slots are replaced (a
 * party that chose again), then each slot must have room for all of the party's people there. Any refusal rolls
 * the whole transaction back, so a party never ends up holding part of its visit.
 */
export async function holdSlotsTogether(
  deps: ServiceDeps & WithMetrics,
  clientId: string,
  clientAddress: string,
  timeSlotIds: readonly string[],
): Promise<{ timeSlotIds: string[]; expiresAt: string }> {
  const { db, dialect } = deps;
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const wanted = new Map<string, { slot: Awaited<ReturnType<typeof resolveTimeSlot>>; places: number }>();
  for (const [index, id] of timeSlotIds.entries()) {
    const slot = await resolveTimeSlot(db, id, now, `timeSlotIds.${index}`);
    const key = `${slot.key.locationId} ${slot.key.startsAt}`;
    wanted.set(key, { slot, places: (wanted.get(key)?.places ?? 0) + 1 });
  }
  const locations = new Set([...wanted.values()].map((w) => w.slot.key.locationId));
  if (locations.size > 1) {
    throw new AppError(400, {
      code: 'VALIDATION_FAILED',
      field: 'timeSlotIds',
      message: 'A party is held at one location. Choose every time at the same location.',
    });
  }
  const fullHold = new Date(
    Math.min(now.getTime() + deps.config.holdMinutes * 60_000, holdDeadline(now).getTime()),
  ).toISOString();
  // One global order of locks, as in booking, so two parties never wait on each other in a cycle.
  const slots = [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const expiresAt = await retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      await lockClientAddress(trx, dialect, clientAddress);
      const usages = [];
      for (const [, { slot }] of slots)
        usages.push(await lockSlot(trx, dialect, slot.key, slot.bookable.schedule.capacity));
      // A slot the client already holds is renewed, not taken afresh: the new rows keep the first take and the
      // renewals of the ones they replace, so the 30 minutes count from the first take whatever route renews them.
      const histories = await findClientHoldHistories(
        trx,
        clientId,
        slots.map(([, w]) => w.slot.key),
        nowIso,
      );
      await deleteClientHolds(
        trx,
        clientId,
        slots.map(([, w]) => w.slot.key),
      );
      if ((await countClientHolds(trx, clientId, nowIso)) + timeSlotIds.length > MAX_HOLDS_PER_CLIENT)
        throw tooManyHolds(deps);
      if ((await countAddressHolds(trx, clientAddress, nowIso)) + timeSlotIds.length > deps.config.holdsPerAddress)
        throw tooManyHolds(deps);
      let partyExpiresAt = fullHold;
      for (const [index, [key, { slot, places }]] of slots.entries()) {
        await deleteExpiredHolds(trx, slot.key, nowIso);
        const usage = usages[index]!;
        if (usage.booked + (await countActiveHolds(trx, slot.key, nowIso)) + places > usage.capacity)
          throw timeSlotTaken('timeSlotIds');
        const history = histories.get(key);
        let renews: HoldHistory | undefined;
        let slotExpiresAt = fullHold;
        if (history) {
          const renewed = renewedHoldExpiry(
            {
              createdAt: new Date(history.firstHeldAt),
              expiresAt: new Date(history.expiresAt),
              renewals: history.renewals,
            },
            now,
            deps.config.holdMinutes,
          );
          slotExpiresAt = renewed ? renewed.toISOString() : history.expiresAt;
          renews = { ...history, renewals: history.renewals + (renewed ? 1 : 0) };
        }
        if (slotExpiresAt < partyExpiresAt) partyExpiresAt = slotExpiresAt;
        for (let place = 0; place < places; place += 1) {
          await insertHold(trx, {
            id: crypto.randomUUID(),
            clientId,
            clientAddress,
            slot: slot.key,
            expiresAt: slotExpiresAt,
            now: nowIso,
            ...(renews ? { renews } : {}),
          });
        }
      }
      return partyExpiresAt;
    }),
  );
  deps.metrics.holdsCreated.inc(timeSlotIds.length);
  forgetNextAvailableDates(deps.db, [...locations]);
  return { timeSlotIds: [...timeSlotIds], expiresAt };
}

/** Releases the client's own holds on these slots; ids it does not hold (or that do not exist) are ignored. */
export async function releaseSlots(
  deps: ServiceDeps,
  clientId: string | null,
  timeSlotIds: readonly string[],
): Promise<string[]> {
  const slots: SlotKey[] = [];
  for (const id of timeSlotIds) {
    const decoded = decodeSlotId(id);
    if (!decoded)
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: 'timeSlotIds',
        message: `"${id}" is not a valid time slot id.`,
      });
    slots.push({ locationId: decoded.locationId, startsAt: decoded.start.toISOString() });
  }
  if (clientId)
    await deps.db.transaction().execute(async (trx) => {
      // Released places may suit someone on the waiting list (decision 286), recorded with the release itself.
      await recordReleasedHolds(trx, clientId, slots, deps.clock.now().toISOString());
      await deleteClientHolds(trx, clientId, slots);
    });
  forgetNextAvailableDates(
    deps.db,
    slots.map((s) => s.locationId),
  );
  return [...timeSlotIds];
}

const holdEnded = () =>
  new AppError(409, {
    code: 'HOLD_EXPIRED',
    field: 'timeSlotId',
    message:
      'Your hold on this appointment time has ended. Choose the time again if it is still free, or choose another time.',
  });

/**
 * "I need more time" (decision 151): a full hold from now, at most HOLD_MAX_EXTENSIONS times and never past
 * MAX_HOLD_TOTAL_MINUTES from the first hold. Only the client's own active hold can be extended, so it needs no bot
 * proof of its own: the hold itself was paid for with one.
 */
export async function extendReservation(
  deps: ServiceDeps,
  clientId: string | null,
  timeSlotId: string,
): Promise<{ timeSlotId: string; expiresAt: string; extensionsLeft: number }> {
  const decoded = decodeSlotId(timeSlotId);
  if (!decoded)
    throw new AppError(400, {
      code: 'VALIDATION_FAILED',
      field: 'timeSlotId',
      message: `"${timeSlotId}" is not a valid time slot id.`,
    });
  if (!clientId) throw holdEnded();
  const now = deps.clock.now();
  const slot = { locationId: decoded.locationId, startsAt: decoded.start.toISOString() };
  const hold = await findClientHold(deps.db, clientId, slot, now.toISOString());
  if (!hold) throw holdEnded();
  const extension = extendHoldUntil(
    {
      firstHeldAt: new Date(hold.created_at),
      expiresAt: new Date(hold.expires_at),
      extensions: Number(hold.extension_count),
    },
    now,
    deps.config.holdMinutes,
  );
  if (!extension.ok) {
    throw new AppError(409, {
      code: 'HOLD_NOT_EXTENDABLE',
      field: 'timeSlotId',
      message:
        extension.reason === 'no_extensions_left'
          ? `You have already asked for more time ${HOLD_MAX_EXTENSIONS} times. Please finish booking before the hold ends; afterwards you can choose the time again if it is still free.`
          : `An appointment time can be held for ${MAX_HOLD_TOTAL_MINUTES} minutes at most. Please finish booking before the hold ends; afterwards you can choose the time again if it is still free.`,
    });
  }
  const expiresAt = extension.expiresAt.toISOString();
  if (!(await recordHoldExtension(deps.db, hold.id, Number(hold.extension_count), expiresAt))) {
    // Another "more time" request for the same hold won the race: answer with what it recorded.
    const latest = await findClientHold(deps.db, clientId, slot, now.toISOString());
    if (!latest) throw holdEnded();
    return {
      timeSlotId,
      expiresAt: new Date(latest.expires_at).toISOString(),
      extensionsLeft: Math.max(0, HOLD_MAX_EXTENSIONS - Number(latest.extension_count)),
    };
  }
  return { timeSlotId, expiresAt, extensionsLeft: extension.extensionsLeft };
}
