// The closure calls (decision 258), typed by the domain's contract.
import type { Closure, ClosurePerson, CreateClosureBody } from '@vaxnear/domain/contracts/closures';
import type { HoursChange, HoursChangeBody } from '@vaxnear/domain/contracts/schedule-changes';
import { apiRequest } from '../../../lib/api-client.ts';

export const listClosures = (locationId: string): Promise<Closure[]> =>
  apiRequest('GET', '/staff/closures', { query: { locationId } });

export const createClosure = (body: CreateClosureBody): Promise<Closure> =>
  apiRequest('POST', '/staff/closures', { body });

export const closurePeople = (id: string): Promise<ClosurePerson[]> =>
  apiRequest('GET', `/staff/closures/${encodeURIComponent(id)}/people`);

export const reopenClosure = (id: string): Promise<Closure> =>
  apiRequest('POST', `/staff/closures/${encodeURIComponent(id)}/reopen`, { body: {} });

export interface CapacityChange {
  locationId: string;
  from: string;
  capacity: number;
  overbooked: Array<{ startsAt: string; booked: number }>;
}

export const changeCapacity = (body: { locationId: string; from: string; capacity: number }): Promise<CapacityChange> =>
  apiRequest('POST', '/staff/capacity-changes', { body });

export const changeHours = (body: HoursChangeBody): Promise<HoursChange> =>
  apiRequest('POST', '/staff/hours-changes', { body });
