// The patient form's rules (docs/product/booking-flow.md, Form rules), built from the domain's field schemas so the
// form and the server say the same thing; the messages are the domain's English texts, translated at display
// (patient-messages.ts).
import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '@vaxnear/domain/constants';
import {
  dateOfBirthIssue, dateOfBirthSchema, emailSchema, MESSAGES, nameSchema, phoneSchema, sexFieldSchema,
} from '@vaxnear/domain/patient';

export const STATE_MESSAGE = 'Use the two-letter state code';
export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code';
export const PHONE_REQUIRED_MESSAGE = 'This pharmacy needs a phone number to book';

/** `phoneRequired`: the chosen pharmacy books only with a phone number (the domain's `requiresPhone`). */
export function patientFormSchema(today: string, { phoneRequired = false }: { phoneRequired?: boolean } = {}) {
  const required = z.string().trim().min(1, { error: MESSAGES.required });
  return z.object({
    firstName: nameSchema,
    lastName: nameSchema,
    sex: sexFieldSchema,
    dateOfBirth: required.pipe(dateOfBirthSchema).superRefine((value, ctx) => {
      const issue = dateOfBirthIssue(value, today);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
    address1: nameSchema,
    address2: z.string().trim().max(TEXT_MAX_LENGTH, { error: MESSAGES.tooLong(TEXT_MAX_LENGTH) }),
    city: nameSchema,
    state: required.pipe(z.string().regex(/^[A-Za-z]{2}$/, { error: STATE_MESSAGE })),
    zipCode: required.pipe(z.string().regex(/^\d{5}(-\d{4})?$/, { error: ZIP_MESSAGE })),
    email: emailSchema,
    // Optional unless the pharmacy needs it: an empty field is no phone number, anything typed must be a valid one.
    phone: phoneRequired
      ? z.string().trim().min(1, { error: PHONE_REQUIRED_MESSAGE }).pipe(phoneSchema)
      : z.preprocess((value) => (value === '' ? undefined : value), phoneSchema.optional()),
  });
}

export type PatientFormInput = z.input<ReturnType<typeof patientFormSchema>>;
