// SQL of the waiting list (decision 264). Every step that decides who gets a place is a conditional update or a
// unique index: an opening is offered by the one transaction that marks it done, an entry has one open offer (its
// status moves from 'active' to 'offered' once, and a partial unique index backs it), an offer resolves once.
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, WaitlistEntryTable } from '../../db/schema.ts';
import type { SlotKey } from '../reservations/reservations.repository.ts';

export type EntryRow = WaitlistEntryTable;

export async function insertEntries(db: Kysely<Database>, rows: EntryRow[]): Promise<void> {
  for (const row of rows)
    await db
      .insertInto('waitlist_entries')
      .values(row)
      .onConflict((oc) => oc.columns(['entry_key', 'kind']).doNothing())
      .execute();
}

/** An ended entry of the same person and vaccine is started again by a new request (a new wait, from the confirmation). */
export async function restartEndedEntry(db: Kysely<Database>, row: EntryRow): Promise<void> {
  const { id: _id, entry_key, kind, ...rest } = row;
  await db
    .updateTable('waitlist_entries')
    .set({ ...rest, ignored_offers: 0, confirmed_at: null })
    .where('entry_key', '=', entry_key)
    .where('kind', '=', kind)
    .where('status', 'in', ['left', 'booked', 'expired', 'pending'])
    .execute();
}

export async function confirmBatch(db: Kysely<Database>, batchId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('waitlist_entries')
    .set({ status: 'active', confirmed_at: now })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'pending')
    .where('until', '>=', now.slice(0, 10))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function entriesOf(db: Kysely<Database>, entryKey: string): Promise<EntryRow[]> {
  return db.selectFrom('waitlist_entries').selectAll().where('entry_key', '=', entryKey).orderBy('kind').execute();
}

