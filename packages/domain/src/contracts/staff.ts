// The staff side's calls under /staff (docs/product/staff.md; decisions 240 and 241). The staff pages import the types
// only; the server parses with these schemas.
import { z } from 'zod';
import { LOCALES } from '../enumerations.ts';
import { STAFF_LIMITS, STAFF_ROLES } from '../staff.ts';

const id = z.string().min(1).max(100);
const nameText = z
  .string({ error: 'Enter the person’s name' })
  .trim()
  .min(1, { error: 'Enter the person’s name' })
  .max(STAFF_LIMITS.name, { error: `Use at most ${STAFF_LIMITS.name} characters` });

const emailText = z
  .string({ error: 'Enter an e-mail address' })
  .trim()
  .max(STAFF_LIMITS.email)
  .pipe(z.email({ error: 'Enter an e-mail address like name@example.com' }));

export const createInvitationBodySchema = z.object({
  email: emailText,
  name: nameText,
  role: z.enum(STAFF_ROLES),
  /** The retailer of an admin or of location staff (a location's `retailer`); absent for an operator. */
  retailer: z.string().trim().min(1).max(100).nullish(),
  /** The locations of a location staff member. */
  locationIds: z.array(id).max(STAFF_LIMITS.locationsPerInvitation).optional(),
  /** The language of the invitation e-mail. */
  locale: z.enum(LOCALES),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** What a browser's WebAuthn call returned, as @simplewebauthn/browser encodes it; the server verifies the rest. */
const webAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(10_000) }),
});

export const invitationTokenBodySchema = z.object({ token: z.string().min(1).max(600) });
export const acceptInvitationBodySchema = z.object({
  token: z.string().min(1).max(600),
  challengeId: id,
  response: webAuthnResponse,
});
export const signInBodySchema = z.object({ challengeId: id, response: webAuthnResponse });
export type SignInBody = z.infer<typeof signInBodySchema>;
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const staffLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  retailer: z.string(),
  city: z.string(),
  state: z.string(),
});
export type StaffLocation = z.infer<typeof staffLocationSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  retailer: z.string().nullable(),
  locations: z.array(staffLocationSchema),
  /** 'invited' until the person registers a passkey. */
  status: z.enum(['invited', 'active']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  retailer: z.string().nullable(),
  locationIds: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  retailer: z.string().nullable(),
  locations: z.array(staffLocationSchema),
  /** When the session ends at the latest (12 hours after sign-in). */
  sessionExpiresAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** What changed, field by field, or what was read. */
  changes: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
  retailer: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  retailer: z.string().min(1).max(100).optional(),
  before: z.string().max(40).optional(),
});

export const staffMembersQuerySchema = z.object({
  retailer: z.string().min(1).max(100).optional(),
  locationId: id.optional(),
});

/** Options for the browser's WebAuthn call and the id of the stored challenge to send back with its answer. */
export const ceremonyOptionsSchema = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export const acceptOptionsSchema = ceremonyOptionsSchema.extend({
  invitee: z.object({ name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) }),
});
export type AcceptOptions = z.infer<typeof acceptOptionsSchema>;
export type CeremonyOptions = z.infer<typeof ceremonyOptionsSchema>;
