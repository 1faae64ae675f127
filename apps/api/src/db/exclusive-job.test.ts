import { afterEach, describe, expect, it } from 'vitest';
import { dialects } from '../test/dialects.ts';
import type { DatabaseHandle } from './database.ts';
import { runExclusive } from './exclusive-job.ts';

describe.each(dialects)('one runner at a time on $name', (dialect) => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it('skips a run while another holds the job, runs it once the first is done, and waits when asked', async () => {
    database = await dialect.create();
    let release!: () => void;
    const first = runExclusive(
      database,
      'purge',
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('first');
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await runExclusive(database, 'purge', async () => 'second')).toEqual({ ran: false });
    // Another job's name is not blocked.
    expect(await runExclusive(database, 'retention', async () => 'other')).toEqual({ ran: true, value: 'other' });
    const waiting = runExclusive(database, 'purge', async () => 'waited', { wait: true });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await waiting).toEqual({ ran: true, value: 'waited' });
    expect(await runExclusive(database, 'purge', async () => 'again')).toEqual({ ran: true, value: 'again' });
  });

  it('releases the job when it throws', async () => {
    database = await dialect.create();
    await expect(
      runExclusive(database, 'purge', async () => {
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(await runExclusive(database, 'purge', async () => 'ok')).toEqual({ ran: true, value: 'ok' });
  });
});