export async function setEntriesStatus(
  db: Kysely<Database>,
  entryKey: string,
  from: readonly string[],
  to: string,
  entryId?: string,
): Promise<number> {
  let query = db
    .updateTable('waitlist_entries')
    .set({ status: to, ...(to === 'active' ? { ignored_offers: 0 } : {}) })
    .where('entry_key', '=', entryKey)
    .where('status', 'in', [...from]);
  if (entryId) query = query.where('id', '=', entryId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

export async function insertOpenings(
  trx: Kysely<Database>,
  slots: ReadonlyArray<SlotKey & { openedAt?: string }>,
  reason: string,
  now: string,
  newId: () => string,
): Promise<void> {
  if (slots.length === 0) return;
  await trx
    .insertInto('waitlist_openings')
    .values(
      slots.map((s) => ({
        id: newId(),
        location_id: s.locationId,
        starts_at: s.startsAt,
        reason,
        opened_at: s.openedAt ?? now,
        created_at: now,
        status: 'open',
      })),
    )
    .execute();
}

export async function openOpenings(db: Kysely<Database>, limit: number) {
  return (
    db
      .selectFrom('waitlist_openings')
      .selectAll()
      .where('status', '=', 'open')
      .orderBy('created_at')
      // Places a change opened together are offered earliest first: the longest-waiting match gets the soonest.
      .orderBy('starts_at')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/** Marks an opening done; true only for the one transaction whose update changed the row. */
export async function claimOpening(trx: Transaction<Database>, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('waitlist_openings')
    .set({ status: 'done' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Waiting entries for these kinds, longest wait first, that were never offered this place. */
export async function candidates(trx: Kysely<Database>, kinds: readonly string[], slot: SlotKey, today: string) {
  if (kinds.length === 0) return [];
  return trx
    .selectFrom('waitlist_entries as e')
    .selectAll('e')
    .where('e.status', '=', 'active')
    .where('e.kind', 'in', [...kinds])
    .where('e.until', '>=', today)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('waitlist_offers as o')
            .select('o.id')
            .whereRef('o.entry_id', '=', 'e.id')
            .where('o.location_id', '=', slot.locationId)
            .where('o.starts_at', '=', slot.startsAt),
        ),
      ),
    )
    .orderBy('e.confirmed_at')
    .orderBy('e.id')
    .limit(500)
    .execute();
}

/** Waiting entries for these kinds, longest wait first: who a range of new places is offered to, in that order. */
export async function candidatesForRange(db: Kysely<Database>, kinds: readonly string[], today: string) {
  if (kinds.length === 0) return [];
  return db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('status', '=', 'active')
    .where('kind', 'in', [...kinds])
    .where('until', '>=', today)
    .orderBy('confirmed_at')
    .orderBy('id')
    .limit(500)
    .execute();
}

/** The entry moves from waiting to offered; false when another transaction offered it something first. */
export async function markEntryOffered(trx: Transaction<Database>, entryId: string): Promise<boolean> {
  const result = await trx
    .updateTable('waitlist_entries')
    .set({ status: 'offered' })
    .where('id', '=', entryId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOffer(
  trx: Transaction<Database>,
  offer: {
    id: string;
    entryId: string;
    slot: SlotKey;
    openedAt: string;
    now: string;
    expiresAt: string;
    partyStarts?: string[] | null;
  },
): Promise<void> {
  await trx
    .insertInto('waitlist_offers')
    .values({
      id: offer.id,
      entry_id: offer.entryId,
      location_id: offer.slot.locationId,
      starts_at: offer.slot.startsAt,
      opened_at: offer.openedAt,
      created_at: offer.now,
      expires_at: offer.expiresAt,
      status: 'offered',
      resolved_at: null,
      party_starts: offer.partyStarts ? JSON.stringify(offer.partyStarts) : null,
    })
    .execute();
}

export async function findOffer(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('waitlist_offers as o')
    .innerJoin('waitlist_entries as e', 'e.id', 'o.entry_id')
    .select([
      'o.id',
      'o.entry_id',
      'o.location_id',
      'o.starts_at',
      'o.opened_at',
      'o.expires_at',
      'o.status',
      'o.party_starts',
      'e.first_name',
      'e.kind',
      'e.person_key',
      'e.locale',
      'e.email',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** Resolves an offer once: false when it was already taken, expired or declined. */
export async function resolveOffer(
  trx: Kysely<Database>,
  id: string,
  from: readonly string[],
  to: 'taken' | 'expired' | 'declined',
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('waitlist_offers')
    .set({ status: to, resolved_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function lapsedOffers(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom('waitlist_offers')
    .selectAll()
    .where('status', '=', 'offered')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function findEntry(db: Kysely<Database>, id: string) {
  return db.selectFrom('waitlist_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateEntry(db: Kysely<Database>, id: string, fromStatus: string, set: Partial<EntryRow>) {
  await db.updateTable('waitlist_entries').set(set).where('id', '=', id).where('status', '=', fromStatus).execute();
}

export async function expireEntries(db: Kysely<Database>, today: string): Promise<void> {
  await db
    .updateTable('waitlist_entries')
    .set({ status: 'expired' })
    .where('status', 'in', ['pending', 'active', 'paused'])
    .where('until', '<', today)
    .execute();
}

/** What an operator sees: people waiting by area and vaccine, and offers by outcome. */
export async function waitingByAreaAndKind(db: Kysely<Database>) {
  return db
    .selectFrom('waitlist_entries')
    .select(['area', 'kind', (eb) => eb.fn.countAll<string>().as('n')])
    .where('status', 'in', ['active', 'offered'])
    .groupBy(['area', 'kind'])
    .orderBy('area')
    .orderBy('kind')
    .execute();
}

export async function offersByStatus(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('waitlist_offers')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('created_at', '>=', since)
    .groupBy('status')
    .execute();
}

export async function takenRefillTimes(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('waitlist_offers')
    .select(['opened_at', 'resolved_at'])
    .where('status', '=', 'taken')
    .where('created_at', '>=', since)
    .execute();
}

/** Records places a change gave back, in the change's own transaction: the worker offers them after it commits. */
export async function recordOpenedPlaces(
  trx: Kysely<Database>,
  slots: readonly SlotKey[],
  reason: 'cancellation' | 'reschedule',
  now: string,
): Promise<void> {
  await insertOpenings(trx, slots, reason, now, () => crypto.randomUUID());
}
