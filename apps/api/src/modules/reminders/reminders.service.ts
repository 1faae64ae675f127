// Maternal-RSV reminders (docs/product/booking-flow.md): stored on request, turned into an e-mail in the outbox when
// due (docs/decisions/013-outbound-email.md).
import crypto from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { ServiceDeps, WithLog } from '../../lib/service-deps.ts';
import type { Kysely } from 'kysely';
import { FALLBACK_TIME_ZONE, REMINDER_DELAY_HOURS } from '@vaxnear/domain/constants';
import type { ReminderRequest } from '@vaxnear/domain/contracts/reminders';
import { supportedLocale, type Locale } from '@vaxnear/domain/enumerations';
import { localDateOf, parseIsoDate } from '@vaxnear/domain/schedule';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isKnownTimeZone } from '../../lib/time-zone.ts';
import type { AppConfig } from '../../config.ts';
import { queueMail, withNotMeLink } from '../mail/mail-queue.service.ts';
import { renderMaternalRsvReminder, scheduleLandingUrl, withUnsubscribeFooter } from '../mail/mail-templates.ts';
import { normalizeAddress, requestConfirmation } from '../email-confirmations/email-confirmations.service.ts';
import {
  findDueReminders,
  markReminderCancelled,
  markReminderSent,
  type DueReminder,
  type NewReminder,
} from './reminders.repository.ts';

/**
 * docs/product/booking-flow.md: the first reminder goes out 8 hours after the eligibility window starts (midnight where
 * the person is).
 */
export function firstReminderAt(windowStart: string, timeZone: string): Date {
  const d = parseIsoDate(windowStart)!;
  return new Date(new TZDate(d.year, d.month - 1, d.day, REMINDER_DELAY_HOURS, 0, timeZone).getTime());
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * When the first reminder goes out. The server decides (docs/product/booking-flow.md); only a debug deployment honours
 * the client's `remindAt` (the debug tools' "reminder in 10 minutes"), and only to bring the reminder forward: a later
 * or past instant, or anything that is not an ISO instant, is ignored.
 */
export function chooseRemindAt(input: {
  computed: Date;
  now: Date;
  requested: string | undefined;
  debug: boolean;
}): Date {
  const { computed, now, requested, debug } = input;
  if (!debug || requested === undefined || !ISO_INSTANT.test(requested)) return computed;
  const asked = Date.parse(requested);
  if (Number.isNaN(asked) || asked <= now.getTime() || asked > computed.getTime()) return computed;
  return new Date(asked);
}

export async function createReminders(deps: ServiceDeps & WithLog, requests: readonly ReminderRequest[]) {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const rows: NewReminder[] = requests.map((r, index) => {
    const at = `reminders.${index}`;
    const zone = r.timeZone && isKnownTimeZone(r.timeZone) ? r.timeZone : FALLBACK_TIME_ZONE;
    if (r.timeZone && !isKnownTimeZone(r.timeZone))
      throw new AppError(400, { code: 'VALIDATION_FAILED', field: `${at}.timeZone`, message: 'Unknown time zone.' });
    const {
      expectedDueDate,
      estimatedVaccinationWindowStartDate: start,
      estimatedVaccinationWindowEndDate: end,
    } = r.metadata;
    if (expectedDueDate <= localDateOf(now, zone)) {
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: `${at}.metadata.expectedDueDate`,
        message: "Entered date must be after today's date",
      });
    }
    if (end < start)
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: `${at}.metadata.estimatedVaccinationWindowEndDate`,
        message: 'The window must end on or after its start.',
      });
    const due = firstReminderAt(start, zone);
    const computed = due.getTime() < now.getTime() ? now : due;
    return {
      id: crypto.randomUUID(),
      firstName: r.firstName,
      email: r.email,
      remindAt: chooseRemindAt({ computed, now, requested: r.remindAt, debug: deps.config.debug }).toISOString(),
      reminderType: r.reminderType,
      reminderUrl: r.reminderUrl,
      metadata: { ...r.metadata, timeZone: zone },
      locale: r.locale ?? 'en',
      now: nowIso,
    };
  });
  // Nothing is stored as a reminder until the address's owner confirms: one confirmation per address (decision 113).
  const byAddress = new Map<string, NewReminder[]>();
  for (const row of rows)
    byAddress.set(normalizeAddress(row.email), [...(byAddress.get(normalizeAddress(row.email)) ?? []), row]);
  for (const [email, reminders] of byAddress) {
    await requestConfirmation(deps, {
      email,
      firstName: reminders[0]!.firstName,
      locale: supportedLocale(reminders[0]!.locale),
      payload: { purpose: 'reminders', reminders },
    });
  }
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    email: r.email,
    remindAt: r.remindAt,
    reminderType: 'maternal_rsv' as const,
    reminderUrl: r.reminderUrl,
    status: 'awaiting_confirmation',
  }));
}

