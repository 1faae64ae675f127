// Test apps that start with data in them, for the route tests that read what is already there: the default data with
// the sample location import (known schedules), or one registration of two appointments to look up.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { loadDefaultDataIfEmpty } from '../modules/data-loading/default-data.ts';
import { importLocations } from '../modules/data-loading/location-import.ts';
import { bookHeld, bookingBody, insertPlaces, type PlaceName } from '../modules/bookings/test-fixtures.ts';
import { createTestApp, type DialectCase, type TestApp } from './dialects.ts';

/**
 * The default data and data/sample-location-import.csv, at Monday 23 November 2026, 11:00 in Anchorage (UTC-9): the
 * import fixes the schedules of the Anchorage CVS and Walmart that the tests know.
 */
export async function appWithSampleImport(dialect: DialectCase): Promise<TestApp> {
  const t = await createTestApp(dialect, { now: '2026-11-23T20:00:00.000Z' });
  await loadDefaultDataIfEmpty(t.database, t.config.dataDir);
  await importLocations(t.database, fs.readFileSync(path.join(t.config.dataDir, 'sample-location-import.csv'), 'utf8'));
  return t;
}

/**
 * One registration booked through the API: Maria at Safeway #549 (Alliance NE) on 24 November 2026 at 17:00Z for
 * COVID-19 (Pfizer) and flu, and Jorge, born 1950, at `secondPlace` on 25 November at 16:30Z for flu.
 */
export async function appWithTwoBookings(
  dialect: DialectCase,
  secondPlace: PlaceName,
): Promise<{ t: TestApp; accessCode: string }> {
  const t = await createTestApp(dialect);
  await insertPlaces(t.database.db);
  const res = await bookHeld(
    t.app,
    bookingBody([
      {
        slot: '2026-11-24T17:00:00.000Z',
        services: [
          { kind: 'covid_19', brand: 'pfizer' },
          { kind: 'flu', brand: null },
        ],
      },
      { place: secondPlace, slot: '2026-11-25T16:30:00.000Z', user: { firstName: 'Jorge', dateOfBirth: '1950-03-02' } },
    ]),
  );
  expect(res.statusCode).toBe(200);
  return { t, accessCode: res.json().data.registration.accessCode as string };
}
