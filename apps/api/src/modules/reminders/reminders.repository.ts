import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewReminder {
  id: string; firstName: string; email: string; remindAt: string; reminderType: string; reminderUrl: string;
  metadata: unknown; now: string;
}

export async function insertReminders(db: Kysely<Database>, reminders: readonly NewReminder[]) {
  await db.insertInto('reminders').values(reminders.map((r) => ({
    id: r.id, first_name: r.firstName, email: r.email, remind_at: r.remindAt, reminder_type: r.reminderType,
    reminder_url: r.reminderUrl, metadata: JSON.stringify(r.metadata), status: 'pending', created_at: r.now, sent_at: null,
  }))).execute();
}
