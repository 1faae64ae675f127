import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { constraintViolation } from '../bookings/database-errors.ts';

export interface NewProviderRegistration {
  id: string;
  referenceNumber: string;
  requestType: string;
  identifierType: string;
  identifier: string;
  businessName: string | null;
  contactEmail: string;
  payload: unknown;
  fingerprint: string;
  dedupeWindow: string;
  receivedAt: string;
}

export interface StoredRequest {
  referenceNumber: string;
  requestType: string;
  receivedAt: string;
}

/** The latest request with this fingerprint received at or after `since`, if any. */
export async function findRecentByFingerprint(
  db: Kysely<Database>,
  fingerprint: string,
  since: string,
): Promise<StoredRequest | null> {
  const row = await db
    .selectFrom('provider_registrations')
    .select(['reference_number', 'request_type', 'received_at'])
    .where('fingerprint', '=', fingerprint)
    .where('received_at', '>=', since)
    .orderBy('received_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { referenceNumber: row.reference_number, requestType: row.request_type, receivedAt: row.received_at }
    : null;
}

/**
 * Stores the request. 'duplicate' when the same request in the same window got there first; 'reference-taken'
 * when the random reference number is already in use (the caller draws another).
 */
export async function insertProviderRegistration(
  db: Kysely<Database>,
  request: NewProviderRegistration,
): Promise<'stored' | 'duplicate' | 'reference-taken'> {
  try {
    await db
      .insertInto('provider_registrations')
      .values({
        id: request.id,
        reference_number: request.referenceNumber,
        request_type: request.requestType,
        identifier_type: request.identifierType,
        identifier: request.identifier,
        business_name: request.businessName,
        contact_email: request.contactEmail,
        payload: JSON.stringify(request.payload),
        fingerprint: request.fingerprint,
        dedupe_window: request.dedupeWindow,
        received_at: request.receivedAt,
      })
      .execute();
    return 'stored';
  } catch (error) {
    if (constraintViolation(error)?.kind !== 'unique') throw error;
    const clash = await db
      .selectFrom('provider_registrations')
      .select('id')
      .where('fingerprint', '=', request.fingerprint)
      .where('dedupe_window', '=', request.dedupeWindow)
      .executeTakeFirst();
    return clash ? 'duplicate' : 'reference-taken';
  }
}

/** The request stored for this fingerprint and window (after losing a race to it). */
export async function findByWindow(
  db: Kysely<Database>,
  fingerprint: string,
  dedupeWindow: string,
): Promise<StoredRequest | null> {
  const row = await db
    .selectFrom('provider_registrations')
    .select(['reference_number', 'request_type', 'received_at'])
    .where('fingerprint', '=', fingerprint)
    .where('dedupe_window', '=', dedupeWindow)
    .executeTakeFirst();
  return row
    ? { referenceNumber: row.reference_number, requestType: row.request_type, receivedAt: row.received_at }
    : null;
}
