// Frozen: never edit a migration that has shipped; add a new one.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('zip_codes')
    .addColumn('zip', 'text', (c) => c.primaryKey())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('city_key', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('population', 'integer')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('zip_codes_city_key').on('zip_codes').columns(['city_key', 'state']).execute();
  await db.schema.createIndex('zip_codes_lat').on('zip_codes').columns(['lat', 'lng']).execute();

  await db.schema
    .createTable('zip_prefixes')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('state_rules')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('maternal_rsv_off_season', 'text', (c) => c.notNull())
    .addColumn('covid_19_restriction', 'text')
    .execute();

  await db.schema
    .createTable('locations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('retailer', 'text', (c) => c.notNull())
    .addColumn('chain', 'text')
    .addColumn('store_number', 'text')
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('booking_type', 'text', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull().check(sql`slot_minutes between 5 and 240`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity between 1 and 100`))
    .addColumn('same_day_booking', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('locations_lat_lng').on('locations').columns(['lat', 'lng']).execute();

  await db.schema
    .createTable('location_offerings')
    .addColumn('location_id', 'text', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('min_age', 'integer', (c) => c.notNull())
    .addColumn('max_age', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('location_offerings_pk', ['location_id', 'kind', 'brand'])
    .execute();

  await db.schema
    .createTable('location_hours')
    .addColumn('location_id', 'text', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('opens', 'text', (c) => c.notNull())
    .addColumn('closes', 'text', (c) => c.notNull())
    .addColumn('break_start', 'text')
    .addColumn('break_end', 'text')
    .addPrimaryKeyConstraint('location_hours_pk', ['location_id', 'weekday'])
    .execute();

  // The over-booking guarantee lives here: `booked` can never pass `capacity`, whatever the code does.
  await db.schema
    .createTable('slot_usage')
    .addColumn('location_id', 'text', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('slot_usage_pk', ['location_id', 'starts_at'])
    .addCheckConstraint('slot_usage_booked_within_capacity', sql`booked >= 0 and booked <= capacity`)
    .execute();

  await db.schema
    .createTable('holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('holds_slot').on('holds').columns(['location_id', 'starts_at', 'expires_at']).execute();
  await db.schema.createIndex('holds_client').on('holds').columns(['client_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'holds',
    'slot_usage',
    'location_hours',
    'location_offerings',
    'locations',
    'state_rules',
    'zip_prefixes',
    'zip_codes',
    'meta',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
