// The patient field rules (docs/product/booking-flow.md, Form rules), written once for the patient form and the
// server's re-check. Plain predicates: a page that only checks a date of birth or reads a message loads no schema
// library; the zod/mini schemas built on these rules are in patient-schemas.ts.
import { EARLIEST_BIRTH_YEAR, PHONE_MAX_LENGTH, TEXT_LIMIT, TEXT_MAX_LENGTH } from './constants.ts';
import { SEXES } from './enumerations.ts';
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

/** A ZIP code as the patient form and the server take it: five digits, or ZIP+4. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

/**
 * What is wrong with a field, for programs (decision 298): the server's 400 answers carry it as `reason` beside the
 * English `message`, the form's errors as their type, and the web words it in the person's language from the reason
 * and its `params`, never from the English.
 */
export type FieldReason = keyof typeof MESSAGES;
export const FIELD_REASONS = Object.keys(MESSAGES) as readonly FieldReason[];
export interface FieldIssue {
  reason: FieldReason;
  /** The numbers the words need: the character limit of `tooLong`. */
  params?: { max: number };
}

/** The English sentence of an issue: the API's `message` and the schemas' issue message. */
export function fieldIssueMessage(issue: FieldIssue): string {
  return issue.reason === 'tooLong' ? MESSAGES.tooLong(issue.params?.max ?? TEXT_LIMIT) : MESSAGES[issue.reason];
}

const issue = (reason: FieldReason): FieldIssue => ({ reason });
const tooLong = (max: number): FieldIssue => ({ reason: 'tooLong', params: { max } });

/**
 * The patient field rules, once (decision 298): each takes the value as typed and answers its first issue, or null.
 * `patientFieldErrors` (the server, the group's contact page) and the zod/mini schemas of patient-schemas.ts (the
 * forms, the server's contracts) both call these.
 */
export const PATIENT_FIELD_RULES = {
  /** Free text under the limit; `required` unless an empty value is allowed (address line 2). */
  text(value: string | null | undefined, { required = true } = {}): FieldIssue | null {
    const trimmed = value?.trim() ?? '';
    if (!trimmed) return required ? issue('required') : null;
    return trimmed.length > TEXT_MAX_LENGTH ? tooLong(TEXT_LIMIT) : null;
  },
  name(value: string | null | undefined): FieldIssue | null {
    return PATIENT_FIELD_RULES.text(value) ?? (looksLikeSpamName(value!.trim()) ? issue('nameWithLink') : null);
  },
  email(value: string | null | undefined): FieldIssue | null {
    return PATIENT_FIELD_RULES.text(value) ?? (isValidEmail(value!.trim()) ? null : issue('invalidEmail'));
  },
  sex(value: string | null | undefined): FieldIssue | null {
    if (!value) return issue('required');
    return (SEXES as readonly string[]).includes(value) ? null : issue('invalidSex');
  },
  dateOfBirth(value: string | null | undefined, today: string | null): FieldIssue | null {
    if (!value?.trim()) return issue('required');
    const dob = parseDateOfBirth(value);
    if (!dob) return issue('invalidDate');
    if (dob.year < EARLIEST_BIRTH_YEAR) return issue('tooEarlyDate');
    // Without today (a schema that checks the shape only), a date in the future is left to the caller with a clock.
    return today !== null && formatDateParts(dob.year, dob.month, dob.day) > today ? issue('futureDate') : null;
  },
  /** The two-letter code, upper case: the form upper-cases what was typed before it asks. */
  state(value: string | null | undefined): FieldIssue | null {
    if (!value?.trim()) return issue('required');
    return /^[A-Z]{2}$/.test(value) ? null : issue('invalidState');
  },
  zipCode(value: string | null | undefined): FieldIssue | null {
    if (!value?.trim()) return issue('required');
    return ZIP_CODE_PATTERN.test(value) ? null : issue('invalidZip');
  },
  /** A phone number given (an empty one is no phone number: whether one is needed is the caller's to say). */
  phone(value: string): FieldIssue | null {
    if (value.length > PHONE_MAX_LENGTH + 5) return tooLong(PHONE_MAX_LENGTH);
    return isValidPhone(value) ? null : issue('invalidPhone');
  },
};

/**
 * The limit a "too long" message names (MESSAGES.tooLong), or null for any other message: a page says it in its own
 * words from the number, without reading the English sentence itself.
 */
export function tooLongLimit(message: string): number | null {
  const match = /^You have reached the (\d+)-character limit$/.exec(message);
  return match ? Number(match[1]) : null;
}

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

/**
 * Which date-of-birth message applies, or null when the date is fine: not a date at all, too early, or in the
 * future each get their own words, so the person knows what to change.
 */
export function dateOfBirthIssue(value: string, today: string): string | null {
  const found = PATIENT_FIELD_RULES.dateOfBirth(value, today);
  return found && fieldIssueMessage(found);
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

export interface PatientFieldInput {
  firstName?: string | null;
  lastName?: string | null;
  sex?: string | null;
  dateOfBirth?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

export interface PatientFieldError extends FieldIssue {
  code: 'MISSING_INFORMATION' | 'VALIDATION_FAILED';
  field: string;
  message: string;
}

/**
 * Every rule for the patient's fields (docs/product/booking-flow.md, Form rules), with the field names the client maps
 * back to its form: user.firstName, user.lastName, user.sex, user.dateOfBirth, user.email, user.phoneNumber, and the
 * address.
 */
export function patientFieldErrors(
  input: PatientFieldInput,
  today: string,
  options: { phoneRequired?: boolean } = {},
): PatientFieldError[] {
  const errors: PatientFieldError[] = [];
  const rules = PATIENT_FIELD_RULES;
  const check = (field: string, found: FieldIssue | null) => {
    if (!found) return;
    const code = found.reason === 'required' ? 'MISSING_INFORMATION' : 'VALIDATION_FAILED';
    errors.push({ code, field: `user.${field}`, message: fieldIssueMessage(found), ...found });
  };
  check('firstName', rules.name(input.firstName));
  check('lastName', rules.name(input.lastName));
  check('sex', rules.sex(input.sex));
  check('dateOfBirth', rules.dateOfBirth(input.dateOfBirth, today));
  check('address1', rules.text(input.address1));
  check('address2', rules.text(input.address2, { required: false }));
  check('city', rules.text(input.city));
  check('state', rules.state(input.state));
  check('zipCode', rules.zipCode(input.zipCode));
  check('email', rules.email(input.email));
  if (input.phoneNumber) check('phoneNumber', rules.phone(input.phoneNumber));
  else if (options.phoneRequired) check('phoneNumber', issue('required'));
  return errors;
}
