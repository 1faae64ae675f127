// The patient fields as zod/mini schemas, built on the rules in patient.ts: the server's contracts compose them into
// their full-zod objects and the browser's forms parse with them. Kept apart from patient.ts because a schema is
// built when its module loads, so whatever imports it loads zod's core (about 14 KB gzip, docs/performance.md).
import * as z from 'zod/mini';
import { SEXES } from './enumerations.ts';
import { MESSAGES, normalizePhone } from './patient.ts';
import { fieldIssueMessage, PATIENT_FIELD_RULES, type FieldIssue } from './patient-rules.ts';

/**
 * A check from one of the patient field rules (patient.ts): the issue's English as its message, its reason and
 * numbers as its params, which the web's form errors carry (lib/schema-resolver.ts) and word from (decision 298).
 */
const rule = (check: (value: string) => FieldIssue | null) =>
  z.superRefine((value: string, ctx) => {
    const found = check(value);
    if (found) ctx.addIssue({ code: 'custom', message: fieldIssueMessage(found), params: { ...found } });
  });

// zod/mini rather than zod: the browser loads only the checks these schemas use, not the classic API.
export const nameSchema = z.string({ error: MESSAGES.required }).check(z.trim(), rule(PATIENT_FIELD_RULES.name));
export const emailSchema = z.string({ error: MESSAGES.required }).check(z.trim(), rule(PATIENT_FIELD_RULES.email));
/** The phone as typed (masked or pasted) is reduced to its 10 digits. */
export const phoneSchema = z.pipe(z.string().check(rule(PATIENT_FIELD_RULES.phone)), z.transform(normalizePhone));
export const sexSchema = z.enum(SEXES, { error: MESSAGES.required });
/** A radio group nobody answered is '' or null in a form: both mean "choose one", never a type error. */
export const sexFieldSchema = z.pipe(
  z.string({ error: MESSAGES.required }).check(rule(PATIENT_FIELD_RULES.sex)),
  sexSchema,
);
/** Shape only; "not in the future" needs today and is checked where the clock is (form and server). */
export const dateOfBirthSchema = z
  .string({ error: MESSAGES.required })
  .check(rule((value) => PATIENT_FIELD_RULES.dateOfBirth(value, null)));

/**
 * The patient form (docs/product/booking-flow.md, Form rules), one schema for the web's form on the same rules as the
 * server's check (`patientFieldErrors`): both call PATIENT_FIELD_RULES. The web words the issues' reasons at display.
 */
export function patientFormSchema(today: string, { phoneRequired = false }: { phoneRequired?: boolean } = {}) {
  return z.object({
    firstName: nameSchema,
    lastName: nameSchema,
    sex: sexFieldSchema,
    dateOfBirth: z.string({ error: MESSAGES.required }).check(
      z.trim(),
      rule((value) => PATIENT_FIELD_RULES.dateOfBirth(value, today)),
    ),
    // The form refuses links in the address as in the names (the server checks its length only, as before).
    address1: nameSchema,
    address2: z.string().check(
      z.trim(),
      rule((value) => PATIENT_FIELD_RULES.text(value, { required: false })),
    ),
    city: nameSchema,
    // Typed in either case; the rule is the server's, on the upper-cased code.
    state: z.string().check(
      z.trim(),
      rule((value) => PATIENT_FIELD_RULES.state(value.toUpperCase())),
    ),
    zipCode: z.string().check(z.trim(), rule(PATIENT_FIELD_RULES.zipCode)),
    email: emailSchema,
    // Optional unless the pharmacy needs it: an empty field is no phone number, anything typed must be a valid one.
    phone: phoneRequired
      ? z.optional(
          z.pipe(
            z.string().check(
              z.trim(),
              rule((value) => (value ? null : { reason: 'phoneRequired' })),
            ),
            phoneSchema,
          ),
        )
      : z.optional(
          z.pipe(
            z.transform((value: string) => (value === '' ? undefined : value)),
            z.optional(phoneSchema),
          ),
        ),
  });
}

export type PatientFormInput = z.input<ReturnType<typeof patientFormSchema>>;
