// The patient form's rules (docs/product/booking-flow.md, Form rules), built from the domain's field schemas so the
// form and the server say the same thing; the messages are the domain's English texts, translated at display
// (patient-messages.ts).
// zod/mini, like the domain's field schemas: the whole of zod would add about 30 KB gzip to this page.
import * as z from 'zod/mini';
import { TEXT_MAX_LENGTH } from '@vaxnear/domain/constants';
import {
  dateOfBirthSchema, emailSchema, isValidDateOfBirth, MESSAGES, nameSchema, phoneSchema, sexSchema,
} from '@vaxnear/domain/patient';

export const STATE_MESSAGE = 'Use the two-letter state code';
export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code';

export function patientFormSchema(today: string) {
  const required = z.string().check(z.trim(), z.minLength(1, { error: MESSAGES.required }));
  return z.object({
    firstName: nameSchema,
    lastName: nameSchema,
    sex: z.pipe(z.string().check(z.minLength(1, { error: MESSAGES.required })), sexSchema),
    dateOfBirth: z.pipe(required, dateOfBirthSchema)
      .check(z.refine((value) => isValidDateOfBirth(value, today), { error: MESSAGES.invalidDate })),
    address1: nameSchema,
    address2: z.string().check(z.trim(), z.maxLength(TEXT_MAX_LENGTH, { error: MESSAGES.tooLong(TEXT_MAX_LENGTH) })),
    city: nameSchema,
    state: z.pipe(required, z.string().check(z.regex(/^[A-Za-z]{2}$/, { error: STATE_MESSAGE }))),
    zipCode: z.pipe(required, z.string().check(z.regex(/^\d{5}(-\d{4})?$/, { error: ZIP_MESSAGE }))),
    email: emailSchema,
    // Optional: an empty field is no phone number, anything typed must be a valid one.
    phone: z.optional(z.pipe(z.transform((value: string) => (value === '' ? undefined : value)), z.optional(phoneSchema))),
  });
}

export type PatientFormInput = z.input<ReturnType<typeof patientFormSchema>>;
