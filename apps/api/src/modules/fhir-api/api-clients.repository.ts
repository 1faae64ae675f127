// SQL of FHIR API clients and their bearer tokens (decision 248). Secrets and tokens are kept as SHA-256 only.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertApiClient(
  db: Kysely<Database>,
  c: { id: string; retailer: string; name: string; secretHash: string; createdBy: string | null; now: string },
) {
  await db
    .insertInto('api_clients')
    .values({
      id: c.id,
      retailer: c.retailer,
      name: c.name,
      secret_hash: c.secretHash,
      created_by: c.createdBy,
      created_at: c.now,
      revoked_at: null,
    })
    .execute();
}

export async function findApiClient(db: Kysely<Database>, id: string) {
  return db.selectFrom('api_clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listApiClients(db: Kysely<Database>, retailer: string | null) {
  let query = db.selectFrom('api_clients').selectAll();
  if (retailer !== null) query = query.where('retailer', '=', retailer);
  return query.orderBy('created_at').orderBy('id').execute();
}

/** Revokes the client and ends its tokens at once. */
export async function revokeApiClient(db: Kysely<Database>, id: string, now: string) {
  await db
    .updateTable('api_clients')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  await db.deleteFrom('api_tokens').where('client_id', '=', id).execute();
}

export async function insertApiToken(
  db: Kysely<Database>,
  t: { tokenHash: string; clientId: string; now: string; expiresAt: string },
) {
  await db.deleteFrom('api_tokens').where('expires_at', '<=', t.now).execute();
  await db
    .insertInto('api_tokens')
    .values({ token_hash: t.tokenHash, client_id: t.clientId, created_at: t.now, expires_at: t.expiresAt })
    .execute();
}

/** The live client a token belongs to, or nothing (unknown, expired, or its client revoked). */
export async function clientOfToken(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('api_clients', 'api_clients.id', 'api_tokens.client_id')
    .select(['api_clients.id as id', 'api_clients.retailer as retailer', 'api_clients.name as name'])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.expires_at', '>', now)
    .where('api_clients.revoked_at', 'is', null)
    .executeTakeFirst();
}
