// POST and DELETE /subscriptions (docs/product/subscriptions.md; decision 080). The person's
// fields and who may subscribe are in subscriber.ts (zod/mini, on the booking form's own field schemas), so the
// sign-up form in the browser needs none of this module's classic zod.
import { z } from 'zod';
import { MARKETING_CONSENT_YEARS } from '../constants.ts';
import { LOCALES } from '../enumerations.ts';
import { emailSchema } from '../patient-schemas.ts';
import { SUBSCRIPTION_MESSAGES, subscriberSchema } from '../subscriber.ts';

/** Campaign codes are identifiers, never free text. */
export const CAMPAIGN_CODE_MAX = 64;
/** campaign_source_code has a default when none is given; the spec hides the value, decision 080 names it. */
export const DEFAULT_CAMPAIGN_SOURCE_CODE = 'vaxnear_web';

/** When a consent given at `instant` runs out (docs/product/subscriptions.md: consent lasts 2 years). */
export function consentExpiry(instant: Date): Date {
  const expiry = new Date(instant.getTime());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + MARKETING_CONSENT_YEARS);
  return expiry;
}

const campaignCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'Use letters, digits, dots, dashes or underscores' })
  .max(CAMPAIGN_CODE_MAX);

export const createSubscriptionBodySchema = z
  .object({
    user: subscriberSchema,
    /** Marketing e-mail is what subscribing means: without it there is nothing to sign up for. */
    emailConsent: z.literal(true, { error: SUBSCRIPTION_MESSAGES.emailConsent }),
    /** Marketing texts (up to 8 a month, docs/product/subscriptions.md); only with a phone number. */
    smsConsent: z.boolean().default(false),
    /** The language the updates are written in; English when absent. */
    locale: z.enum(LOCALES).optional(),
  })
  .refine((body) => !body.smsConsent || body.user.phoneNumber !== undefined, {
    error: SUBSCRIPTION_MESSAGES.smsNeedsPhone,
    path: ['smsConsent'],
  });
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

export const createSubscriptionQuerySchema = z.object({
  campaign_source_code: z.preprocess((value) => (value === '' ? undefined : value), campaignCode.optional()),
  campaign_media_program: z.preprocess((value) => (value === '' ? undefined : value), campaignCode.optional()),
});

/**
 * The same answer for a new address and a known one (decision 080): what was asked for, read back, and when the
 * consent runs out. Nothing that was stored before this call.
 */
/**
 * A sign-up waits for its owner: nothing is stored as a subscription, and nothing but the confirmation e-mail is sent,
 * until the link in that e-mail is opened (decision 113).
 */
export const subscriptionSchema = z.object({
  email: z.string(),
  smsConsent: z.boolean(),
  status: z.literal('awaiting_confirmation'),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const createSubscriptionResponseSchema = z.object({ data: subscriptionSchema });

export const deleteSubscriptionBodySchema = z.object({ email: emailSchema, locale: z.enum(LOCALES).optional() });
/**
 * Known or not, an address gets this answer, so the form does not tell who is on the list; a known address is sent
 * its removal link, and only that link removes anything.
 */
export const deleteSubscriptionResponseSchema = z.object({
  data: z.object({ email: z.string(), status: z.literal('link_sent') }),
});

export const confirmEmailBodySchema = z.object({ token: z.string().min(1).max(600) });
export const confirmEmailResponseSchema = z.object({
  data: z.object({ purpose: z.enum(['reminders', 'subscription']) }),
});
/** RFC 8058: the token is in the link; a mail client posts `List-Unsubscribe=One-Click` as a form, a page posts JSON. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(600) });
export const unsubscribeResponseSchema = z.object({ data: z.object({ unsubscribed: z.literal(true) }) });
