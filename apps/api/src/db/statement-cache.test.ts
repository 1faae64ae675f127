import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite.ts';
import { withStatementCache } from './statement-cache.ts';

describe('the SQLite statement cache', () => {
  const sqlite = openSqlite(':memory:');
  const prepared: string[] = [];
  const prepare = sqlite.prepare;
  sqlite.prepare = (text: string) => {
    prepared.push(text);
    return prepare(text);
  };
  const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  afterEach(() => {
    prepared.length = 0;
  });

  it('prepares a statement once and runs it again with other values, reads and writes alike', async () => {
    await sql`create table t (n integer)`.execute(db);
    for (const n of [1, 2, 3]) await db.insertInto('t').values({ n }).execute();
    const read = (above: number) => db.selectFrom('t').select('n').where('n', '>', above).orderBy('n').execute();
    expect(await read(1)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(await read(2)).toEqual([{ n: 3 }]);
    expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1);
    expect(prepared.filter((text) => text.startsWith('select'))).toHaveLength(1);
  });

  it('runs a statement again after a stream of it stopped half way', async () => {
    const query = db.selectFrom('t').select('n').orderBy('n');
    for await (const row of query.stream()) {
      expect(row.n).toBe(1);
      break;
    }
    expect((await query.execute()).map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('gives a second statement for a text whose statement is still iterating, and the iteration reads on', () => {
    const cache = withStatementCache(sqlite);
    const text = 'select n from t order by n';
    const first = cache.prepare(text);
    const rows = first.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const second = cache.prepare(text);
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(cache.prepare(text)).toBe(first);
  });
});
