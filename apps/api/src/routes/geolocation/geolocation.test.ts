import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { loadDefaultDataIfEmpty } from '../../modules/data-loading/default-data.ts';

describe.each(dialects)('geolocation calls on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await loadDefaultDataIfEmpty(t.database, t.config.dataDir);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/geolocation/${url}` });

  describe('address_detail', () => {
    it('finds a ZIP code with its coordinates and what New York allows', async () => {
      const response = await get('address_detail?zipCode=10001');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        zipCode: '10001',
        postal_code: '10001',
        state: 'NY',
        address_1: 'New York, NY',
        bookingRestrictions: {
          covid_19: 'allowed_with_prescription',
          flu: 'allowed',
          rsv: 'allowed',
          pneumococcal: 'allowed',
        },
      });
      expect(response.json().data.lat).toBeCloseTo(40.75, 1);
    });

    it('reads a street address by its ZIP and keeps the street', async () => {
      const response = await get(`address_detail?search=${encodeURIComponent('350 5th Ave, New York, NY 10118')}`);
      expect(response.json().data).toMatchObject({ zipCode: '10118', address_1: '350 5th Ave', state: 'NY' });
    });

    it('reads "City, ST" and a city alone as the city centre, naming its most populous ZIP', async () => {
      const austin = (await get(`address_detail?search=${encodeURIComponent('Austin, TX')}`)).json().data;
      expect(austin).toMatchObject({
        state: 'TX',
        city: 'Austin',
        precision: 'city',
        matched: 'Austin, TX',
        ambiguous: false,
        bookingRestrictions: { covid_19: 'allowed' },
      });
      expect(austin.zipCode).toMatch(/^787/);
      // Austin, MN is far smaller: nobody is asked which Austin they mean.
      expect((await get('address_detail?search=Austin')).json().data).toMatchObject({
        state: 'TX',
        ambiguous: false,
        candidates: [],
      });
    });

    it('takes the ZIP inside a full address at ZIP precision', async () => {
      const data = (
        await get(`address_detail?search=${encodeURIComponent('6400 N Sheridan Rd, Chicago, IL 60626')}`)
      ).json().data;
      expect(data).toMatchObject({
        zipCode: '60626',
        precision: 'zip',
        matched: '60626',
        state: 'IL',
        address_1: '6400 N Sheridan Rd',
      });
      expect(data.lat).toBeGreaterThan(41.99);
    });

    it.each(['chicago il', 'Chicago, Illinois', 'CHICAGO IL', 'Chicago, IL'])(
      'reads "%s" as Chicago, centred where Chicagoans live',
      async (text) => {
        const response = await get(`address_detail?search=${encodeURIComponent(text)}`);
        expect(response.statusCode).toBe(200);
        const data = response.json().data;
        expect(data).toMatchObject({
          city: 'Chicago',
          state: 'IL',
          precision: 'city',
          matched: 'Chicago, IL',
          ambiguous: false,
        });
        // The population-weighted centre lies between the Loop and Midway, not in the most populous ZIP (60629, far south-west).
        expect(data.lat).toBeGreaterThan(41.8);
        expect(data.lat).toBeLessThan(41.92);
        expect(data.lng).toBeGreaterThan(-87.75);
        expect(data.lng).toBeLessThan(-87.62);
        // The centre can be sent to /query as it is.
        const places = await t.app.inject({
          method: 'GET',
          url: `/api/v1/query?latitude=${data.lat}&longitude=${data.lng}&services=${encodeURIComponent(JSON.stringify([{ kind: 'flu' }]))}`,
        });
        expect(places.statusCode).toBe(200);
      },
    );

    it('answers a street address without a ZIP at city precision, saying so', async () => {
      const data = (await get(`address_detail?search=${encodeURIComponent('6400 N Sheridan Rd, Chicago, IL')}`)).json()
        .data;
      expect(data).toMatchObject({
        precision: 'city',
        matched: 'Chicago, IL',
        state: 'IL',
        address_1: '6400 N Sheridan Rd',
      });
      const loose = (await get(`address_detail?search=${encodeURIComponent('6400 N Sheridan Rd Chicago IL')}`)).json()
        .data;
      expect(loose).toMatchObject({ precision: 'city', matched: 'Chicago, IL' });
    });

    it('asks "which Springfield?" with the candidates, largest first', async () => {
      const data = (await get('address_detail?search=Springfield')).json().data;
      expect(data.ambiguous).toBe(true);
      const labels = (data.candidates as Array<{ label: string }>).map((c) => c.label);
      expect(labels).toEqual(expect.arrayContaining(['Springfield, MO', 'Springfield, IL', 'Springfield, MA']));
      expect(labels.length).toBeLessThanOrEqual(5);
      expect(data.matched).toBe(labels[0]);
      // A state settles it.
      expect(
        (await get(`address_detail?search=${encodeURIComponent('springfield illinois')}`)).json().data,
      ).toMatchObject({ state: 'IL', ambiguous: false, candidates: [] });
    });

    it('does not move a city to another state when the state has no such city', async () => {
      const response = await get(`address_detail?search=${encodeURIComponent('Chicago, TX')}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('PLACE_NOT_FOUND');
    });

    it('answers 404 with a clear message for a place it does not know', async () => {
      const response = await get('address_detail?search=Nowhereville%2C%20ZZ');
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({
        code: 'PLACE_NOT_FOUND',
        message: expect.stringContaining('Nowhereville'),
      });
      expect((await get('address_detail?zipCode=00000')).statusCode).toBe(404);
    });

    it('names the parameter when the ZIP is malformed or nothing is given', async () => {
      expect((await get('address_detail?zipCode=1234')).json().errors[0]).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'zipCode',
      });
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
      expect((await get(`autocomplete?search=${encodeURIComponent('austin, mn')}`)).json().data).toEqual([
        'Austin, MN',
      ]);
    });

    it('reads "chicago il" and "Chicago, Illinois" as Chicago in Illinois', async () => {
      expect((await get('autocomplete?search=chicago%20il')).json().data[0]).toBe('Chicago, IL');
      expect((await get(`autocomplete?search=${encodeURIComponent('Chicago, Illinois')}`)).json().data[0]).toBe(
        'Chicago, IL',
      );
      expect((await get('autocomplete?search=chicago%20i')).json().data[0]).toBe('Chicago, IL');
    });

    it('offers the ZIP inside an address, and the city of a street address without one', async () => {
      expect(
        (await get(`autocomplete?search=${encodeURIComponent('6400 N Sheridan Rd, Chicago, IL 60626')}`)).json().data,
      ).toEqual(['Chicago, IL 60626']);
      expect(
        (await get(`autocomplete?search=${encodeURIComponent('6400 N Sheridan Rd, Chicago, IL')}`)).json().data[0],
      ).toBe('Chicago, IL');
    });

    it('lists every big Springfield, largest first', async () => {
      const data = (await get('autocomplete?search=Springfield')).json().data as string[];
      expect(data.slice(0, 3)).toEqual(
        expect.arrayContaining(['Springfield, MO', 'Springfield, MA', 'Springfield, IL']),
      );
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
