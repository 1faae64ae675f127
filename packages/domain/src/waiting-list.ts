// The waiting list (decision 264, docs/product/waiting-list.md): who may be offered a place that opened. One rule for
// the server's matching and the web's join form. Pure: the caller gives the slot's local date, weekday and minute.
import { checkAgeEligibility } from './age-eligibility.ts';
import { distanceMiles, type LatLng } from './geo.ts';
import { ageInYears } from './patient.ts';
import type { VaccineKind } from './vaccines.ts';

/** How long a place offered from the list is held for the person (WAITLIST_OFFER_MINUTES changes it). */
export const WAITLIST_OFFER_MINUTES = 30;
/** Offers a person may let lapse before the list asks whether to keep them on it (they are paused until they answer). */
export const WAITLIST_IGNORED_OFFERS_LIMIT = 3;
/** An entry lasts at most this long; `until` is capped to it. */
export const WAITLIST_MAX_DAYS = 90;
/** Farthest a person may ask for, in miles. */
export const WAITLIST_MAX_MILES = 100;
/** Entries one request may make (one per vaccine). */
export const WAITLIST_MAX_KINDS = 4;

export interface WaitlistWishes {
  kind: VaccineKind;
  dateOfBirth: string;
  pregnant: boolean;
  near: LatLng;
  miles: number;
  /** Weekdays that suit, 0 (Sunday) to 6. */
  weekdays: readonly number[];
  /** Local minutes of the day, [from, to). */
  fromMinute: number;
  toMinute: number;
  /** Last local date that suits, YYYY-MM-DD. */
  until: string;
}

export interface OpenPlace {
  location: LatLng & { state: string; retailer: string };
  /** The location's offers of this kind: the ages each brand is given at. */
  offerings: ReadonlyArray<{ kind: string; minAge: number; maxAge: number }>;
  localDate: string;
  weekday: number;
  minuteOfDay: number;
}

/** True when the place suits the entry's wishes and the person may be booked there (the booking's own age rules). */
export function placeSuits(wishes: WaitlistWishes, place: OpenPlace): boolean {
  if (place.localDate > wishes.until) return false;
  if (!wishes.weekdays.includes(place.weekday)) return false;
  if (place.minuteOfDay < wishes.fromMinute || place.minuteOfDay >= wishes.toMinute) return false;
  if (distanceMiles(wishes.near, place.location) > wishes.miles) return false;
  const age = ageInYears(wishes.dateOfBirth, place.localDate);
  if (!place.offerings.some((o) => o.kind === wishes.kind && o.minAge <= age && age <= o.maxAge)) return false;
  const { errors } = checkAgeEligibility({
    age,
    services: [wishes.kind],
    pregnant: wishes.pregnant,
    flow: age >= 18 ? 'adult' : 'minor',
    location: place.location,
  });
  return errors.length === 0;
}
