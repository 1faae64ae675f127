// The state registry calls of one location (decision 262): the report of vaccinations to fix, and sending one again.
// Typed by the domain's contract; the registry report page is their only caller.
import type { RegistryProblem } from '@vaxnear/domain/contracts/staff-registry';
import { apiRequest } from '../../../lib/api-client.ts';

const at = (locationId: string) => `/staff/locations/${encodeURIComponent(locationId)}`;

export const registryProblems = (locationId: string): Promise<RegistryProblem[]> =>
  apiRequest('GET', `${at(locationId)}/registry-problems`);

export const resendToRegistry = (locationId: string, vaccinationId: string): Promise<{ status: 'pending' }> =>
  apiRequest('POST', `${at(locationId)}/registry-messages/${encodeURIComponent(vaccinationId)}/resend`, { body: {} });
