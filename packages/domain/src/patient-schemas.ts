// The patient fields as zod/mini schemas, built on the rules in patient.ts: the server's contracts compose them into
// their full-zod objects and the browser's forms parse with them. Kept apart from patient.ts because a schema is
// built when its module loads, so whatever imports it loads zod's core (about 14 KB gzip, docs/performance.md).
import * as z from 'zod/mini';
import { EARLIEST_BIRTH_YEAR, PHONE_MAX_LENGTH, TEXT_LIMIT, TEXT_MAX_LENGTH } from './constants.ts';
import { SEXES } from './enumerations.ts';
import {
  dateOfBirthIssue,
  isValidEmail,
  isValidPhone,
  looksLikeSpamName,
  MESSAGES,
  normalizePhone,
  parseDateOfBirth,
  ZIP_CODE_PATTERN,
} from './patient.ts';

// zod/mini rather than zod: the browser loads only the checks these schemas use, not the classic API.
/** Text must be under the limit: the longest accepted is one character shorter than the number the message names. */
const requiredText = () =>
  z
    .string({ error: MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, { error: MESSAGES.required }),
      z.maxLength(TEXT_MAX_LENGTH, { error: MESSAGES.tooLong(TEXT_LIMIT) }),
    );

export const nameSchema = requiredText().check(
  z.refine((name) => !looksLikeSpamName(name), { error: MESSAGES.nameWithLink }),
);
export const emailSchema = requiredText().check(z.refine(isValidEmail, { error: MESSAGES.invalidEmail }));
/** The phone as typed (masked or pasted) is reduced to its 10 digits. */
export const phoneSchema = z.pipe(
  z
    .string()
    .check(
      z.maxLength(PHONE_MAX_LENGTH + 5, { error: MESSAGES.tooLong(PHONE_MAX_LENGTH) }),
      z.refine(isValidPhone, { error: MESSAGES.invalidPhone }),
    ),
  z.transform(normalizePhone),
);
export const sexSchema = z.enum(SEXES, { error: MESSAGES.required });
/** A radio group nobody answered is '' or null in a form: both mean "choose one", never a type error. */
export const sexFieldSchema = z.pipe(
  z.string({ error: MESSAGES.required }).check(z.minLength(1, { error: MESSAGES.required })),
  sexSchema,
);
/** Shape only; "not in the future" needs today and is checked where the clock is (form and server). */
export const dateOfBirthSchema = z.string({ error: MESSAGES.required }).check(
  z.superRefine((value, ctx) => {
    const dob = parseDateOfBirth(value);
    if (!dob) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidDate });
    else if (dob.year < EARLIEST_BIRTH_YEAR) ctx.addIssue({ code: 'custom', message: MESSAGES.tooEarlyDate });
  }),
);

/**
 * The patient form (docs/product/booking-flow.md, Form rules), one schema for the web's form on the same rules and
 * messages as the server's check (`patientFieldErrors`); the web translates the messages at display.
 */
export function patientFormSchema(today: string, { phoneRequired = false }: { phoneRequired?: boolean } = {}) {
  const required = z.string().check(z.trim(), z.minLength(1, { error: MESSAGES.required }));
  return z.object({
    firstName: nameSchema,
    lastName: nameSchema,
    sex: sexFieldSchema,
    dateOfBirth: z.pipe(required, dateOfBirthSchema).check(
      z.superRefine((value, ctx) => {
        const issue = dateOfBirthIssue(value, today);
        if (issue) ctx.addIssue({ code: 'custom', message: issue });
      }),
    ),
    address1: nameSchema,
    address2: z.string().check(z.trim(), z.maxLength(TEXT_MAX_LENGTH, { error: MESSAGES.tooLong(TEXT_LIMIT) })),
    city: nameSchema,
    state: z.pipe(required, z.string().check(z.regex(/^[A-Za-z]{2}$/, { error: MESSAGES.invalidState }))),
    zipCode: z.pipe(required, z.string().check(z.regex(ZIP_CODE_PATTERN, { error: MESSAGES.invalidZip }))),
    email: emailSchema,
    // Optional unless the pharmacy needs it: an empty field is no phone number, anything typed must be a valid one.
    phone: phoneRequired
      ? z.optional(z.pipe(z.string().check(z.trim(), z.minLength(1, { error: MESSAGES.phoneRequired })), phoneSchema))
      : z.optional(
          z.pipe(
            z.transform((value: string) => (value === '' ? undefined : value)),
            z.optional(phoneSchema),
          ),
        ),
  });
}

export type PatientFormInput = z.input<ReturnType<typeof patientFormSchema>>;
