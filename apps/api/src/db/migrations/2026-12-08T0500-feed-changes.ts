// Frozen: never edit a migration that has shipped; add a new one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The SMART Scheduling Links change log (decision 252): every write that can change a slot's free places (a booking
  // or cancellation moves slot_usage, a hold is taken or let go) leaves one row, written by the database itself so
  // that no write path, today's or a later one, can forget it. `seq` orders the changes for the servers that keep
  // built files; `changed_at` is stamped by the feed with the application's clock (injected, so tests control it),
  // the first time a server looks after the change.
  if (await isPostgres(db)) {
    await sql`create table feed_changes (
      seq bigint generated always as identity primary key,
      location_id text not null,
      starts_at text not null,
      changed_at text
    )`.execute(db);
    await sql`
      create function feed_log_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          insert into feed_changes (location_id, starts_at) values (old.location_id, old.starts_at);
        else
          insert into feed_changes (location_id, starts_at) values (new.location_id, new.starts_at);
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`create trigger slot_usage_feed_change after insert or update on slot_usage
      for each row execute function feed_log_change()`.execute(db);
    await sql`create trigger holds_feed_change after insert or delete on holds
      for each row execute function feed_log_change()`.execute(db);
  } else {
    await sql`create table feed_changes (
      seq integer primary key autoincrement,
      location_id text not null,
      starts_at text not null,
      changed_at text
    )`.execute(db);
    for (const [table, event, row] of [
      ['slot_usage', 'insert', 'new'],
      ['slot_usage', 'update', 'new'],
      ['holds', 'insert', 'new'],
      ['holds', 'delete', 'old'],
    ] as const) {
      await sql
        .raw(
          `create trigger ${table}_feed_${event} after ${event} on ${table} begin
             insert into feed_changes (location_id, starts_at) values (${row}.location_id, ${row}.starts_at);
           end`,
        )
        .execute(db);
    }
  }
  await db.schema.createIndex('feed_changes_changed_at').on('feed_changes').columns(['changed_at']).execute();
  await db.schema.createIndex('feed_changes_location').on('feed_changes').columns(['location_id', 'seq']).execute();
}

/** The database this runs on, from Kysely's own adapter: the triggers are written in each one's language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function isPostgres(db: Kysely<any>): Promise<boolean> {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop trigger slot_usage_feed_change on slot_usage`.execute(db);
    await sql`drop trigger holds_feed_change on holds`.execute(db);
    await sql`drop function feed_log_change()`.execute(db);
  } else {
    for (const name of ['slot_usage_feed_insert', 'slot_usage_feed_update', 'holds_feed_insert', 'holds_feed_delete'])
      await sql.raw(`drop trigger ${name}`).execute(db);
  }
  await db.schema.dropTable('feed_changes').execute();
}
