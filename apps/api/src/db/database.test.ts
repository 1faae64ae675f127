import { describe, expect, it } from 'vitest';
import { dialects } from '../test/dialects.ts';
import { openSqlite } from './sqlite.ts';

describe.each(dialects)('migrations on $name', (dialect) => {
  it('migrate a second database while another, already migrated, lives on the same server', async () => {
    // On PostgreSQL the two are schemas of one database: each must get its own migration tables.
    const first = await dialect.create();
    const second = await dialect.create();
    try {
      for (const handle of [first, second]) {
        const rows = await handle.db.selectFrom('meta').select('key').execute();
        expect(Array.isArray(rows)).toBe(true);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('SQLite transactions beside another writer of the same file', () => {
  it("hold the write lock from their start, so another process's write waits and theirs never fails for it", async () => {
    const sqlite = dialects.find((d) => d.name === 'sqlite')!;
    const handle = await sqlite.create();
    // Another process's connection (a second server, an operator's command), impatient so that a lock shows at once.
    const other = openSqlite(handle.config.sqlitePath);
    other.exec('pragma busy_timeout = 0');
    const otherWrite = (key: string) => other.prepare("insert into meta (key, value) values (?, 'x')").run([key]);
    try {
      await handle.db.transaction().execute(async (trx) => {
        await trx.selectFrom('meta').select('key').execute();
        // A deferred `begin` would let this write in, and the transaction's own write below would then be refused
        // (SQLITE_BUSY: its snapshot is stale), an error a person would have met as "try again".
        expect(() => otherWrite('other-during')).toThrow(/locked|busy/i);
        await trx.insertInto('meta').values({ key: 'ours', value: 'x' }).execute();
      });
      otherWrite('other-after');
      const keys = (await handle.db.selectFrom('meta').select('key').execute()).map((r) => r.key);
      expect(keys).toEqual(expect.arrayContaining(['ours', 'other-after']));
      expect(keys).not.toContain('other-during');
    } finally {
      other.close();
      await handle.close();
    }
  });
});
