// Frozen: never edit a migration that has shipped; add a new one.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A person waiting for one vaccine (decision 264). Entries made by one request share a batch, confirmed together
  // by one e-mail link; an entry counts only once confirmed.
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    /** Hash of the mailbox, names and date of birth: one entry per person and vaccine. */
    .addColumn('entry_key', 'text', (c) => c.notNull())
    /** Hash of names and date of birth, as bookings key a person (decision 223). */
    .addColumn('person_key', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('pregnant', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lng', 'real', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('miles', 'integer', (c) => c.notNull())
    /** JSON list of weekdays 0 (Sunday) to 6. */
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('from_minute', 'integer', (c) => c.notNull())
    .addColumn('to_minute', 'integer', (c) => c.notNull())
    /** The last local date that suits (YYYY-MM-DD); the entry expires after it. */
    .addColumn('until', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    /** 'pending', 'active', 'offered', 'paused', 'left', 'booked', 'expired'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ignored_offers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('waitlist_entries_one_per_person')
    .on('waitlist_entries')
    .columns(['entry_key', 'kind'])
    .unique()
    .execute();
  await db.schema.createIndex('waitlist_entries_batch').on('waitlist_entries').column('batch_id').execute();
  await db.schema
    .createIndex('waitlist_entries_queue')
    .on('waitlist_entries')
    .columns(['kind', 'status', 'confirmed_at'])
    .execute();
  // A place that opened (a cancellation, an offer that lapsed or was declined): the worker that marks it done in its
  // own transaction, under the slot's lock, is the one that offers it.
  await db.schema
    .createTable('waitlist_openings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    /** When the place first opened, kept across offers so the time to refill is measured from there. */
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** 'open' or 'done'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('waitlist_openings_open')
    .on('waitlist_openings')
    .columns(['status', 'created_at'])
    .execute();
  // A place held for one entry. The place itself is an ordinary hold of the client `waitlist-offer:<id>`.
  await db.schema
    .createTable('waitlist_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('waitlist_entries.id'))
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    /** 'offered', 'taken', 'expired', 'declined'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  // Never the same place twice to one entry (a declined place is not offered again to the one who declined it).
  await db.schema
    .createIndex('waitlist_offers_once')
    .on('waitlist_offers')
    .columns(['entry_id', 'location_id', 'starts_at'])
    .unique()
    .execute();
  // One open offer per entry, whoever makes it.
  await db.schema
    .createIndex('waitlist_offers_one_open')
    .on('waitlist_offers')
    .column('entry_id')
    .unique()
    .where(sql.ref('status'), '=', 'offered')
    .execute();
  await db.schema
    .createIndex('waitlist_offers_status')
    .on('waitlist_offers')
    .columns(['status', 'expires_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('waitlist_offers').execute();
  await db.schema.dropTable('waitlist_openings').execute();
  await db.schema.dropTable('waitlist_entries').execute();
}
