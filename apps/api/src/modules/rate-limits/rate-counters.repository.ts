// Allowances every server shares (decision 226): one conditional upsert takes a unit, so however many servers and
// requests race for the last unit of an allowance, one gets it. A window starts with its first unit and lasts until
// `windowStart` (the caller's now minus the window) passes it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Takes one unit of the allowance `key` (at most `max` per window): true when taken, false when the window's units
 * are all gone. `windowStart` is now minus the window's length: a window that began at or before it is over.
 */
export async function takeFromAllowance(
  db: Kysely<Database>,
  input: { key: string; max: number; now: string; windowStart: string },
): Promise<boolean> {
  const { key, max, now, windowStart } = input;
  const result = await db
    .insertInto('rate_counters')
    .values({ key, count: 1, window_started_at: now })
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
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

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
