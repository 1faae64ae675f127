// Risk-condition confirmations (docs/product/eligibility-rules.md, Ages at the patient step): COVID-19 at 18 to 64,
// RSV at 50 to 74 and pneumococcal at 19 to 49 are booked online only for a person with a condition that raises
// their risk. The person says so ("I understand and want to book…"); the booking sends which vaccines were
// confirmed, and the server refuses a booking that skips one, for one person or each person of a party alike.
import type { EligibilityWarning } from '../age-eligibility.ts';
import {
  ADULT_MIN_AGE,
  COVID_WARNING_MAX_AGE,
  PNEUMOCOCCAL_MIN_AGE,
  PNEUMOCOCCAL_NO_CONDITION_AGE,
  RSV_MIN_AGE,
  RSV_NO_CONDITION_AGE,
} from '../constants.ts';
import { bookingConditionsFor, type ConditionVaccine, type MedicalConditionId } from '../quiz/medical-conditions.ts';
import type { VaccineKind } from '../vaccines.ts';

/** The vaccines that need a confirmed risk condition, from the age rules' warnings, once each. */
export function conditionKindsToConfirm(warnings: readonly EligibilityWarning[]): VaccineKind[] {
  return [...new Set(warnings.filter((w) => w.code === 'MEDICAL_CONDITION').map((w) => w.service))];
}

/** The vaccines among those that need a confirmed condition that were not confirmed. */
export function unconfirmedConditionKinds(
  warnings: readonly EligibilityWarning[],
  confirmed: readonly VaccineKind[] | undefined,
): VaccineKind[] {
  return conditionKindsToConfirm(warnings).filter((kind) => !(confirmed ?? []).includes(kind));
}

/** The ages at which a vaccine is booked online only with a risk condition, both ends included. */
export const CONDITION_AGE_RANGES: Readonly<Record<ConditionVaccine, { min: number; max: number }>> = {
  covid_19: { min: ADULT_MIN_AGE, max: COVID_WARNING_MAX_AGE },
  rsv: { min: RSV_MIN_AGE, max: RSV_NO_CONDITION_AGE - 1 },
  pneumococcal: { min: PNEUMOCOCCAL_MIN_AGE, max: PNEUMOCOCCAL_NO_CONDITION_AGE - 1 },
};

/**
 * The conditions a person confirms for a vaccine, by id: the page names them in its language (their labels are
 * translations) and lists them alphabetically as that language reads.
 */
export function conditionIdsFor(kind: ConditionVaccine): MedicalConditionId[] {
  return bookingConditionsFor(kind).map((c) => c.id);
}
