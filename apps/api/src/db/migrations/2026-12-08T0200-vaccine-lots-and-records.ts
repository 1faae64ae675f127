// Frozen: never edit a migration that has shipped; add a new one.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A location's stock by lot (docs/product/staff.md, Lots). Doses change only by conditional UPDATEs; the CHECK is the
  // last line should one ever be written without its condition. One row per location, product and lot number.
  await db.schema
    .createTable('vaccine_lots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('location_id', 'text', (c) => c.notNull().references('locations.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('cvx', 'text', (c) => c.notNull())
    .addColumn('mvx', 'text', (c) => c.notNull())
    .addColumn('lot_number', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('doses_received', 'integer', (c) => c.notNull())
    .addColumn('doses_left', 'integer', (c) => c.notNull().check(sql`doses_left >= 0`))
    .addColumn('doses_wasted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('received_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('vaccine_lots_location_product_lot', ['location_id', 'cvx', 'mvx', 'lot_number'])
    .execute();

  // One row per vaccine given (decision 245): a two-vaccine visit has two rows, one per kind, never two for one kind.
  // The lot's number, expiry and product are copied: the record says what was given even if the lot row changes. The
  // appointment is named without a foreign key: a person may still erase their booking (decision 228), which leaves
  // this record of a dose given, with nothing personal in it.
  await db.schema
    .createTable('vaccination_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('appointment_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lot_id', 'text', (c) => c.notNull().references('vaccine_lots.id'))
    .addColumn('cvx', 'text', (c) => c.notNull())
    .addColumn('mvx', 'text', (c) => c.notNull())
    .addColumn('lot_number', 'text', (c) => c.notNull())
    .addColumn('lot_expires_on', 'text', (c) => c.notNull())
    // Microlitres: 0.3 mL is 300, exactly, on both databases.
    .addColumn('dose_microlitres', 'integer', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('site', 'text')
    .addColumn('administered_at', 'text', (c) => c.notNull())
    .addColumn('administered_by_name', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('vaccination_records_appointment_kind', ['appointment_id', 'kind'])
    .execute();
  await db.schema.createIndex('vaccination_records_lot').on('vaccination_records').column('lot_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vaccination_records').execute();
  await db.schema.dropTable('vaccine_lots').execute();
}
