// GET /chains: bookable locations listed per retailer (issue 30), for the home's partner grid and the chain campaigns.
import { useEffect, useState } from 'react';
import type { RetailerCounts } from '@vaxnear/domain/chains';
import { apiRequest } from '../api-client.ts';

export function fetchRetailerCounts(signal?: AbortSignal): Promise<RetailerCounts> {
  return apiRequest<RetailerCounts>('GET', '/chains', { signal });
}

/** The counts, or null while they load or when the server could not be reached (then nothing is claimed). */
export function useRetailerCounts(): RetailerCounts | null {
  const [counts, setCounts] = useState<RetailerCounts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchRetailerCounts(controller.signal).then(setCounts, () => undefined);
    return () => controller.abort();
  }, []);
  return counts;
}
