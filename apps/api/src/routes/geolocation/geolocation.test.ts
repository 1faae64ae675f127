import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { loadDefaultDataIfEmpty } from '../../modules/data-loading/default-data.ts';

describe.each(dialects)('geolocation calls on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await loadDefaultDataIfEmpty(t.database, t.config.dataDir);
  });
  afterAll(async () => { await t.close(); });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/geolocation/${url}` });

  describe('address_detail', () => {
    it('finds a ZIP code with its coordinates and what New York allows', async () => {
      const response = await get('address_detail?zipCode=10001');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        zipCode: '10001', postal_code: '10001', state: 'NY', address_1: 'New York, NY',
        bookingRestrictions: { covid_19: 'allowed_with_prescription', flu: 'allowed', rsv: 'allowed', pneumococcal: 'allowed' },
      });
      expect(response.json().data.lat).toBeCloseTo(40.75, 1);
    });

    it('reads a street address by its ZIP and keeps the street', async () => {
      const response = await get(`address_detail?search=${encodeURIComponent('350 5th Ave, New York, NY 10118')}`);
      expect(response.json().data).toMatchObject({ zipCode: '10118', address_1: '350 5th Ave', state: 'NY' });
    });

    it('reads "City, ST" and a city alone as the most populous ZIP of that city', async () => {
      const austin = (await get(`address_detail?search=${encodeURIComponent('Austin, TX')}`)).json().data;
      expect(austin).toMatchObject({ state: 'TX', city: 'Austin', bookingRestrictions: { covid_19: 'allowed' } });
      expect(austin.zipCode).toMatch(/^787/);
      expect((await get('address_detail?search=Austin')).json().data.state).toBe('TX');
    });

    it('answers 404 with a clear message for a place it does not know', async () => {
      const response = await get('address_detail?search=Nowhereville%2C%20ZZ');
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ code: 'PLACE_NOT_FOUND', message: expect.stringContaining('Nowhereville') });
      expect((await get('address_detail?zipCode=00000')).statusCode).toBe(404);
    });

    it('names the parameter when the ZIP is malformed or nothing is given', async () => {
      expect((await get('address_detail?zipCode=1234')).json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'zipCode' });
      const none = await get('address_detail');
      expect(none.statusCode).toBe(400);
      expect(none.json().errors[0].field).toBe('search');
    });
  });

  describe('autocomplete', () => {
    it('suggests ZIPs for digits, the typed ZIP itself first', async () => {
      const data = (await get('autocomplete?search=100')).json().data as string[];
      expect(data).toHaveLength(5);
      for (const zip of data) expect(zip).toMatch(/^100\d\d$/);
      expect((await get('autocomplete?search=10001')).json().data).toEqual(['10001']);
    });

    it('suggests cities as "City, ST", the biggest first, narrowed by a state', async () => {
      const data = (await get('autocomplete?search=aus')).json().data as string[];
      expect(data[0]).toBe('Austin, TX');
      expect(data.length).toBeLessThanOrEqual(5);
      expect((await get(`autocomplete?search=${encodeURIComponent('austin, mn')}`)).json().data).toEqual(['Austin, MN']);
    });

    it('asks for 3 characters at least, naming the parameter', async () => {
      const response = await get('autocomplete?search=au');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'search' });
    });
  });

  describe('nearest_zip_code', () => {
    it('gives the ZIP whose centre is nearest, with its state rules', async () => {
      const response = await get('nearest_zip_code?latitude=30.2672&longitude=-97.7431');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ state: 'TX', bookingRestrictions: { covid_19: 'allowed' } });
      expect(response.json().data.zipCode).toMatch(/^787/);
    });

    it('answers 404 in the middle of the ocean, and 400 naming a latitude of 200', async () => {
      expect((await get('nearest_zip_code?latitude=0&longitude=-30')).statusCode).toBe(404);
      const bad = await get('nearest_zip_code?latitude=200&longitude=-97');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('latitude');
    });
  });
});
