// The one reminder before a confirmation link ends (decision 285). A maternal RSV reminder request starts only when its
// link is opened within CONFIRMATION_VALID_DAYS; the day before it ends, an unopened link is sent once more, in the
// person's language. Never after the link ended, never twice, and within the mailbox's daily share like every e-mail.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { supportedLocale, type Locale } from '@vaxnear/domain/enumerations';
import type { Database } from '../../db/schema.ts';
import { signLink } from '../../lib/signed-link.ts';
import { queueMail, withNotMeLink } from '../mail/mail-queue.service.ts';
import { emailLinkPageUrl, renderConfirmationReminderMail } from '../mail/mail-templates.ts';
import type { MailGate } from '../reminders/reminders.service.ts';
import { claimConfirmationReminder, findConfirmationsToRemind } from './confirmation-reminders.repository.ts';
import type { ConfirmationPayload } from './email-confirmations.service.ts';

/** How long before its link ends an unopened request is reminded. */
export const CONFIRMATION_REMINDER_HOURS_BEFORE = 24;

/** Thrown to roll a claim back when the mailbox had its day's share: the reminder may go on a later pass, in time. */
class OverCap extends Error {}

/**
 * Queues the reminder of every unopened maternal RSV request whose link ends within the next day. Each claim and its
 * e-mail are one transaction: the server whose conditional update set `reminded_at` is the one that queues it.
 * Returns how many were queued.
 */
export async function queueConfirmationReminders(
  db: Kysely<Database>,
  now: Date,
  gate: MailGate,
  limit = 50,
): Promise<number> {
  const nowIso = now.toISOString();
  const endsBefore = new Date(now.getTime() + CONFIRMATION_REMINDER_HOURS_BEFORE * 3_600_000).toISOString();
  let queued = 0;
  for (const row of await findConfirmationsToRemind(db, nowIso, endsBefore, limit)) {
    const payload = JSON.parse(row.payload) as ConfirmationPayload;
    if (payload.purpose !== 'reminders') continue;
    const first = payload.reminders[0];
    const locale: Locale = supportedLocale(first?.locale);
    // The very link of the first e-mail: the same subject and expiry sign to the same token.
    const token = signLink(gate.secret, 'confirm', row.id, new Date(row.expires_at));
    const mail = withNotMeLink(
      gate.secret,
      gate.config,
      {
        id: crypto.randomUUID(),
        kind: 'email_confirmation_reminder',
        reference: row.id,
        recipient: row.email,
        now: nowIso,
        ...renderConfirmationReminderMail({
          firstName: first?.firstName ?? '',
          locale,
          url: emailLinkPageUrl(gate.config.publicBaseUrl, locale, 'confirm-email', token),
        }),
      },
      locale,
    );
    const sent = await db
      .transaction()
      .execute(async (trx) => {
        if (!(await claimConfirmationReminder(trx, row.id, nowIso))) return false;
        const outcome = await queueMail(trx, gate.config, mail);
        // A stopped mailbox gets nothing: the claim stays, so it is not tried again.
        if (outcome === 'over_cap') throw new OverCap();
        return outcome === 'queued';
      })
      .catch((error: unknown) => {
        if (error instanceof OverCap) return false;
        throw error;
      });
    if (sent) queued += 1;
  }
  return queued;
}
