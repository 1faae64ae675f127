// Invitations, the staff list, "who am I" and the audit log read (docs/product/staff.md; decisions 240 and 241). Every
// change and every read of someone's data writes its audit row in the same transaction.
import crypto from 'node:crypto';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type {
  AuditEntry,
  CreateInvitationBody,
  Invitation,
  Me,
  StaffLocation,
  StaffMember,
} from '@vaxnear/domain/contracts/staff';
import type { Locale } from '@vaxnear/domain/enumerations';
import { STAFF_INVITATION_VALID_DAYS, type StaffRole } from '@vaxnear/domain/staff';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { signLink, verifyLink } from '../../lib/signed-link.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { constraintViolation } from '../bookings/database-errors.ts';
import { linkSecret } from '../mail/link-secret.ts';
import { insertMail } from '../mail/mail-outbox.repository.ts';
import { renderStaffInvitation, staffInvitationUrl } from '../mail/mail-templates.ts';
import { insertAuditEntry, listAuditEntries } from './audit-log.repository.ts';
import { authorize, isAllowed, type StaffSession } from './staff-authorization.ts';
import { passkeyRejected, registrationOptions, startSession, verifyNewPasskey } from './staff-sign-in.service.ts';
import {
  acceptInvitation as takeInvitation,
  endSessionsOf,
  findInvitation,
  findLocationsByIds,
  findStaffByEmail,
  insertInvitation,
  insertPasskey,
  insertStaff,
  listInvitations as selectInvitations,
  listStaff as selectStaff,
  passkeyIdTaken,
  replaceStaffLocations,
  retailerHasLocations,
  revokeInvitation as markInvitationRevoked,
  revokeOpenInvitations,
  revokePasskeys,
  staffLocationIds,
  staffWithPasskeys,
  updateStaffScope,
} from './staff.repository.ts';

const DAY_MS = 86_400_000;
const INVITATION_PURPOSE = 'staff_invitation';

/** Who is acting: the session (null for the command that makes the first operator) and their address. */
export interface Actor {
  session: StaffSession | null;
  address: string | null;
}

const invitationInvalid = () =>
  new AppError(400, {
    code: 'STAFF_INVITATION_INVALID',
    message:
      'This invitation link has expired, was already used or was withdrawn. Ask your administrator for a new one.',
  });

