// Approving a provider's listing request (docs/product/staff.md, Listing requests; decision 260): the request's hours
// and vaccines as the rows a listing is made of. Pure, so the operator's page can show what an approval will list.
import { brandEntriesOf } from './booking/brand-ages.ts';
import { MAX_AGE } from './constants.ts';
import { WEEKDAYS, type Weekday } from './enumerations.ts';
import type { OpeningHours } from './schedule.ts';
import type { VaccineKind } from './vaccines.ts';

/** One schedule of the registration form: its days, open all day or between start and end with an optional lunch. */
export interface RequestedSchedule {
  days: readonly Weekday[];
  open24Hours: boolean;
  start?: string | undefined;
  end?: string | undefined;
  lunchStart?: string | undefined;
  lunchEnd?: string | undefined;
}

/** A 24-hour day is listed 00:00-23:59: closing at midnight is written 23:59, as on the form. */
export function hoursOfSchedules(schedules: readonly RequestedSchedule[]): OpeningHours[] {
  const hours: OpeningHours[] = [];
  for (const schedule of schedules)
    for (const day of schedule.days)
      hours.push({
        weekday: WEEKDAYS.indexOf(day),
        opens: schedule.open24Hours ? '00:00' : schedule.start!,
        closes: schedule.open24Hours ? '23:59' : schedule.end!,
        breakStart: schedule.open24Hours ? null : (schedule.lunchStart ?? null),
        breakEnd: schedule.open24Hours ? null : (schedule.lunchEnd ?? null),
      });
  return hours.sort((a, b) => a.weekday - b.weekday);
}

/** Every brand of each kind asked for, at the ages the brand catalogue allows (decision 055). */
export function offeringsOfKinds(
  kinds: readonly VaccineKind[],
): Array<{ kind: VaccineKind; brand: string; minAge: number; maxAge: number }> {
  return kinds.flatMap((kind) =>
    brandEntriesOf(kind).map((entry) => ({
      kind,
      // A kind without brands has the one entry under the empty brand name (brand-ages.ts).
      brand: entry.brandName,
      minAge: entry.minAge,
      maxAge: entry.maxAge ?? MAX_AGE,
    })),
  );
}

/** A new listing's id: its identifier, so a second approval of the same pharmacy finds the first. */
export const listingIdOf = (identifierType: string, identifier: string): string =>
  `vaxnear-${identifierType}-${identifier}`.toLowerCase();

/** The retailer of an independent pharmacy: its name in lower case, words joined by dashes. */
export function retailerOf(businessName: string): string {
  return (
    businessName
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'independent'
  );
}

export const LISTING_DECISION_MESSAGE_MAX = 1000;
/** Places per slot of a new listing until the pharmacy changes it. */
export const NEW_LISTING_CAPACITY = 1;
