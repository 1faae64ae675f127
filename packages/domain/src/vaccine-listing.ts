// How a booking's vaccines are written wherever a person reads them (summary, review, confirmation, e-mail, manage
// page): always in the one order of VACCINE_KINDS, each with its brand in brackets when one was chosen, joined by
// commas. Each place names a vaccine in its own language; the order and the shape are decided here, once.
import { ALL_BRANDS, VACCINE_KINDS, type AnyBrand, type VaccineKind } from './vaccines.ts';

/** Brands are proper names, the same in every language. */
export const BRAND_LABELS: Record<AnyBrand, string> = {
  pfizer: 'Pfizer',
  moderna: 'Moderna',
  novavax: 'Novavax',
  gsk: 'GSK',
  merck: 'Merck',
};

export function isKnownBrand(brand: unknown): brand is AnyBrand {
  return typeof brand === 'string' && (ALL_BRANDS as readonly string[]).includes(brand);
}

/** The services in the site's one vaccine order (COVID-19, flu, RSV, pneumococcal), whatever order they came in. */
export function inVaccineOrder<T extends { kind: VaccineKind }>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => VACCINE_KINDS.indexOf(a.kind) - VACCINE_KINDS.indexOf(b.kind));
}

/** "COVID-19 (Pfizer)", or the name alone when no brand was chosen. */
export function vaccineWithBrand(name: string, brand: string | null | undefined): string {
  return brand ? `${name} (${brand})` : name;
}

/** The vaccines of one appointment on one line: "COVID-19 (Pfizer), Flu". */
export function vaccineListing<T extends { kind: VaccineKind }>(services: readonly T[], name: (service: T) => string) {
  return inVaccineOrder(services).map(name).join(', ');
}
