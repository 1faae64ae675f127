import type { z } from 'zod';
import type { timeSlotSchema } from '@vaxnear/domain/contracts/availability';
import type { LocationResult } from '@vaxnear/domain/contracts/query';
import type { BookingRestrictions } from '@vaxnear/domain/contracts/geolocation';
import type { PlacePrecision } from '@vaxnear/domain/place-search';

export type { LocationResult };
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** A vaccine the person wants, with the brands they accept and their age: what /query and /availabilities ask for. */
export type { RequestedService } from '@vaxnear/domain/contracts/query-params';
/**
 * A search centre: where the person searched and how it was found. The single-person flow keeps all of it (the ZIP
 * code decides the maternal RSV season, the query is shown back); the results read only `ResultsCentre`.
 */
export interface Coordinates {
  lat: number;
  lng: number;
  locationType: 'live' | 'searchApproximate' | 'searchPrecise';
  /** What the person typed or chose; shown back to them, never sent to analytics. */
  query?: string;
  locationValue?: string;
  /** The searched place's ZIP code: the maternal RSV season depends on it. */
  postalCode?: string;
  bookingRestrictions?: BookingRestrictions;
  bounds?: { sw: { lat: number; lng: number }; ne: { lat: number; lng: number } };
  /** What the centre is ("Chicago, IL") and how exact, so the results never claim more than that. */
  place?: { matched: string; precision: PlacePrecision; street: boolean } | undefined;
}

/** The part of a search centre the results read, with the words for "near …" (the group flow keeps only this). */
export type ResultsCentre = Pick<Coordinates, 'lat' | 'lng' | 'place'> & { label?: string };

/** A booking deep link's time (decision 131), held on the results when still free. */
export interface LinkedTime {
  locationId: string;
  timeSlotId: string;
  start: string;
  locationName: string;
  timeZone: string;
}

export interface HeldSlot {
  timeSlotId: string;
  locationId: string;
  expiresAt: string;
  /** The slot's start, for the held bar. */
  time?: string;
  /** A party's places, one id per person; the first is `timeSlotId`. */
  partyIds?: string[];
}

/** An appointment held for one person on the results: what both flows carry to their review and booking. */
export interface HeldAppointment {
  timeSlotId: string;
  /** ISO instant with the location's offset. */
  time: string;
  locationId: string;
  location: {
    id: string;
    name: string;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    zip: string | null;
    latitude: number;
    longitude: number;
    retailer: string;
    timeZone: string;
    metadata: { webAddress: string | null; phoneNumber: string | null };
    /** What the location offers, kept for the add-on prompts after the summary. */
    services?: LocationResult['services'];
  };
  /** When the hold ends (ISO UTC). */
  expiresAt: string;
}

/**
 * The held appointment's location as the single-person flow stores it: no id, and the ZIP code under the address
 * formatter's name (flows stored before keep reading the same way).
 */
export type SchedulerAppointmentLocation = Omit<HeldAppointment['location'], 'id' | 'zip'> & {
  zipCode?: string | null;
};

/** The held appointment as the single-person flow stores it, with the extensions its "more time" button has left. */
export type SchedulerAppointment = Omit<HeldAppointment, 'location'> & {
  location: SchedulerAppointmentLocation;
  /** How many more times "I need more time" may extend the hold; absent means none used yet. */
  extensionsLeft?: number;
};

export function toAppointmentLocation(location: LocationResult): HeldAppointment['location'] {
  return {
    id: location.id,
    name: location.name,
    address1: location.address1,
    address2: location.address2,
    city: location.city,
    state: location.state,
    zip: location.zip,
    latitude: location.lat,
    longitude: location.lng,
    retailer: location.retailer,
    timeZone: location.timeZone,
    metadata: location.metadata,
    services: location.services,
  };
}
