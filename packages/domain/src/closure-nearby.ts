// Where a closed booking's alternative may be (docs/product/staff.md, Closures; decision 275): the same pharmacy when
// it has a time close to the closed one, else the nearest time at the same pharmacy or a nearby one offering the same
// vaccines. Pure, so the rule is read and tested in one place.
import { offeringServes } from './booking/pregnancy-offering.ts';
import { distanceMiles, type LatLng } from './geo.ts';
import type { VaccineKind } from './vaccines.ts';

/** A nearby pharmacy is at most this far, in a straight line, from the closed one. */
export const CLOSURE_NEARBY_MILES = 10;
/** At most this many nearby pharmacies (the closest) are looked at for one closure. */
export const CLOSURE_NEARBY_MAX_LOCATIONS = 5;
/** The same pharmacy is kept when it has a time at most this far from the closed one, before any other is looked at. */
export const CLOSURE_SAME_PHARMACY_HOURS = 24;

const HOUR_MS = 3_600_000;

/** One time an alternative could be held at: a pharmacy's start, and how far that pharmacy is from the closed one. */
export interface OfferCandidate {
  locationId: string;
  /** Epoch milliseconds. */
  start: number;
  /** 0 for the closed pharmacy itself. */
  miles: number;
}

/**
 * The order in which candidate times are tried for a closed appointment. First the same pharmacy's times within
 * CLOSURE_SAME_PHARMACY_HOURS of the closed one (a person keeps their pharmacy when it costs them at most a day);
 * then every other candidate, the same pharmacy's later or earlier times included: nearest in time first, then the
 * nearer pharmacy (the same one before any other), then the earlier time, then the location id (so the order is total).
 */
export function byOfferPreference(closedStart: number, closedLocationId: string) {
  const tier = (c: OfferCandidate) =>
    c.locationId === closedLocationId && Math.abs(c.start - closedStart) <= CLOSURE_SAME_PHARMACY_HOURS * HOUR_MS
      ? 0
      : 1;
  return (a: OfferCandidate, b: OfferCandidate): number => {
    const byTier = tier(a) - tier(b);
    if (byTier !== 0) return byTier;
    const byTime = Math.abs(a.start - closedStart) - Math.abs(b.start - closedStart);
    if (byTime !== 0) return byTime;
    if (a.miles !== b.miles) return a.miles - b.miles;
    if (a.start !== b.start) return a.start - b.start;
    return a.locationId < b.locationId ? -1 : a.locationId > b.locationId ? 1 : 0;
  };
}

/**
 * The pharmacies near a closed one that may hold its people's alternative: in the same state (its rules on who may be
 * vaccinated are the ones the booking was made under), within CLOSURE_NEARBY_MILES, the closest
 * CLOSURE_NEARBY_MAX_LOCATIONS, nearest first.
 */
export function nearbyPharmacies<T extends { id: string; state: string } & LatLng>(
  closed: { id: string; state: string } & LatLng,
  others: readonly T[],
): Array<{ location: T; miles: number }> {
  return others
    .filter((o) => o.id !== closed.id && o.state === closed.state)
    .map((location) => ({ location, miles: distanceMiles(closed, location) }))
    .filter((o) => o.miles <= CLOSURE_NEARBY_MILES)
    .sort((a, b) => a.miles - b.miles || (a.location.id < b.location.id ? -1 : 1))
    .slice(0, CLOSURE_NEARBY_MAX_LOCATIONS);
}

/** What each person of a closed booking was booked for: a nearby pharmacy must offer every one of these at their age. */
export interface BookedServices {
  age: number;
  pregnant: boolean;
  services: ReadonlyArray<{ kind: string; brand: string | null }>;
}

/**
 * Whether a pharmacy's offerings give every person their vaccines, in the brand they chose when they chose one, at
 * their age (or in pregnancy), by the booking's own rule (offeringServes).
 */
export function offersSameVaccines(
  offerings: ReadonlyArray<{ kind: string; brand: string | null; minAge: number; maxAge: number }>,
  people: readonly BookedServices[],
): boolean {
  return people.every((person) =>
    person.services.every((service) =>
      offerings.some((o) =>
        offeringServes(
          o,
          {
            kind: service.kind as VaccineKind,
            brands: service.brand ? [service.brand] : [],
            ageMin: person.age,
            ageMax: person.age,
          },
          person.pregnant,
        ),
      ),
    ),
  );
}
