// Who may do what on the staff side (docs/product/staff.md, Roles; decision 240). Pure rules: the server asks them on
// every call (modules/staff/staff-authorization.ts), the staff pages ask them only to hide what would be refused.

export const STAFF_ROLES = ['operator', 'retailer_admin', 'location_staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff member may reach: an operator everything, an admin its retailer, staff their locations. */
export interface StaffScope {
  role: StaffRole;
  /** The retailer of an admin or of location staff; null for an operator. */
  retailer: string | null;
  /** The locations a location staff member is assigned; empty for the other roles. */
  locationIds: readonly string[];
}

/** A location as the rules see it: which retailer it belongs to. */
export interface StaffTargetLocation {
  id: string;
  retailer: string;
}

/** Sessions end after this long without a call, and this long after sign-in whatever happens (decision 240). */
export const STAFF_SESSION_IDLE_MINUTES = 15;
export const STAFF_SESSION_MAX_HOURS = 12;
/** An invitation link works this long, once. */
export const STAFF_INVITATION_VALID_DAYS = 7;
/** A WebAuthn challenge is answered within this long, once. */
export const STAFF_CHALLENGE_VALID_MINUTES = 5;

export const STAFF_LIMITS = { name: 100, email: 254, locationsPerInvitation: 50 } as const;

/** Whether the scope reaches this location. */
export function scopeCoversLocation(scope: StaffScope, location: StaffTargetLocation): boolean {
  if (scope.role === 'operator') return true;
  if (scope.role === 'retailer_admin') return scope.retailer === location.retailer;
  return scope.retailer === location.retailer && scope.locationIds.includes(location.id);
}

/** Whether the scope reaches everything of a retailer (its staff, its audit log). */
export function scopeCoversRetailer(scope: StaffScope, retailer: string): boolean {
  return scope.role === 'operator' || (scope.role === 'retailer_admin' && scope.retailer === retailer);
}

/** Admins manage people: operators and retailer admins. */
export const isAdmin = (scope: StaffScope): boolean => scope.role !== 'location_staff';

/**
 * Whether `actor` may invite (or re-invite, or revoke the invitation of) someone with scope `invitee`: an operator
 * invites retailer admins (and operators); a retailer admin invites location staff for its own locations. Nobody grants
 * more than they hold, and location staff invite nobody.
 */
export function mayInvite(
  actor: StaffScope,
  invitee: { role: StaffRole; retailer: string | null; locations: readonly StaffTargetLocation[] },
): boolean {
  if (actor.role === 'location_staff') return false;
  if (actor.role === 'operator') {
    if (invitee.role === 'operator') return invitee.retailer === null && invitee.locations.length === 0;
    if (invitee.role === 'retailer_admin') return invitee.retailer !== null && invitee.locations.length === 0;
  }
  if (invitee.role !== 'location_staff' || invitee.retailer === null || invitee.locations.length === 0) return false;
  return (
    scopeCoversRetailer(actor, invitee.retailer) &&
    invitee.locations.every(
      (location) => location.retailer === invitee.retailer && scopeCoversLocation(actor, location),
    )
  );
}

/** Error codes of the staff calls; the staff pages show their own words for each (i18n staff.json, errors). */
export const STAFF_ERROR_CODES = [
  'STAFF_SIGN_IN_REQUIRED',
  'STAFF_FORBIDDEN',
  'STAFF_CROSS_SITE_REQUEST',
  'STAFF_INVITATION_INVALID',
  'STAFF_PASSKEY_REJECTED',
  'STAFF_CHALLENGE_INVALID',
  'STAFF_INVITATION_NOT_ALLOWED',
  'STAFF_LOCATION_UNKNOWN',
  'STAFF_LOCATIONS_REQUIRED',
  'STAFF_RETAILER_REQUIRED',
  'STAFF_RETAILER_UNKNOWN',
  'STAFF_INVITATION_CLOSED',
  'STAFF_INVITATION_NOT_FOUND',
  'STAFF_INVITATION_BUSY',
] as const;
