// Which eligibility modal the patient step opens (docs/product/eligibility-rules.md, Ages at the patient step and
// Warnings and ineligible vaccines). The five modal types (docs/product/eligibility-rules.md, Warnings and ineligible
// vaccines) come from how many vaccines are ineligible and how many carry a warning; three or more messages are shown
// as an accordion.
import type { EligibilityResult } from '@vaxnear/domain/age-eligibility';
import type { VaccineKind } from '@vaxnear/domain/vaccines';

export type EligibilityModalType =
  'singleIneligible' | 'doubleIneligible' | 'ineligibleWithWarning' | 'singleWarning' | 'doubleWarning';

export interface EligibilityOutcome {
  type: EligibilityModalType | null;
  ineligibleKinds: VaccineKind[];
  warningKinds: VaccineKind[];
  /** The vaccines left once the ineligible ones are removed; empty sends the person back to the landing. */
  remainingKinds: VaccineKind[];
  /**
   * Three or more messages read better folded (docs/product/eligibility-rules.md, Warnings and ineligible vaccines).
   */
  accordion: boolean;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

export function eligibilityOutcome(result: EligibilityResult, selected: readonly VaccineKind[]): EligibilityOutcome {
  const ineligibleKinds = unique(result.errors.map((e) => e.service));
  // A warning about a vaccine that is being removed anyway asks for nothing.
  const warningKinds = unique(result.warnings.map((w) => w.service)).filter((kind) => !ineligibleKinds.includes(kind));
  const remainingKinds = selected.filter((kind) => !ineligibleKinds.includes(kind));
  let type: EligibilityModalType | null = null;
  if (ineligibleKinds.length >= 2) type = 'doubleIneligible';
  else if (ineligibleKinds.length === 1) type = warningKinds.length > 0 ? 'ineligibleWithWarning' : 'singleIneligible';
  else if (warningKinds.length >= 2) type = 'doubleWarning';
  else if (warningKinds.length === 1) type = 'singleWarning';
  const messageCount = result.errors.length + result.warnings.filter((w) => warningKinds.includes(w.service)).length;
  return { type, ineligibleKinds, warningKinds, remainingKinds, accordion: messageCount >= 3 };
}
