// The URLs and codes of SMART Scheduling Links (FHIR Location, Schedule and Slot as NDJSON behind $bulk-publish)
// that we publish and read, and how our vaccine kinds, brands and retailers map to them (decision 130).
import type { VaccineKind } from '@vaxnear/domain/vaccines';

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
  cvx: 'http://hl7.org/fhir/sid/cvx',
  vtrcks: 'https://cdc.gov/vaccines/programs/vtrcks',
  npi: 'http://hl7.org/fhir/sid/us-npi',
  /** Our vaccine kinds and brands: no public code system says "RSV, GSK" or "flu, any brand" in one code. */
  vaxnearKind: 'urn:vaxnear:fhir:vaccine-kind',
  vaxnearProduct: 'urn:vaxnear:fhir:vaccine-product',
  /** Our own location id, so that a reader can tell our locations apart across publications. */
  vaxnearLocation: 'urn:vaxnear:fhir:location-id',
} as const;

export const IMMUNIZATION_CODING = { system: SYSTEM.hl7ServiceType, code: '57', display: 'Immunization' } as const;
export const COVID_19_IMMUNIZATION_CODING = {
  system: SYSTEM.smartServiceType,
  code: 'covid19-immunization',
  display: 'COVID-19 Immunization Appointment',
} as const;

export const KIND_DISPLAY: Record<VaccineKind, string> = {
  covid_19: 'COVID-19 vaccine',
  flu: 'Flu vaccine',
  rsv: 'RSV vaccine',
  pneumococcal: 'Pneumococcal vaccine',
};
export const BRAND_DISPLAY: Record<string, string> = {
  pfizer: 'Pfizer',
  moderna: 'Moderna',
  novavax: 'Novavax',
  gsk: 'GSK',
  merck: 'Merck',
};

/**
 * COVID-19 CVX codes that the 2021 feeds of the spec's retailers put in vaccine-product, so that such a feed maps
 * to our brands. We publish our own product codes, never guessed CVX codes.
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

/** SMART's rule for ids: up to 64 letters and digits, with "_", "-" and ".". */
export const SMART_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A FHIR id for one of our ids: the same text when it fits, else a stable hash of it. */
export function fhirIdOf(id: string): string {
  return SMART_ID.test(id) ? id : `h${fnv1a(id).toString(16)}${fnv1a(`${id}#`).toString(16)}`;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
