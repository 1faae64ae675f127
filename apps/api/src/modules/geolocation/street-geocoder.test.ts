import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { loadDefaultDataIfEmpty } from '../data-loading/default-data.ts';
import { censusGeocoder } from './street-geocoder.ts';

// A local server answering the way the Census Bureau's one-line geocoder does, so no test needs the network.
function censusLikeServer() {
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const address = url.searchParams.get('address') ?? '';
    if (url.pathname !== '/geocoder/locations/onelineaddress') {
      res.writeHead(404).end();
      return;
    }
    if (address.includes('broken')) {
      res.writeHead(500).end('oops');
      return;
    }
    if (address.includes('slow')) {
      setTimeout(() => res.end('{}'), 5000);
      return;
    }
    const matches = /sheridan/i.test(address)
      ? [
          {
            matchedAddress: '6400 N SHERIDAN RD, CHICAGO, IL, 60626',
            coordinates: { x: -87.65523, y: 41.99796 },
            tigerLine: { tigerLineId: '112050392', side: 'R' },
            addressComponents: {
              zip: '60626',
              streetName: 'SHERIDAN',
              preDirection: 'N',
              suffixType: 'RD',
              city: 'CHICAGO',
              state: 'IL',
            },
          },
        ]
      : [];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        result: {
          input: { address: { address }, benchmark: { benchmarkName: 'Public_AR_Current' } },
          addressMatches: matches,
        },
      }),
    );
  });
  return {
    requests,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/geocoder`),
        ),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the Census street geocoder', () => {
  const census = censusLikeServer();
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await census.start();
  });
  afterAll(async () => {
    await census.stop();
  });

  it('places a street address with the coordinates and ZIP of its first match', async () => {
    const match = await censusGeocoder(baseUrl, 1000).locate('6400 N Sheridan Rd, Chicago, IL');
    expect(match).toEqual({
      lat: 41.99796,
      lng: -87.65523,
      matchedAddress: '6400 N SHERIDAN RD, CHICAGO, IL, 60626',
      zip: '60626',
      state: 'IL',
    });
    const sent = census.requests.at(-1)!;
    expect(sent.searchParams.get('benchmark')).toBe('Public_AR_Current');
    expect(sent.searchParams.get('format')).toBe('json');
  });

  it('answers null when Census finds nothing, fails or is too slow', async () => {
    const geocoder = censusGeocoder(baseUrl, 1000);
    expect(await geocoder.locate('1 Nowhere Lane, Chicago, IL')).toBeNull();
    expect(await geocoder.locate('1 broken St, Chicago, IL')).toBeNull();
    expect(await geocoder.locate('1 slow St, Chicago, IL')).toBeNull();
  });

  describe.each(dialects)('address_detail with STREET_GEOCODER=census on $name', (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, {
        config: { streetGeocoder: 'census', streetGeocoderUrl: baseUrl, streetGeocoderTimeoutMs: 10_000 },
      });
      await loadDefaultDataIfEmpty(t.database, t.config.dataDir);
    });
    afterAll(async () => {
      await t.close();
    });
    const get = (search: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/geolocation/address_detail?search=${encodeURIComponent(search)}` });

    it('answers a street address at address precision, on the far north side', async () => {
      const data = (await get('6400 N Sheridan Rd, Chicago, IL')).json().data;
      expect(data).toMatchObject({
        precision: 'address',
        matched: '6400 N SHERIDAN RD, CHICAGO, IL, 60626',
        zipCode: '60626',
        state: 'IL',
        lat: 41.99796,
        lng: -87.65523,
      });
    });

    it('falls back to the city when the geocoder finds nothing or fails, and never asks it about a city alone', async () => {
      expect((await get('1 broken St, Chicago, IL')).json().data).toMatchObject({
        precision: 'city',
        matched: 'Chicago, IL',
      });
      const before = census.requests.length;
      expect((await get('chicago il')).json().data.precision).toBe('city');
      expect(census.requests.length).toBe(before);
    });
  });
});
