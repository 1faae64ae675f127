// Provider registration field rules (docs/product/providers.md, Requests, Rules;
// decision 081). Pure checks, shared by the provider form and the server's re-check.

export const PROVIDER_REQUEST_TYPES = ['new', 'edit', 'remove'] as const;
export type ProviderRequestType = (typeof PROVIDER_REQUEST_TYPES)[number];

/** How a pharmacy is identified: its NPI, its NCPDP number, or (edit/remove only) our own location id. */
export const PROVIDER_IDENTIFIER_TYPES = ['npi', 'ncpdp'] as const;
export type ProviderIdentifierType = (typeof PROVIDER_IDENTIFIER_TYPES)[number];
export const LISTING_IDENTIFIER_TYPES = [...PROVIDER_IDENTIFIER_TYPES, 'locationId'] as const;
export type ListingIdentifierType = (typeof LISTING_IDENTIFIER_TYPES)[number];

/** Digit counts: NPI is 10 digits (CMS), NCPDP provider id 7 digits. */
export const IDENTIFIER_DIGITS: Record<ProviderIdentifierType, number> = { npi: 10, ncpdp: 7 };

export const CONTACT_TYPES = ['pharmacist', 'store_manager', 'owner', 'corporate_office', 'other'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/**
 * Minutes between bookable slots; the spec shows none (docs/product/providers.md), these are the ones pharmacy systems
 * use (decision 081).
 */
export const SLOT_INTERVALS_MINUTES = [5, 10, 15, 20, 30] as const;
export type SlotIntervalMinutes = (typeof SLOT_INTERVALS_MINUTES)[number];

/** Max lengths, each with a visible counter on the form (docs/product/providers.md). */
export const PROVIDER_LIMITS = {
  businessName: 100,
  address1: 100,
  address2: 100,
  city: 50,
  website: 200,
  reason: 500,
  locationId: 64,
} as const;

/** USPS codes of the states, DC and the inhabited territories a pharmacy can be in (no military mail codes). */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
} as const;
export type UsState = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as UsState[];

export const PROVIDER_MESSAGES = {
  noRequestType: 'Choose whether you want to add, change or remove a listing',
  codeDigits: (min: number, max: number) =>
    min === max ? `Please enter a ${min}-digit code` : `Please enter a ${min}-${max} digit code`,
  npiCheckDigit: 'This NPI is not valid: check the number',
  invalidWebsite: 'Invalid Website format.',
  invalidZip: 'Enter a 5-digit ZIP code',
  invalidState: 'Choose a state',
  invalidTime: 'Enter a time',
  endBeforeStart: 'End time must be after start time',
  lunchIncomplete: 'Enter both lunch break times, or neither',
  lunchOutside: 'The lunch break must start after opening and end before closing',
  lunchEndBeforeStart: 'Lunch break end must be after its start',
  noOpenDay: 'Choose at least one day',
  dayTwice: 'Each day can only be in one schedule',
  noVaccine: 'Choose at least one vaccine',
  noInterval: 'Choose a slot length',
} as const;

/**
 * What is wrong with a provider field, for programs (decision 301): the rules below and the contract's checks answer
 * it (in a schema issue's params), the web words it in the page's language, the server's answer keeps the English.
 */
export type ProviderReason = keyof typeof PROVIDER_MESSAGES;

export interface ProviderIssue {
  reason: ProviderReason;
  /** The numbers the words need: the digits of `codeDigits`. */
  params?: { digits: number };
}

/** The English sentence of an issue: the server's `message` and the schemas' issue message. */
export function providerIssueMessage(issue: ProviderIssue): string {
  if (issue.reason === 'codeDigits') {
    const digits = issue.params?.digits ?? 0;
    return PROVIDER_MESSAGES.codeDigits(digits, digits);
  }
  return PROVIDER_MESSAGES[issue.reason];
}

/**
 * The NPI check digit (CMS "NPI check digit" standard): Luhn over the 9 leading digits prefixed with 80840, the
 * health-industry issuer prefix. Catches every single mistyped digit and most swapped neighbours.
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value}`.split('').map(Number);
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i -= 1, double = !double) {
    let d = digits[i]!;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function isValidNcpdp(value: string): boolean {
  return /^\d{7}$/.test(value);
}

/** The first problem with an identifier of the given type, or null. Spaces and dashes people type are ignored. */
export function identifierProblem(type: ProviderIdentifierType, raw: string): ProviderIssue | null {
  const value = normalizeIdentifier(raw);
  const digits = IDENTIFIER_DIGITS[type];
  if (!new RegExp(`^\\d{${digits}}$`).test(value)) return { reason: 'codeDigits', params: { digits } };
  if (type === 'npi' && !isValidNpi(value)) return { reason: 'npiCheckDigit' };
  return null;
}

export function normalizeIdentifier(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/**
 * An http(s) address with a dotted host, or null; a bare "example.com/book" is read as https. Written as a pattern
 * because the domain package has no URL class (no DOM or Node types).
 */
const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,})(:\d{1,5})?([/?#]\S*)?$/i;
export function normalizeWebsite(raw: string): string | null {
  const text = raw.trim();
  const match = WEBSITE_PATTERN.exec(text);
  if (!match) return null;
  return match[1] ? text : `https://${text}`;
}

/** "HH:mm", 24-hour, as a native time input gives it. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface DayHours {
  open24Hours: boolean;
  start?: string | undefined;
  end?: string | undefined;
  lunchStart?: string | undefined;
  lunchEnd?: string | undefined;
}
export interface HoursProblem {
  field: 'start' | 'end' | 'lunchStart' | 'lunchEnd';
  reason: ProviderReason;
}

/**
 * What is wrong with one schedule's times (docs/product/providers.md: end after start). Open 24 hours needs no times.
 * Closing at midnight is written 23:59: a pharmacy open past midnight is open 24 hours or closes on the next day's
 * schedule.
 */
export function hoursProblems(hours: DayHours): HoursProblem[] {
  if (hours.open24Hours) return [];
  const problems: HoursProblem[] = [];
  const present = (v: string | undefined) => v !== undefined && v !== '';
  for (const field of ['start', 'end'] as const) {
    if (!present(hours[field])) problems.push({ field, reason: 'invalidTime' });
    else if (!TIME_PATTERN.test(hours[field]!)) problems.push({ field, reason: 'invalidTime' });
  }
  for (const field of ['lunchStart', 'lunchEnd'] as const) {
    if (present(hours[field]) && !TIME_PATTERN.test(hours[field]!)) problems.push({ field, reason: 'invalidTime' });
  }
  if (problems.length > 0) return problems;
  const start = minutes(hours.start!);
  const end = minutes(hours.end!);
  if (end <= start) return [{ field: 'end', reason: 'endBeforeStart' }];
  const hasLunchStart = present(hours.lunchStart);
  const hasLunchEnd = present(hours.lunchEnd);
  if (hasLunchStart !== hasLunchEnd) {
    return [{ field: hasLunchStart ? 'lunchEnd' : 'lunchStart', reason: 'lunchIncomplete' }];
  }
  if (hasLunchStart) {
    const lunchStart = minutes(hours.lunchStart!);
    const lunchEnd = minutes(hours.lunchEnd!);
    if (lunchEnd <= lunchStart) return [{ field: 'lunchEnd', reason: 'lunchEndBeforeStart' }];
    if (lunchStart <= start) return [{ field: 'lunchStart', reason: 'lunchOutside' }];
    if (lunchEnd >= end) return [{ field: 'lunchEnd', reason: 'lunchOutside' }];
  }
  return [];
}
