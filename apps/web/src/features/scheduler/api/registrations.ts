// A stored booking, read and changed by its access code, typed by the domain's contracts (decision 101).
import type {
  CancelRegistrationBody,
  EraseRegistrationResponse,
  LookupRegistrationBody,
  Registration,
  RescheduleRegistrationBody,
} from '@vaxnear/domain/contracts/registrations';
import { apiRequest } from '../../../lib/api-client.ts';
import { registrationPath } from '../../../lib/api/registrations.ts';

/** POST /registrations/:accessCode/cancel (proof for `manage_registration`). */
export async function cancelRegistration(
  accessCode: string,
  body: CancelRegistrationBody,
  botCheckToken: string,
): Promise<Registration> {
  const { registration } = await apiRequest<{ registration: Registration }>(
    'POST',
    `${registrationPath(accessCode)}/cancel`,
    { body, botCheckToken },
  );
  return registration;
}

/** POST /registrations/:accessCode/erase: forgets the person's data (proof for `manage_registration`). */
export function eraseRegistration(
  accessCode: string,
  botCheckToken: string,
): Promise<EraseRegistrationResponse['data']> {
  return apiRequest<EraseRegistrationResponse['data']>('POST', `${registrationPath(accessCode)}/erase`, {
    botCheckToken,
  });
}

/** POST /registrations/:accessCode/reschedule: moves appointments to slots this client holds. */
export async function rescheduleRegistration(
  accessCode: string,
  body: RescheduleRegistrationBody,
  botCheckToken: string,
): Promise<Registration> {
  const { registration } = await apiRequest<{ registration: Registration }>(
    'POST',
    `${registrationPath(accessCode)}/reschedule`,
    { body, botCheckToken },
  );
  return registration;
}

/** POST /registrations/lookup: the access code of a booking found by its confirmation number and the person's details. */
export function lookupRegistration(
  body: LookupRegistrationBody,
  botCheckToken: string,
): Promise<{ accessCode: string }> {
  return apiRequest<{ accessCode: string }>('POST', '/registrations/lookup', { body, botCheckToken });
}
