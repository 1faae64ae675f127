// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A location closed for a time range (decision 258). The closure itself is enforced by holds of its own filling
  // every place of the range, so holds and bookings need no new check; this row says why and who, and lets the
  // closure be reopened.
  await db.schema
    .createTable('location_closures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reopened_at', 'text')
    .addColumn('reopened_by', 'text')
    .execute();
  await db.schema
    .createIndex('location_closures_location')
    .on('location_closures')
    .columns(['location_id', 'starts_at'])
    .execute();
  // One notice per booking a closure touched: the people of one registration in the range are told, offered and
  // moved together. The offer's places are ordinary holds of the client `closure-offer:<id>`, so they count against
  // capacity and expire like any hold.
  await db.schema
    .createTable('closure_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('closure_id', 'text', (c) => c.notNull().references('location_closures.id'))
    .addColumn('registration_id', 'text', (c) => c.notNull())
    /** JSON list of the appointment ids in the closed range. */
    .addColumn('appointment_ids', 'text', (c) => c.notNull())
    /** JSON list of { appointmentId, timeSlotId }: the held alternative, or null when none could be held. */
    .addColumn('offer', 'text')
    .addColumn('offer_expires_at', 'text')
    /** 'offered', 'no_offer', 'taken', 'released' (reopened). */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('closure_notices_closure').on('closure_notices').column('closure_id').execute();
  await db.schema.createIndex('closure_notices_registration').on('closure_notices').column('registration_id').execute();
  // An operator's answer to a provider's listing request (decision 260): one per request, so two operators answering at
  // once cannot both act (the primary key refuses the second).
  await db.schema
    .createTable('listing_request_decisions')
    .addColumn('request_id', 'text', (c) => c.primaryKey())
    /** 'approved' or 'declined'. */
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('location_id', 'text')
    .addColumn('decided_by', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_request_decisions').execute();
  await db.schema.dropTable('closure_notices').execute();
  await db.schema.dropTable('location_closures').execute();
}
