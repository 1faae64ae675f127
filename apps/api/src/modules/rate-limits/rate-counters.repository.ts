// Allowances every server shares (decision 226): one conditional upsert takes a unit, so however many servers and
// requests race for the last unit of an allowance, one gets it. A window starts with its first unit and lasts until
// `windowStart` (the caller's now minus the window) passes it.
import { sql, type Kysely } from 'kysely';
import { compiledOnce, runCompiled } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema.ts';

export interface AllowanceTake {
  key: string;
  max: number;
  now: string;
  /** Now minus the window's length: a window that began at or before it is over. */
  windowStart: string;
  /** When given, nothing is taken if this mailbox key is on the stop list (decision 227): one statement for both. */
  unlessStopped?: string;
}

/**
 * The statement that takes one unit of an allowance: a conditional upsert, so however many servers race for the last
 * unit, one gets it. Answers a row when the unit was taken. Also used inside a larger statement (the e-mail outbox).
 */
export function takeFromAllowanceQuery(db: Kysely<Database>, input: AllowanceTake) {
  const { key, max, now, windowStart, unlessStopped } = input;
  // INSERT ... SELECT rather than VALUES, so that the stop list can veto the row; the WHERE is also what lets SQLite
  // parse the ON CONFLICT after a SELECT.
  return db
    .insertInto('rate_counters')
    .columns(['key', 'count', 'window_started_at'])
    .expression(
      db
        .selectNoFrom((eb) => [eb.val(key).as('key'), sql<number>`1`.as('count'), eb.val(now).as('window_started_at')])
        .where((eb) =>
          unlessStopped === undefined
            ? sql<boolean>`1 = 1`
            : eb.not(
                eb.exists(eb.selectFrom('mail_stops').select('address_key').where('address_key', '=', unlessStopped)),
              ),
        ),
    )
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          count: eb
            .case()
            .when('rate_counters.window_started_at', '<=', windowStart)
            .then(1)
            .else(eb('rate_counters.count', '+', 1))
            .end(),
          window_started_at: eb
            .case()
            .when('rate_counters.window_started_at', '<=', windowStart)
            .then(now)
            .else(eb.ref('rate_counters.window_started_at'))
            .end(),
        }))
        .where((eb) =>
          eb.or([eb('rate_counters.window_started_at', '<=', windowStart), eb('rate_counters.count', '<', max)]),
        ),
    )
    .returning('key');
}

/** Takes one unit of the allowance `key` (at most `max` per window): true when taken, false when none is left. */
export async function takeFromAllowance(db: Kysely<Database>, input: AllowanceTake): Promise<boolean> {
  const taken = await runCompiled(db, takeFromAllowanceOnce(db, { ...input }));
  return taken.rows.length === 1;
}

const takeFromAllowanceOnce = compiledOnce('takeFromAllowance', takeFromAllowanceQuery);

/** Gives one unit back (a try that turned out not to count). */
export async function giveBack(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/** When the allowance's current window began, or null when it has none. */
export async function windowStartOf(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('rate_counters')
    .select('window_started_at')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.window_started_at ?? null;
}

/** Counters whose window ended before `windowStart` hold nothing any more. */
export async function deleteEndedCounters(db: Kysely<Database>, windowStart: string): Promise<number> {
  const result = await db.deleteFrom('rate_counters').where('window_started_at', '<=', windowStart).executeTakeFirst();
  return Number(result.numDeletedRows);
}
