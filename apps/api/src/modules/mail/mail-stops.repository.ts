// The stop list: mailboxes whose owner pressed "this was not me" (decision 227).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function isStopped(db: Kysely<Database>, addressKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_stops')
    .select('address_key')
    .where('address_key', '=', addressKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addStop(db: Kysely<Database>, addressKey: string, now: string): Promise<void> {
  await db
    .insertInto('mail_stops')
    .values({ address_key: addressKey, created_at: now })
    .onConflict((oc) => oc.column('address_key').doNothing())
    .execute();
}

export async function removeStop(db: Kysely<Database>, addressKey: string): Promise<void> {
  await db.deleteFrom('mail_stops').where('address_key', '=', addressKey).execute();
}
