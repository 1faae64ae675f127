import { describe, expect, it } from 'vitest';
import { dialects } from '../test/dialects.ts';

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
