// Provider registration requests (docs/product/providers.md; decision 081): stored for an operator to review, each with
// a reference number the provider can quote. A request never edits the live listing; the import command does that.
import crypto from 'node:crypto';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { ProviderRegistrationBody } from '@vaxnear/domain/contracts/provider-registrations';
import { AppError } from '../../lib/errors.ts';
import {
  findByWindow,
  findRecentByFingerprint,
  insertProviderRegistration,
  type StoredRequest,
} from './provider-registrations.repository.ts';

/** A repeat of the same request within this time is the same request (a double click, a retried network call). */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

// No 0/O, 1/I/L or U: a reference read out over the phone cannot be misheard as another.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newReferenceNumber(): string {
  const bytes = crypto.randomBytes(8);
  const chars = Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]);
  return `PR-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** Same request, same hash: the parsed body (trimmed, normalised) with the e-mail compared case-insensitively. */
function fingerprintOf(body: ProviderRegistrationBody): string {
  const canonical = { ...body, contact: { ...body.contact, email: body.contact.email.toLowerCase() } };
  return crypto.hash('sha256', JSON.stringify(canonical), 'hex');
}

export async function submitProviderRegistration(
  deps: ServiceDeps,
  body: ProviderRegistrationBody,
): Promise<StoredRequest & { created: boolean }> {
  const db = deps.db;
  const now = deps.clock.now();
  const fingerprint = fingerprintOf(body);
  const earlier = await findRecentByFingerprint(
    db,
    fingerprint,
    new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString(),
  );
  if (earlier) return { ...earlier, created: false };

  const dedupeWindow = String(Math.floor(now.getTime() / DUPLICATE_WINDOW_MS));
  const identity = body.requestType === 'new' ? body.business : body.listing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const request = {
      id: crypto.randomUUID(),
      referenceNumber: newReferenceNumber(),
      requestType: body.requestType,
      identifierType: identity.identifierType,
      identifier: identity.identifier,
      businessName: body.requestType === 'new' ? body.business.name : null,
      contactEmail: body.contact.email,
      payload: body,
      fingerprint,
      dedupeWindow,
      receivedAt: now.toISOString(),
    };
    const outcome = await insertProviderRegistration(db, request);
    if (outcome === 'stored')
      return {
        referenceNumber: request.referenceNumber,
        requestType: request.requestType,
        receivedAt: request.receivedAt,
        created: true,
      };
    if (outcome === 'duplicate') {
      const winner = await findByWindow(db, fingerprint, dedupeWindow);
      if (winner) return { ...winner, created: false };
    }
  }
  throw new AppError(503, {
    code: 'TRY_AGAIN',
    message: 'We could not store your request just now. Please try again.',
  });
}
