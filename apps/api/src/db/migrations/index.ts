// Every migration, in the order it runs. Kysely runs migrations in the order of their names and refuses a database
// that has run a migration sorting after one it has not ("corrupted migrations"), so a name is an ordering key: it
// must sort after every name before it in this list (migration-order.test.ts). Names are `YYYY-MM-DDTHHMM-title`, and
// the time is only that key, not when the file was written: early names were dated ahead of their writing. A new
// migration takes the name `npm run migration:new -w apps/api -- <title>` gives it (the current UTC minute, or a minute
// after the last key when that is later), and a released migration never changes (decision 214).
import type { Migration } from 'kysely';
import * as locationsAndReferenceData from './2026-11-22T1200-locations-and-reference-data.ts';
import * as bookingsAndReminders from './2026-11-22T1300-bookings-and-reminders.ts';
import * as externalSurveys from './2026-11-22T1400-external-surveys.ts';
import * as mailOutbox from './2026-11-24T0900-mail-outbox.ts';
import * as subscriptions from './2026-11-25T1000-subscriptions.ts';
import * as providerRegistrations from './2026-11-25T1100-provider-registrations.ts';
import * as botCheckProofs from './2026-12-02T0900-bot-check-proofs.ts';
import * as holdLimits from './2026-12-02T1000-hold-limits.ts';
import * as personKeyWithContact from './2026-12-02T1100-person-key-with-contact.ts';
import * as retention from './2026-12-02T1200-retention.ts';
import * as emailConfirmations from './2026-12-02T1300-email-confirmations.ts';
import * as locationSlotsUntil from './2026-12-04T0900-location-slots-until.ts';
import * as appointmentChanges from './2026-12-05T0900-appointment-changes.ts';
import * as holdExtensions from './2026-12-06T0900-hold-extensions.ts';
import * as bookingLimits from './2026-12-07T0200-booking-limits.ts';
import * as mailAndLookupLimits from './2026-12-07T0300-mail-and-lookup-limits.ts';
import * as locationZipSource from './2026-12-07T0500-location-zip-source.ts';
import * as staffIdentity from './2026-12-07T0700-staff-identity.ts';
import * as appointmentAttendance from './2026-12-08T0000-appointment-attendance.ts';
import * as pharmacyCancellation from './2026-12-08T0100-pharmacy-cancellation.ts';
import * as vaccineLotsAndRecords from './2026-12-08T0200-vaccine-lots-and-records.ts';
import * as webhooksAndApiClients from './2026-12-08T0300-webhooks-and-api-clients.ts';
import * as feedChanges from './2026-12-08T0500-feed-changes.ts';
import * as locationClosures from './2026-12-08T0800-location-closures.ts';
import * as iisReporting from './2026-12-08T0900-iis-reporting.ts';
import * as waitingList from './2026-12-08T1000-waiting-list.ts';
import * as scheduleVersions from './2026-12-08T1300-schedule-versions.ts';
import * as iisSoapTransport from './2026-12-09T0200-iis-soap-transport.ts';
import * as iisAckErrorCodes from './2026-12-09T0300-iis-ack-error-codes.ts';
import * as confirmationReminders from './2026-12-09T0500-confirmation-reminders.ts';
import * as waitlistParty from './2026-12-09T0600-waitlist-party.ts';

export const migrationList: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['2026-11-22T1200-locations-and-reference-data', locationsAndReferenceData],
  ['2026-11-22T1300-bookings-and-reminders', bookingsAndReminders],
  ['2026-11-22T1400-external-surveys', externalSurveys],
  ['2026-11-24T0900-mail-outbox', mailOutbox],
  ['2026-11-25T1000-subscriptions', subscriptions],
  ['2026-11-25T1100-provider-registrations', providerRegistrations],
  ['2026-12-02T0900-bot-check-proofs', botCheckProofs],
  ['2026-12-02T1000-hold-limits', holdLimits],
  ['2026-12-02T1100-person-key-with-contact', personKeyWithContact],
  ['2026-12-02T1200-retention', retention],
  ['2026-12-02T1300-email-confirmations', emailConfirmations],
  ['2026-12-04T0900-location-slots-until', locationSlotsUntil],
  ['2026-12-05T0900-appointment-changes', appointmentChanges],
  ['2026-12-06T0900-hold-extensions', holdExtensions],
  ['2026-12-07T0200-booking-limits', bookingLimits],
  ['2026-12-07T0300-mail-and-lookup-limits', mailAndLookupLimits],
  ['2026-12-07T0500-location-zip-source', locationZipSource],
  ['2026-12-07T0700-staff-identity', staffIdentity],
  ['2026-12-08T0000-appointment-attendance', appointmentAttendance],
  ['2026-12-08T0100-pharmacy-cancellation', pharmacyCancellation],
  ['2026-12-08T0200-vaccine-lots-and-records', vaccineLotsAndRecords],
  ['2026-12-08T0300-webhooks-and-api-clients', webhooksAndApiClients],
  ['2026-12-08T0500-feed-changes', feedChanges],
  ['2026-12-08T0800-location-closures', locationClosures],
  ['2026-12-08T0900-iis-reporting', iisReporting],
  ['2026-12-08T1000-waiting-list', waitingList],
  ['2026-12-08T1300-schedule-versions', scheduleVersions],
  ['2026-12-09T0200-iis-soap-transport', iisSoapTransport],
  ['2026-12-09T0300-iis-ack-error-codes', iisAckErrorCodes],
  ['2026-12-09T0500-confirmation-reminders', confirmationReminders],
  ['2026-12-09T0600-waitlist-party', waitlistParty],
];

export const migrations: Record<string, Migration> = Object.fromEntries(migrationList);
