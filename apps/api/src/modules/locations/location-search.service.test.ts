import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationQuerySchema } from '@vaxnear/domain/contracts/query';
import { dialects, type DialectCase } from '../../test/dialects.ts';
import { insertPlaces, PLACES } from '../bookings/test-fixtures.ts';
import { firstInOrder, searchLocations, serializeQueryAnswer } from './location-search.service.ts';

describe('firstInOrder', () => {
  it('gives the same first items as a full sort, in order, for any page depth', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const keys = Array.from({ length: 2000 }, () => Math.floor(random() * 500));
    // Ties broken by index, as the search breaks equal distances by id.
    const before = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
    const sorted = keys.map((_, i) => i).sort(before);
    for (const count of [0, 1, 10, 30, 499, 500, 1999, 2000, 2500]) {
      expect(firstInOrder(keys.length, count, before)).toEqual(sorted.slice(0, count));
    }
  });
});

describe.each(dialects)('the /query answer as JSON on $name', (dialect: DialectCase) => {
  let database: Awaited<ReturnType<DialectCase['create']>>;
  beforeAll(async () => {
    database = await dialect.create();
    await insertPlaces(database.db);
    // Text that JSON must escape, and the optional fields present.
    await database.db
      .updateTable('locations')
      .set({ name: 'Safeway "Alliance" #549 \\ Ñandú\u2028', address2: 'Suite 2', zip: '69301' })
      .where('id', '=', PLACES.safewayAlliance.id)
      .execute();
    await database.db
      .updateTable('locations')
      .set({ booking_type: 'deepLink' })
      .where('id', '=', PLACES.cvsArvada.id)
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is the same text JSON.stringify gives, for full and partial matches, with and without a next free date', async () => {
    const query = (params: Record<string, unknown>) =>
      locationQuerySchema.parse({
        latitude: '41.1',
        longitude: '-96',
        sw: { lat: '39', lng: '-105.5' },
        ne: { lat: '43', lng: '-95.6' },
        ...params,
      });
    const now = new Date('2026-11-23T14:00:00.000Z');
    const answers = [
      await searchLocations(database, query({ services: JSON.stringify([{ kind: 'flu' }]) }), now),
      await searchLocations(
        database,
        query({
          services: JSON.stringify([{ kind: 'covid_19', brands: ['novavax'] }, { kind: 'flu' }]),
          partialMatching: 'true',
          pageSize: '2',
        }),
        now,
      ),
      await searchLocations(
        database,
        query({ services: JSON.stringify([{ kind: 'rsv', ageMin: 18, ageMax: 30 }]), pregnant: 'true' }),
        now,
      ),
    ];
    expect(answers.map((a) => a.locations.length)).toEqual([3, 2, 3]);
    expect(answers[1]!.locations.map((l) => l.matchesAllServices)).toEqual([false, false]);
    expect(answers[0]!.locations.map((l) => l.nextAvailableDate === null)).toContain(true);
    expect(answers[0]!.locations.map((l) => l.nextAvailableDate === null)).toContain(false);
    for (const data of answers) {
      expect(serializeQueryAnswer({ data })).toBe(JSON.stringify({ data }));
    }
  });
});
