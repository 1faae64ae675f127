// The registration call of the provider form, typed by the domain's contract (decision 101).
import type {
  ProviderRegistrationBody,
  ProviderRegistrationResponse,
} from '@vaxnear/domain/contracts/provider-registrations';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /provider_registrations (proof for `create_provider_registration`): answers the receipt of the request. */
export function registerProvider(
  body: ProviderRegistrationBody,
  botCheckToken: string,
): Promise<ProviderRegistrationResponse['data']> {
  return apiRequest('POST', '/provider_registrations', { body, botCheckToken });
}
