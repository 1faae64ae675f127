// A location's vaccine stock by lot, and what a vaccination record must name (docs/product/staff.md, Lots and
// vaccination records; decision 245). Pure rules: the server checks them on every call and then lets the database
// decide the counts with conditional updates; the staff pages ask them only to leave out what would be refused.
import { attendanceSources, type Attendance } from './attendance.ts';
import { productOfCvx, type VaccineProduct } from './vaccine-products.ts';

export const LOT_LIMITS = {
  /** HL7 v2.5.1 RXA-15 (substance lot number) is a string of up to 20 characters in CDC's immunization guide. */
  lotNumber: 20,
  /** Doses in one change: more than any pharmacy receives, wastes or counts at once, so a typo is refused. */
  doses: 10_000,
  /** The optional name of whoever gave the shot, when it is not the signed-in staff member. */
  administeredByName: 100,
} as const;

/** Letters, digits and hyphens, as printed on vial labels; the first a letter or digit. */
export const LOT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/** Why doses left a lot without a vaccination: codes the staff pages translate. */
export const WASTE_REASONS = [
  'expired',
  'broken_or_spilled',
  'temperature_excursion',
  'drawn_not_given',
  'other',
] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];

/**
 * Routes of administration a pharmacy uses for these vaccines: HL7 table 0162 codes, as the immunization guide's RXR-1
 * carries them.
 */
export const VACCINATION_ROUTES = ['IM', 'SC', 'ID', 'NS', 'PO'] as const;
export type VaccinationRoute = (typeof VACCINATION_ROUTES)[number];

/** Body sites for those routes: HL7 table 0163 codes (RXR-2). A nasal or oral dose has none. */
export const VACCINATION_SITES = ['LA', 'RA', 'LD', 'RD', 'LT', 'RT', 'LVL', 'RVL'] as const;
export type VaccinationSite = (typeof VACCINATION_SITES)[number];

/** Routes given without a body site. */
export const ROUTES_WITHOUT_SITE: ReadonlySet<VaccinationRoute> = new Set(['NS', 'PO']);

/**
 * Manufacturers of a flu lot. The flu row of the product table names no product (CVX 88), so no manufacturer either:
 * the lot names the one on its box. MVX codes from CDC's MVX code set.
 */
export const FLU_MANUFACTURERS: ReadonlyArray<{ mvx: string; name: string }> = [
  { mvx: 'SKB', name: 'GlaxoSmithKline' },
  { mvx: 'SEQ', name: 'Seqirus' },
  { mvx: 'PMC', name: 'Sanofi Pasteur' },
  { mvx: 'MED', name: 'MedImmune (AstraZeneca)' },
];

/** The manufacturers a lot of this product may name: the product's own, or for flu the flu makers. */
export function lotManufacturers(product: VaccineProduct): string[] {
  return product.mvx ? [product.mvx] : FLU_MANUFACTURERS.map((m) => m.mvx);
}

/** Dose volume bounds in millilitres: a record outside them is a typo (RXA-6 with RXA-7 = mL). */
export const DOSE_ML = { min: 0.05, max: 2 } as const;

export type LotRefusal = 'LOT_EXPIRED' | 'LOT_EMPTY';

/** Why a lot cannot be chosen for a vaccination on `today` (the location's date), or null. A lot is good on its date. */
export function lotRefusal(lot: { expiresOn: string; dosesLeft: number }, today: string): LotRefusal | null {
  if (lot.expiresOn < today) return 'LOT_EXPIRED';
  if (lot.dosesLeft <= 0) return 'LOT_EMPTY';
  return null;
}

export type ProductRefusal = 'PRODUCT_NOT_BOOKED' | 'PRODUCT_NOT_FOR_AGE' | 'VACCINE_ALREADY_RECORDED';

/**
 * Whether this product may be recorded for this appointment: it is one of the vaccines booked (the kind, and the brand
 * when one was chosen), for the person's age on the day, and that vaccine has no record yet.
 */
export function productRefusal(input: {
  cvx: string;
  services: ReadonlyArray<{ kind: string; brand: string | null }>;
  age: number;
  recordedKinds: readonly string[];
}): ProductRefusal | null {
  const product = productOfCvx(input.cvx);
  if (!product) return 'PRODUCT_NOT_BOOKED';
  const booked = input.services.find((s) => s.kind === product.kind);
  if (!booked || (booked.brand !== null && booked.brand !== product.brand)) return 'PRODUCT_NOT_BOOKED';
  if (input.recordedKinds.includes(product.kind)) return 'VACCINE_ALREADY_RECORDED';
  if (input.age < product.minAge || input.age > product.maxAge) return 'PRODUCT_NOT_FOR_AGE';
  return null;
}

/**
 * The attendance states a vaccination may be recorded from (decision 245): the first vaccine moves the appointment to
 * `vaccinated` from any state that may go there; the second vaccine of a two-vaccine visit is recorded while it is
 * already `vaccinated`.
 */
export function vaccinationAttendanceSources(firstOfVisit: boolean): Attendance[] {
  return firstOfVisit ? attendanceSources('vaccinated') : ['vaccinated'];
}

/** Error codes of the lot, vaccination and walk-in calls; the staff pages show their own words for each. */
export const COUNTER_ERROR_CODES = [
  'LOT_NOT_FOUND',
  'LOT_EXPIRED',
  'LOT_EMPTY',
  'LOT_ALREADY_RECEIVED',
  'LOT_EXPIRY_PASSED',
  'LOT_NOT_ENOUGH_DOSES',
  'LOT_MANUFACTURER_INVALID',
  'PRODUCT_UNKNOWN',
  'PRODUCT_NOT_BOOKED',
  'PRODUCT_NOT_FOR_AGE',
  'VACCINE_ALREADY_RECORDED',
  'APPOINTMENT_NOT_FOUND',
  'APPOINTMENT_NOT_VACCINATABLE',
  'ADMINISTERED_AT_INVALID',
  'SITE_REQUIRED',
  'WALK_IN_NO_ROOM',
  'WALK_IN_NOT_TODAY',
] as const;
export type CounterErrorCode = (typeof COUNTER_ERROR_CODES)[number];
