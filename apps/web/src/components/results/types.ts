import type { z } from 'zod';
import type { timeSlotSchema } from '@vaxnear/domain/contracts/availability';
import type { LocationResult } from '@vaxnear/domain/contracts/query';

export type { LocationResult };
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** A vaccine the person wants, with the brands they accept and their age: what /query and /availabilities ask for. */
export type { RequestedService } from '@vaxnear/domain/contracts/query-params';
export interface Coordinates {
  lat: number;
  lng: number;
  label?: string;
  /** What the centre is and how exact ("Chicago, IL", city): the page never claims more than that. */
  place?: { matched: string; precision: 'address' | 'zip' | 'city'; street: boolean } | undefined;
}
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

export interface HeldAppointment {
  timeSlotId: string;
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
  expiresAt: string;
}

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
