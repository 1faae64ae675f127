// Vaccine kinds and brands (docs/product/eligibility-rules.md, Vaccines and brands), read from the one table of kinds
// (vaccine-kinds.ts, decision 289). The lists here are derived, never written out, so a new row reaches every one.
import { VACCINE_KIND_TABLE, type VaccineKindRow } from './vaccine-kinds.ts';

type KindTable = typeof VACCINE_KIND_TABLE;
export type VaccineKind = keyof KindTable;

/** Every kind, in the site's one vaccine order (the table's). */
export const VACCINE_KINDS = Object.keys(VACCINE_KIND_TABLE) as unknown as readonly [VaccineKind, ...VaccineKind[]];

/** The table's row of a kind. */
export const kindRow = (kind: VaccineKind): VaccineKindRow => VACCINE_KIND_TABLE[kind];

/** Every kind whose row says `test`, in the vaccine order. */
export const kindsWhere = (test: (row: VaccineKindRow) => boolean): VaccineKind[] =>
  VACCINE_KINDS.filter((kind) => test(kindRow(kind)));

export type Brand<K extends VaccineKind = VaccineKind> = KindTable[K]['brands'][number]['name'];

/** A value for every kind, computed from its row: a Record the compiler knows has every kind. */
export function perKind<T>(value: (kind: VaccineKind, row: VaccineKindRow) => T): Record<VaccineKind, T> {
  return Object.fromEntries(VACCINE_KINDS.map((kind) => [kind, value(kind, kindRow(kind))])) as Record<VaccineKind, T>;
}

/** Per kind, its brands' keys (empty: no brand is chosen, flu). */
export const BRANDS_BY_KIND = perKind((_, row) => row.brands.map((brand) => brand.name)) as unknown as {
  [K in VaccineKind]: readonly Brand<K>[];
};

export type AnyBrand = Brand<VaccineKind>;
/** Every brand of any kind, once, in the order the table first names it. */
export const ALL_BRANDS = [...new Set(VACCINE_KINDS.flatMap((kind) => BRANDS_BY_KIND[kind]))] as unknown as readonly [
  AnyBrand,
  ...AnyBrand[],
];

/** Kinds whose brand is chosen by the person. */
export type BrandKind = { [K in VaccineKind]: KindTable[K]['brands'] extends readonly [] ? never : K }[VaccineKind];

/** Whether a brand is chosen for this kind (flu: no, the pharmacy picks the formulation). */
export function hasBrands(kind: VaccineKind): kind is BrandKind {
  return kindRow(kind).brands.length > 0;
}

/** Kinds whose brand is chosen by the person (flu has no brand step). */
export const KINDS_WITH_BRANDS: readonly BrandKind[] = VACCINE_KINDS.filter(hasBrands);

/** up to 2 vaccines per appointment. */
export const MAX_VACCINES_PER_APPOINTMENT = 2;

/** rsv and covid_19 cannot be booked together. */
export const INCOMPATIBLE_KIND_PAIRS: ReadonlyArray<readonly [VaccineKind, VaccineKind]> = [['rsv', 'covid_19']];

export function isVaccineKind(value: unknown): value is VaccineKind {
  return typeof value === 'string' && (VACCINE_KINDS as readonly string[]).includes(value);
}

export function isBrandOfKind(kind: VaccineKind, brand: string): boolean {
  return (BRANDS_BY_KIND[kind] as readonly string[]).includes(brand);
}

export function hasIncompatibleKinds(kinds: readonly VaccineKind[]): boolean {
  return INCOMPATIBLE_KIND_PAIRS.some(([a, b]) => kinds.includes(a) && kinds.includes(b));
}

/** The kinds bookable on a day: a flu-season kind only in season (season.ts, isFluInSeason). */
export function kindsInSeason(fluInSeason: boolean): VaccineKind[] {
  return kindsWhere((row) => fluInSeason || !row.onlyInFluSeason);
}
