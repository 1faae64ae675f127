import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../../test/dialects.ts';
import { appWithSampleImport } from '../../test/app-with-data.ts';
import { encodeSlotId, scheduledSlotsOn } from '@vaxnear/domain/schedule';
import { locationQueryResultSchema } from '@vaxnear/domain/contracts/query';
import { distanceShown, snapSearchCentre } from '@vaxnear/domain/search-grid';
import { findBookableLocation } from '../../modules/locations/locations.repository.ts';
import { NEXT_DATE_CACHE_MS } from '../../modules/availability/availability.service.ts';

const services = (list: unknown) => encodeURIComponent(JSON.stringify(list));
// Midtown Manhattan, and the sample import's Anchorage CVS whose schedule the test knows.
const MANHATTAN = 'latitude=40.7506&longitude=-73.9972';
const ANCHORAGE = 'latitude=61.229107&longitude=-149.741837';
const ANCHORAGE_CVS = 'vgov-cvs-17435-ak';
const ANCHORAGE_CVS_POINT = { lat: 61.229107, lng: -149.741837 };

describe.each(dialects)('GET /query on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithSampleImport(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  const query = (params: string) => t.app.inject({ method: 'GET', url: `/api/v1/query?${params}` });

  it('lists the nearest locations offering the vaccine to that age, nearest first, with everything a result card shows', async () => {
    const response = await query(
      `${MANHATTAN}&services=${services([{ kind: 'covid_19', brands: [], ageMin: 18, ageMax: 64 }])}&pageSize=5`,
    );
    expect(response.statusCode).toBe(200);
    expect(() => locationQueryResultSchema.parse(response.json().data)).not.toThrow();
    const { locations, total, page, pageSize, radiusMiles } = response.json().data;
    expect({ page, pageSize, radiusMiles }).toEqual({ page: 1, pageSize: 5, radiusMiles: 25 });
    expect(total).toBeGreaterThan(100);
    expect(locations).toHaveLength(5);
    const distances = locations.map((l: { distance: number }) => l.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[4]).toBeLessThan(2);
    expect(locations[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      address1: expect.any(String),
      state: 'NY',
      timeZone: 'America/New_York',
      metadata: { webAddress: expect.any(String), phoneNumber: expect.any(String) },
      matchesAllServices: true,
    });
    for (const location of locations)
      expect(location.services.map((s: { kind: string }) => s.kind)).toContain('covid_19');
  });

  it('keeps only locations within maxDistance miles, counting them all, never beyond the default radius', async () => {
    const covid = services([{ kind: 'covid_19', ageMin: 30, ageMax: 30 }]);
    const all = (await query(`${MANHATTAN}&services=${covid}&pageSize=1`)).json().data;
    const near = (await query(`${MANHATTAN}&services=${covid}&pageSize=50&maxDistance=1.5`)).json().data;
    expect(near.radiusMiles).toBe(1.5);
    expect(near.total).toBeGreaterThan(0);
    expect(near.total).toBeLessThan(all.total);
    for (const location of near.locations) expect(location.distance).toBeLessThanOrEqual(1.5);
    const far = (await query(`${MANHATTAN}&services=${covid}&pageSize=1&maxDistance=400`)).json().data;
    expect({ radiusMiles: far.radiusMiles, total: far.total }).toEqual({ radiusMiles: 25, total: all.total });
    const inView = (
      await query(
        `${MANHATTAN}&services=${covid}&pageSize=50&maxDistance=1&sw[lat]=40.5&sw[lng]=-74.3&ne[lat]=41&ne[lng]=-73.7`,
      )
    ).json().data;
    expect(inView.total).toBeGreaterThan(0);
    for (const location of inView.locations) expect(location.distance).toBeLessThanOrEqual(1.05);
  });

  it('refuses a distance that is not a positive number of miles, in plain words', async () => {
    for (const bad of ['0', '-3', 'far', '501']) {
      const response = await query(`${MANHATTAN}&services=${services([{ kind: 'flu' }])}&maxDistance=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: expect.stringContaining('maxDistance') });
    }
  });

  it('pages through the same total without repeating a location', async () => {
    const params = `${MANHATTAN}&services=${services([{ kind: 'flu', ageMin: 30, ageMax: 30 }])}&pageSize=10`;
    const first = (await query(`${params}&page=1`)).json().data;
    const second = (await query(`${params}&page=2`)).json().data;
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.locations, ...second.locations].map((l: { id: string }) => l.id));
    expect(ids.size).toBe(20);
  });

  it('keeps only locations offering a chosen brand to a child of that age', async () => {
    const data = (
      await query(
        `${MANHATTAN}&services=${services([{ kind: 'covid_19', brands: ['novavax'], ageMin: 12, ageMax: 17 }])}&pageSize=50`,
      )
    ).json().data;
    expect(data.total).toBeGreaterThan(0);
    for (const location of data.locations) {
      const covid = location.services.find((s: { kind: string }) => s.kind === 'covid_19');
      expect(
        covid.brands.some((b: { brandName: string; minAge: number }) => b.brandName === 'novavax' && b.minAge <= 17),
      ).toBe(true);
    }
    const tooYoung = (
      await query(`${MANHATTAN}&services=${services([{ kind: 'rsv', ageMin: 18, ageMax: 40 }])}`)
    ).json().data;
    expect(tooYoung.total).toBe(0);
  });

  it('finds maternal RSV (Pfizer) for a pregnant person whatever the age', async () => {
    const data = (
      await query(
        `${MANHATTAN}&pregnant=true&services=${services([{ kind: 'rsv', ageMin: 25, ageMax: 25 }])}&pageSize=50`,
      )
    ).json().data;
    expect(data.total).toBeGreaterThan(0);
    for (const location of data.locations) {
      expect(
        location.services
          .find((s: { kind: string }) => s.kind === 'rsv')
          .brands.map((b: { brandName: string }) => b.brandName),
      ).toContain('pfizer');
    }
  });

  it('with pregnant=true lists exactly the locations offering the pregnancy vaccine, not every RSV location', async () => {
    const total = async (params: string) => (await query(`${MANHATTAN}&${params}`)).json().data.total as number;
    const pregnant = await total(`pregnant=true&services=${services([{ kind: 'rsv', ageMin: 30, ageMax: 30 }])}`);
    const pfizerAt60 = await total(
      `services=${services([{ kind: 'rsv', brands: ['pfizer'], ageMin: 60, ageMax: 60 }])}`,
    );
    const anyRsvAt60 = await total(`services=${services([{ kind: 'rsv', ageMin: 60, ageMax: 60 }])}`);
    expect(pregnant).toBe(pfizerAt60);
    expect(pregnant).toBeLessThan(anyRsvAt60);
    // A brand not given in pregnancy finds nothing, whatever the age.
    expect(
      await total(`pregnant=true&services=${services([{ kind: 'rsv', brands: ['gsk'], ageMin: 60, ageMax: 60 }])}`),
    ).toBe(0);
    // A pregnant minor (guardian flow) finds the same locations.
    expect(await total(`pregnant=true&services=${services([{ kind: 'rsv', ageMin: 12, ageMax: 17 }])}`)).toBe(pregnant);
  });

  it('refuses a pregnant value that is not true or false', async () => {
    const response = await query(
      `${MANHATTAN}&pregnant=maybe&services=${services([{ kind: 'rsv', ageMin: 30, ageMax: 30 }])}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'pregnant' });
  });

  it('with partialMatching, also lists locations offering only some services, full matches first', async () => {
    const both = services([
      { kind: 'covid_19', brands: ['novavax'] },
      { kind: 'pneumococcal', brands: ['merck'] },
    ]);
    const strict = (await query(`${MANHATTAN}&services=${both}`)).json().data;
    const partial = (await query(`${MANHATTAN}&services=${both}&partialMatching=true&pageSize=50`)).json().data;
    expect(partial.total).toBeGreaterThan(strict.total);
    const flags = partial.locations.map((l: { matchesAllServices: boolean }) => l.matchesAllServices);
    expect(flags).toEqual([...flags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
  });

  it('filters by retailers in bracket format, by bookable_only, and by the map view', async () => {
    const flu = services([{ kind: 'flu' }]);
    const walmart = (
      await query(`${MANHATTAN}&services=${flu}&retailers[]=walmart&retailers[]=albertsons&pageSize=50`)
    ).json().data;
    expect(walmart.total).toBeGreaterThan(0);
    for (const l of walmart.locations) expect(['walmart', 'albertsons']).toContain(l.retailer);
    const bookable = (await query(`${MANHATTAN}&services=${flu}&bookable_only=true&pageSize=50`)).json().data;
    for (const l of bookable.locations) expect(l.bookingType).toBe('vaxnear');
    const view = (
      await query(`${MANHATTAN}&services=${flu}&sw[lat]=40.74&sw[lng]=-74.01&ne[lat]=40.76&ne[lng]=-73.98&pageSize=50`)
    ).json().data;
    expect(view.radiusMiles).toBeNull();
    for (const l of view.locations) {
      expect(l.lat).toBeGreaterThanOrEqual(40.74);
      expect(l.lng).toBeLessThanOrEqual(-73.98);
    }
  });

  it('gives the next date with a free slot, counting bookings and live holds', async () => {
    const params = `${ANCHORAGE}&services=${services([{ kind: 'flu' }])}&pageSize=1`;
    const first = (await query(params)).json().data.locations[0];
    expect(first).toMatchObject({
      id: ANCHORAGE_CVS,
      bookingType: 'vaxnear',
      nextAvailableDate: '2026-11-23',
      // Searched from the CVS itself, but the distance is from the search grid's point (decision 282).
      distance: distanceShown(snapSearchCentre(ANCHORAGE_CVS_POINT), ANCHORAGE_CVS_POINT),
    });
    // Fill every slot left today: the next free date becomes tomorrow.
    const { schedule } = (await findBookableLocation(t.database.db, ANCHORAGE_CVS))!;
    const today = scheduledSlotsOn(schedule, '2026-11-23', t.clock.now());
    expect(today.length).toBeGreaterThan(0);
    await t.database.db
      .insertInto('slot_usage')
      .values(
        today.map((slot) => ({
          location_id: ANCHORAGE_CVS,
          starts_at: slot.start.toISOString(),
          capacity: schedule.capacity,
          booked: schedule.capacity,
        })),
      )
      .execute();
    // Written behind the server's back, the change shows once the cached date is older than NEXT_DATE_CACHE_MS.
    t.clock.advance(NEXT_DATE_CACHE_MS);
    expect((await query(params)).json().data.locations[0].nextAvailableDate).toBe('2026-11-24');
    await t.database.db.deleteFrom('slot_usage').where('location_id', '=', ANCHORAGE_CVS).execute();
  });

  it('moves the next free date on at once when the last free place of the day is held through this server', async () => {
    const params = `${ANCHORAGE}&services=${services([{ kind: 'flu' }])}&pageSize=1`;
    t.clock.advance(NEXT_DATE_CACHE_MS);
    const { schedule } = (await findBookableLocation(t.database.db, ANCHORAGE_CVS))!;
    const today = scheduledSlotsOn(schedule, '2026-11-23', t.clock.now());
    const [last, ...others] = [...today].reverse();
    await t.database.db
      .insertInto('slot_usage')
      .values(
        others.map((slot) => ({
          location_id: ANCHORAGE_CVS,
          starts_at: slot.start.toISOString(),
          capacity: schedule.capacity,
          booked: schedule.capacity,
        })),
      )
      .execute();
    await t.database.db
      .insertInto('slot_usage')
      .values({
        location_id: ANCHORAGE_CVS,
        starts_at: last!.start.toISOString(),
        capacity: schedule.capacity,
        booked: schedule.capacity - 1,
      })
      .execute();
    expect((await query(params)).json().data.locations[0].nextAvailableDate).toBe('2026-11-23');
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: encodeSlotId(ANCHORAGE_CVS, last!.start) },
    });
    expect(hold.statusCode).toBe(200);
    expect((await query(params)).json().data.locations[0].nextAvailableDate).toBe('2026-11-24');
    await t.database.db.deleteFrom('holds').where('location_id', '=', ANCHORAGE_CVS).execute();
    await t.database.db.deleteFrom('slot_usage').where('location_id', '=', ANCHORAGE_CVS).execute();
  });

  it.each([
    ['latitude', `latitude=200&longitude=-73&services=${services([{ kind: 'flu' }])}`],
    ['page', `${MANHATTAN}&page=-1&services=${services([{ kind: 'flu' }])}`],
    ['pageSize', `${MANHATTAN}&pageSize=500&services=${services([{ kind: 'flu' }])}`],
    ['services.0.kind', `${MANHATTAN}&services=${services([{ kind: 'measles' }])}`],
    ['services', `${MANHATTAN}&services=not-json`],
    ['services', MANHATTAN],
    ['retailers', `${MANHATTAN}&services=${services([{ kind: 'flu' }])}&retailers[]=acme`],
    ['ne', `${MANHATTAN}&services=${services([{ kind: 'flu' }])}&sw[lat]=40&sw[lng]=-74`],
  ])('answers 400 naming %s', async (field, params) => {
    const response = await query(params);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContainEqual(
      expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}`)),
    );
  });
});
