// Passkeys and sessions (decision 240). WebAuthn through @simplewebauthn/server: the challenge of every ceremony is
// stored in the database (a fleet shares it) and taken once; the session id is 256 random bits in an HttpOnly,
// SameSite=Strict cookie and only its SHA-256 is stored; every sign-in makes a new id.
import crypto from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { StaffRole } from '@vaxnear/domain/staff';
import {
  STAFF_CHALLENGE_VALID_MINUTES,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
} from '@vaxnear/domain/staff';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { insertAuditEntry } from './audit-log.repository.ts';
import type { StaffSession } from './staff-authorization.ts';
import {
  deleteExpiredChallenges,
  endSession,
  findActivePasskey,
  findStaffById,
  insertChallenge,
  insertSession,
  recordPasskeyUse,
  staffLocationIds,
  takeChallenge,
  touchLiveSession,
} from './staff.repository.ts';

const MINUTE_MS = 60_000;

/** The site's origin and WebAuthn relying-party id, both from PUBLIC_BASE_URL: passkeys are bound to that host. */
export function relyingParty(config: ServiceDeps['config']): { origin: string; rpID: string } {
  const url = new URL(config.publicBaseUrl);
  return { origin: url.origin, rpID: url.hostname };
}

export const hashSessionId = (id: string): string => crypto.createHash('sha256').update(id).digest('hex');

export const challengeInvalid = () =>
  new AppError(400, {
    code: 'STAFF_CHALLENGE_INVALID',
    message: 'This sign-in attempt ran out or was already used. Start again.',
  });
export const passkeyRejected = () =>
  new AppError(401, {
    code: 'STAFF_PASSKEY_REJECTED',
    message:
      'This passkey was not accepted. Use the passkey you made for Vaxnear, or ask an administrator to invite you again.',
  });

/** Stores a challenge for one ceremony and answers its id. */
export async function storeChallenge(
  deps: ServiceDeps,
  purpose: 'register' | 'sign_in',
  challenge: string,
  invitationId: string | null,
): Promise<string> {
  const now = deps.clock.now();
  await deleteExpiredChallenges(deps.db, now.toISOString());
  const id = crypto.randomBytes(24).toString('base64url');
  await insertChallenge(deps.db, {
    id,
    purpose,
    challenge,
    invitation_id: invitationId,
    expires_at: new Date(now.getTime() + STAFF_CHALLENGE_VALID_MINUTES * MINUTE_MS).toISOString(),
  });
  return id;
}

export async function registrationOptions(
  deps: ServiceDeps,
  person: { id: string; email: string; name: string },
  invitationId: string,
) {
  const { rpID } = relyingParty(deps.config);
  const options = await generateRegistrationOptions({
    rpName: 'Vaxnear staff',
    rpID,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    // A passkey the device keeps (so sign-in needs no e-mail typed) and that checks the person (fingerprint, PIN).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await storeChallenge(deps, 'register', options.challenge, invitationId);
  return { challengeId, options };
}

/** Verifies a passkey made for this invitation's challenge: the new credential, or the refusal. */
export async function verifyNewPasskey(
  deps: ServiceDeps,
  challengeId: string,
  invitationId: string,
  response: RegistrationResponseJSON,
) {
  const now = deps.clock.now().toISOString();
  const challenge = await takeChallenge(deps.db, challengeId, 'register', now);
  if (!challenge || challenge.invitation_id !== invitationId) throw challengeInvalid();
  const { origin, rpID } = relyingParty(deps.config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw passkeyRejected();
  const { credential } = verification.registrationInfo;
  return {
    id: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null,
  };
}

export async function signInOptions(deps: ServiceDeps) {
  const { rpID } = relyingParty(deps.config);
  // No list of credentials: the device offers the passkeys it holds for this site, so nobody types an e-mail and the
  // answer says nothing about who is on staff.
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  const challengeId = await storeChallenge(deps, 'sign_in', options.challenge, null);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Verifies a sign-in and starts a new session: the id for the cookie (never stored) and when it ends at the latest. */
export async function signIn(
  deps: ServiceDeps,
  input: { challengeId: string; response: AuthenticationResponseJSON; address: string; previousSessionId?: string },
): Promise<{ sessionId: string; expiresAt: string }> {
  const now = deps.clock.now().toISOString();
  const challenge = await takeChallenge(deps.db, input.challengeId, 'sign_in', now);
  if (!challenge) throw challengeInvalid();
  const passkey = await findActivePasskey(deps.db, input.response.id);
  if (!passkey) throw passkeyRejected();
  const { origin, rpID } = relyingParty(deps.config);
  const verification = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter: Number(passkey.counter),
      transports: passkey.transports ? (JSON.parse(passkey.transports) as AuthenticatorTransportFuture[]) : undefined,
    },
  }).catch(() => null);
  if (!verification?.verified) throw passkeyRejected();
  return deps.db.transaction().execute(async (trx) => {
    await recordPasskeyUse(trx, passkey.id, verification.authenticationInfo.newCounter, now);
    // A session id the browser already had is never carried over (no fixation): it ends, and a new one starts.
    if (input.previousSessionId) await endSession(trx, hashSessionId(input.previousSessionId), now);
    return startSession({ ...deps, db: trx }, passkey.staff_id, input.address);
  });
}

/** A new session for this person, written with its audit row in the caller's transaction. */
export async function startSession(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  staffId: string,
  address: string,
): Promise<{ sessionId: string; expiresAt: string }> {
  const now = deps.clock.now();
  const sessionId = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 60 * MINUTE_MS).toISOString();
  const staff = await findStaffById(deps.db, staffId);
  await insertSession(deps.db, {
    id_hash: hashSessionId(sessionId),
    staff_id: staffId,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  await insertAuditEntry(deps.db, {
    at: now.toISOString(),
    actorId: staffId,
    action: 'session.start',
    recordType: 'staff_member',
    recordId: staffId,
    changes: null,
    address,
    retailer: staff?.retailer ?? null,
  });
  return { sessionId, expiresAt };
}

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The live session of this cookie value, marked as used now; null when there is none, it idled out or it ended. */
export async function liveSession(db: Kysely<Database>, clock: ServiceDeps['clock'], sessionId: string | undefined) {
  if (!sessionId || !SESSION_ID_PATTERN.test(sessionId)) return null;
  const now = clock.now();
  const idHash = hashSessionId(sessionId);
  const row = await touchLiveSession(
    db,
    idHash,
    now.toISOString(),
    new Date(now.getTime() - STAFF_SESSION_IDLE_MINUTES * MINUTE_MS).toISOString(),
  );
  if (!row) return null;
  const staff = await findStaffById(db, row.staff_id);
  if (!staff) return null;
  const locationIds = (await staffLocationIds(db, [staff.id])).get(staff.id) ?? [];
  const session: StaffSession = {
    idHash,
    staffId: staff.id,
    name: staff.name,
    email: staff.email,
    role: staff.role as StaffRole,
    retailer: staff.retailer,
    locationIds,
    expiresAt: row.expires_at,
  };
  return session;
}

export async function signOut(deps: ServiceDeps, session: StaffSession, address: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await endSession(trx, session.idHash, now);
    await insertAuditEntry(trx, {
      at: now,
      actorId: session.staffId,
      action: 'session.end',
      recordType: 'staff_member',
      recordId: session.staffId,
      changes: null,
      address,
      retailer: session.retailer,
    });
  });
}
