import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewReminder {
  id: string;
  firstName: string;
  email: string;
  remindAt: string;
  reminderType: string;
  reminderUrl: string;
  metadata: unknown;
  locale: string;
  now: string;
}

export async function insertReminders(db: Kysely<Database>, reminders: readonly NewReminder[]) {
  await db
    .insertInto('reminders')
    .values(
      reminders.map((r) => ({
        id: r.id,
        first_name: r.firstName,
        email: r.email,
        remind_at: r.remindAt,
        reminder_type: r.reminderType,
        reminder_url: r.reminderUrl,
        metadata: JSON.stringify(r.metadata),
        status: 'pending',
        locale: r.locale,
        created_at: r.now,
        sent_at: null,
      })),
    )
    .execute();
}

export interface DueReminder {
  id: string;
  firstName: string;
  email: string;
  reminderUrl: string;
  locale: string;
  metadata: {
    estimatedVaccinationWindowStartDate: string;
    estimatedVaccinationWindowEndDate: string;
    timeZone: string;
  };
}

export async function findDueReminders(db: Kysely<Database>, now: string, limit: number): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom('reminders')
    .select(['id', 'first_name', 'email', 'reminder_url', 'locale', 'metadata'])
    .where('status', '=', 'pending')
    .where('remind_at', '<=', now)
    .orderBy('remind_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    email: r.email,
    reminderUrl: r.reminder_url,
    locale: r.locale,
    metadata: JSON.parse(r.metadata),
  }));
}

/** Only one caller can move a reminder from pending: the one whose e-mail then goes in the outbox. */
export async function markReminderSent(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('reminders')
    .set({ status: 'sent', sent_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A reminder that will not be sent: its address's owner stopped our e-mails (decision 227). */
export async function markReminderCancelled(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('reminders').set({ status: 'cancelled' }).where('id', '=', id).execute();
}
