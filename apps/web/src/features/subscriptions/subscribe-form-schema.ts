// The sign-up form's rules (docs/product/subscriptions.md): the domain's subscriber schemas, plus the checks that need
// today's date and the two consents. Messages stay the domain's English texts; subscription-messages.ts translates
// them.
import { z } from 'zod';
import {
  subscriberDateOfBirthIssue,
  subscriberSchema,
  SUBSCRIPTION_MESSAGES,
} from '@vaxnear/domain/contracts/subscriptions';
import { MESSAGES } from '@vaxnear/domain/patient';
import { sexFieldSchema } from '@vaxnear/domain/patient-schemas';

export function subscribeFormSchema(today: string) {
  const fields = subscriberSchema.shape;
  return z
    .object({
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phoneNumber,
      // An unchosen radio group is '' or null in the form: "Required", not "invalid option".
      sex: sexFieldSchema,
      dateOfBirth: z
        .string()
        .trim()
        .min(1, { error: MESSAGES.required })
        .pipe(fields.dateOfBirth)
        .superRefine((value, ctx) => {
          const issue = subscriberDateOfBirthIssue(value, today);
          if (issue) ctx.addIssue({ code: 'custom', message: issue });
        }),
      emailConsent: z.boolean().refine((value) => value, { error: SUBSCRIPTION_MESSAGES.emailConsent }),
      smsConsent: z.boolean(),
    })
    .refine((form) => !form.smsConsent || form.phone !== undefined, {
      error: SUBSCRIPTION_MESSAGES.smsNeedsPhone,
      path: ['smsConsent'],
    });
}

export type SubscribeFormInput = z.input<ReturnType<typeof subscribeFormSchema>>;
export type SubscribeFormOutput = z.output<ReturnType<typeof subscribeFormSchema>>;

/** The unsubscribe form: one e-mail address. */
export const unsubscribeFormSchema = z.object({ email: subscriberSchema.shape.email });
export type UnsubscribeFormInput = z.input<typeof unsubscribeFormSchema>;
