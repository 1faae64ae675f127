// GET/POST /eligibilities: the age rules (docs/product/eligibility-rules.md) from packages/domain, for the patient step
// before booking.
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { checkAgeEligibility, type EligibilityWarning } from '@vaxnear/domain/age-eligibility';
import type { EligibilityBody } from '@vaxnear/domain/contracts/eligibilities';
import { ageInYears, isValidDateOfBirth, MESSAGES, normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { localDateOf } from '@vaxnear/domain/schedule';
import { AppError, type ApiErrorItem } from '../../lib/errors.ts';
import { findBookableLocation } from '../locations/locations.repository.ts';
import { findStateRestrictions } from './state-rules.repository.ts';

export async function checkEligibility(deps: ServiceDeps, input: EligibilityBody): Promise<EligibilityWarning[]> {
  const db = deps.db;
  const now = deps.clock.now();
  const bookable = await findBookableLocation(db, input.locationId);
  if (!bookable)
    throw new AppError(404, {
      code: 'LOCATION_NOT_FOUND',
      field: 'locationId',
      message: 'There is no location with this id.',
    });
  const today = localDateOf(now, bookable.schedule.timeZone);
  if (!isValidDateOfBirth(input.dateOfBirth, today)) {
    throw new AppError(400, { code: 'VALIDATION_FAILED', field: 'dateOfBirth', message: MESSAGES.invalidDate });
  }
  const age = ageInYears(normalizeDateOfBirth(input.dateOfBirth)!, today);
  const flow = input.bookingFlow ?? (age < 18 ? 'minor' : 'adult');
  const errors: ApiErrorItem[] = [];
  // A minor flow date of birth must match the age range the parent chose (docs/product/eligibility-rules.md).
  for (const s of input.services) {
    if ((s.ageMin != null && age < s.ageMin) || (s.ageMax != null && age > s.ageMax)) {
      errors.push({
        code: 'AGE_OUTSIDE_RANGE',
        service: s.kind,
        field: 'dateOfBirth',
        message: `The date of birth does not match the age range ${s.ageMin ?? 0}-${s.ageMax ?? ''} you chose. Change the date of birth or the age range.`,
      });
    }
  }
  const result = checkAgeEligibility({
    age,
    services: input.services.map((s) => s.kind),
    pregnant: input.pregnant === true,
    flow,
    location: bookable.location,
    bookingRestrictions: await findStateRestrictions(db, bookable.location.state),
  });
  errors.push(...result.errors.map((e): ApiErrorItem => ({ ...e })));
  if (errors.length > 0) throw new AppError(400, errors);
  return result.warnings;
}
