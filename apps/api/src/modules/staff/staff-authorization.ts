// The one place every staff call asks whether it may go on (docs/product/staff.md, Roles; decision 240): the routes'
// guard asks with the action alone before the handler runs, and the handler asks again with what it is about to read
// or change. A refusal is a 403 with STAFF_FORBIDDEN; the rules themselves are the domain's.
import {
  isAdmin,
  mayInvite,
  scopeCoversLocation,
  scopeCoversRetailer,
  type StaffRole,
  type StaffScope,
  type StaffTargetLocation,
} from '@vaxnear/domain/staff';
import { AppError } from '../../lib/errors.ts';

export type StaffAction =
  | 'me.read'
  | 'session.end'
  | 'invitations.create'
  | 'invitations.list'
  | 'invitations.revoke'
  | 'staff.list'
  | 'audit.read'
  | 'lots.read'
  | 'lots.change'
  | 'vaccinations.read'
  | 'vaccinations.record'
  | 'walk_ins.read'
  | 'walk_ins.create'
  | 'locations.list'
  | 'day_list.read'
  | 'attendance.change'
  | 'appointments.cancel'
  /** Webhook subscriptions and FHIR API clients of a retailer (decisions 247 and 248). */
  | 'integrations.manage'
  | 'closures.create'
  | 'closures.list'
  | 'closures.people'
  | 'closures.reopen'
  | 'listing_requests.list'
  | 'listing_requests.decide'
  | 'schedule.change'
  /** The waiting list's figures, without personal data (decision 264). */
  | 'waitlist.summary';

export interface StaffSession extends StaffScope {
  idHash: string;
  staffId: string;
  name: string;
  email: string;
  expiresAt: string;
}

/** What the call is about, as far as the handler knows it. */
export interface StaffTarget {
  retailer?: string | null;
  location?: StaffTargetLocation;
  invitee?: { role: StaffRole; retailer: string | null; locations: readonly StaffTargetLocation[] };
}

export const forbidden = () =>
  new AppError(403, {
    code: 'STAFF_FORBIDDEN',
    message: 'Your role does not allow this. Ask an administrator of your pharmacy if you need it.',
  });

/**
 * The day list and the counter's work (attendance, cancelling for the person, lots, vaccinations, walk-ins): every
 * role, each at the locations its scope covers (decisions 243, 245, 246).
 */
const COUNTER_ACTIONS: readonly StaffAction[] = [
  'locations.list',
  'day_list.read',
  'attendance.change',
  'appointments.cancel',
  'lots.read',
  'lots.change',
  'vaccinations.read',
  'vaccinations.record',
  'walk_ins.read',
  'walk_ins.create',
];

/**
 * Closing a location and reopening it (decision 258): whoever runs the location's day, its own staff included, for
 * the locations their scope covers.
 */
const CLOSURE_ACTIONS = [
  'closures.create',
  'closures.list',
  'closures.people',
  'closures.reopen',
  'schedule.change',
] as const;

/** The actions each role may take at all; the target then narrows it (isAllowed). The guard checks this first. */
const ROLE_ACTIONS: Record<StaffRole, readonly StaffAction[]> = {
  operator: [
    'me.read',
    'session.end',
    'invitations.create',
    'invitations.list',
    'invitations.revoke',
    'staff.list',
    'audit.read',
    ...COUNTER_ACTIONS,
    'integrations.manage',
    ...CLOSURE_ACTIONS,
    'listing_requests.list',
    'listing_requests.decide',
    'waitlist.summary',
  ],
  retailer_admin: [
    'me.read',
    'session.end',
    'invitations.create',
    'invitations.list',
    'invitations.revoke',
    'staff.list',
    'audit.read',
    ...COUNTER_ACTIONS,
    'integrations.manage',
    ...CLOSURE_ACTIONS,
    // Requests about its own locations, read-only (decision 260).
    'listing_requests.list',
  ],
  location_staff: ['me.read', 'session.end', 'staff.list', ...COUNTER_ACTIONS, ...CLOSURE_ACTIONS],
};

export const roleMayTake = (role: StaffRole, action: StaffAction): boolean => ROLE_ACTIONS[role].includes(action);

export function isAllowed(session: StaffScope, action: StaffAction, target: StaffTarget = {}): boolean {
  if (!roleMayTake(session.role, action)) return false;
  const { retailer, location, invitee } = target;
  const coversTarget =
    (retailer === undefined ||
      (retailer !== null && scopeCoversRetailer(session, retailer)) ||
      (retailer === null && session.role === 'operator')) &&
    (location === undefined || scopeCoversLocation(session, location));
  switch (action) {
    case 'me.read':
    case 'session.end':
      return true;
    case 'invitations.create':
    case 'invitations.revoke':
      return isAdmin(session) && (invitee === undefined || mayInvite(session, invitee)) && coversTarget;
    case 'invitations.list':
    case 'audit.read':
    case 'integrations.manage':
      return isAdmin(session) && coversTarget;
    case 'locations.list':
      return true;
    case 'day_list.read':
    case 'attendance.change':
    case 'appointments.cancel':
      // Always about one location: without one there is nothing to allow.
      return location !== undefined && scopeCoversLocation(session, location);
    case 'staff.list':
      // Location staff see who works at their own locations, and nothing wider.
      if (session.role === 'location_staff') return location !== undefined && scopeCoversLocation(session, location);
      return coversTarget;
    case 'lots.read':
    case 'lots.change':
    case 'vaccinations.read':
    case 'vaccinations.record':
    case 'walk_ins.read':
    case 'walk_ins.create':
      // Always about one location: without it nothing is reached.
      return location !== undefined && scopeCoversLocation(session, location);
    case 'closures.create':
    case 'closures.list':
    case 'closures.people':
    case 'closures.reopen':
    case 'schedule.change':
    case 'listing_requests.list':
      return coversTarget;
    case 'listing_requests.decide':
    case 'waitlist.summary':
      return session.role === 'operator';
  }
}

/** Throws the 403 unless the session's role may take the action at all: the routes' guard, before the handler. */
export function authorizeAction(session: StaffScope, action: StaffAction): void {
  if (!roleMayTake(session.role, action)) throw forbidden();
}

/** Throws the 403 unless the session may do this to this target. */
export function authorize(session: StaffScope, action: StaffAction, target: StaffTarget = {}): void {
  if (!isAllowed(session, action, target)) throw forbidden();
}
