import type { Insertable, Kysely } from 'kysely';
import type { Database, EmailConfirmationTable } from '../../db/schema.ts';

export async function insertConfirmation(db: Kysely<Database>, row: Insertable<EmailConfirmationTable>): Promise<void> {
  await db.insertInto('email_confirmations').values(row).execute();
}

export async function findConfirmation(db: Kysely<Database>, id: string) {
  return db.selectFrom('email_confirmations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True for the one caller that marks it confirmed: a double click applies it once. */
export async function markConfirmed(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_confirmations')
    .set({ confirmed_at: now })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteExpiredConfirmations(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('email_confirmations').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A key kept in the database, made by the first server that needs it, so every server signs alike across restarts. */
export async function storedSecret(db: Kysely<Database>, key: string, fresh: string): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key, value: fresh })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

export async function hasAnythingFor(db: Kysely<Database>, email: string): Promise<boolean> {
  const subscription = await db.selectFrom('subscriptions').select('id').where('email', '=', email).executeTakeFirst();
  if (subscription) return true;
  const reminder = await db
    .selectFrom('reminders')
    .select('id')
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return reminder !== undefined;
}

/** Everything we would still send to the address: its subscription and its pending reminders. */
export async function stopEverythingFor(db: Kysely<Database>, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('subscriptions').where('email', '=', email).execute();
    await trx.deleteFrom('reminders').where('email', '=', email).where('status', '=', 'pending').execute();
  });
}
