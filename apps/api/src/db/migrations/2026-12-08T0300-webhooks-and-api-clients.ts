// Frozen: never edit a migration that has shipped; add a new one.
import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // A retailer's webhook endpoints (decision 247). `secret` signs every delivery; during a rotation
  // `previous_secret` signs too, until `previous_secret_until`.
  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('retailer', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('event_types', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_subscriptions_retailer')
    .on('webhook_subscriptions')
    .column('retailer')
    .execute();

  // One row per event and subscription: the outbox, its lease and its delivery log. `seq` orders one appointment's
  // events; a row holds no personal data (the payload is built when it is sent).
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('retailer', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // The token of the worker pass that holds the row's lease: only that pass may write the attempt's outcome.
    .addColumn('claim', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_response', 'text')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_order')
    .on('webhook_deliveries')
    .columns(['subscription_id', 'appointment_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_log')
    .on('webhook_deliveries')
    .columns(['subscription_id', 'occurred_at'])
    .execute();

  // Pharmacy systems that read the FHIR API (decision 248): OAuth 2.0 client credentials. Only hashes are kept.
  await db.schema
    .createTable('api_clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('retailer', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_clients_retailer').on('api_clients').column('retailer').execute();
  await db.schema
    .createTable('api_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_tokens_expires_at').on('api_tokens').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['api_tokens', 'api_clients', 'webhook_deliveries', 'webhook_subscriptions'])
    await db.schema.dropTable(table).execute();
}
