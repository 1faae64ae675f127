// The enumerations of docs/product/booking-flow.md and the other areas' pages.
export const AGE_CATEGORIES = ['minor', 'adult'] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

export const BOOKING_FLOWS = ['adult', 'minor'] as const;
export type BookingFlow = (typeof BOOKING_FLOWS)[number];

/**
 * The spec's `{product}` booking type is this product's own booking: the slot is booked here.
 * `deepLink` sends people to the retailer's site; `external` is listed without online booking.
 */
export const PRODUCT_BOOKING_TYPE = 'vaxnear';
export const BOOKING_TYPES = [PRODUCT_BOOKING_TYPE, 'deepLink', 'external'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const LOCATION_RESTRICTIONS = ['allowed', 'allowed_with_prescription', 'not_allowed'] as const;
export type LocationRestriction = (typeof LOCATION_RESTRICTIONS)[number];

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The site's locale for a language tag: the tag itself when the site has it, else its base language (`es-MX` → `es`),
 * else the default. One rule wherever a language read from a page, a header or a stored row picks the texts.
 */
export function supportedLocale(language: string | null | undefined): Locale {
  const base = language?.split('-')[0];
  return LOCALES.find((l) => l === language) ?? LOCALES.find((l) => l === base) ?? DEFAULT_LOCALE;
}

/** The Intl locale of a site language: both are US variants, so dates read "December 14, 2026" / "14 de diciembre de 2026". */
export function intlLocale(locale: string): string {
  return `${supportedLocale(locale)}-US`;
}

export const BOOKING_NOTICE_CODES = [
  'prescription_required',
  'seasonal_vaccine',
  'age_restriction',
  'vaccines_unavailable_in_state',
] as const;
export type BookingNoticeCode = (typeof BOOKING_NOTICE_CODES)[number];

export const COORDINATE_LOCATION_TYPES = ['live', 'searchApproximate', 'searchPrecise'] as const;
export type CoordinateLocationType = (typeof COORDINATE_LOCATION_TYPES)[number];

/** docs/product/quiz.md, Results. */
export const ELIGIBILITY_STATUSES = ['true', 'false', 'maybe', 'maybeNot', 'healthcareProvider'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** docs/product/quiz.md, Results. */
export const QUIZ_RESULT_CODES = [
  'underAge',
  'rsvIneligible',
  'pneumoIneligible',
  'retailerAgeRestriction',
  'rsvUMC',
  'pneumoUMC',
  'covid_19UMC',
  'maternalRsv',
  'prescriptionNeeded',
] as const;
export type QuizResultCode = (typeof QUIZ_RESULT_CODES)[number];

/** docs/product/eligibility-rules.md, Maternal RSV window. */
export const MATERNAL_RSV_WINDOW_STATES = ['AFTER_36_WEEKS', 'OFF_SEASON'] as const;
export const MATERNAL_RSV_TIMING_STATES = ['TODAY', 'NEAR_FUTURE', 'REMINDER'] as const;
export type MaternalRsvTiming = (typeof MATERNAL_RSV_TIMING_STATES)[number];

export const REMINDER_TYPES = ['maternal_rsv'] as const;
