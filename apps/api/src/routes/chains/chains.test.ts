import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../../test/dialects.ts';
import { appWithSampleImport } from '../../test/app-with-data.ts';
import { RETAILERS } from '@vaxnear/domain/retailers';
import { findAllBookableLocations } from '../../modules/locations/locations.repository.ts';

describe.each(dialects)('GET /chains on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithSampleImport(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers, per retailer, the bookable locations the search lists, and leaves out retailers with none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/chains' });
    expect(res.statusCode).toBe(200);
    const counts = res.json().data as Record<string, number>;
    const bookable = await findAllBookableLocations(t.app.database.db);
    const expected: Record<string, number> = {};
    for (const { location } of bookable)
      if ((RETAILERS as readonly string[]).includes(location.retailer))
        expected[location.retailer] = (expected[location.retailer] ?? 0) + 1;
    expect(counts).toEqual(Object.fromEntries(Object.entries(expected).filter(([, n]) => n > 0)));
    expect(Object.values(counts).every((n) => n > 0)).toBe(true);
  });
});
