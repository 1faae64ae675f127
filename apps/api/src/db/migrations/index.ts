// Every migration, in order. Names are timestamps so that a sort gives the order they were written in.
import type { Migration } from 'kysely';
import * as locationsAndReferenceData from './2026-11-22T1200-locations-and-reference-data.ts';
import * as bookingsAndReminders from './2026-11-22T1300-bookings-and-reminders.ts';
import * as externalSurveys from './2026-11-22T1400-external-surveys.ts';
import * as mailOutbox from './2026-11-24T0900-mail-outbox.ts';
import * as subscriptions from './2026-11-25T1000-subscriptions.ts';
import * as providerRegistrations from './2026-11-25T1100-provider-registrations.ts';
import * as holdExtensions from './2026-12-06T0900-hold-extensions.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-22T1200-locations-and-reference-data': locationsAndReferenceData,
  '2026-11-22T1300-bookings-and-reminders': bookingsAndReminders,
  '2026-11-22T1400-external-surveys': externalSurveys,
  '2026-11-24T0900-mail-outbox': mailOutbox,
  '2026-11-25T1000-subscriptions': subscriptions,
  '2026-11-25T1100-provider-registrations': providerRegistrations,
  '2026-12-06T0900-hold-extensions': holdExtensions,
};