/**
 * The link in the e-mail. The reminder URL comes from the client, and an e-mail from us linking anywhere would let
 * anyone send phishing under our name: only a link to our own site is kept.
 */
export function reminderBookingUrl(reminderUrl: string, publicBaseUrl: string, locale: Locale): string {
  try {
    if (new URL(reminderUrl).origin === new URL(publicBaseUrl).origin) return reminderUrl;
  } catch {
    /* an unparsable URL falls through to our own page */
  }
  return scheduleLandingUrl(publicBaseUrl, locale);
}

/**
 * Turns due reminders into outbox e-mails, each in one transaction with marking the reminder sent, so a reminder
 * gets one e-mail even when two workers meet it. Returns how many were queued.
 */
export type UnsubscribeLinks = (email: string, locale: Locale) => Promise<{ page: string; oneClick: string }>;

/** What every e-mail needs beyond its words: the stop link's key and the per-address cap (decisions 226, 227). */
export interface MailGate {
  secret: string;
  config: Pick<AppConfig, 'mailPerAddressPerDay' | 'publicBaseUrl'>;
}

/** Thrown to roll back a reminder whose address had its day's share: it stays pending for a later pass. */
class OverCap extends Error {}

export async function queueDueReminders(
  db: Kysely<Database>,
  now: Date,
  unsubscribe: UnsubscribeLinks,
  gate: MailGate,
  limit = 50,
): Promise<number> {
  const nowIso = now.toISOString();
  const { publicBaseUrl } = gate.config;
  let queued = 0;
  for (const reminder of await findDueReminders(db, nowIso, limit)) {
    const locale: Locale = supportedLocale(reminder.locale);
    const links = await unsubscribe(reminder.email, locale);
    const mail = withNotMeLink(
      gate.secret,
      gate.config,
      {
        id: crypto.randomUUID(),
        kind: 'maternal_rsv_reminder',
        reference: reminder.id,
        recipient: reminder.email,
        now: nowIso,
        ...withUnsubscribeFooter(renderReminder(reminder, now, publicBaseUrl), locale, links.page),
        listUnsubscribe: links.oneClick,
      },
      locale,
    );
    const taken = await db
      .transaction()
      .execute(async (trx) => {
        if (!(await markReminderSent(trx, reminder.id, nowIso))) return false;
        const outcome = await queueMail(trx, gate.config, mail);
        // A stopped address gets nothing more: the reminder ends unsent.
        if (outcome === 'stopped') await markReminderCancelled(trx, reminder.id);
        // Over the day's share it waits, pending, for the next day: a reminder late by a day still helps.
        if (outcome === 'over_cap') throw new OverCap();
        return outcome === 'queued';
      })
      .catch((error: unknown) => {
        if (error instanceof OverCap) return false;
        throw error;
      });
    if (taken) queued += 1;
  }
  return queued;
}

function renderReminder(reminder: DueReminder, now: Date, publicBaseUrl: string) {
  const locale: Locale = supportedLocale(reminder.locale);
  const {
    estimatedVaccinationWindowStartDate: windowStart,
    estimatedVaccinationWindowEndDate: windowEnd,
    timeZone,
  } = reminder.metadata;
  return renderMaternalRsvReminder({
    firstName: reminder.firstName,
    locale,
    windowStart,
    windowEnd,
    isOpen: localDateOf(now, timeZone || FALLBACK_TIME_ZONE) >= windowStart,
    bookingUrl: reminderBookingUrl(reminder.reminderUrl, publicBaseUrl, locale),
  });
}
