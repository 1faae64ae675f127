// The pregnancy answer's modals (docs/product/eligibility-rules.md, Pregnancy).
import { ADULT_MIN_AGE } from '../constants.ts';
import { kindRow, kindsWhere, type VaccineKind } from '../vaccines.ts';
import type { BookingFlow } from './vaccine-selection.ts';

export type PregnancyOutcome =
  | { modal: null; kinds: VaccineKind[] }
  /** A minor who is not pregnant cannot have RSV: maternal RSV is the only RSV offered to minors. */
  | { modal: 'maternalRsvIneligible'; kinds: VaccineKind[] }
  /** Pneumococcal is not given in pregnancy; continuing drops it and keeps the other vaccine (`kinds`). */
  | { modal: 'proceedWithOther'; kinds: VaccineKind[] }
  /** Pneumococcal alone: nothing is left to book, continuing returns to the landing. */
  | { modal: 'pneumococcalNotEligible'; kinds: VaccineKind[] };

/**
 * Kinds never given during pregnancy (the table of kinds: pneumococcal). The web's pregnancy modals drop it and the
 * server refuses it.
 */
export const NOT_GIVEN_IN_PREGNANCY: readonly VaccineKind[] = kindsWhere((row) => row.notGivenInPregnancy);

/**
 * Whether a minor can have this kind only as the vaccine given in pregnancy: every brand is for adults, and pregnancy
 * changes the vaccine (RSV: maternal RSV is the only RSV offered to minors).
 */
export function minorsOnlyInPregnancy(kind: VaccineKind): boolean {
  const row = kindRow(kind);
  return row.pregnancyBrands !== null && row.brands.every((brand) => brand.minAge >= ADULT_MIN_AGE);
}

export function isKindGivenInPregnancy(kind: VaccineKind): boolean {
  return !NOT_GIVEN_IN_PREGNANCY.includes(kind);
}

/** `kinds` is the selection the flow continues with if the user accepts the modal. */
export function pregnancyOutcome(
  flow: BookingFlow,
  selected: readonly VaccineKind[],
  isPregnant: boolean,
): PregnancyOutcome {
  if (flow === 'minor' && !isPregnant && selected.some(minorsOnlyInPregnancy)) {
    return { modal: 'maternalRsvIneligible', kinds: selected.filter((k) => !minorsOnlyInPregnancy(k)) };
  }
  if (isPregnant && !selected.every(isKindGivenInPregnancy)) {
    const others = selected.filter(isKindGivenInPregnancy);
    return others.length > 0
      ? { modal: 'proceedWithOther', kinds: others }
      : { modal: 'pneumococcalNotEligible', kinds: [] };
  }
  return { modal: null, kinds: [...selected] };
}
