// Opening hours and slot length from a date on (docs/product/staff.md, Opening hours; decision 274). In one
// transaction: the location gets a schedule version from the date on (later versions are replaced: the newest change
// holds for every day after its date), every start the old schedule opened from that date to the booking horizon that
// the new one does not is filled with holds of a closure (so a booking that read the old schedule is refused), the
// people booked at such a time are told and offered the nearest time of the new schedule already held for them, as a
// closure's people are (closeInTransaction), a staff closure over the new schedule's starts fills them too, and the
// audit log records the change. Search, availability and the feed rebuild from meta.locations_version.
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { BOOKING_HORIZON_DAYS } from '@vaxnear/domain/constants';
import { closureBoundInstant, inClosure } from '@vaxnear/domain/closures';
import type { HoursChange, HoursChangeBody } from '@vaxnear/domain/contracts/schedule-changes';
import { hoursOfSchedules } from '@vaxnear/domain/listing-requests';
import {
  addDaysToIsoDate,
  localDateOf,
  scheduledSlotsOn,
  type LocationSchedule,
  type ScheduleVersion,
} from '@vaxnear/domain/schedule';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { forgetNextAvailableDates } from '../availability/availability.service.ts';
import { retryOnConflict } from '../bookings/database-errors.ts';
import { invalidateLocationIndex } from '../locations/location-index.ts';
import { findBookableLocation, type BookableLocation } from '../locations/locations.repository.ts';
import { linkSecret } from '../mail/link-secret.ts';
import { forgetCachedLocation } from '../reservations/time-slot.service.ts';
import { recordPlacesAppeared } from '../waiting-list/waiting-list-sources.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { authorize, forbidden, type StaffSession } from '../staff/staff-authorization.ts';
import type { Actor } from '../staff/staff.service.ts';
import { closureClientId, fillSlots, listClosures } from './closures.repository.ts';
import { closeInTransaction } from './closures.service.ts';

/** Every start a schedule opens from `first` to `last` (local dates), today's included and past the same-day rule. */
function startsOf(schedule: LocationSchedule, first: string, last: string, now: Date): string[] {
  const probe: LocationSchedule = { ...schedule, sameDayBooking: true, bookableUntil: null };
  const starts: string[] = [];
  for (let date = first; date <= last; date = addDaysToIsoDate(date, 1))
    for (const slot of scheduledSlotsOn(probe, date, now, BOOKING_HORIZON_DAYS + 1))
      starts.push(slot.start.toISOString());
  return starts;
}