/** Invites a person, or invites them again: their old passkeys and sessions end, a new one-use link is e-mailed. */
export async function createInvitation(
  deps: ServiceDeps,
  actor: Actor,
  body: CreateInvitationBody,
): Promise<{ invitation: Invitation; link: string }> {
  const email = body.email.trim().toLowerCase();
  const role = body.role;
  const retailer = role === 'operator' ? null : (body.retailer ?? null);
  const locationIds = role === 'location_staff' ? [...new Set(body.locationIds ?? [])].sort() : [];
  if (role !== 'operator' && !retailer)
    throw badRequest('STAFF_RETAILER_REQUIRED', 'Choose the retailer this person works for.', 'retailer');
  if (role === 'location_staff' && locationIds.length === 0)
    throw badRequest('STAFF_LOCATIONS_REQUIRED', 'Choose at least one location for this person.', 'locationIds');
  const locations = await findLocationsByIds(deps.db, locationIds);
  if (locations.length !== locationIds.length || locations.some((l) => l.retailer !== retailer))
    throw badRequest(
      'STAFF_LOCATION_UNKNOWN',
      'One of the locations is not a location of this retailer. Choose from the list.',
      'locationIds',
    );
  if (retailer && !(await retailerHasLocations(deps.db, retailer)))
    throw badRequest('STAFF_RETAILER_UNKNOWN', 'No location has this retailer. Check its spelling.', 'retailer');
  const invitee = { role, retailer, locations };
  if (actor.session) authorize(actor.session, 'invitations.create', { invitee });

  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_VALID_DAYS * DAY_MS);
  const invitationId = crypto.randomUUID();
  const token = signLink(await linkSecret(deps), INVITATION_PURPOSE, invitationId, expiresAt);
  const link = staffInvitationUrl(deps.config.publicBaseUrl, body.locale, token);
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const existing = await findStaffByEmail(trx, email);
      let staffId: string;
      let changes: Record<string, unknown> = { email, name: body.name, role, retailer, locationIds };
      if (existing) {
        // Re-inviting someone reaches them as they are now too: an admin cannot take over a person outside its scope.
        const existingLocations = await findLocationsByIds(
          trx,
          (await staffLocationIds(trx, [existing.id])).get(existing.id) ?? [],
        );
        if (
          actor.session &&
          !isAllowed(actor.session, 'invitations.create', {
            invitee: { role: existing.role as StaffRole, retailer: existing.retailer, locations: existingLocations },
          })
        )
          throw new AppError(409, {
            code: 'STAFF_INVITATION_NOT_ALLOWED',
            message: 'This person is already on staff elsewhere. Ask an operator to invite them.',
            field: 'email',
          });
        staffId = existing.id;
        const revokedPasskeys = await revokePasskeys(trx, staffId, nowIso);
        await endSessionsOf(trx, staffId, nowIso);
        await revokeOpenInvitations(trx, staffId, nowIso);
        await updateStaffScope(trx, staffId, { name: body.name, locale: body.locale, role, retailer });
        changes = {
          ...changes,
          before: {
            name: existing.name,
            role: existing.role,
            retailer: existing.retailer,
            locationIds: existingLocations.map((l) => l.id),
          },
          revokedPasskeys,
        };
      } else {
        staffId = crypto.randomUUID();
        await insertStaff(trx, {
          id: staffId,
          email,
          name: body.name,
          locale: body.locale,
          role,
          retailer,
          created_at: nowIso,
        });
      }
      await replaceStaffLocations(trx, staffId, locationIds);
      await insertInvitation(trx, {
        id: invitationId,
        staff_id: staffId,
        invited_by: actor.session?.staffId ?? null,
        created_at: nowIso,
        expires_at: expiresAt.toISOString(),
      });
      await insertMail(trx, {
        id: crypto.randomUUID(),
        kind: 'staff_invitation',
        reference: invitationId,
        recipient: email,
        now: nowIso,
        ...renderStaffInvitation({
          name: body.name,
          locale: body.locale,
          url: link,
          validDays: STAFF_INVITATION_VALID_DAYS,
        }),
      });
      await insertAuditEntry(trx, {
        at: nowIso,
        actorId: actor.session?.staffId ?? null,
        action: existing ? 'invitation.reissue' : 'invitation.create',
        recordType: 'staff_invitation',
        recordId: invitationId,
        changes,
        address: actor.address,
        retailer,
      });
    })
    .catch((error: unknown) => {
      // Two admins inviting the same new address at the same moment: the e-mail's unique key lets one through.
      if (constraintViolation(error)?.kind === 'unique')
        throw new AppError(409, {
          code: 'STAFF_INVITATION_BUSY',
          message:
            'Someone invited this address at the same moment. Reload the invitations and check before inviting again.',
          field: 'email',
        });
      throw error;
    });
  const invitation: Invitation = {
    id: invitationId,
    email,
    name: body.name,
    role,
    retailer,
    locationIds,
    createdAt: nowIso,
    expiresAt: expiresAt.toISOString(),
    status: 'pending',
  };
  return { invitation, link };
}

type InvitationRow = Awaited<ReturnType<typeof findInvitation>> & object;

function invitationStatus(row: InvitationRow, now: string): Invitation['status'] {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return row.expires_at <= now ? 'expired' : 'pending';
}

const toInvitation = (row: InvitationRow, locationIds: string[], now: string): Invitation => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  retailer: row.retailer,
  locationIds,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  status: invitationStatus(row, now),
});

/** The invitations the session may see: every one (operator), or its retailer's (admin). */
export async function listInvitations(
  deps: ServiceDeps,
  actor: Actor & { session: StaffSession },
  query: { retailer?: string },
): Promise<Invitation[]> {
  const retailer =
    actor.session.role === 'operator' ? query.retailer : (query.retailer ?? actor.session.retailer ?? '');
  authorize(actor.session, 'invitations.list', retailer === undefined ? {} : { retailer });
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const rows = await selectInvitations(trx, retailer === undefined ? {} : { retailer });
    const locations = await staffLocationIds(trx, [...new Set(rows.map((r) => r.staff_id))]);
    await insertAuditEntry(trx, {
      at: now,
      actorId: actor.session.staffId,
      action: 'invitations.read',
      recordType: 'staff_invitation',
      recordId: retailer ?? '*',
      changes: { count: rows.length },
      address: actor.address,
      retailer: retailer ?? null,
    });
    return rows.map((row) => toInvitation(row, locations.get(row.staff_id) ?? [], now));
  });
}

