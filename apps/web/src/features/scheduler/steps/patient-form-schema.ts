// The patient form's rules (docs/product/booking-flow.md, Form rules), built from the domain's field schemas so the
// form and the server say the same thing; the messages are the domain's English texts, translated at display
// (patient-messages.ts).
// zod/mini, like the domain's field schemas: the whole of zod would add about 30 KB gzip to this page.
import * as z from 'zod/mini';
import { TEXT_LIMIT, TEXT_MAX_LENGTH } from '@vaxnear/domain/constants';
import { dateOfBirthIssue, MESSAGES } from '@vaxnear/domain/patient';
import {
  dateOfBirthSchema,
  emailSchema,
  nameSchema,
  phoneSchema,
  sexFieldSchema,
} from '@vaxnear/domain/patient-schemas';
import { PHONE_REQUIRED_MESSAGE, STATE_MESSAGE, ZIP_MESSAGE } from './patient-messages.ts';

/** `phoneRequired`: the chosen pharmacy books only with a phone number (the domain's `requiresPhone`). */
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
    state: z.pipe(required, z.string().check(z.regex(/^[A-Za-z]{2}$/, { error: STATE_MESSAGE }))),
    zipCode: z.pipe(required, z.string().check(z.regex(/^\d{5}(-\d{4})?$/, { error: ZIP_MESSAGE }))),
    email: emailSchema,
    // Optional unless the pharmacy needs it: an empty field is no phone number, anything typed must be a valid one.
    phone: phoneRequired
      ? z.optional(z.pipe(z.string().check(z.trim(), z.minLength(1, { error: PHONE_REQUIRED_MESSAGE })), phoneSchema))
      : z.optional(
          z.pipe(
            z.transform((value: string) => (value === '' ? undefined : value)),
            z.optional(phoneSchema),
          ),
        ),
  });
}

export type PatientFormInput = z.input<ReturnType<typeof patientFormSchema>>;
