// GET /availabilities for one location over the week shown by the date picker (docs/product/booking-flow.md, Calls to
// the server: date, or a range).
import { useCallback, useEffect, useState } from 'react';
import { fetchAvailability } from '../../lib/api/availability.ts';
import type { RequestedService, TimeSlot } from './types.ts';

export type AvailabilityState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; offersServices: boolean; slotsByDate: Record<string, TimeSlot[]> };

export function useAvailability(
  locationId: string | null,
  services: RequestedService[],
  startDate: string,
  endDate: string,
  pregnant = false,
) {
  const [answer, setAnswer] = useState<{ key: string; state: AvailabilityState } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const servicesKey = JSON.stringify(services);
  const key = JSON.stringify([locationId, servicesKey, startDate, endDate, pregnant, refresh]);

  useEffect(() => {
    if (!locationId) return undefined;
    const controller = new AbortController();
    const setState = (state: AvailabilityState) => setAnswer({ key, state });
    fetchAvailability(
      {
        location_ids: [locationId],
        services: JSON.parse(servicesKey) as RequestedService[],
        startDate,
        endDate,
        pregnant: pregnant || undefined,
      },
      controller.signal,
    ).then(
      (result) => {
        const entry = result.locations.find((l) => l.locationId === locationId);
        const slotsByDate: Record<string, TimeSlot[]> = {};
        for (const day of entry?.dates ?? []) slotsByDate[day.date] = day.slots;
        setState({ status: 'loaded', offersServices: entry?.offersServices ?? false, slotsByDate });
      },
      (error: Error) => {
        if (error.name !== 'AbortError') setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, locationId, servicesKey, startDate, endDate, pregnant]);

  const state: AvailabilityState = !locationId
    ? { status: 'idle' }
    : answer?.key === key
      ? answer.state
      : { status: 'loading' };
  return { state, reload: useCallback(() => setRefresh((r) => r + 1), []) };
}
