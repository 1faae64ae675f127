// The URLs and codes of SMART Scheduling Links (FHIR Location, Schedule and Slot as NDJSON behind $bulk-publish)
// that we publish and read, and how our vaccine kinds, brands and retailers map to them (decision 130).
import { CVX_SYSTEM } from '@vaxnear/domain/vaccine-products';
import type { KindCoding } from '@vaxnear/domain/vaccine-kinds';
import { kindRow, perKind, VACCINE_KINDS, type VaccineKind } from '@vaxnear/domain/vaccines';

export const FHIR_NDJSON = 'application/fhir+ndjson';

export const EXTENSION = {
  bookingDeepLink: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link',
  bookingPhone: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone',
  slotCapacity: 'http://fhir-registry.smarthealthit.org/StructureDefinition/slot-capacity',
  vaccineProduct: 'http://fhir-registry.smarthealthit.org/StructureDefinition/vaccine-product',
  /** FHIR's own extension for a location's IANA time zone: slots are wall-clock times there. */
  timeZone: 'http://hl7.org/fhir/StructureDefinition/timezone',
} as const;

export const SYSTEM = {
  hl7ServiceType: 'http://terminology.hl7.org/CodeSystem/service-type',
  smartServiceType: 'http://fhir-registry.smarthealthit.org/CodeSystem/service-type',
  cvx: CVX_SYSTEM,
  vtrcks: 'https://cdc.gov/vaccines/programs/vtrcks',
  npi: 'http://hl7.org/fhir/sid/us-npi',
  /** Our vaccine kinds (COVID-19 has SMART's own service type; flu, RSV and pneumococcal have none). */
  vaxnearKind: 'urn:vaxnear:fhir:vaccine-kind',
  /** Our former product codes (`rsv.gsk`), published until decision 232: still read from older feeds. */
  vaxnearProduct: 'urn:vaxnear:fhir:vaccine-product',
  /** Our own location id, so that a reader can tell our locations apart across publications. */
  vaxnearLocation: 'urn:vaxnear:fhir:location-id',
  /** Our own appointment id (webhooks and the FHIR read API, decision 247). */
  vaxnearAppointment: 'urn:vaxnear:fhir:appointment-id',
} as const;

export const IMMUNIZATION_CODING = { system: SYSTEM.hl7ServiceType, code: '57', display: 'Immunization' } as const;
/** SMART's own service type of a kind (COVID-19's), from the table of kinds; null when SMART has none. */
export const kindServiceType = (kind: VaccineKind): KindCoding | null => kindRow(kind).feed.serviceType;

/** The kind whose SMART service type a coding is, or null. */
export function kindOfServiceType(coding: { system?: string; code?: string }): VaccineKind | null {
  const type = (kind: VaccineKind) => kindServiceType(kind);
  return VACCINE_KINDS.find((kind) => type(kind)?.system === coding.system && type(kind)?.code === coding.code) ?? null;
}

/** The display of a kind in the feed ("Flu vaccine"), from the table of kinds. */
export const KIND_DISPLAY: Record<VaccineKind, string> = perKind((_, row) => row.feed.display);

/**
 * COVID-19 CVX codes that the 2021 feeds of the spec's retailers put in vaccine-product, so that such a feed maps
 * to our brands. The products we book are in the domain's table (vaccine-products.ts).
 */
export const COVID_19_BRAND_BY_CVX: Record<string, string> = { 207: 'moderna', 208: 'pfizer', 211: 'novavax' };

/**
 * The identifier system under which each chain's own feed names its stores (the spec's retailers use their web
 * site), and our retailer for it. The store number is the identifier's value.
 */
export const RETAILER_IDENTIFIER_SYSTEMS: ReadonlyArray<{ retailer: string; system: string }> = [
  { retailer: 'cvs', system: 'https://www.cvs.com' },
  { retailer: 'walgreens', system: 'https://walgreens.com' },
  { retailer: 'walmart', system: 'https://www.walmart.com' },
  { retailer: 'sams_club', system: 'https://www.samsclub.com' },
  { retailer: 'kroger', system: 'https://www.kroger.com' },
  { retailer: 'albertsons', system: 'https://www.albertsons.com' },
  { retailer: 'costco', system: 'https://www.costco.com' },
  { retailer: 'duane_reade', system: 'https://www.duanereade.com' },
];

export function retailerOfIdentifierSystem(system: string): string | null {
  const normalized = system.replace(/\/+$/, '').replace('://www.', '://').toLowerCase();
  const found = RETAILER_IDENTIFIER_SYSTEMS.find((r) => r.system.replace('://www.', '://') === normalized);
  return found?.retailer ?? null;
}

/**
 * What a reader accepts as an id: SMART's rule (up to 64 letters, digits, "-" and "."), and "_" too, which some
 * publishers use; we read such feeds but never publish such ids.
 */
export const SMART_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** FHIR's rule for a resource id, which every id we publish meets. */
export const FHIR_ID = /^[A-Za-z0-9.-]{1,64}$/;

/**
 * The FHIR id of one of our location ids. Our ids use letters, digits, "-" and "_" but never ".", so writing each
 * "_" as "." keeps every id distinct and lets a reader map it back; an id still too long becomes a stable hash.
 */
export function fhirIdOf(id: string): string {
  const dotted = id.replace(/_/g, '.');
  return FHIR_ID.test(dotted) ? dotted : hashedId(id);
}

/** The Schedule of one vaccine product at a location: `<location's FHIR id>-cvx<code>`. */
export function scheduleFhirIdOf(locationFhirId: string, cvx: string): string {
  const id = `${locationFhirId}-cvx${cvx}`;
  return FHIR_ID.test(id) ? id : hashedId(`${locationFhirId}#${cvx}`);
}

/** A Slot of a Schedule: the Schedule's id and the slot's start (minutes since 1970, base 36). */
export function slotFhirIdOf(scheduleFhirId: string, slotCode: string): string {
  const id = `${scheduleFhirId}.${slotCode}`;
  return FHIR_ID.test(id) ? id : hashedId(`${scheduleFhirId}#${slotCode}`);
}

function hashedId(text: string): string {
  return `h${fnv1a(text).toString(16)}${fnv1a(`${text}#`).toString(16)}`;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
