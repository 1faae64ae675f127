import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';

describe.each(dialects)('health and readiness on $name', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('answers ready when the database answers and has run every migration', async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ready' } });
  });

  it('answers 503 with the missing migrations named when the database is behind this server', async () => {
    t = await createTestApp(dialect);
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(
      t.database.db,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().errors[0]).toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('misses 1 migration'),
    });
    // Liveness stays cheap and separate: the process itself is fine.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 UNAVAILABLE, and the liveness probe still answers 200', async () => {
    // A PostgreSQL URL where nothing listens (port 9 is discard, closed here): every connection is refused.
    const config = loadConfig(
      { ...process.env, BOT_CHECK: 'off', DATABASE_URL: 'postgres://nobody:x@127.0.0.1:9/none' },
      { logLevel: 'silent', shedEventLoopDelayMs: 0, shedReadsTurnMs: 0 },
    );
    const database = openDatabase(config);
    const app = await buildApp({ config, database, logger: false });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().errors[0].message).toContain('the database is unavailable (ECONNREFUSED)');
      const search = await app.inject({ method: 'GET', url: '/api/v1/geolocation/address_detail?zipCode=10001' });
      expect(search.statusCode).toBe(503);
      expect(search.headers['retry-after']).toBe('5');
      expect(search.json().errors[0].code).toBe('UNAVAILABLE');
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
