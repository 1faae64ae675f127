// Sending what the outbox holds (docs/decisions/013-outbound-email.md). Logs carry ids, counts and error codes only:
// never an address, a name or a body.
import crypto from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import type { Locale } from '@vaxnear/domain/enumerations';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimMail, findDueMail, markMailAttemptFailed, markMailSent, type NewMail } from './mail-outbox.repository.ts';
import { renderBookingConfirmation } from './mail-templates.ts';

/** Attempts before an e-mail is given up on, and the wait after each failed one. */
export const MAX_MAIL_ATTEMPTS = 5;
export const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
/** Longer than one send can take with the timeouts below: after it, a claim whose worker died is due again. */
export const CLAIM_LEASE_MS = 2 * 60_000;

export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
    debug: false,
  });
}

/** The confirmation of a booking, ready to insert in the booking's own transaction. */
export function bookingConfirmationMail(input: {
  registrationId: string;
  registration: Registration;
  recipient: string;
  locale: Locale;
  publicBaseUrl: string;
  now: string;
}): NewMail {
  return {
    id: crypto.randomUUID(),
    kind: 'booking_confirmation',
    reference: input.registrationId,
    recipient: input.recipient,
    now: input.now,
    ...renderBookingConfirmation(input.registration, input.locale, input.publicBaseUrl),
  };
}

export interface DeliverySummary {
  sent: number;
  retried: number;
  failed: number;
}

export interface DeliveryDeps {
  db: Kysely<Database>;
  clock: Clock;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  onFailure?: (event: { mailId: string; attempts: number; errorCode: string; givenUp: boolean }) => void;
}

/** An SMTP error as a short code, e.g. "EENVELOPE 550" or "ESOCKET": the server's text can quote the address. */
export function mailErrorCode(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown };
  const code = typeof e?.code === 'string' && /^[A-Z_]{2,40}$/.test(e.code) ? e.code : 'ERROR';
  return typeof e?.responseCode === 'number' ? `${code} ${e.responseCode}` : code;
}

/** The METHOD of a calendar file (PUBLISH, CANCEL...): the e-mail's calendar part must say the same. */
export function calendarMethod(ics: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';
}

/** Sends the due e-mails one by one, each claimed first so no other worker sends it too. */
export async function deliverDueMail(deps: DeliveryDeps, limit = 20): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, retried: 0, failed: 0 };
  const { db, clock } = deps;
  for (const seen of await findDueMail(db, clock.now().toISOString(), limit)) {
    const now = clock.now();
    const claimed = await claimMail(
      db,
      seen,
      now.toISOString(),
      new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
    );
    if (!claimed) continue;
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: claimed.recipient,
        subject: claimed.subject,
        text: claimed.textBody,
        html: claimed.htmlBody,
        headers: {
          'X-Vaxnear-Mail-Id': claimed.id,
          // RFC 8058: mail clients show an unsubscribe button that POSTs to this address, no page in between.
          ...(claimed.listUnsubscribe
            ? {
                'List-Unsubscribe': `<${claimed.listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              }
            : {}),
        },
        // Sent as the message's calendar part, so a mail program offers to update or remove the event itself.
        ...(claimed.calendarIcs
          ? {
              icalEvent: {
                method: calendarMethod(claimed.calendarIcs),
                filename: 'appointment.ics',
                content: claimed.calendarIcs,
              },
            }
          : {}),
      });
    } catch (error) {
      const errorCode = mailErrorCode(error);
      const givenUp = claimed.attempts >= MAX_MAIL_ATTEMPTS;
      const wait = RETRY_BACKOFF_MS[Math.min(claimed.attempts, RETRY_BACKOFF_MS.length) - 1]!;
      const retryAt = givenUp ? null : new Date(clock.now().getTime() + wait).toISOString();
      await markMailAttemptFailed(db, claimed, { errorCode, retryAt });
      deps.onFailure?.({ mailId: claimed.id, attempts: claimed.attempts, errorCode, givenUp });
      if (givenUp) summary.failed += 1;
      else summary.retried += 1;
      continue;
    }
    await markMailSent(db, claimed, clock.now().toISOString());
    summary.sent += 1;
  }
  return summary;
}
