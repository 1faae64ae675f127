import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../../test/dialects.ts';
import { appWithSampleImport } from '../../test/app-with-data.ts';
import { decodeSlotId } from '@vaxnear/domain/schedule';
import { availabilityResultSchema } from '@vaxnear/domain/contracts/availability';

// The sample import fixes these schedules: the Anchorage CVS opens Mon-Fri 09:00-19:00 with a 13:00-14:00 break,
// Sat 09:00-17:00, closed on Sunday, 15-minute slots for 2 people, same-day booking; the Walmart books elsewhere.
const CVS = 'vgov-cvs-17435-ak';
const WALMART = 'vgov-walmart-2070-ak';

describe.each(dialects)('GET /availabilities on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithSampleImport(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (params: string) => t.app.inject({ method: 'GET', url: `/api/v1/availabilities?${params}` });
  const slotsOf = async (params: string) =>
    (await get(params)).json().data.locations[0].dates[0].slots as Array<{
      id: string;
      time: string;
      timeOfDay: string;
    }>;

  it('lists a day of slots in the location time zone, without the lunch break', async () => {
    const response = await get(`location_ids[]=${CVS}&date=2026-11-24`);
    expect(() => availabilityResultSchema.parse(response.json().data)).not.toThrow();
    const slots = await slotsOf(`location_ids[]=${CVS}&date=2026-11-24`);
    expect(slots[0]).toEqual({
      id: expect.any(String),
      time: '2026-11-24T09:00:00-09:00',
      timeOfDay: 'morning',
      places: expect.any(Number),
    });
    expect(slots.at(-1)!.time).toBe('2026-11-24T18:45:00-09:00');
    expect(slots.map((s) => s.time)).not.toContain('2026-11-24T13:00:00-09:00');
    expect(slots.map((s) => s.time)).toContain('2026-11-24T14:00:00-09:00');
    expect(slots).toHaveLength(36);
    expect(decodeSlotId(slots[0]!.id)).toEqual({ locationId: CVS, start: new Date('2026-11-24T18:00:00.000Z') });
    expect(new Set(slots.map((s) => s.timeOfDay))).toEqual(new Set(['morning', 'afternoon', 'evening']));
  });

  it('never offers a slot in the past, nor on a closed day, nor beyond the 180-day horizon', async () => {
    const today = await slotsOf(`location_ids[]=${CVS}&date=2026-11-23`);
    expect(today[0]!.time).toBe('2026-11-23T11:15:00-09:00');
    expect(await slotsOf(`location_ids[]=${CVS}&date=2026-11-29`)).toEqual([]);
    expect(await slotsOf(`location_ids[]=${CVS}&date=2026-11-20`)).toEqual([]);
    expect(await slotsOf(`location_ids[]=${CVS}&date=2027-06-01`)).toEqual([]);
  });

  it('drops a slot once bookings plus live holds reach its capacity, and offers it again when a hold expires', async () => {
    const startsAt = '2026-11-24T18:00:00.000Z';
    const first = () => slotsOf(`location_ids[]=${CVS}&date=2026-11-24`).then((slots) => slots[0]!.time);
    await t.database.db
      .insertInto('slot_usage')
      .values({ location_id: CVS, starts_at: startsAt, capacity: 2, booked: 1 })
      .execute();
    expect(await first()).toBe('2026-11-24T09:00:00-09:00');
    await t.database.db
      .insertInto('holds')
      .values({
        id: 'hold-1',
        client_id: 'client-1',
        location_id: CVS,
        starts_at: startsAt,
        expires_at: '2026-11-23T20:10:00.000Z',
        created_at: '2026-11-23T20:00:00.000Z',
      })
      .execute();
    expect(await first()).toBe('2026-11-24T09:15:00-09:00');
    t.clock.advance(11 * 60_000);
    expect(await first()).toBe('2026-11-24T09:00:00-09:00');
    t.clock.set('2026-11-23T20:00:00.000Z');
    await t.database.db.deleteFrom('holds').execute();
    await t.database.db.deleteFrom('slot_usage').execute();
  });

  it('answers a range per date for several locations; one booked elsewhere has no slots', async () => {
    const data = (
      await get(
        `location_ids[]=${CVS}&location_ids[]=${WALMART}&location_ids[]=no-such-place&startDate=2026-11-24&endDate=2026-12-07`,
      )
    ).json().data;
    expect(data.locations.map((l: { locationId: string }) => l.locationId)).toEqual([CVS, WALMART]);
    expect(data.locations[0].dates).toHaveLength(14);
    expect(data.locations[0].dates[0].date).toBe('2026-11-24');
    expect(data.locations[1].dates.every((d: { slots: unknown[] }) => d.slots.length === 0)).toBe(true);
  });

  it('gives no slots where the requested vaccine is not offered to that age', async () => {
    const services = encodeURIComponent(JSON.stringify([{ kind: 'rsv', brands: ['pfizer'], ageMin: 60, ageMax: 60 }]));
    const location = (await get(`location_ids[]=${CVS}&date=2026-11-24&services=${services}`)).json().data.locations[0];
    expect(location.offersServices).toBe(false);
    expect(location.dates[0].slots).toEqual([]);
  });

  it('for a pregnant person, counts only the pregnancy vaccine (Pfizer RSV), at any age the flow allows', async () => {
    const rsvAt = (ageMin: number, ageMax: number) =>
      encodeURIComponent(JSON.stringify([{ kind: 'rsv', brands: [], ageMin, ageMax }]));
    const offers = async (id: string, params: string) =>
      (await get(`location_ids[]=${id}&date=2026-11-24&${params}`)).json().data.locations[0].offersServices;
    // The CVS gives GSK's RSV vaccine only: not given in pregnancy.
    expect(await offers(CVS, `services=${rsvAt(60, 60)}`)).toBe(true);
    expect(await offers(CVS, `pregnant=true&services=${rsvAt(60, 60)}`)).toBe(false);
    // The Walmart gives Pfizer's from 50: to a pregnant 12-17 year old too, but not to one who is not pregnant.
    expect(await offers(WALMART, `pregnant=true&services=${rsvAt(12, 17)}`)).toBe(true);
    expect(await offers(WALMART, `services=${rsvAt(12, 17)}`)).toBe(false);
  });

  it.each([
    ['endDate', `location_ids[]=${CVS}&startDate=2026-11-24&endDate=2027-01-02`],
    ['date', `location_ids[]=${CVS}&date=2026-02-30`],
    ['startDate', `location_ids[]=${CVS}`],
    ['location_ids', 'date=2026-11-24'],
    ['services', `location_ids[]=${CVS}&date=2026-11-24&services=%5B%5D`],
  ])('answers 400 naming %s', async (field, params) => {
    const response = await get(params);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });
});
