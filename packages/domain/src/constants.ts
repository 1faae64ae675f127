// Business constants (docs/product/booking-flow.md, Limits; docs/product/eligibility-rules.md).

/** Online booking without a guardian starts at 18. */
export const ADULT_MIN_AGE = 18;
/** Children under 3 cannot book online. */
export const MINOR_MIN_AGE = 3;
export const MINOR_AGE_RANGES = [
  { id: '12-17', ageMin: 12, ageMax: 17 },
  { id: '5-11', ageMin: 5, ageMax: 11 },
  { id: '3-4', ageMin: 3, ageMax: 4 },
] as const;
/** RSV for minors needs the range's lower bound to be at least this. */
export const MINOR_RSV_MIN_LOWER_BOUND = 11;
/** Novavax is removed for ages 11 and under. */
export const NOVAVAX_MAX_EXCLUDED_AGE = 11;
export const RSV_MIN_AGE = 50;
export const RSV_NO_CONDITION_AGE = 75;
export const PNEUMOCOCCAL_MIN_AGE = 19;
export const PNEUMOCOCCAL_NO_CONDITION_AGE = 50;
export const COVID_WARNING_MAX_AGE = 64;
/** Minimum age shown on brand age ranges. */
export const MIN_DISPLAY_AGE = 3;
export const MAX_AGE = 120;

/** Maternal RSV: weeks 32 through 36 of a 40-week pregnancy, September through January. */
export const MATERNAL_RSV_FIRST_WEEK = 32;
export const MATERNAL_RSV_LAST_WEEK = 36;
export const PREGNANCY_WEEKS = 40;
export const MATERNAL_RSV_SEASON_MONTHS = [9, 10, 11, 12, 1] as const;
export const MATERNAL_RSV_OFF_SEASON_STATES = ['AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI'] as const;
/** The first reminder goes out 8 hours after the eligibility window starts. */
export const REMINDER_DELAY_HOURS = 8;
export const DEBUG_REMINDER_MINUTES = 10;

/** Flu season: October to May. */
export const FLU_SEASON_MONTHS = [10, 11, 12, 1, 2, 3, 4, 5] as const;

/** Time-of-day groups in the location's own time zone (hours, 24 h clock). */
export const MORNING_ENDS_HOUR = 12;
export const AFTERNOON_ENDS_HOUR = 17;

/** The spec's 180 and 14: booking horizon in days and the longest availability range in days. */
export const BOOKING_HORIZON_DAYS = 180;
export const MAX_AVAILABILITY_RANGE_DAYS = 14;
/** A manual date in the picker is limited to 6 months ahead; the calendar shows 3 weeks either side. */
export const DATE_PICKER_MAX_MONTHS = 6;
export const DATE_PICKER_WEEKS_EACH_SIDE = 3;
/** One retailer shows only 3 days of appointments at a time. */
export const SHORT_WINDOW_DAYS = 3;

/**
 * Form limits: names, e-mail and other text must be under TEXT_LIMIT characters ("You have reached the 50-character
 * limit"), so the longest accepted is TEXT_MAX_LENGTH; phone up to 15 characters.
 */
export const TEXT_LIMIT = 50;
export const TEXT_MAX_LENGTH = TEXT_LIMIT - 1;
export const PHONE_MAX_LENGTH = 15;
export const DATE_OF_BIRTH_LENGTH = 10;
export const EARLIEST_BIRTH_YEAR = 1900;

export const MARKETING_TEXTS_PER_MONTH = 8;
export const MARKETING_CONSENT_YEARS = 2;

/** Location search. */
export const SUGGESTION_MIN_CHARS = 3;
export const MAX_SUGGESTIONS = 5;
export const SUGGESTION_DEBOUNCE_MS = 250;

/** UI timing. */
export const MODAL_SWITCH_MS = 550;
export const FOLLOW_UP_MODAL_MS = 500;
export const SCROLL_FOCUS_DELAY_MS = 600;
export const SCROLL_FOCUS_OFFSET = 500;
export const RESIZE_DEBOUNCE_MS = 100;
export const HASH_SCROLL_OFFSET = 165;

