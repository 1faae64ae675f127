// The day list's calls (decisions 243 and 244). The list is polled with its tag: the page sends back the ETag it holds
// and the server answers 304 when nothing changed, so an open page costs one small request every few seconds.
import type {
  AttendanceBody,
  DayList,
  DayListRow,
  PharmacyCancelBody,
  ReachableLocation,
} from '@vaxnear/domain/contracts/staff-day-list';
import { ApiError, apiRequest, type ApiErrorItem } from '../../../lib/api-client.ts';

export const listLocations = (q?: string): Promise<ReachableLocation[]> =>
  apiRequest('GET', '/staff/locations', { query: { q: q || undefined } });

/** The list, or `unchanged` when the tag the page holds is still the list's. */
export async function fetchDayList(
  locationId: string,
  date: string,
  tag: string | null,
  signal?: AbortSignal,
): Promise<{ list: DayList; tag: string | null } | 'unchanged'> {
  let response: Response;
  try {
    response = await fetch(
      `/api/v1/staff/locations/${encodeURIComponent(locationId)}/day/${encodeURIComponent(date)}`,
      {
        headers: { accept: 'application/json', ...(tag ? { 'if-none-match': tag } : {}) },
        credentials: 'same-origin',
        // The page sends its own tag: the browser keeps no copy of anyone's data (the answer is no-store).
        cache: 'no-store',
        ...(signal ? { signal } : {}),
      },
    );
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, [{ code: 'NETWORK_ERROR', message: 'We could not reach the server.' }]);
  }
  if (response.status === 304) return 'unchanged';
  const payload = (await response.json().catch(() => null)) as { data?: DayList; errors?: ApiErrorItem[] } | null;
  if (!response.ok || !payload?.data)
    throw new ApiError(response.status, payload?.errors ?? [{ code: 'SOMETHING_WENT_WRONG', message: 'failed' }]);
  return { list: payload.data, tag: response.headers.get('etag') };
}

export const changeAttendance = (id: string, body: AttendanceBody): Promise<DayListRow> =>
  apiRequest('POST', `/staff/appointments/${encodeURIComponent(id)}/attendance`, { body });

export const cancelOnBehalf = (id: string, body: PharmacyCancelBody): Promise<DayListRow> =>
  apiRequest('POST', `/staff/appointments/${encodeURIComponent(id)}/cancel`, { body });
