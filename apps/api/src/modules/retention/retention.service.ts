// The retention rules (decision 112): how long each kind of personal data is kept, and one pass that applies them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteExpiredProofs } from '../bot-check/bot-check-proofs.repository.ts';
import { deleteExpiredConfirmations } from '../email-confirmations/email-confirmations.repository.ts';
import { deleteAuditEntriesBefore } from '../staff/audit-log.repository.ts';
import {
  anonymiseOldRegistrations,
  deleteExpiredSubscriptions,
  deleteOldMail,
  deleteOldProviderRequests,
  deleteOldReminders,
  deleteOldSurveyAnswers,
  deleteOldWebhookDeliveries,
} from './retention.repository.ts';

/** Days each kind of data is kept; every one is a setting (README, "Configuration"). */
export interface RetentionPeriods {
  /** After the registration's last appointment: then names, birth dates, addresses and contact are erased. */
  appointmentDays: number;
  /** After an e-mail was sent, or after it was made when it never was (given up on, or no SMTP_URL). */
  mailDays: number;
  /** After a reminder's due day, or after it was sent. */
  reminderDays: number;
  /** After a provider request was received. */
  providerRequestDays: number;
  /** After a subscriber's consent ran out. */
  expiredConsentDays: number;
  /** After a partner survey's answers were received. */
  surveyDays: number;
  /** After a staff audit entry was written (decision 241). */
  auditLogDays: number;
  /** After a webhook delivery was delivered or given up on (decision 272). */
  webhookDeliveryDays: number;
}

export type RetentionSummary = Record<
  | 'registrations'
  | 'mail'
  | 'reminders'
  | 'providerRequests'
  | 'subscriptions'
  | 'surveyAnswers'
  | 'botCheckProofs'
  | 'emailConfirmations'
  | 'auditLog'
  | 'webhookDeliveries',
  number
>;

const DAY_MS = 86_400_000;

export async function applyRetention(
  db: Kysely<Database>,
  now: Date,
  periods: RetentionPeriods,
): Promise<RetentionSummary> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    registrations: await anonymiseOldRegistrations(db, before(periods.appointmentDays)),
    mail: await deleteOldMail(db, before(periods.mailDays)),
    reminders: await deleteOldReminders(db, before(periods.reminderDays)),
    providerRequests: await deleteOldProviderRequests(db, before(periods.providerRequestDays)),
    subscriptions: await deleteExpiredSubscriptions(db, before(periods.expiredConsentDays)),
    surveyAnswers: await deleteOldSurveyAnswers(db, before(periods.surveyDays)),
    botCheckProofs: await deleteExpiredProofs(db, now.toISOString()),
    emailConfirmations: await deleteExpiredConfirmations(db, now.toISOString()),
    auditLog: await deleteAuditEntriesBefore(db, before(periods.auditLogDays)),
    webhookDeliveries: await deleteOldWebhookDeliveries(db, before(periods.webhookDeliveryDays)),
  };
}
