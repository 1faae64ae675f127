// The patient field rules, once (decision 298): each rule answers a reason and its numbers, which the server's check
// (`patientFieldErrors`), the group's contact page and the zod/mini schemas (patient-schemas.ts) share. Apart from
// patient.ts so a page that only reads a date of birth or a message loads none of it (docs/performance.md).
import { EARLIEST_BIRTH_YEAR, PHONE_MAX_LENGTH, TEXT_LIMIT, TEXT_MAX_LENGTH } from './constants.ts';
import { SEXES } from './enumerations.ts';
import {
  isValidEmail,
  isValidPhone,
  looksLikeSpamName,
  MESSAGES,
  parseDateOfBirth,
  ZIP_CODE_PATTERN,
  type FieldReason,
} from './patient.ts';
import { formatDateParts } from './schedule.ts';

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
 * Which date-of-birth message applies, or null when the date is fine: not a date at all, too early, or in the
 * future each get their own words, so the person knows what to change.
 */
export function dateOfBirthIssue(value: string, today: string): string | null {
  const found = PATIENT_FIELD_RULES.dateOfBirth(value, today);
  return found && fieldIssueMessage(found);
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
