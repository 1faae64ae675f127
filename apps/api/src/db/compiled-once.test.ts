import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../test/dialects.ts';
import { compiledOnce, runCompiled } from './compiled-once.ts';
import type { DatabaseHandle } from './database.ts';

describe.each(dialects)('a statement compiled once on $name', (dialect) => {
  let database: DatabaseHandle & { close(): Promise<void> };
  beforeAll(async () => {
    database = await dialect.create();
  });
  afterAll(() => database.close());

  const upsert = compiledOnce('test upsert', (db, v: { key: string; max: number; now: string; stop?: string }) =>
    db
      .insertInto('rate_counters')
      .columns(['key', 'count', 'window_started_at'])
      .expression(
        db
          .selectNoFrom((eb) => [
            eb.val(v.key).as('key'),
            sql<number>`1`.as('count'),
            eb.val(v.now).as('window_started_at'),
          ])
          .where((eb) =>
            v.stop === undefined
              ? sql<boolean>`1 = 1`
              : eb.not(eb.exists(eb.selectFrom('mail_stops').select('address_key').where('address_key', '=', v.stop))),
          ),
      )
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet((eb) => ({ count: eb('rate_counters.count', '+', 1) }))
          .where('rate_counters.count', '<', v.max),
      )
      .returning('key'),
  );

  it('runs each call with its own values, in the same SQL text', async () => {
    const db = database.db;
    const first = upsert(db, { key: 'a', max: 2, now: '2026-11-26T10:00:00.000Z' });
    const second = upsert(db, { key: 'b', max: 2, now: '2026-11-26T10:00:01.000Z' });
    expect(second.sql).toBe(first.sql);
    expect((await runCompiled(db, first)).rows).toEqual([{ key: 'a' }]);
    expect((await runCompiled(db, second)).rows).toEqual([{ key: 'b' }]);
    expect((await runCompiled(db, upsert(db, { key: 'a', max: 2, now: 'x' }))).rows).toEqual([{ key: 'a' }]);
    // The third take of `a` is over its maximum of 2: the condition used this call's value.
    expect((await runCompiled(db, upsert(db, { key: 'a', max: 2, now: 'x' }))).rows).toEqual([]);
    const counts = await db.selectFrom('rate_counters').select(['key', 'count']).orderBy('key').execute();
    expect(counts.map((c) => [c.key, Number(c.count)])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('compiles a value left out as a shape of its own (the branch for its absence)', async () => {
    const db = database.db;
    await db.insertInto('mail_stops').values({ address_key: 'stopped', created_at: 'x' }).execute();
    const withStop = upsert(db, { key: 'c', max: 5, now: 'x', stop: 'stopped' });
    expect(withStop.sql).toContain('mail_stops');
    expect(upsert(db, { key: 'c', max: 5, now: 'x', stop: undefined }).sql).not.toContain('mail_stops');
    expect((await runCompiled(db, withStop)).rows).toEqual([]);
  });

  it('refuses a builder that writes a value into the SQL text', () => {
    const inline = compiledOnce('inline', (db, v: { table: string }) =>
      db.selectFrom(sql.table(v.table).as('t')).selectAll(),
    );
    expect(() => inline(database.db, { table: 'holds' })).toThrow(/written into the SQL text/);
  });

  it('in tests, finds a builder whose SQL depends on a value that has no shape', () => {
    const branching = compiledOnce('branching', (db, v: { key: string }) =>
      v.key.startsWith('\u0000')
        ? db.selectFrom('rate_counters').select('key').where('key', '=', v.key)
        : db.selectFrom('rate_counters').select('count').where('key', '=', v.key),
    );
    expect(() => branching(database.db, { key: 'a' })).toThrow(/give the branch that changed it a shape/);
  });
});