/**
 * Withdraws an open invitation. An invitation outside the session's scope answers as an unknown one would, so ids
 * cannot be probed.
 */
export async function revokeInvitation(
  deps: ServiceDeps,
  actor: Actor & { session: StaffSession },
  invitationId: string,
): Promise<Invitation> {
  const row = await findInvitation(deps.db, invitationId);
  const unknown = () => notFound('No invitation has this id in your scope.', 'STAFF_INVITATION_NOT_FOUND');
  if (!row) throw unknown();
  const locationIds = (await staffLocationIds(deps.db, [row.staff_id])).get(row.staff_id) ?? [];
  const invitee = {
    role: row.role as StaffRole,
    retailer: row.retailer,
    locations: await findLocationsByIds(deps.db, locationIds),
  };
  if (!isAllowed(actor.session, 'invitations.revoke', { invitee })) throw unknown();
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markInvitationRevoked(trx, invitationId, now)))
      throw new AppError(409, {
        code: 'STAFF_INVITATION_CLOSED',
        message: 'This invitation was already accepted or withdrawn.',
      });
    await insertAuditEntry(trx, {
      at: now,
      actorId: actor.session.staffId,
      action: 'invitation.revoke',
      recordType: 'staff_invitation',
      recordId: invitationId,
      changes: { revokedAt: now },
      address: actor.address,
      retailer: row.retailer,
    });
  });
  return toInvitation({ ...row, revoked_at: now }, locationIds, now);
}

/** The open invitation a link names, or the refusal: bad signature, expired, used or withdrawn all read the same. */
async function openInvitation(deps: ServiceDeps, token: string) {
  const now = deps.clock.now();
  const invitationId = verifyLink(await linkSecret(deps), INVITATION_PURPOSE, token, now);
  const row = invitationId ? await findInvitation(deps.db, invitationId) : undefined;
  if (!row || invitationStatus(row, now.toISOString()) !== 'pending') throw invitationInvalid();
  return row;
}

/** What the accept page shows and the options for the browser to make a passkey. */
export async function acceptOptions(deps: ServiceDeps, token: string) {
  const row = await openInvitation(deps, token);
  const { challengeId, options } = await registrationOptions(
    deps,
    { id: row.staff_id, email: row.email, name: row.name },
    row.id,
  );
  return {
    challengeId,
    options: options as unknown as Record<string, unknown>,
    invitee: { name: row.name, email: row.email, role: row.role as StaffRole },
  };
}

/** Accepts the invitation with a new passkey and signs the person in. */
export async function acceptInvitation(
  deps: ServiceDeps,
  input: { token: string; challengeId: string; response: RegistrationResponseJSON; address: string },
): Promise<{ sessionId: string; expiresAt: string }> {
  const row = await openInvitation(deps, input.token);
  const passkey = await verifyNewPasskey(deps, input.challengeId, row.id, input.response);
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await takeInvitation(trx, row.id, now))) throw invitationInvalid();
    // Credential ids are public (every sign-in sends one): an answer claiming an id already on file, with a key of its
    // own, is refused rather than allowed to shadow the other person's passkey.
    if (await passkeyIdTaken(trx, passkey.id)) throw passkeyRejected();
    await insertPasskey(trx, { ...passkey, staff_id: row.staff_id, public_key: passkey.publicKey, now });
    await insertAuditEntry(trx, {
      at: now,
      actorId: row.staff_id,
      action: 'invitation.accept',
      recordType: 'staff_invitation',
      recordId: row.id,
      changes: { passkey: passkey.id },
      address: input.address,
      retailer: row.retailer,
    });
    return startSession({ ...deps, db: trx }, row.staff_id, input.address);
  });
}

