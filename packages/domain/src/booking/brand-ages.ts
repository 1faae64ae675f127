// The ages each brand may be given at (docs/product/booking-flow.md, Brand selection: "list filtered by the maximum
// age"; "Brand entry"). The brand step comes before the location search, so the web cannot ask the locations; this one
// catalogue is what the brand page filters by and what the demo configuration of locations offers (decision 055),
// so the two cannot disagree. A location may narrow a brand's range; it never widens it.
import { perKind, type VaccineKind } from '../vaccines.ts';
import { brandsForAgeRange, type AgeRange, type BrandEntry } from './minor-rules.ts';

/** Flu has no brand; its one entry uses the empty brand name, as the locations' offerings do. */
export const FLU_BRAND = '';

/**
 * Per kind, per brand: the youngest age any location may give it and the oldest, from the table of kinds
 * (vaccine-kinds.ts); a kind without brands has one entry under FLU_BRAND. Online booking starts at 3
 * (MINOR_MIN_AGE), so a label starting younger (Moderna's COVID-19 vaccine from 6 months) starts at 3 there.
 */
export const BRAND_AGES: Record<
  VaccineKind,
  ReadonlyArray<{ brandName: string; minAge: number; maxAge: number }>
> = perKind((_, row) =>
  row.brands.length > 0
    ? row.brands.map((b) => ({ brandName: b.name, minAge: b.minAge, maxAge: b.maxAge }))
    : [{ brandName: FLU_BRAND, ...row.unbrandedAges }],
);

/** The catalogue entry of one brand of a kind ('' for flu); throws for a brand the catalogue does not know. */
export function brandAges(kind: VaccineKind, brandName: string): BrandEntry {
  const entry = BRAND_AGES[kind].find((e) => e.brandName === brandName);
  if (!entry) throw new Error(`No ages for ${kind} brand "${brandName}"`);
  return { ...entry };
}

/** The catalogue's entries of a kind as `BrandEntry` values, for `brandsForAgeRange`. */
export function brandEntriesOf(kind: VaccineKind): BrandEntry[] {
  return BRAND_AGES[kind].map((entry) => ({ ...entry }));
}

/**
 * The brands of a kind that someone in `range` may be given (novavax never for 11 and under). May be empty (RSV for
 * a 12-17 year old): the brand page then offers only "no preference".
 */
export function brandNamesForAgeRange(kind: VaccineKind, range: AgeRange): string[] {
  return brandsForAgeRange(brandEntriesOf(kind), range).map((entry) => entry.brandName);
}
