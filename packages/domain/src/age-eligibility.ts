// docs/product/eligibility-rules.md, Ages at the patient step: one set of rules for GET /eligibilities, the booking
// re-check on the server and the patient form.
import {
  ADULT_MIN_AGE,
  COVID_WARNING_MAX_AGE,
  MINOR_MIN_AGE,
  MINOR_RSV_MIN_LOWER_BOUND,
  PNEUMOCOCCAL_MIN_AGE,
  PNEUMOCOCCAL_NO_CONDITION_AGE,
  RSV_MIN_AGE,
  RSV_NO_CONDITION_AGE,
} from './constants.ts';
import type { BookingFlow, LocationRestriction } from './enumerations.ts';
import { RESTRICTED_RETAILERS, type Retailer } from './retailers.ts';
import { kindRow, type VaccineKind } from './vaccines.ts';

/**
 * Minimum ages some retailers apply in some states (docs/product/eligibility-rules.md, Ages at the patient step).
 * Configuration, not code: add a state here. Only the retailers with restricted handling (CVS, Walgreens, Costco,
 * Walmart, Sam's Club) apply them.
 */
export const RETAILER_STATE_MIN_AGES: Readonly<Record<string, number>> = { SC: 16, NE: 19, PR: 21 };

export type EligibilityErrorCode = 'AGE_INELIGIBLE' | 'RETAILER_AGE_RESTRICTION';
export const ELIGIBILITY_WARNING_CODES = ['MEDICAL_CONDITION', 'MATERNAL_RSV', 'PRESCRIPTION_REQUIRED'] as const;
export type EligibilityWarningCode = (typeof ELIGIBILITY_WARNING_CODES)[number];

export interface EligibilityError {
  code: EligibilityErrorCode;
  service: VaccineKind;
  /** English, for API callers; a page says it in its own words from the code, the service and the limit. */
  message: string;
  /** The youngest age the rule allows: 18 (or 3 in the minor flow) to book online at all, or the vaccine's or pharmacy's own minimum. */
  limit: number;
}
export interface EligibilityWarning {
  code: EligibilityWarningCode;
  service: VaccineKind;
  message: string;
}
export interface EligibilityResult {
  errors: EligibilityError[];
  warnings: EligibilityWarning[];
}

export interface EligibilityInput {
  /** Whole years, see ageInYears. */
  age: number;
  services: readonly VaccineKind[];
  pregnant?: boolean;
  /** The minor flow is a parent or guardian booking (with the consent flag). */
  flow: BookingFlow;
  location: { state: string; retailer: Retailer | string };
  /** Per-vaccine restriction in the location's state (the state's bookingRestrictions). */
  bookingRestrictions?: Partial<Record<VaccineKind, LocationRestriction | null>>;
}

export function retailerMinimumAge(location: { state: string; retailer: string }): number | null {
  if (!(RESTRICTED_RETAILERS as readonly string[]).includes(location.retailer)) return null;
  return RETAILER_STATE_MIN_AGES[location.state] ?? null;
}

export function checkAgeEligibility(input: EligibilityInput): EligibilityResult {
  const { age, pregnant = false, flow } = input;
  const services = [...new Set(input.services)];
  const errors: EligibilityError[] = [];
  const warnings: EligibilityWarning[] = [];
  const minAge = flow === 'minor' ? MINOR_MIN_AGE : ADULT_MIN_AGE;
  const retailerMin = retailerMinimumAge(input.location);

  for (const service of services) {
    if (age < minAge) {
      errors.push({
        code: 'AGE_INELIGIBLE',
        service,
        limit: minAge,
        message:
          flow === 'minor'
            ? `Must be ${MINOR_MIN_AGE}+ to book online`
            : `Must be ${ADULT_MIN_AGE}+ to book online. A parent or guardian can book for a minor.`,
      });
      continue;
    }
    if (retailerMin !== null && age < retailerMin) {
      errors.push({
        code: 'RETAILER_AGE_RESTRICTION',
        service,
        limit: retailerMin,
        message: `This pharmacy only vaccinates people ${retailerMin} and older in ${input.location.state}.`,
      });
      continue;
    }
    if (service === 'rsv') {
      // RSV for a minor only from the 11 lower bound (docs/product/eligibility-rules.md, Minors), whatever else
      // applies.
      if (age < MINOR_RSV_MIN_LOWER_BOUND) {
        errors.push({
          code: 'AGE_INELIGIBLE',
          service,
          limit: RSV_MIN_AGE,
          message: `Must be ${RSV_MIN_AGE}+ to book RSV online`,
        });
        continue;
      }
      if (pregnant && age < RSV_NO_CONDITION_AGE) {
        warnings.push({
          code: 'MATERNAL_RSV',
          service,
          message: 'RSV vaccine during pregnancy is given between weeks 32 and 36.',
        });
      } else if (age < RSV_MIN_AGE) {
        errors.push({
          code: 'AGE_INELIGIBLE',
          service,
          limit: RSV_MIN_AGE,
          message: `Must be ${RSV_MIN_AGE}+ to book RSV online`,
        });
        continue;
      } else if (age < RSV_NO_CONDITION_AGE) {
        warnings.push({
          code: 'MEDICAL_CONDITION',
          service,
          message: `People ${RSV_MIN_AGE} to ${RSV_NO_CONDITION_AGE - 1} need a condition that puts them at increased risk of severe RSV.`,
        });
      }
    }
    if (service === 'pneumococcal') {
      if (age < PNEUMOCOCCAL_MIN_AGE) {
        errors.push({
          code: 'AGE_INELIGIBLE',
          service,
          limit: PNEUMOCOCCAL_MIN_AGE,
          message: `Must be ${PNEUMOCOCCAL_MIN_AGE}+ to book pneumococcal online`,
        });
        continue;
      }
      if (age < PNEUMOCOCCAL_NO_CONDITION_AGE) {
        warnings.push({
          code: 'MEDICAL_CONDITION',
          service,
          message: `People ${PNEUMOCOCCAL_MIN_AGE} to ${PNEUMOCOCCAL_NO_CONDITION_AGE - 1} need a condition that puts them at increased risk of pneumococcal disease.`,
        });
      }
    }
    if (service === 'covid_19' && age >= ADULT_MIN_AGE && age <= COVID_WARNING_MAX_AGE) {
      warnings.push({
        code: 'MEDICAL_CONDITION',
        service,
        message: `People ${ADULT_MIN_AGE} to ${COVID_WARNING_MAX_AGE} need a condition that puts them at increased risk of severe COVID-19.`,
      });
    }
    const restriction = input.bookingRestrictions?.[service];
    // not_allowed still lets people continue after the prescription notice (docs/product/booking-flow.md, Location
    // restrictions).
    if (restriction === 'allowed_with_prescription' || restriction === 'not_allowed') {
      warnings.push({
        code: 'PRESCRIPTION_REQUIRED',
        service,
        message: `A prescription is required for the ${kindRow(service).inSentence} vaccine in ${input.location.state}.`,
      });
    }
  }
  return { errors, warnings };
}
