// The location a counter call is about, checked against the session's scope before anything is read or changed
// (docs/product/staff.md, Roles): location staff reach their own locations, retailer admins their retailer's,
// operators every one.
import { localDateOf } from '@vaxnear/domain/schedule';
import { notFound } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { authorize, type StaffAction, type StaffSession } from '../staff/staff-authorization.ts';
import { findCounterLocation } from './vaccine-lots.repository.ts';

/** Who is acting at the counter: the session and their address (for the audit log). */
export interface CounterActor {
  session: StaffSession;
  address: string | null;
}

export interface CounterLocation {
  id: string;
  name: string;
  retailer: string;
  timeZone: string;
  /** The location's date now (yyyy-MM-dd): what "expired" and "today" mean there. */
  today: string;
}

export async function counterLocation(
  deps: ServiceDeps,
  actor: CounterActor,
  locationId: string,
  action: StaffAction,
): Promise<CounterLocation> {
  const row = await findCounterLocation(deps.db, locationId);
  if (!row) throw notFound('No location has this id. Choose a location from your list.', 'STAFF_LOCATION_UNKNOWN');
  authorize(actor.session, action, { location: { id: row.id, retailer: row.retailer } });
  return {
    id: row.id,
    name: row.name,
    retailer: row.retailer,
    timeZone: row.time_zone,
    today: localDateOf(deps.clock.now(), row.time_zone),
  };
}
