// The staff calls, typed by the domain's contract (decision 101). The session is an HttpOnly cookie the browser sends
// by itself (same origin); the browser adds Sec-Fetch-Site, which the server checks on every change (decision 240).
import type {
  AcceptOptions,
  CeremonyOptions,
  CreateInvitationBody,
  Invitation,
  Me,
  StaffMember,
} from '@vaxnear/domain/contracts/staff';
import { apiRequest } from '../../../lib/api-client.ts';

export const signInOptions = (): Promise<CeremonyOptions> => apiRequest('POST', '/staff/sign-in/options', { body: {} });

export const signIn = (body: { challengeId: string; response: unknown }): Promise<Me> =>
  apiRequest('POST', '/staff/sign-in', { body });

export const acceptOptions = (token: string): Promise<AcceptOptions> =>
  apiRequest('POST', '/staff/invitations/accept/options', { body: { token } });

export const acceptInvitation = (body: { token: string; challengeId: string; response: unknown }): Promise<Me> =>
  apiRequest('POST', '/staff/invitations/accept', { body });

export const whoAmI = (): Promise<Me> => apiRequest('GET', '/staff/me');

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/staff/sign-out', { body: {} });
}

export const listInvitations = (): Promise<Invitation[]> => apiRequest('GET', '/staff/invitations');

export const createInvitation = (body: CreateInvitationBody): Promise<Invitation> =>
  apiRequest('POST', '/staff/invitations', { body });

export const revokeInvitation = (id: string): Promise<Invitation> =>
  apiRequest('POST', `/staff/invitations/${encodeURIComponent(id)}/revoke`, { body: {} });

export const listStaff = (query: { locationId?: string; retailer?: string }): Promise<StaffMember[]> =>
  apiRequest('GET', '/staff/members', { query });
