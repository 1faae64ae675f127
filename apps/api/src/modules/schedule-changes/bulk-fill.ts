// A change of hours can remove thousands of starts up to the booking horizon (decision 274). Filling them one lock and
// one insert at a time cost about 2 seconds per 100 slots on a loaded PostgreSQL; here the slot rows are made in
// batches, locked in batches in the same global order as every booking locks them (location, then start), and the
// holds written in batches. Same guarantee as fillSlots: each row is locked before its holds are counted by anyone else.
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { closureClientId } from './closures.repository.ts';

const BATCH = 200;

export async function fillSlotsInBulk(
  trx: Transaction<Database>,
  dialect: DialectName,
  closureId: string,
  locationId: string,
  starts: readonly string[],
  scheduleCapacity: number,
  now: string,
): Promise<void> {
  const sorted = [...new Set(starts)].sort();
  for (let i = 0; i < sorted.length; i += BATCH) {
    const batch = sorted.slice(i, i + BATCH);
    await trx
      .insertInto('slot_usage')
      .values(
        batch.map((startsAt) => ({
          location_id: locationId,
          starts_at: startsAt,
          capacity: scheduleCapacity,
          booked: 0,
        })),
      )
      .onConflict((oc) => oc.columns(['location_id', 'starts_at']).doNothing())
      .execute();
    let query = trx
      .selectFrom('slot_usage')
      .select(['starts_at', 'capacity'])
      .where('location_id', '=', locationId)
      .where('starts_at', 'in', batch)
      .orderBy('starts_at');
    if (dialect === 'postgres') query = query.forUpdate();
    const rows = await query.execute();
    const holds = rows.flatMap((row) =>
      Array.from({ length: Math.max(Number(row.capacity), scheduleCapacity) }, () => ({
        id: crypto.randomUUID(),
        client_id: closureClientId(closureId),
        client_address: 'closure',
        location_id: locationId,
        starts_at: row.starts_at,
        expires_at: row.starts_at,
        created_at: now,
      })),
    );
    for (let j = 0; j < holds.length; j += BATCH)
      await trx
        .insertInto('holds')
        .values(holds.slice(j, j + BATCH))
        .execute();
  }
}
