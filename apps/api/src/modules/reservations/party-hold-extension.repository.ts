// SQL for "I need more time" on a party's places (decision 284): every one of the client's active holds at the
// party's times is extended by one conditional UPDATE, or none is.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SlotKey } from './reservations.repository.ts';

export interface PartyHoldRow {
  location_id: string;
  starts_at: string;
  created_at: string;
  expires_at: string;
  extension_count: number;
}

/** The client's active holds at these times, one row per held place. */
export async function findClientPartyHolds(
  db: Kysely<Database>,
  clientId: string,
  slots: readonly SlotKey[],
  now: string,
): Promise<PartyHoldRow[]> {
  if (slots.length === 0) return [];
  const rows = await db
    .selectFrom('holds')
    .select(['location_id', 'starts_at', 'created_at', 'expires_at', 'extension_count'])
    .where('client_id', '=', clientId)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.or(slots.map((s) => eb.and([eb('location_id', '=', s.locationId), eb('starts_at', '=', s.startsAt)]))),
    )
    .execute();
  return rows.map((row) => ({ ...row, extension_count: Number(row.extension_count) }));
}

/**
 * Gives every active hold of the client at these times the new end and one more extension, only where no extension
 * was recorded since they were read (`extension_count <= seenExtensions`). Answers how many rows changed: fewer than
 * the caller read means another request won, and the caller rolls back.
 */
export async function recordPartyHoldExtension(
  db: Kysely<Database>,
  input: { clientId: string; slots: readonly SlotKey[]; now: string; seenExtensions: number; expiresAt: string },
): Promise<number> {
  const { clientId, slots, now, seenExtensions, expiresAt } = input;
  if (slots.length === 0) return 0;
  const result = await db
    .updateTable('holds')
    .set({ expires_at: expiresAt, extension_count: seenExtensions + 1 })
    .where('client_id', '=', clientId)
    .where('expires_at', '>', now)
    .where('extension_count', '<=', seenExtensions)
    .where((eb) =>
      eb.or(slots.map((s) => eb.and([eb('location_id', '=', s.locationId), eb('starts_at', '=', s.startsAt)]))),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
