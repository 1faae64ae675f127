// Marketing sign-up and removal (docs/product/subscriptions.md; decision 080).
import { supportedLocale, type Locale } from '@vaxnear/domain/enumerations';
import crypto from 'node:crypto';
import type { ServiceDeps, WithLog } from '../../lib/service-deps.ts';
import type { z } from 'zod';
import {
  consentExpiry,
  DEFAULT_CAMPAIGN_SOURCE_CODE,
  type createSubscriptionBodySchema,
  type createSubscriptionQuerySchema,
  type Subscription,
} from '@vaxnear/domain/contracts/subscriptions';
import { normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { subscriberDateOfBirthIssue, subscriberIssueMessage, SUBSCRIPTION_MESSAGES } from '@vaxnear/domain/subscriber';
import { localDateOf } from '@vaxnear/domain/schedule';
import { AppError } from '../../lib/errors.ts';
import type { SubscriptionTable } from '../../db/schema.ts';
import { requestConfirmation, requestUnsubscribeLink } from '../email-confirmations/email-confirmations.service.ts';

type Body = z.output<typeof createSubscriptionBodySchema>;
type Query = z.output<typeof createSubscriptionQuerySchema>;

/** Addresses differ by case only in theory; one person must not end up on the list twice. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function subscribe(deps: ServiceDeps & WithLog, body: Body, query: Query): Promise<Subscription> {
  const now = deps.clock.now();
  // The latest calendar date anywhere in the US (Guam), as for bookings: whoever is 18 somewhere in the US today is 18.
  const issue = subscriberDateOfBirthIssue(body.user.dateOfBirth, localDateOf(now, 'Pacific/Guam'));
  if (issue) {
    throw new AppError(400, {
      code: issue.reason === 'underAge' ? 'AGE_INELIGIBLE' : 'VALIDATION_FAILED',
      message: subscriberIssueMessage(issue),
      field: 'user.dateOfBirth',
      // A date of birth's own reason, as the booking's patient fields answer it (decision 298); under age has its code.
      ...(issue.reason === 'underAge' ? {} : { reason: issue.reason }),
    });
  }
  const email = normalizeEmail(body.user.email);
  const phone = body.user.phoneNumber ?? null;
  if (body.smsConsent && !phone)
    throw new AppError(400, {
      code: 'VALIDATION_FAILED',
      message: SUBSCRIPTION_MESSAGES.smsNeedsPhone,
      field: 'smsConsent',
    });
  const consentedAt = now.toISOString();
  const consentExpiresAt = consentExpiry(now).toISOString();
  const locale = body.locale ?? 'en';
  // Kept aside until the owner of the address confirms (decision 113): a stranger can neither sign someone up nor
  // overwrite what a subscriber gave us.
  const subscription: SubscriptionTable = {
    id: crypto.randomUUID(),
    email,
    first_name: body.user.firstName,
    last_name: body.user.lastName,
    phone_number: phone,
    sex: body.user.sex,
    date_of_birth: normalizeDateOfBirth(body.user.dateOfBirth) ?? body.user.dateOfBirth,
    locale,
    sms_consent: body.smsConsent && phone ? 1 : 0,
    consented_at: consentedAt,
    consent_expires_at: consentExpiresAt,
    campaign_source_code: query.campaign_source_code ?? DEFAULT_CAMPAIGN_SOURCE_CODE,
    campaign_media_program: query.campaign_media_program ?? null,
    created_at: consentedAt,
    updated_at: consentedAt,
  };
  await requestConfirmation(deps, {
    email,
    firstName: body.user.firstName,
    locale: supportedLocale(locale),
    payload: { purpose: 'subscription', subscription },
  });
  return { email, smsConsent: body.smsConsent && phone !== null, status: 'awaiting_confirmation' };
}

/** The public removal form: the same answer for every address; a known one is sent its removal link. */
export async function unsubscribe(
  deps: ServiceDeps & WithLog,
  email: string,
  locale: Locale,
): Promise<{ email: string; status: 'link_sent' }> {
  const normalized = normalizeEmail(email);
  await requestUnsubscribeLink(deps, normalized, locale);
  return { email: normalized, status: 'link_sent' };
}
