// The patient step's eligibility check, typed by the domain's contract (decision 101).
import type { EligibilityBody, EligibilityResponse } from '@vaxnear/domain/contracts/eligibilities';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /eligibilities: the warnings for this person and these vaccines; an ineligible one answers an ApiError. */
export function fetchEligibilityWarnings(body: EligibilityBody): Promise<EligibilityResponse> {
  return apiRequest<EligibilityResponse>('POST', '/eligibilities', { body });
}
