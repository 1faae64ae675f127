// Reading a stored booking by its access code, typed by the domain's contract (decision 101): both confirmation
// pages (scheduler and group) and the manage page read it (decision 211).
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { apiRequest } from '../api-client.ts';

export const registrationPath = (accessCode: string) => `/registrations/${encodeURIComponent(accessCode)}`;

/** GET /registrations/:accessCode */
export async function fetchRegistration(accessCode: string, signal?: AbortSignal): Promise<Registration> {
  const { registration } = await apiRequest<{ registration: Registration }>(
    'GET',
    registrationPath(accessCode),
    signal ? { signal } : {},
  );
  return registration;
}
