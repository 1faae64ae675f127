// SQL of the inventory by lot (docs/product/staff.md, Lots). Every change of a count is one conditional UPDATE that
// says what it needs (enough doses left) and answers whether it happened: two staff taking the last dose at once
// cannot both succeed, and no count is read, changed in JavaScript and written back.
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function findCounterLocation(db: Db, id: string) {
  return db
    .selectFrom('locations')
    .select(['id', 'name', 'retailer', 'time_zone'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type LotRow = Awaited<ReturnType<typeof findLot>> & object;

/** A lot of this location: a lot id of another location is not found here. */
export async function findLot(db: Db, locationId: string, lotId: string) {
  return db
    .selectFrom('vaccine_lots')
    .selectAll()
    .where('id', '=', lotId)
    .where('location_id', '=', locationId)
    .executeTakeFirst();
}

export async function listLots(db: Db, locationId: string, options: { withEmpty: boolean }) {
  let query = db.selectFrom('vaccine_lots').selectAll().where('location_id', '=', locationId);
  if (!options.withEmpty) query = query.where('doses_left', '>', 0);
  return query.orderBy('expires_on').orderBy('lot_number').orderBy('id').execute();
}

export async function insertLot(db: Db, lot: Omit<LotRow, 'doses_wasted'>) {
  await db.insertInto('vaccine_lots').values(lot).execute();
}

/** Takes `doses` from the lot if it has them; the doses left after, or null when it had fewer. */
export async function takeDoses(
  db: Db,
  lot: { locationId: string; lotId: string },
  doses: number,
  options: { wasted: boolean; usableOn?: string },
): Promise<number | null> {
  let query = db
    .updateTable('vaccine_lots')
    .set((eb) => ({
      doses_left: eb('doses_left', '-', doses),
      ...(options.wasted ? { doses_wasted: eb('doses_wasted', '+', doses) } : {}),
    }))
    .where('id', '=', lot.lotId)
    .where('location_id', '=', lot.locationId)
    .where('doses_left', '>=', doses);
  // A vaccination also needs the lot unexpired on the day: checked in the same statement as the count.
  if (options.usableOn) query = query.where('expires_on', '>=', options.usableOn);
  const row = await query.returning('doses_left').executeTakeFirst();
  return row ? Number(row.doses_left) : null;
}

/**
 * Sets the counted doses and answers the count it replaced (null: no such lot here). The row is locked first (FOR
 * UPDATE on PostgreSQL; SQLite runs one write transaction at a time), so the difference recorded is the difference
 * this count made, whatever another change did just before.
 */
export async function setCountedDoses(
  trx: Transaction<Database>,
  dialect: DialectName,
  lot: { locationId: string; lotId: string },
  counted: number,
): Promise<{ before: number; after: number } | null> {
  let query = trx
    .selectFrom('vaccine_lots')
    .select('doses_left')
    .where('id', '=', lot.lotId)
    .where('location_id', '=', lot.locationId);
  if (dialect === 'postgres') query = query.forUpdate();
  const locked = await query.executeTakeFirst();
  if (!locked) return null;
  await trx
    .updateTable('vaccine_lots')
    .set({ doses_left: counted })
    .where('id', '=', lot.lotId)
    .where('location_id', '=', lot.locationId)
    .execute();
  return { before: Number(locked.doses_left), after: counted };
}
