// Vaccine kinds and brands (docs/product/eligibility-rules.md, Vaccines and brands).
export const VACCINE_KINDS = ['covid_19', 'flu', 'rsv', 'pneumococcal'] as const;
export type VaccineKind = (typeof VACCINE_KINDS)[number];

export const BRANDS_BY_KIND = {
  covid_19: ['pfizer', 'moderna', 'novavax'],
  rsv: ['gsk', 'pfizer', 'moderna'],
  pneumococcal: ['merck', 'pfizer'],
  flu: [],
} as const satisfies Record<VaccineKind, readonly string[]>;

export type Brand<K extends VaccineKind = VaccineKind> = (typeof BRANDS_BY_KIND)[K][number];
export const ALL_BRANDS = ['pfizer', 'moderna', 'novavax', 'gsk', 'merck'] as const;
export type AnyBrand = (typeof ALL_BRANDS)[number];

/** Kinds whose brand is chosen by the user (flu has no brand step). */
export const KINDS_WITH_BRANDS = ['covid_19', 'rsv', 'pneumococcal'] as const satisfies readonly VaccineKind[];

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

export const VACCINE_LABELS: Record<VaccineKind, { en: string; es: string }> = {
  covid_19: { en: 'COVID-19', es: 'COVID-19' },
  flu: { en: 'Flu', es: 'Gripe' },
  rsv: { en: 'RSV', es: 'VRS' },
  pneumococcal: { en: 'Pneumococcal pneumonia', es: 'Neumonía neumocócica' },
};
