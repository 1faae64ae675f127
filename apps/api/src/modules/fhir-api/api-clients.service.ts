// FHIR API clients of a retailer (decision 248): OAuth 2.0 client credentials. A retailer's admin (or an operator)
// makes a client and sees its secret once; the pharmacy system trades id and secret for a bearer token that lives
// TOKEN_MINUTES; revoking the client ends its tokens at once.
import crypto from 'node:crypto';
import type { ApiClient } from '@vaxnear/domain/contracts/integrations';
import { AppError } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { authorize } from '../staff/staff-authorization.ts';
import { retailerOf, type StaffActor } from '../webhooks/webhook-subscriptions.service.ts';
import {
  clientOfToken,
  findApiClient,
  insertApiClient,
  insertApiToken,
  listApiClients,
  revokeApiClient,
} from './api-clients.repository.ts';

export const TOKEN_MINUTES = 15;

const sha256 = (text: string) => crypto.hash('sha256', text, 'hex');

const toApiClient = (row: {
  id: string;
  retailer: string;
  name: string;
  created_at: string;
  revoked_at: string | null;
}): ApiClient => ({
  id: row.id,
  retailer: row.retailer,
  name: row.name,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
});

export async function createApiClient(deps: ServiceDeps, actor: StaffActor, body: { retailer?: string; name: string }) {
  const retailer = await retailerOf(deps, actor.session, body.retailer);
  const id = `vxc_${crypto.randomBytes(12).toString('base64url')}`;
  const clientSecret = `vxs_${crypto.randomBytes(32).toString('base64url')}`;
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await insertApiClient(trx, {
      id,
      retailer,
      name: body.name,
      secretHash: sha256(clientSecret),
      createdBy: actor.session.staffId,
      now,
    });
    await insertAuditEntry(trx, {
      at: now,
      actorId: actor.session.staffId,
      action: 'api_client.create',
      recordType: 'api_client',
      recordId: id,
      changes: { name: body.name },
      address: actor.address,
      retailer,
    });
  });
  return { client: toApiClient((await findApiClient(deps.db, id))!), clientSecret };
}

export async function listClients(deps: ServiceDeps, actor: StaffActor, query: { retailer?: string }) {
  const retailer =
    actor.session.role === 'operator' && query.retailer === undefined
      ? null
      : await retailerOf(deps, actor.session, query.retailer);
  return (await listApiClients(deps.db, retailer)).map(toApiClient);
}

export async function revokeClient(deps: ServiceDeps, actor: StaffActor, id: string) {
  const row = await findApiClient(deps.db, id);
  if (!row)
    throw new AppError(404, { code: 'API_CLIENT_NOT_FOUND', message: 'There is no such API client. Reload the list.' });
  authorize(actor.session, 'integrations.manage', { retailer: row.retailer });
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await revokeApiClient(trx, id, now);
    await insertAuditEntry(trx, {
      at: now,
      actorId: actor.session.staffId,
      action: 'api_client.revoke',
      recordType: 'api_client',
      recordId: id,
      changes: null,
      address: actor.address,
      retailer: row.retailer,
    });
  });
  return toApiClient((await findApiClient(deps.db, id))!);
}

/** The OAuth 2.0 error answer (RFC 6749): what a client library expects, not our own error shape. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: 'invalid_request' | 'invalid_client' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
  }
}

/** client_credentials: a bearer token for a live client whose secret matches. */
export async function issueToken(deps: ServiceDeps, credentials: { clientId: string; clientSecret: string }) {
  const row = await findApiClient(deps.db, credentials.clientId);
  const given = Buffer.from(sha256(credentials.clientSecret));
  const ok =
    row !== undefined && row.revoked_at === null && crypto.timingSafeEqual(Buffer.from(row.secret_hash), given);
  if (!ok) throw new OAuthError(401, 'invalid_client', 'Unknown client, wrong secret, or a revoked client.');
  const token = crypto.randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await insertApiToken(deps.db, {
    tokenHash: sha256(token),
    clientId: row.id,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + TOKEN_MINUTES * 60_000).toISOString(),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_MINUTES * 60, scope: 'system/*.read' };
}

export async function clientOfBearer(deps: ServiceDeps, authorization: string | undefined) {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '');
  if (!match) return null;
  return (await clientOfToken(deps.db, sha256(match[1]!), deps.clock.now().toISOString())) ?? null;
}
