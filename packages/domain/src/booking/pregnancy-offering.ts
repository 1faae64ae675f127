// What a pregnant person can be given. The RSV vaccine given in pregnancy (weeks 32 to 36, see maternal-rsv.ts) is
// Pfizer's; GSK's and Moderna's RSV vaccines are not given in pregnancy. The pregnancy vaccine has no age band of its
// own: it is given at any age the booking flow allows (18 and over, or 12 to 17 through a guardian), whereas the
// brands' catalogue ages (brand-ages.ts, RSV from 50) are for people who are not pregnant. Search, availability,
// booking and the brand page all ask these functions, so the rule cannot drift between them (decision 090).
import { kindRow, VACCINE_KINDS, type VaccineKind } from '../vaccines.ts';
import { brandNamesForAgeRange } from './brand-ages.ts';
import type { AgeRange } from './minor-rules.ts';

/**
 * Per kind, the brands given during pregnancy (the table of kinds). A kind not listed has no pregnancy offering:
 * pregnancy changes nothing.
 */
export const PREGNANCY_BRANDS: Partial<Record<VaccineKind, readonly string[]>> = Object.fromEntries(
  VACCINE_KINDS.flatMap((kind) => {
    const brands = kindRow(kind).pregnancyBrands;
    return brands === null ? [] : [[kind, brands]];
  }),
);

/** Whether being pregnant changes which vaccine of this kind is given (RSV: the maternal vaccine). */
export function hasPregnancyOffering(kind: VaccineKind): boolean {
  return PREGNANCY_BRANDS[kind] !== undefined;
}

/** Whether a chosen brand (null: no preference) of a kind can be booked for a person, pregnant or not. */
export function isBrandAllowedInPregnancy(kind: VaccineKind, brand: string | null | undefined): boolean {
  const brands = PREGNANCY_BRANDS[kind];
  return brands === undefined || brand == null || brands.includes(brand);
}

/** The brands the brand page offers: the pregnancy brands for a pregnant person, otherwise those of the age range. */
export function brandChoicesFor(kind: VaccineKind, range: AgeRange, pregnant: boolean): string[] {
  const brands = PREGNANCY_BRANDS[kind];
  return pregnant && brands !== undefined ? [...brands] : brandNamesForAgeRange(kind, range);
}

/** One row of what a location offers: a kind, its brand ('' or null for flu) and the ages it gives it at. */
export interface OfferingRow {
  kind: string;
  brand: string | null;
  minAge: number;
  maxAge: number;
}

/** What a person asks for: a kind, the acceptable brands (none: any brand) and the person's age or age range. */
export interface WantedService {
  kind: VaccineKind;
  brands: readonly string[];
  ageMin: number;
  ageMax: number;
}

/**
 * Whether a location's offering row can give the wanted service. For a pregnant person and a kind with a pregnancy
 * offering, only the pregnancy brands count, at any age; a brand asked for that is not given in pregnancy matches
 * nothing. Otherwise the row's brand and ages must cover the request.
 */
export function offeringServes(row: OfferingRow, wanted: WantedService, pregnant: boolean): boolean {
  if (row.kind !== wanted.kind) return false;
  const brandWanted = wanted.brands.length === 0 || (row.brand !== null && wanted.brands.includes(row.brand));
  const pregnancyBrands = PREGNANCY_BRANDS[wanted.kind];
  if (pregnant && pregnancyBrands !== undefined)
    return brandWanted && row.brand !== null && pregnancyBrands.includes(row.brand);
  return brandWanted && row.minAge <= wanted.ageMax && row.maxAge >= wanted.ageMin;
}
