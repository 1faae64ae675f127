// Frozen: never edit a migration that has shipped; add a new one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Staff and how they sign in (docs/product/staff.md; decision 240). A person is one row per lower-cased e-mail, made
  // by their first invitation; role and retailer say what they reach, staff_locations which locations.
  await db.schema
    .createTable('staff_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('retailer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_members_retailer').on('staff_members').column('retailer').execute();
  await db.schema
    .createTable('staff_locations')
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_members.id'))
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_locations_pk', ['staff_id', 'location_id'])
    .execute();
  await db.schema.createIndex('staff_locations_location').on('staff_locations').column('location_id').execute();
  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_members.id'))
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_invitations_staff').on('staff_invitations').column('staff_id').execute();
  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_members.id'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_passkeys_staff').on('staff_passkeys').column('staff_id').execute();
  // A challenge answers one ceremony: taken by a conditional DELETE, so two answers cannot both use it.
  await db.schema
    .createTable('staff_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('invitation_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_challenges_expires_at').on('staff_challenges').column('expires_at').execute();
  // The session id is kept as its SHA-256 only: a copy of the table signs nobody in.
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_members.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
  await db.schema.createIndex('staff_sessions_expires_at').on('staff_sessions').column('expires_at').execute();

  // What staff read and changed (decision 241). Never updated; deleted only by the retention job, past its period.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('changes', 'text')
    .addColumn('address', 'text')
    /** The retailer the record belongs to, null for one across retailers: who may read the entry. */
    .addColumn('retailer', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_retailer_at').on('audit_log').columns(['retailer', 'at']).execute();

  if (await isPostgres(db)) {
    // Only a transaction that named a cutoff (the retention job, with set_config) may delete, and only older rows.
    await sql`
      create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE'
          and coalesce(current_setting('vaxnear.audit_purge_before', true), '') <> ''
          and old.at < current_setting('vaxnear.audit_purge_before', true) then
          return old;
        end if;
        raise exception 'audit_log rows cannot be changed or deleted' using errcode = '42501';
      end
      $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_refuse_change()`.execute(db);
  } else {
    // SQLite has no session settings: the retention job writes its cutoff in this table inside its transaction.
    await db.schema
      .createTable('audit_log_purges')
      .addColumn('cutoff', 'text', (c) => c.notNull())
      .execute();
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log rows cannot be changed'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      when not exists (select 1 from audit_log_purges where old.at < cutoff)
      begin select raise(abort, 'audit_log rows cannot be deleted'); end`.execute(db);
  }
}

/** The database this runs on, from Kysely's own adapter: the triggers are written in each one's language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function isPostgres(db: Kysely<any>): Promise<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop trigger audit_log_append_only on audit_log`.execute(db);
    await sql`drop function audit_log_refuse_change()`.execute(db);
  } else {
    await db.schema.dropTable('audit_log_purges').execute();
  }
  await db.schema.dropTable('audit_log').execute();
  for (const table of [
    'staff_sessions',
    'staff_challenges',
    'staff_passkeys',
    'staff_invitations',
    'staff_locations',
    'staff_members',
  ])
    await db.schema.dropTable(table).execute();
}
