// Who may sign up for updates and the person's fields (docs/product/subscriptions.md; decision 080), as zod/mini
// schemas on the booking form's own field schemas (patient-schemas.ts): the server's contract
// (contracts/subscriptions.ts) composes them and the sign-up form parses with them, so the browser loads only zod's
// core and never the classic API.
import * as z from 'zod/mini';
import { ADULT_MIN_AGE } from './constants.ts';
import { ageInYears } from './patient.ts';
import type { FieldReason } from './patient.ts';
import { fieldIssueMessage, PATIENT_FIELD_RULES } from './patient-rules.ts';
import { dateOfBirthSchema, emailSchema, nameSchema, phoneSchema, sexSchema } from './patient-schemas.ts';

export const SUBSCRIBER_MIN_AGE = ADULT_MIN_AGE;

export const SUBSCRIPTION_MESSAGES = {
  underAge: `Must be ${SUBSCRIBER_MIN_AGE} or over to sign up for updates`,
  emailConsent: 'Agree to receive updates by e-mail to sign up',
  smsNeedsPhone: 'Enter a phone number to receive text messages',
} as const;

/** What is wrong with a sign-up, for programs (decision 301): the web words it, the server answers its English. */
export type SubscriptionReason = keyof typeof SUBSCRIPTION_MESSAGES;

/** A sign-up field's issue: a patient field's reason (and numbers), or one of the sign-up's own. */
export type SubscriberIssue =
  { reason: FieldReason; params?: { max: number } } | { reason: SubscriptionReason; params?: undefined };

/** The English sentence of an issue: the API's `message` and the schemas' issue message. */
export function subscriberIssueMessage(issue: SubscriberIssue): string {
  return issue.reason in SUBSCRIPTION_MESSAGES
    ? SUBSCRIPTION_MESSAGES[issue.reason as SubscriptionReason]
    : fieldIssueMessage(issue as { reason: FieldReason; params?: { max: number } });
}

/** Whether someone born on this date (any format parseDateOfBirth reads) may subscribe on `today` (yyyy-MM-dd). */
export function isSubscriberAge(dateOfBirth: string, today: string): boolean {
  return ageInYears(dateOfBirth, today) >= SUBSCRIBER_MIN_AGE;
}

/**
 * The rules on the date of birth that need today's date, for the form and the server alike: the date of birth's own
 * reason (not a date, too early, in the future), `underAge` below 18; null when it is fine.
 */
export function subscriberDateOfBirthIssue(dateOfBirth: string, today: string): SubscriberIssue | null {
  const issue = PATIENT_FIELD_RULES.dateOfBirth(dateOfBirth, today);
  if (issue) return issue;
  return isSubscriberAge(dateOfBirth, today) ? null : { reason: 'underAge' };
}

/**
 * An empty phone field is no phone; anything typed must be a valid number. The outer optional lets the key be left
 * out (what classic zod's preprocess says of its inner schema; zod/mini has no preprocess).
 */
const optionalPhone = z.optional(
  z.pipe(
    z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
    z.optional(phoneSchema),
  ),
);

export const subscriberSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  phoneNumber: optionalPhone,
  sex: sexSchema,
  /** MM/DD/YYYY as typed or YYYY-MM-DD; "not in the future" and 18+ need today (subscriberDateOfBirthIssue). */
  dateOfBirth: dateOfBirthSchema,
});
