// What a CDN in front of the API may keep (decision 282): the search and the free slots are public, revalidated by
// ETag, the same for everybody who asks the same question; errors and anything personal are never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../test/dialects.ts';
import { insertPlaces, newClientCookie, PLACES, slotId } from '../modules/bookings/test-fixtures.ts';

const services = encodeURIComponent(JSON.stringify([{ kind: 'flu', ageMin: 30, ageMax: 30 }]));
// Two people a few hundred metres apart in Alliance NE (one grid cell), and one a few kilometres away.
const NEAR_THE_SAFEWAY = 'latitude=42.0978&longitude=-102.8647';
const ACROSS_THE_STREET = 'latitude=42.1012&longitude=-102.8631';
const OUT_OF_TOWN = 'latitude=42.1400&longitude=-102.9100';
const SAFEWAY = PLACES.safewayAlliance.id;
const SLOT = '2026-11-24T17:00:00.000Z';

describe.each(dialects)('public read answers a CDN may cache, on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertPlaces(t.database.db, { places: ['safewayAlliance', 'cvsBellevue'] });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const search = (centre: string, headers: Record<string, string> = {}) =>
    get(`/query?${centre}&services=${services}`, headers);
  const slots = (headers: Record<string, string> = {}) =>
    get(`/availabilities?location_ids[]=${SAFEWAY}&date=2026-11-24`, headers);

  it('marks a search public for a shared cache, revalidated by the browser, with a tag of its body and no per-client header', async () => {
    const response = await search(NEAR_THE_SAFEWAY);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.locations[0].id).toBe(SAFEWAY);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  });

  it('answers 304 with no body to a client that already has the answer, and the whole answer to one that has another', async () => {
    const first = await search(NEAR_THE_SAFEWAY);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`]) {
      const again = await search(NEAR_THE_SAFEWAY, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toContain('public');
    }
    const stale = await search(NEAR_THE_SAFEWAY, { 'if-none-match': '"an-old-answer"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives two people in one grid cell the same answer, byte for byte, and someone further away another', async () => {
    const here = await search(NEAR_THE_SAFEWAY);
    const there = await search(ACROSS_THE_STREET);
    expect(there.body).toBe(here.body);
    expect(there.headers.etag).toBe(here.headers.etag);
    const away = await search(OUT_OF_TOWN);
    expect(away.statusCode).toBe(200);
    expect(away.headers.etag).not.toBe(here.headers.etag);
    expect(away.json().data.locations[0].distance).toBeGreaterThan(here.json().data.locations[0].distance);
  });

  it('gives the free slots to a client holding one the same answer as to anyone else, and sets no cookie on it', async () => {
    const before = await slots();
    expect(before.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=20');
    const placesAt = (response: typeof before) =>
      response
        .json()
        .data.locations[0].dates[0].slots.find((s: { time: string }) => s.time === '2026-11-24T10:00:00-07:00')
        ?.places as number;
    const cookie = newClientCookie();
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations/batch',
      payload: { timeSlotIds: [slotId('safewayAlliance', SLOT)] },
      headers: { cookie },
    });
    expect(hold.statusCode).toBe(200);
    const holder = await slots({ cookie, 'if-none-match': before.headers.etag as string });
    const anyone = await slots();
    // The hold changed what is free: the holder's revalidation gets the new answer, not a 304.
    expect(holder.statusCode).toBe(200);
    expect(placesAt(holder)).toBe(placesAt(before) - 1);
    expect(holder.body).toBe(anyone.body);
    expect(holder.headers.etag).toBe(anyone.headers.etag);
    expect(holder.headers['set-cookie']).toBeUndefined();
    expect(holder.headers['cache-control']).toContain('public');
  });

  it('never lets a cache keep an error', async () => {
    for (const response of [
      await get(`/query?latitude=north&longitude=-102.86&services=${services}`),
      await get(`/availabilities?location_ids[]=${SAFEWAY}&date=2026-02-30`),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });
});

describe.each(dialects)('a refusal for too many requests, on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { rateLimitMax: 1 } });
    await insertPlaces(t.database.db, { places: ['safewayAlliance'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is never kept by a cache, so one address over its limit does not refuse everyone behind the CDN', async () => {
    const url = `/api/v1/query?${NEAR_THE_SAFEWAY}&services=${services}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.etag).toBeUndefined();
  });
});
