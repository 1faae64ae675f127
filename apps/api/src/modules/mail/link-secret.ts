// The key that signs the links in our e-mails (decision 113).
import crypto from 'node:crypto';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { storedSecret } from '../email-confirmations/email-confirmations.repository.ts';

let cachedSecret: { db: unknown; secret: string } | null = null;

/**
 * LINK_SECRET when set; otherwise a secret made once and kept in the database, shared by every server. Read it before
 * a transaction: on SQLite a read outside the transaction waits for it to end.
 */
export async function linkSecret(deps: Pick<ServiceDeps, 'db' | 'config'>): Promise<string> {
  if (deps.config.linkSecret) return deps.config.linkSecret;
  if (cachedSecret?.db === deps.db) return cachedSecret.secret;
  const secret = await storedSecret(deps.db, 'link_secret', crypto.randomBytes(32).toString('hex'));
  cachedSecret = { db: deps.db, secret };
  return secret;
}
