import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { insertPlaces, PLACES } from '../bookings/test-fixtures.ts';
import { purgeExpired } from './reservations.repository.ts';

describe.each(dialects)('the periodic purge on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    await insertPlaces(t.database.db, { places: ['safewayAlliance'] });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('deletes expired holds and day-old idempotency answers, and keeps the rest', async () => {
    const hold = (id: string, expiresAt: string) => ({
      id,
      client_id: 'c'.repeat(22),
      location_id: PLACES.safewayAlliance.id,
      starts_at: '2026-11-24T17:00:00.000Z',
      expires_at: expiresAt,
      created_at: '2026-11-23T13:50:00.000Z',
    });
    await t.database.db
      .insertInto('holds')
      .values([hold('expired', '2026-11-23T14:00:00.000Z'), hold('live', '2026-11-23T14:00:00.001Z')])
      .execute();
    const answer = (key: string, createdAt: string) => ({
      key,
      request_hash: 'h',
      status: 200,
      response: '{}',
      created_at: createdAt,
    });
    await t.database.db
      .insertInto('idempotency_keys')
      .values([answer('old-key-1', '2026-11-22T13:59:59.999Z'), answer('new-key-1', '2026-11-22T14:00:00.000Z')])
      .execute();
    await purgeExpired(t.database.db, t.clock.now(), 24 * 60 * 60_000);
    expect((await t.database.db.selectFrom('holds').select('id').execute()).map((h) => h.id)).toEqual(['live']);
    expect((await t.database.db.selectFrom('idempotency_keys').select('key').execute()).map((k) => k.key)).toEqual([
      'new-key-1',
    ]);
  });
});
