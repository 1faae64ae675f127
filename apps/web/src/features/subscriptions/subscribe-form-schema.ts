// The sign-up form's rules (docs/product/subscriptions.md): the domain's subscriber schemas, plus the checks that need
// today's date and the two consents. Each issue carries its reason (and numbers) in its params, which
// subscription-messages.ts words in the page's language (decision 301); the English message is never read.
// zod/mini, like the domain's subscriber schemas: the classic API would add about 11 KB gzip to these pages.
import * as z from 'zod/mini';
import {
  subscriberDateOfBirthIssue,
  subscriberIssueMessage,
  subscriberSchema,
  SUBSCRIPTION_MESSAGES,
} from '@vaxnear/domain/subscriber';
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
        .pipe(
          z.string().check(
            z.trim(),
            z.refine((value) => value.length > 0, { error: MESSAGES.required, params: { reason: 'required' } }),
          ),
          fields.dateOfBirth,
        )
        .check(
          z.superRefine((value, ctx) => {
            const issue = subscriberDateOfBirthIssue(value, today);
            if (issue) ctx.addIssue({ code: 'custom', message: subscriberIssueMessage(issue), params: { ...issue } });
          }),
        ),
      emailConsent: z.boolean().check(
        z.refine((value) => value, {
          error: SUBSCRIPTION_MESSAGES.emailConsent,
          params: { reason: 'emailConsent' },
        }),
      ),
      smsConsent: z.boolean(),
    })
    .check(
      z.refine((form) => !form.smsConsent || form.phone !== undefined, {
        error: SUBSCRIPTION_MESSAGES.smsNeedsPhone,
        params: { reason: 'smsNeedsPhone' },
        path: ['smsConsent'],
      }),
    );
}

export type SubscribeFormInput = z.input<ReturnType<typeof subscribeFormSchema>>;
export type SubscribeFormOutput = z.output<ReturnType<typeof subscribeFormSchema>>;

/** The unsubscribe form: one e-mail address. */
export const unsubscribeFormSchema = z.object({ email: subscriberSchema.shape.email });
export type UnsubscribeFormInput = z.input<typeof unsubscribeFormSchema>;
