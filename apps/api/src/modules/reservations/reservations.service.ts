// Holds (decision 010): one place of a slot for one client for a few minutes, while the person fills in the form.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MAX_HOLDS_PER_CLIENT } from '@vaxnear/domain/constants';
import { holdDeadline, renewedHoldExpiry } from '@vaxnear/domain/holds';
import { decodeSlotId } from '@vaxnear/domain/schedule';
import { AppError } from '../../lib/errors.ts';
import {
  countActiveHolds, countAddressHolds, countClientHolds, deleteClientHolds, deleteExpiredHolds, extendHold, findActiveHold, insertHold,
  lockClientAddress, lockSlot, type SlotKey,
} from './reservations.repository.ts';
import { resolveTimeSlot } from './time-slot.service.ts';
import { forgetNextAvailableDates } from '../availability/availability.service.ts';

export const timeSlotTaken = (field?: string) => new AppError(409, {
  code: 'TIME_SLOT_TAKEN', message: 'The selected appointment time is no longer available. Please select a new appointment to continue booking.',
  ...(field ? { field } : {}),
});

const tooManyHolds = (app: FastifyInstance) => new AppError(429, {
  code: 'TOO_MANY_HOLDS',
  message: `You are holding as many appointment times as we allow at once. Book or release a time you are holding, or wait ${app.config.holdMinutes} minutes and try again.`,
});

/**
 * Holds a place of the slot for the client. `clientAddress` is the client's network address (see
 * clientAddressKey): the per-address limit stops one machine from holding a pharmacy's calendar with fresh cookies.
 */
export async function holdSlot(app: FastifyInstance, clientId: string, clientAddress: string, timeSlotId: string): Promise<{ timeSlotId: string; expiresAt: string }> {
  const { db, dialect } = app.database;
  const now = app.clock.now();
  const nowIso = now.toISOString();
  const slot = await resolveTimeSlot(db, timeSlotId, now);
  // HOLD_MINUTES may be set above the 30-minute ceiling; the ceiling wins.
  let expiresAt = new Date(Math.min(now.getTime() + app.config.holdMinutes * 60_000, holdDeadline(now).getTime())).toISOString();
  let created = false;
  await db.transaction().execute(async (trx) => {
    await lockClientAddress(trx, dialect, clientAddress);
    const usage = await lockSlot(trx, dialect, slot.key, slot.bookable.schedule.capacity);
    await deleteExpiredHolds(trx, slot.key, nowIso);
    const own = await findActiveHold(trx, clientId, slot.key, nowIso);
    // Holding the same slot again (a reload, a retry) renews the hold rather than taking a second place, but only a
    // few times and never past a total length: otherwise re-holding every few minutes would keep a slot for ever.
    if (own) {
      const renewed = renewedHoldExpiry({
        createdAt: new Date(own.created_at), expiresAt: new Date(own.expires_at), renewals: Number(own.renewals),
      }, now, app.config.holdMinutes);
      if (renewed) { expiresAt = renewed.toISOString(); await extendHold(trx, own.id, expiresAt); } else expiresAt = own.expires_at;
      return;
    }
    if (await countClientHolds(trx, clientId, nowIso) >= MAX_HOLDS_PER_CLIENT) throw tooManyHolds(app);
    if (await countAddressHolds(trx, clientAddress, nowIso) >= app.config.holdsPerAddress) throw tooManyHolds(app);
    if (usage.booked + await countActiveHolds(trx, slot.key, nowIso) >= usage.capacity) throw timeSlotTaken();
    await insertHold(trx, { id: crypto.randomUUID(), clientId, clientAddress, slot: slot.key, expiresAt, now: nowIso });
    created = true;
  });
  if (created) app.metrics.holdsCreated.inc();
  forgetNextAvailableDates(app.database, [slot.key.locationId]);
  return { timeSlotId, expiresAt };
}

/** Releases the client's own holds on these slots; ids it does not hold (or that do not exist) are ignored. */
export async function releaseSlots(app: FastifyInstance, clientId: string | null, timeSlotIds: readonly string[]): Promise<string[]> {
  const slots: SlotKey[] = [];
  for (const id of timeSlotIds) {
    const decoded = decodeSlotId(id);
    if (!decoded) throw new AppError(400, { code: 'VALIDATION_FAILED', field: 'timeSlotIds', message: `"${id}" is not a valid time slot id.` });
    slots.push({ locationId: decoded.locationId, startsAt: decoded.start.toISOString() });
  }
  if (clientId) await deleteClientHolds(app.database.db, clientId, slots);
  forgetNextAvailableDates(app.database, slots.map((s) => s.locationId));
  return [...timeSlotIds];
}
