// Opening hours and slot length from a date on (decision 274): the staff call under /staff/hours-changes.
import { z } from 'zod';
import { CLOSURE_REASON_MAX } from '../closures.ts';
import { SLOT_INTERVALS_MINUTES } from '../provider.ts';
import { schedulesSchema } from './provider-registrations.ts';

export const hoursChangeBodySchema = z.object({
  locationId: z.string().min(1).max(100),
  from: z.iso.date({ error: 'Give the first day as 2026-12-01' }),
  slotMinutes: z.union(
    SLOT_INTERVALS_MINUTES.map((m) => z.literal(m)),
    { error: `Choose a slot length of ${SLOT_INTERVALS_MINUTES.join(', ')} minutes` },
  ),
  /** The registration form's shape: days, open 24 hours or start and end, an optional lunch break. */
  schedules: schedulesSchema,
  /** Told to the people whose time no longer exists, as a closure's reason is. */
  reason: z
    .string({ error: 'Say why the hours change' })
    .trim()
    .min(1, { error: 'Say why the hours change' })
    .max(CLOSURE_REASON_MAX, { error: `Use at most ${CLOSURE_REASON_MAX} characters` }),
});
export type HoursChangeBody = z.infer<typeof hoursChangeBodySchema>;

export const hoursChangeSchema = z.object({
  locationId: z.string(),
  from: z.string(),
  slotMinutes: z.number().int(),
  hours: z.array(
    z.object({
      weekday: z.number().int(),
      opens: z.string(),
      closes: z.string(),
      breakStart: z.string().nullable().optional(),
      breakEnd: z.string().nullable().optional(),
    }),
  ),
  /** People booked at a time the new hours no longer open: told, and offered a held time like a closure's. */
  displaced: z.number().int(),
  offered: z.number().int(),
  /** The closure record that tells them (its people list shows who has not yet rebooked); null when nobody was. */
  closureId: z.string().nullable(),
});
export type HoursChange = z.infer<typeof hoursChangeSchema>;
