// Turns a client's timeSlotId into a slot of a real schedule. Holding and booking both go through here, and the
// schedule code is the one /availabilities lists from (STYLE §6), so a slot offered is a slot that can be held.
import type { Kysely } from 'kysely';
import { PRODUCT_BOOKING_TYPE } from '@vaxnear/domain/enumerations';
import { decodeSlotId, isScheduledSlot } from '@vaxnear/domain/schedule';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { findBookableLocation, type BookableLocation } from '../locations/locations.repository.ts';
import type { SlotKey } from './reservations.repository.ts';

export interface ResolvedSlot {
  timeSlotId: string;
  key: SlotKey;
  start: Date;
  bookable: BookableLocation;
}

export async function resolveTimeSlot(db: Kysely<Database>, timeSlotId: string, now: Date, field = 'timeSlotId'): Promise<ResolvedSlot> {
  const decoded = decodeSlotId(timeSlotId);
  if (!decoded) {
    throw new AppError(400, { code: 'VALIDATION_FAILED', field, message: 'This time slot id is not valid. Choose a time from the list of available times.' });
  }
  const bookable = await findBookableLocation(db, decoded.locationId);
  if (!bookable || bookable.location.bookingType !== PRODUCT_BOOKING_TYPE) {
    throw new AppError(404, { code: 'TIME_SLOT_NOT_FOUND', field, message: 'This time slot does not exist. Choose a time from the list of available times.' });
  }
  if (decoded.start.getTime() <= now.getTime()) {
    throw new AppError(400, { code: 'TIME_SLOT_IN_PAST', field, message: 'This time has already passed. Please choose a later time.' });
  }
  if (!isScheduledSlot(bookable.schedule, decoded.start, now)) {
    throw new AppError(404, { code: 'TIME_SLOT_NOT_FOUND', field, message: 'This location does not offer appointments at this time. Choose a time from the list of available times.' });
  }
  return { timeSlotId, key: { locationId: decoded.locationId, startsAt: decoded.start.toISOString() }, start: decoded.start, bookable };
}
