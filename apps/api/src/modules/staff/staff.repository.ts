// SQL of staff members, their locations, invitations, passkeys, WebAuthn challenges and sessions (decision 240).
// Taking a challenge or an invitation is a conditional statement, so of two racing answers exactly one wins.
import type { Kysely } from 'kysely';
import type { Database, StaffMemberTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function findStaffByEmail(db: Db, email: string) {
  return db.selectFrom('staff_members').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findStaffById(db: Db, id: string) {
  return db.selectFrom('staff_members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertStaff(db: Db, row: StaffMemberTable): Promise<void> {
  await db.insertInto('staff_members').values(row).execute();
}

export async function updateStaffScope(
  db: Db,
  id: string,
  scope: { name: string; locale: string; role: string; retailer: string | null },
): Promise<void> {
  await db.updateTable('staff_members').set(scope).where('id', '=', id).execute();
}

export async function replaceStaffLocations(db: Db, staffId: string, locationIds: readonly string[]): Promise<void> {
  await db.deleteFrom('staff_locations').where('staff_id', '=', staffId).execute();
  if (locationIds.length)
    await db
      .insertInto('staff_locations')
      .values(locationIds.map((location_id) => ({ staff_id: staffId, location_id })))
      .execute();
}

export async function staffLocationIds(db: Db, staffIds: readonly string[]): Promise<Map<string, string[]>> {
  const byStaff = new Map<string, string[]>();
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .selectFrom('staff_locations')
    .select(['staff_id', 'location_id'])
    .where('staff_id', 'in', staffIds)
    .orderBy('location_id')
    .execute();
  for (const row of rows) byStaff.set(row.staff_id, [...(byStaff.get(row.staff_id) ?? []), row.location_id]);
  return byStaff;
}

export async function findLocationsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('locations')
    .select(['id', 'name', 'retailer', 'city', 'state'])
    .where('id', 'in', [...ids])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function retailerHasLocations(db: Db, retailer: string): Promise<boolean> {
  return Boolean(await db.selectFrom('locations').select('id').where('retailer', '=', retailer).executeTakeFirst());
}

/** Staff by e-mail: all, or those of a retailer, or those assigned a location. */
export async function listStaff(db: Db, filter: { retailer?: string; locationId?: string }) {
  let query = db.selectFrom('staff_members').selectAll();
  if (filter.retailer !== undefined) query = query.where('retailer', '=', filter.retailer);
  if (filter.locationId !== undefined)
    query = query.where(
      'id',
      'in',
      db.selectFrom('staff_locations').select('staff_id').where('location_id', '=', filter.locationId),
    );
  return query.orderBy('email').limit(500).execute();
}

export async function staffWithPasskeys(db: Db, staffIds: readonly string[]): Promise<Set<string>> {
  if (staffIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('staff_passkeys')
    .select('staff_id')
    .where('staff_id', 'in', staffIds)
    .where('revoked_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.staff_id));
}

export async function insertInvitation(
  db: Db,
  row: { id: string; staff_id: string; invited_by: string | null; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('staff_invitations')
    .values({ ...row, accepted_at: null, revoked_at: null })
    .execute();
}

export async function findInvitation(db: Db, id: string) {
  return db
    .selectFrom('staff_invitations')
    .innerJoin('staff_members', 'staff_members.id', 'staff_invitations.staff_id')
    .select([
      'staff_invitations.id',
      'staff_invitations.staff_id',
      'staff_invitations.created_at',
      'staff_invitations.expires_at',
      'staff_invitations.accepted_at',
      'staff_invitations.revoked_at',
      'staff_members.email',
      'staff_members.name',
      'staff_members.role',
      'staff_members.retailer',
    ])
    .where('staff_invitations.id', '=', id)
    .executeTakeFirst();
}

export async function listInvitations(db: Db, filter: { retailer?: string; staffIds?: string[] }) {
  let query = db
    .selectFrom('staff_invitations')
    .innerJoin('staff_members', 'staff_members.id', 'staff_invitations.staff_id')
    .select([
      'staff_invitations.id',
      'staff_invitations.staff_id',
      'staff_invitations.created_at',
      'staff_invitations.expires_at',
      'staff_invitations.accepted_at',
      'staff_invitations.revoked_at',
      'staff_members.email',
      'staff_members.name',
      'staff_members.role',
      'staff_members.retailer',
    ]);
  if (filter.retailer !== undefined) query = query.where('staff_members.retailer', '=', filter.retailer);
  if (filter.staffIds !== undefined)
    query = query.where('staff_invitations.staff_id', 'in', filter.staffIds.length ? filter.staffIds : ['']);
  return query.orderBy('staff_invitations.created_at', 'desc').orderBy('staff_invitations.id').limit(500).execute();
}

/** Revokes every open invitation of the person (a new one replaces them). */
export async function revokeOpenInvitations(db: Db, staffId: string, now: string): Promise<void> {
  await db
    .updateTable('staff_invitations')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes one invitation if still open; false when it was accepted or revoked already. */
export async function revokeInvitation(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes an open, unexpired invitation for its one use; false when another answer took it first or it ran out. */
export async function acceptInvitation(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokePasskeys(db: Db, staffId: string, now: string): Promise<number> {
  const result = await db
    .updateTable('staff_passkeys')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertPasskey(
  db: Db,
  row: { id: string; staff_id: string; public_key: string; counter: number; transports: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('staff_passkeys')
    .values({
      id: row.id,
      staff_id: row.staff_id,
      public_key: row.public_key,
      counter: row.counter,
      transports: row.transports,
      created_at: row.now,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
}

export async function findActivePasskey(db: Db, id: string) {
  return db
    .selectFrom('staff_passkeys')
    .selectAll()
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Whether any passkey, revoked or not, has this credential id: ids are unique, a second one is refused. */
export async function passkeyIdTaken(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('staff_passkeys').select('id').where('id', '=', id).executeTakeFirst());
}

/** Moves the counter forward only: a signature replayed from a cloned key with an old counter cannot win. */
export async function recordPasskeyUse(db: Db, id: string, counter: number, now: string): Promise<void> {
  await db.updateTable('staff_passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

export async function insertChallenge(
  db: Db,
  row: { id: string; purpose: string; challenge: string; invitation_id: string | null; expires_at: string },
): Promise<void> {
  await db.insertInto('staff_challenges').values(row).execute();
}

/** Takes the challenge for its one answer: read, then deleted if unexpired; null when gone, spent or expired. */
export async function takeChallenge(db: Db, id: string, purpose: string, now: string) {
  const row = await db
    .selectFrom('staff_challenges')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return null;
  const result = await db
    .deleteFrom('staff_challenges')
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? row : null;
}

export async function deleteExpiredChallenges(db: Db, now: string): Promise<void> {
  await db.deleteFrom('staff_challenges').where('expires_at', '<=', now).execute();
}

export async function insertSession(
  db: Db,
  row: { id_hash: string; staff_id: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({ ...row, last_seen_at: row.created_at, ended_at: null })
    .execute();
}

/**
 * The session if it is live (not ended, used within the idle period, before its end) and, in the same statement,
 * marked as used now; null otherwise.
 */
export async function touchLiveSession(db: Db, idHash: string, now: string, idleSince: string) {
  const result = await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: now })
    .where('id_hash', '=', idHash)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', idleSince)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return db.selectFrom('staff_sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
}

export async function endSession(db: Db, idHash: string, now: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now })
    .where('id_hash', '=', idHash)
    .where('ended_at', 'is', null)
    .execute();
}

export async function endSessionsOf(db: Db, staffId: string, now: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .execute();
}
