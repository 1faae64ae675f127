// SQL for locations, their offerings and weekly hours. Rows are mapped here into plain shapes; the routes map
// those to the contracts.
import type { Kysely } from 'kysely';
import type { LocationSchedule, OpeningHours, ScheduleVersion } from '@vaxnear/domain/schedule';
import type { Database, LocationHoursTable, LocationScheduleVersionTable, LocationTable } from '../../db/schema.ts';

export interface LocationRecord {
  id: string;
  name: string;
  retailer: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lng: number;
  timeZone: string;
  phone: string | null;
  website: string | null;
  bookingType: string;
  /** Minutes per slot: how long an appointment there lasts. */
  slotMinutes: number;
}

export interface OfferingRecord {
  kind: string;
  /** null for a kind without brands (flu). */
  brand: string | null;
  minAge: number;
  maxAge: number;
}

export interface BookableLocation {
  location: LocationRecord;
  schedule: LocationSchedule;
  offerings: OfferingRecord[];
}

export function toLocationRecord(row: LocationTable): LocationRecord {
  return {
    id: row.id,
    name: row.name,
    retailer: row.retailer,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    lat: Number(row.lat),
    lng: Number(row.lng),
    timeZone: row.time_zone,
    phone: row.phone,
    website: row.website,
    bookingType: row.booking_type,
    slotMinutes: Number(row.slot_minutes),
  };
}

export function toSchedule(
  row: Pick<LocationTable, 'time_zone' | 'slot_minutes' | 'capacity' | 'same_day_booking' | 'slots_until'>,
  hours: readonly Pick<LocationHoursTable, 'weekday' | 'opens' | 'closes' | 'break_start' | 'break_end'>[],
  versions: readonly Pick<LocationScheduleVersionTable, 'effective_from' | 'slot_minutes' | 'hours'>[] = [],
): LocationSchedule {
  return {
    ...(versions.length > 0
      ? { versions: versions.map(toScheduleVersion).sort((a, b) => a.from.localeCompare(b.from)) }
      : {}),
    timeZone: row.time_zone,
    slotMinutes: Number(row.slot_minutes),
    capacity: Number(row.capacity),
    sameDayBooking: Number(row.same_day_booking) === 1,
    bookableUntil: row.slots_until ? new Date(row.slots_until) : null,
    hours: hours
      .map((h): OpeningHours => ({
        weekday: Number(h.weekday),
        opens: h.opens,
        closes: h.closes,
        breakStart: h.break_start,
        breakEnd: h.break_end,
      }))
      .sort((a, b) => a.weekday - b.weekday),
  };
}

export function toScheduleVersion(
  row: Pick<LocationScheduleVersionTable, 'effective_from' | 'slot_minutes' | 'hours'>,
): ScheduleVersion {
  return {
    from: row.effective_from,
    slotMinutes: Number(row.slot_minutes),
    hours: (JSON.parse(row.hours) as OpeningHours[]).sort((a, b) => a.weekday - b.weekday),
  };
}

const versionColumns = ['location_id', 'effective_from', 'slot_minutes', 'hours'] as const;

export function toOffering(row: { kind: string; brand: string; min_age: number; max_age: number }): OfferingRecord {
  return {
    kind: row.kind,
    brand: row.brand === '' ? null : row.brand,
    minAge: Number(row.min_age),
    maxAge: Number(row.max_age),
  };
}

/** One location with what booking needs: its schedule and its offerings; null when there is no such location. */
export async function findBookableLocation(db: Kysely<Database>, id: string): Promise<BookableLocation | null> {
  const row = await db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [hours, versions, offerings] = await Promise.all([
    db.selectFrom('location_hours').selectAll().where('location_id', '=', id).execute(),
    db.selectFrom('location_schedule_versions').select(versionColumns).where('location_id', '=', id).execute(),
    db
      .selectFrom('location_offerings')
      .selectAll()
      .where('location_id', '=', id)
      .orderBy('kind')
      .orderBy('brand')
      .execute(),
  ]);
  return {
    location: toLocationRecord(row),
    schedule: toSchedule(row, hours, versions),
    offerings: offerings.map(toOffering),
  };
}

/** Schedules of several locations at once (availability pages ask for many). */
export async function findSchedules(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, { location: LocationRecord; schedule: LocationSchedule; offerings: OfferingRecord[] }>> {
  const result = new Map<string, BookableLocation>();
  if (ids.length === 0) return result;
  const [rows, hours, versions, offerings] = await Promise.all([
    db.selectFrom('locations').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('location_hours').selectAll().where('location_id', 'in', ids).execute(),
    db.selectFrom('location_schedule_versions').select(versionColumns).where('location_id', 'in', ids).execute(),
    db.selectFrom('location_offerings').selectAll().where('location_id', 'in', ids).execute(),
  ]);
  for (const row of rows) {
    result.set(row.id, {
      location: toLocationRecord(row),
      schedule: toSchedule(
        row,
        hours.filter((h) => h.location_id === row.id),
        versions.filter((v) => v.location_id === row.id),
      ),
      offerings: offerings.filter((o) => o.location_id === row.id).map(toOffering),
    });
  }
  return result;
}

/** Every location with its schedule and offerings, for the in-memory search index. */
export async function findAllBookableLocations(db: Kysely<Database>): Promise<BookableLocation[]> {
  const [rows, hours, versions, offerings] = await Promise.all([
    db.selectFrom('locations').selectAll().execute(),
    db.selectFrom('location_hours').selectAll().execute(),
    db.selectFrom('location_schedule_versions').select(versionColumns).execute(),
    db.selectFrom('location_offerings').selectAll().orderBy('kind').orderBy('brand').execute(),
  ]);
  const hoursById = groupBy(hours, (h) => h.location_id);
  const offeringsById = groupBy(offerings, (o) => o.location_id);
  const versionsById = groupBy(versions, (v) => v.location_id);
  return rows.map((row) => ({
    location: toLocationRecord(row),
    schedule: toSchedule(row, hoursById.get(row.id) ?? [], versionsById.get(row.id) ?? []),
    offerings: (offeringsById.get(row.id) ?? []).map(toOffering),
  }));
}

export async function readLocationsVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'locations_version').executeTakeFirst();
  return row?.value ?? 'none';
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
