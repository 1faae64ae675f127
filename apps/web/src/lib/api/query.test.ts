import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryLocations } from './query.ts';

// The server's answer for a grid point: its distance is from that point, 0.4 miles here.
const SAFEWAY = { id: 'safeway-549', lat: 42.0978, lng: -102.8647, distance: 0.4 };
let asked: URL[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(new URL(input, 'http://localhost'));
    return new Response(
      JSON.stringify({ data: { locations: [SAFEWAY], page: 1, pageSize: 10, total: 1, radiusMiles: 25 } }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the location search from the browser', () => {
  it('asks for the grid point, so nearby people share one cached answer, and shows the distance from the person', async () => {
    const person = { latitude: 42.09874, longitude: -102.86812 };
    const search = {
      ...person,
      services: [{ kind: 'flu' as const, brands: [], ageMin: 30, ageMax: 30 }],
      page: 1,
      pageSize: 10,
    };
    const result = await queryLocations(search);
    const neighbour = { latitude: 42.10102, longitude: -102.8688 };
    await queryLocations({ ...search, ...neighbour });
    expect(asked[0]!.searchParams.get('latitude')).toBe('42.1');
    expect(asked[0]!.searchParams.get('longitude')).toBe('-102.87');
    expect(asked[1]!.search).toBe(asked[0]!.search);
    // The person is 0.2 miles from the Safeway, not the 0.4 the grid point is.
    expect(result.locations[0]!.distance).toBe(0.2);
  });
});
