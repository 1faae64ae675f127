// The patient fields' messages and predicates (docs/product/booking-flow.md, Form rules). Plain predicates: a page that
// only checks a date of birth or reads a message loads no schema library. The rules built on them, one per field, are
// in patient-rules.ts; the zod/mini schemas built on those rules are in patient-schemas.ts.
import { EARLIEST_BIRTH_YEAR } from './constants.ts';
import { formatDateParts } from './schedule.ts';

export const MESSAGES = {
  required: 'Required',
  tooLong: (max: number) => `You have reached the ${max}-character limit`,
  invalidEmail: 'Invalid email format',
  invalidPhone: 'Invalid phone number format',
  invalidDate: 'Invalid date. Please use format MM/DD/YYYY',
  /** A real date that is still to come: GOV.UK's "must be in the past". */
  futureDate: 'Date of birth must be in the past',
  /** Before the earliest year a date of birth may have (a typing slip, e.g. 0980 for 1980). */
  tooEarlyDate: `Date of birth must be after ${EARLIEST_BIRTH_YEAR}`,
  nameWithLink: 'Enter a name only, without links, e-mail addresses or phone numbers',
  invalidState: 'Use the two-letter state code',
  invalidZip: 'Enter a 5-digit ZIP code',
  invalidSex: 'Choose male or female',
  /** The chosen pharmacy books only with a phone number (its `requiresPhone`). */
  phoneRequired: 'This pharmacy needs a phone number to book',
} as const;

/**
 * What is wrong with a field, for programs (decision 298): the rules of patient-rules.ts answer it, the server's 400
 * answers carry it as `reason` beside the English `message`, and the web words it from the reason and its numbers.
 */
export type FieldReason = keyof typeof MESSAGES;

/** A ZIP code as the patient form and the server take it: five digits, or ZIP+4. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

// The top-level domains spam names point at, written out or spelled ("evil DOT com", "evil . com").
const SPAM_TLD = '(?:com|net|org|info|biz|io|co|ru|cn|xyz|top|us|me|ly|link|click|app|site|online|gov|edu|tk|gg|to|cc)';
const SPAM_NAME_PATTERNS: readonly RegExp[] = [
  // A link: a scheme, obfuscated too (hxxp, h t t p, ht tps), or www.
  /\bh\s*[xt]\s*[xt]\s*p\s*s?\b/i,
  /:\s*\/\s*\//,
  /\bw\s*w\s*w\s*(?:\.|\bdot\b|\[|\()/i,
  // An e-mail address: @ in any width, or spelled "[at]", "(at)", "{at}".
  /@/,
  /[[({<]\s*at\s*[\])}>]/i,
  // A domain: "evil.com", "evil .com", "evil . com", "evil DOT com", "evil[.]com", "evil (dot) com". A dot followed
  // by a space alone is an abbreviation ("St. John", "N. Co Rd" in an address), not a domain.
  new RegExp(
    `[\\p{L}\\p{N}-](?:\\s*\\.|\\s+\\.\\s+|\\s*[[({<]\\s*(?:\\.|dot)\\s*[\\])}>]\\s*|\\s*\\bdot\\b\\s*)${SPAM_TLD}(?![\\p{L}\\p{N}])`,
    'iu',
  ),
  // A phone number: five digits or more, however they are spaced or punctuated.
  /(?:\p{Nd}[\s().\-/_]*){5,}/u,
];

/**
 * A name that carries a link, an e-mail address, a phone number or a line break, written plainly or disguised
 * ("evil DOT com", "hxxp", "5 5 5 0 1 0 0", full-width letters, invisible characters between letters). The names a
 * person types are the one thing of a request that appears in the e-mails we send, so spam would ride in them. The
 * one rule for every name field: bookings, reminders, subscriptions and provider requests.
 */
export function looksLikeSpamName(name: string): boolean {
  // Line breaks (and other control characters) would start a new line of the e-mail: never part of a name.
  if (/[\p{Cc}\u2028\u2029]/u.test(name)) return true;
  // Full-width and styled letters read as their plain forms; invisible format characters (zero-width spaces and
  // joiners) are dropped, so "ｈｔｔｐ" and "ev\u200bil.com" are seen as what a reader sees.
  const plain = name.normalize('NFKC').replace(/\p{Cf}/gu, '');
  return SPAM_NAME_PATTERNS.some((pattern) => pattern.test(plain));
}

/** Digits of a phone number as people type or paste it: "+1 (212) 555-0100" becomes "2125550100". */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * North American numbering plan checks (docs/product/booking-flow.md, Form rules): the area code does not start with 0
 * or 1, its second digit is not 9, its last two digits are not 11 (N11 service codes) and its three digits are not all
 * the same.
 */
export function isValidPhone(input: string): boolean {
  const digits = normalizePhone(input);
  if (digits.length !== 10) return false;
  const [a, b, c] = [digits[0], digits[1], digits[2]];
  if (a === '0' || a === '1') return false;
  if (b === '9') return false;
  if (b === '1' && c === '1') return false;
  if (a === b && b === c) return false;
  return true;
}

// An address the mail library delivers to as written: a dot-atom local part (letters, digits and
// !#$%&'*+/=?^_`{|}~-, any letters of any script) and a domain of dotted labels. Anything the library would read as
// a second address, a display name or a comment (`;` `,` `<` `>` `(` `"` `:`, spaces, control characters) is refused,
// so that `a;b@x.com` cannot send to `a` and `b@x.com`.
const LOCAL_ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const EMAIL_PATTERN = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+\\p{L}{2,}$`, 'u');
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Reads a date of birth written MM/DD/YYYY (the form) or YYYY-MM-DD (normalised, as sent to the server).
 * Returns null for anything that is not a real calendar date.
 */
export function parseDateOfBirth(value: string): CalendarDate | null {
  // People write 3/7/1980 as often as 03/07/1980: leading zeros are optional.
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (us) [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  if (month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `today` is the calendar date where the person is (yyyy-MM-dd); a date of birth has no time zone. */
export function isValidDateOfBirth(value: string, today: string): boolean {
  const dob = parseDateOfBirth(value);
  if (!dob || dob.year < EARLIEST_BIRTH_YEAR) return false;
  return formatDateParts(dob.year, dob.month, dob.day) <= today;
}

export function normalizeDateOfBirth(value: string): string | null {
  const dob = parseDateOfBirth(value);
  return dob ? formatDateParts(dob.year, dob.month, dob.day) : null;
}

/** Whole years between a date of birth and today (both calendar dates); a birthday today counts. */
export function ageInYears(dateOfBirth: string, today: string): number {
  const dob = parseDateOfBirth(dateOfBirth);
  const now = parseDateOfBirth(today);
  if (!dob || !now) throw new Error('ageInYears needs two valid dates');
  const hadBirthday = now.month > dob.month || (now.month === dob.month && now.day >= dob.day);
  return now.year - dob.year - (hadBirthday ? 0 : 1);
}