const toLocation = (l: { id: string; name: string; retailer: string; city: string; state: string }): StaffLocation => ({
  id: l.id,
  name: l.name,
  retailer: l.retailer,
  city: l.city,
  state: l.state,
});

export async function me(deps: ServiceDeps, session: StaffSession): Promise<Me> {
  return {
    id: session.staffId,
    email: session.email,
    name: session.name,
    role: session.role,
    retailer: session.retailer,
    locations: (await findLocationsByIds(deps.db, session.locationIds)).map(toLocation),
    sessionExpiresAt: session.expiresAt,
  };
}

/** Staff of a retailer or a location, as far as the session reaches; the read is audited. */
export async function listStaff(
  deps: ServiceDeps,
  actor: Actor & { session: StaffSession },
  query: { retailer?: string; locationId?: string },
): Promise<StaffMember[]> {
  const { session } = actor;
  const location = query.locationId ? (await findLocationsByIds(deps.db, [query.locationId]))[0] : undefined;
  if (query.locationId && !location) throw notFound('No location has this id in your scope.', 'STAFF_LOCATION_UNKNOWN');
  const retailer = query.retailer ?? (session.role === 'operator' || location ? undefined : (session.retailer ?? ''));
  authorize(session, 'staff.list', {
    ...(retailer === undefined ? {} : { retailer }),
    ...(location ? { location } : {}),
  });
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const rows = await selectStaff(trx, {
      ...(retailer === undefined ? {} : { retailer }),
      ...(location ? { locationId: location.id } : {}),
    });
    const ids = rows.map((r) => r.id);
    const locationsByStaff = await staffLocationIds(trx, ids);
    const places = new Map(
      (await findLocationsByIds(trx, [...new Set([...locationsByStaff.values()].flat())])).map((l) => [l.id, l]),
    );
    const active = await staffWithPasskeys(trx, ids);
    await insertAuditEntry(trx, {
      at: now,
      actorId: session.staffId,
      action: 'staff.read',
      recordType: 'staff_member',
      recordId: location?.id ?? retailer ?? '*',
      changes: { count: rows.length, ...(location ? { locationId: location.id } : {}) },
      address: actor.address,
      retailer: location?.retailer ?? retailer ?? null,
    });
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role as StaffRole,
      retailer: row.retailer,
      locations: (locationsByStaff.get(row.id) ?? []).flatMap((id) =>
        places.has(id) ? [toLocation(places.get(id)!)] : [],
      ),
      status: active.has(row.id) ? ('active' as const) : ('invited' as const),
    }));
  });
}

/** The audit log, newest first, for the session's scope; reading it is itself audited. */
export async function readAuditLog(
  deps: ServiceDeps,
  actor: Actor & { session: StaffSession },
  query: { retailer?: string; before?: string },
): Promise<AuditEntry[]> {
  const { session } = actor;
  const retailer = session.role === 'operator' ? query.retailer : (query.retailer ?? session.retailer ?? '');
  authorize(session, 'audit.read', retailer === undefined ? {} : { retailer });
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const rows = await listAuditEntries(trx, {
      retailers: retailer === undefined ? null : [retailer],
      ...(query.before ? { before: query.before } : {}),
      limit: 200,
    });
    await insertAuditEntry(trx, {
      at: now,
      actorId: session.staffId,
      action: 'audit.read',
      recordType: 'audit_log',
      recordId: retailer ?? '*',
      changes: { count: rows.length },
      address: actor.address,
      retailer: retailer ?? null,
    });
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      action: row.action,
      recordType: row.record_type,
      recordId: row.record_id,
      changes: row.changes ? (JSON.parse(row.changes) as Record<string, unknown>) : null,
      address: row.address,
      retailer: row.retailer,
    }));
  });
}

/** The command's first operator (or another one): an invitation with no inviter, its link printed, never a password. */
export async function inviteOperator(
  deps: ServiceDeps,
  input: { email: string; name: string; locale: Locale },
): Promise<{ link: string; expiresAt: string }> {
  const { invitation, link } = await createInvitation(
    deps,
    { session: null, address: null },
    { email: input.email, name: input.name, role: 'operator', retailer: null, locationIds: [], locale: input.locale },
  );
  return { link, expiresAt: invitation.expiresAt };
}