async function bumpLocationsVersion(trx: Kysely<Database>, now: string) {
  // Search and the SMART feed rebuild when this changes: within their check interval on every server.
  await trx
    .insertInto('meta')
    .values({ key: 'locations_version', value: `hours-${now}-${crypto.randomUUID()}` })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

export async function changeHours(
  deps: ServiceDeps & { database?: DatabaseHandle },
  actor: Actor & { session: StaffSession },
  body: HoursChangeBody,
): Promise<HoursChange> {
  const bookable = await findBookableLocation(deps.db, body.locationId);
  if (!bookable) {
    if (actor.session.role !== 'operator') throw forbidden();
    throw badRequest('STAFF_LOCATION_UNKNOWN', 'There is no location with this id.', 'locationId');
  }
  const { location } = bookable;
  authorize(actor.session, 'schedule.change', { location: { id: location.id, retailer: location.retailer } });
  const plan = await planHoursChange(deps, bookable, body);
  const answer = await retryOnConflict(() =>
    deps.db.transaction().execute((trx) => changeHoursInTransaction(trx, deps, actor, plan)),
  );
  afterHoursChange(deps, location.id);
  return answer;
}

/** What a change of hours will do, worked out before its transaction (reads outside it would wait on SQLite). */
export interface HoursChangePlan {
  bookable: BookableLocation;
  changed: BookableLocation;
  body: Pick<HoursChangeBody, 'from' | 'slotMinutes' | 'reason'>;
  version: ScheduleVersion;
  newStarts: string[];
  vanished: string[];
  fromInstant: Date;
  until: Date;
  secret: Awaited<ReturnType<typeof linkSecret>>;
}

/** Checks the date and works out which starts the new hours remove; refuses a date outside today to the horizon. */
export async function planHoursChange(
  deps: ServiceDeps,
  bookable: BookableLocation,
  body: Pick<HoursChangeBody, 'from' | 'slotMinutes' | 'schedules' | 'reason'>,
  field = 'from',
): Promise<HoursChangePlan> {
  const { schedule } = bookable;
  const now = deps.clock.now();
  const today = localDateOf(now, schedule.timeZone);
  const last = addDaysToIsoDate(today, BOOKING_HORIZON_DAYS);
  if (body.from < today || body.from > last)
    throw badRequest('HOURS_DATE_INVALID', `Choose a date from today to ${BOOKING_HORIZON_DAYS} days ahead.`, field);
  const version: ScheduleVersion = {
    from: body.from,
    slotMinutes: body.slotMinutes,
    hours: hoursOfSchedules(body.schedules),
  };
  const changed: BookableLocation = {
    ...bookable,
    schedule: { ...schedule, versions: [...(schedule.versions ?? []).filter((v) => v.from < body.from), version] },
  };
  // Starts the old schedule opens and the new one does not: their people are displaced, and nobody may book them.
  const newStarts = startsOf(changed.schedule, body.from, last, now);
  const kept = new Set(newStarts);
  return {
    bookable,
    changed,
    body,
    version,
    newStarts,
    vanished: startsOf(schedule, body.from, last, now).filter((s) => !kept.has(s)),
    fromInstant: closureBoundInstant(`${body.from}T00:00`, schedule.timeZone)!,
    until: closureBoundInstant(`${addDaysToIsoDate(last, 1)}T00:00`, schedule.timeZone)!,
    secret: await linkSecret(deps),
  };
}

/** The change itself, in the caller's transaction (a staff change's own, or an approved listing edit's). */
export async function changeHoursInTransaction(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  actor: Actor & { session: StaffSession },
  plan: HoursChangePlan,
): Promise<HoursChange> {
  const { bookable, changed, body, version, vanished } = plan;
  const { location, schedule } = bookable;
  const nowIso = deps.clock.now().toISOString();
  await trx
    .deleteFrom('location_schedule_versions')
    .where('location_id', '=', location.id)
    .where('effective_from', '>=', body.from)
    .execute();
  await trx
    .insertInto('location_schedule_versions')
    .values({
      location_id: location.id,
      effective_from: body.from,
      slot_minutes: body.slotMinutes,
      hours: JSON.stringify(version.hours),
      created_by: actor.session.staffId,
      created_at: nowIso,
    })
    .execute();
  await closeNewStartsOfClosures(trx, deps, location.id, plan.newStarts, schedule.capacity, nowIso);
  // Times the new hours open from that date may suit people waiting (decision 286).
  await recordPlacesAppeared(trx, location.id, plan.fromInstant.toISOString(), 'new_hours', nowIso);
  let displaced = { closureId: null as string | null, people: 0, offered: 0 };
  if (vanished.length > 0) {
    const gone = new Set(vanished);
    const { closure, notices } = await closeInTransaction(
      trx,
      deps,
      plan.secret,
      { staffId: actor.session.staffId, address: actor.address },
      changed,
      { from: plan.fromInstant, to: plan.until },
      body.reason,
      { offer: true, scheduled: vanished, displaced: (a) => gone.has(a.startsAt), cause: 'schedule_change' },
    );
    displaced = {
      closureId: notices.length > 0 ? closure.id : null,
      people: notices.reduce((n, notice) => n + notice.appointmentIds.length, 0),
      offered: notices.filter((n) => n.offer).reduce((n, notice) => n + notice.appointmentIds.length, 0),
    };
  }
  await bumpLocationsVersion(trx, nowIso);
  await insertAuditEntry(trx, {
    at: nowIso,
    actorId: actor.session.staffId,
    action: 'schedule.hours',
    recordType: 'location',
    recordId: location.id,
    changes: {
      from: body.from,
      slotMinutes: [schedule.slotMinutes, body.slotMinutes],
      hours: version.hours,
      vanishedSlots: vanished.length,
      displaced: displaced.people,
    },
    address: actor.address,
    retailer: location.retailer,
  });
  return {
    locationId: location.id,
    from: body.from,
    slotMinutes: body.slotMinutes,
    hours: [...version.hours],
    displaced: displaced.people,
    offered: displaced.offered,
    closureId: displaced.closureId,
  };
}

/** What the server that made a change forgets at once; the others within their caches' delays (decision 274). */
export function afterHoursChange(deps: ServiceDeps & { database?: DatabaseHandle }, locationId: string): void {
  forgetNextAvailableDates(deps.db, [locationId]);
  forgetCachedLocation(deps.db, locationId);
  if (deps.database) invalidateLocationIndex(deps.database);
}

/** A staff closure stays closed under the new hours: the new schedule's starts in its range get its holds. */
async function closeNewStartsOfClosures(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  locationId: string,
  starts: readonly string[],
  capacity: number,
  now: string,
) {
  const open = (await listClosures(trx, locationId)).filter((c) => !c.reopenedAt && !c.cause && c.endsAt > now);
  for (const closure of open) {
    const inside = starts.filter((s) => inClosure(s, closure));
    if (inside.length === 0) continue;
    const filled = new Set(
      (
        await trx
          .selectFrom('holds')
          .select('starts_at')
          .where('client_id', '=', closureClientId(closure.id))
          .where('starts_at', 'in', inside)
          .execute()
      ).map((r) => r.starts_at),
    );
    await fillSlots(
      trx,
      deps.dialect,
      closure.id,
      locationId,
      inside.filter((s) => !filled.has(s)),
      capacity,
      now,
    );
  }
}
