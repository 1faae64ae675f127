// Maternal-RSV reminders (booking-flow §3, §4): stored now, sent by a later issue's worker.
import crypto from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import type { FastifyInstance } from 'fastify';
import { FALLBACK_TIME_ZONE, REMINDER_DELAY_HOURS } from '@vaxnear/domain/constants';
import type { ReminderRequest } from '@vaxnear/domain/contracts/reminders';
import { localDateOf, parseIsoDate } from '@vaxnear/domain/schedule';
import { AppError } from '../../lib/errors.ts';
import { insertReminders, type NewReminder } from './reminders.repository.ts';

function isTimeZone(zone: string): boolean {
  try { new Intl.DateTimeFormat('en-US', { timeZone: zone }); return true; } catch { return false; }
}

/** §4: the first reminder goes out 8 hours after the eligibility window starts (midnight where the person is). */
export function firstReminderAt(windowStart: string, timeZone: string): Date {
  const d = parseIsoDate(windowStart)!;
  return new Date(new TZDate(d.year, d.month - 1, d.day, REMINDER_DELAY_HOURS, 0, timeZone).getTime());
}

export async function createReminders(app: FastifyInstance, requests: readonly ReminderRequest[]) {
  const now = app.clock.now();
  const nowIso = now.toISOString();
  const rows: NewReminder[] = requests.map((r, index) => {
    const at = `reminders.${index}`;
    const zone = r.timeZone && isTimeZone(r.timeZone) ? r.timeZone : FALLBACK_TIME_ZONE;
    if (r.timeZone && !isTimeZone(r.timeZone)) throw new AppError(400, { code: 'VALIDATION_FAILED', field: `${at}.timeZone`, message: 'Unknown time zone.' });
    const { expectedDueDate, estimatedVaccinationWindowStartDate: start, estimatedVaccinationWindowEndDate: end } = r.metadata;
    if (expectedDueDate <= localDateOf(now, zone)) {
      throw new AppError(400, { code: 'VALIDATION_FAILED', field: `${at}.metadata.expectedDueDate`, message: "Entered date must be after today's date" });
    }
    if (end < start) throw new AppError(400, { code: 'VALIDATION_FAILED', field: `${at}.metadata.estimatedVaccinationWindowEndDate`, message: 'The window must end on or after its start.' });
    const due = firstReminderAt(start, zone);
    return {
      id: crypto.randomUUID(), firstName: r.firstName, email: r.email,
      remindAt: (due.getTime() < now.getTime() ? now : due).toISOString(),
      reminderType: r.reminderType, reminderUrl: r.reminderUrl, metadata: { ...r.metadata, timeZone: zone }, now: nowIso,
    };
  });
  await app.database.db.transaction().execute((trx) => insertReminders(trx, rows));
  return rows.map((r) => ({ id: r.id, firstName: r.firstName, email: r.email, remindAt: r.remindAt, reminderType: 'maternal_rsv' as const, reminderUrl: r.reminderUrl, status: 'pending' }));
}