/** Map. */
export const MAP_DEFAULT_ZOOM = 15;
export const MAP_Z_INDEX = { search: 1, location: 5, cluster: 10, active: 15 } as const;
export const MAP_CLUSTER_RADIUS = 70;
export const STATIC_MAP_SIZES = {
  small: [470, 264],
  medium: [640, 360],
  large: [640, 360],
  metadata: [1200, 630],
} as const;

export const BREAKPOINTS = [0, 375, 540, 1024, 1280, 1680, 1920] as const;

/** Quiz. */
export const QUIZ_MIN_AGE_MONTHS = 6;
export const SURVEY_VERSION = 'pmap_survey_1';
/** The longest external (anonymous) survey id the site keeps from a link or stores. */
export const SURVEY_EXTERNAL_ID_MAX = 100;
export const SURVEY_STEPS = 4;

/** Location search defaults. */
export const DEFAULT_SEARCH_RADIUS_MILES = 25;
export const MAX_SEARCH_RADIUS_MILES = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** The browser's time zone is used; this is the fallback. */
export const FALLBACK_TIME_ZONE = 'America/New_York';

/** Holds. */
export const DEFAULT_HOLD_MINUTES = 10;
/** A household books together: at most this many people in one booking, and one hold for all of them (decision 160). */
export const MAX_GROUP_SIZE = 6;
/** A whole household's places plus a couple of times tried on the way (decision 160); was 4 before group booking. */
export const MAX_HOLDS_PER_CLIENT = MAX_GROUP_SIZE + 2;
/**
 * Holds one network address may have at once, whatever its cookies (decision 110): a household of six booking
 * together, twice over, for people sharing one address (a family's Wi-Fi, a care home, a carrier's NAT).
 */
export const MAX_HOLDS_PER_ADDRESS = 12;
/** Re-holding a held slot (a reload, a retry) renews it at most this many times. */
export const MAX_HOLD_RENEWALS = 2;
/** However it is renewed or extended, a hold never lasts longer than this from when it was first taken. */
export const MAX_HOLD_TOTAL_MINUTES = 30;
/**
 * A person who needs more time may extend a hold at most this many times, and a hold never lasts longer than
 * MAX_HOLD_TOTAL_MINUTES from the moment the slot was first held, however it is renewed (extension or holding the
 * same slot again): long enough to finish the form slowly, short enough that nobody can sit on a slot.
 */
export const HOLD_MAX_EXTENSIONS = 2;
/** The hold warning (with "I need more time") appears this many minutes before the hold ends. */
export const HOLD_WARNING_MINUTES = 2;

/** Maternal RSV: a window starting within this many days can be booked in advance (docs/decisions/040). */
export const MATERNAL_RSV_NEAR_FUTURE_DAYS = 14;
/** Days in a 40-week pregnancy, counted from the first day of the last period. */
export const PREGNANCY_DAYS = PREGNANCY_WEEKS * 7;

/**
 * Booking limits (decision 223). Places booked per day (UTC) under one contact e-mail address, normalised as
 * `mailboxKey` does: a household of six, twice over (a rebooking after a cancellation, a carer booking a parent).
 */
export const BOOKINGS_PER_EMAIL_PER_DAY = 12;
/** Places booked per day (UTC) from one client address (an IPv6 address by its /64): two households' worth, twice. */
export const BOOKINGS_PER_ADDRESS_PER_DAY = 24;
/** The bot check's work per proof before any activity (decision 224): the secret number is drawn from 0..this. */
export const BOT_CHECK_BASE_COST = 50_000;
/** Holds and bookings of one address (in a day) before the work per proof doubles, and again after each as many more. */
export const BOT_CHECK_COST_STEP = 6;
/** The work per proof stops doubling here: 64 times the base. */
export const BOT_CHECK_MAX_COST_FACTOR = 64;
