// POST /reminders/batch_create (docs/product/booking-flow.md, "Reminder request", Calls to the server).
import { z } from 'zod';
import { LOCALES, REMINDER_TYPES } from '../enumerations.ts';
import { emailSchema, nameSchema } from '../patient-schemas.ts';
import { isIsoDate } from '../schedule.ts';

const isoDate = z.string().refine(isIsoDate, { error: 'Use the format YYYY-MM-DD' });

export const reminderRequestSchema = z.object({
  firstName: nameSchema,
  email: emailSchema,
  /**
   * Informative: the server sets the first reminder 8 hours after the window starts (docs/product/booking-flow.md). A
   * debug server honours an earlier future instant (the debug tools' "reminder in 10 minutes").
   */
  remindAt: z.string().max(40).optional(),
  reminderType: z.enum(REMINDER_TYPES),
  reminderUrl: z.url({ protocol: /^https?$/ }).max(500),
  /** IANA zone the dates are in; the browser's, falling back to New York. */
  timeZone: z.string().max(60).optional(),
  /** The language of the reminder e-mail; English when absent. */
  locale: z.enum(LOCALES).optional(),
  metadata: z.object({
    expectedDueDate: isoDate,
    estimatedVaccinationWindowStartDate: isoDate,
    estimatedVaccinationWindowEndDate: isoDate,
  }),
});
export type ReminderRequest = z.infer<typeof reminderRequestSchema>;

export const batchCreateRemindersBodySchema = z.object({ reminders: z.array(reminderRequestSchema).min(1).max(5) });
export type BatchCreateRemindersBody = z.infer<typeof batchCreateRemindersBodySchema>;

export const reminderSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  email: z.string(),
  remindAt: z.string(),
  reminderType: z.enum(REMINDER_TYPES),
  reminderUrl: z.string(),
  /** 'awaiting_confirmation' until the owner of the address opens the link we sent (decision 113). */
  status: z.string(),
});
export const batchCreateRemindersResponseSchema = z.object({ data: z.object({ reminders: z.array(reminderSchema) }) });
export type BatchCreateRemindersResponse = z.infer<typeof batchCreateRemindersResponseSchema>['data'];
