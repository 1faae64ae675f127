// GET /availabilities, the free times of some locations, typed by the domain's contract (decision 101): the
// scheduler's results, changing a booked time and group booking all ask through it.
import type { z } from 'zod';
import type { AvailabilityQuery, availabilityResultSchema } from '@vaxnear/domain/contracts/availability';
import { apiRequest } from '../api-client.ts';

export type AvailabilityResult = z.infer<typeof availabilityResultSchema>;

/** The contract's query: the locations, and one day (`date`) or a range (`startDate` and `endDate`). */
export type AvailabilityParams = Pick<AvailabilityQuery, 'location_ids'> & {
  [K in Exclude<keyof AvailabilityQuery, 'location_ids'>]?: AvailabilityQuery[K] | undefined;
};

export function fetchAvailability(params: AvailabilityParams, signal?: AbortSignal): Promise<AvailabilityResult> {
  return apiRequest<AvailabilityResult>('GET', '/availabilities', { query: params, signal });
}
