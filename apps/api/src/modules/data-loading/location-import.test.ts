import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../../config.ts';
import { dialects } from '../../test/dialects.ts';
import { findBookableLocation } from '../locations/locations.repository.ts';
import { ImportError, importLocations, parseLocationImport } from './location-import.ts';

const sample = fs.readFileSync(path.join(loadConfig().dataDir, 'sample-location-import.csv'), 'utf8');
const [header, firstRow, ...rest] = sample.trimEnd().split('\n');

describe('location import: checking the file', () => {
  it('accepts the documented sample file', () => {
    const parsed = parseLocationImport(sample);
    expect(parsed.locations.map((l) => l.id)).toEqual([
      'vgov-cvs-17435-ak',
      'vgov-walmart-2070-ak',
      'vgov-cvs-20217-az',
    ]);
    expect(parsed.hours.filter((h) => h.location_id === 'vgov-cvs-20217-az').map((h) => h.weekday)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it.each([
    [
      'an unknown vaccine kind',
      (row: string) => row.replace('flu:3-120', 'measles:3-120'),
      /Row 1 .*"offerings".*measles/,
    ],
    ['a latitude of 200', (row: string) => row.replace('61.229107', '200'), /Row 1 .*"latitude"/],
    [
      'a break outside the opening hours',
      (row: string) => row.replace('break 13:00-14:00', 'break 20:00-21:00'),
      /Row 1 .*"mon"/,
    ],
    ['an unknown booking type', (row: string) => row.replace(',vaxnear,', ',phone,'), /Row 1 .*"booking_type"/],
  ])('names the row and column of %s', (_what, change, message) => {
    expect(() => parseLocationImport([header, change(firstRow!), ...rest].join('\n'))).toThrow(message);
  });

  it("keeps a row's own ZIP, marked as the data's", () => {
    // The CVS row has no ZIP; given one, it is the data's and nothing is derived.
    const withZip = firstRow!.replace(',AK,,', ',AK,99504,');
    const [location] = parseLocationImport([header, withZip].join('\n')).locations;
    expect(location).toMatchObject({ zip: '99504', zip_source: 'data' });
  });

  it('rejects a file without the documented columns', () => {
    expect(() => parseLocationImport('id,name\nx,y\n')).toThrow(/lacks the column/);
  });
});

describe.each(dialects)('location import on $name', (dialect) => {
  let database: Awaited<ReturnType<typeof dialect.create>>;
  beforeAll(async () => {
    database = await dialect.create();
  });
  afterAll(async () => {
    await database.close();
  });

  it('writes the locations with their schedule and offer, and replaces them on a second import', async () => {
    expect(await importLocations(database, sample)).toEqual({ locations: 3 });
    await importLocations(database, sample.replace('flu:3-120|covid_19:pfizer:5-120|rsv:pfizer:50-120', 'flu:18-120'));
    const walmart = await findBookableLocation(database.db, 'vgov-walmart-2070-ak');
    expect(walmart?.location).toMatchObject({
      name: 'Walmart #2070',
      bookingType: 'deepLink',
      timeZone: 'America/Anchorage',
    });
    expect(walmart?.schedule).toMatchObject({ slotMinutes: 10, capacity: 1, sameDayBooking: false });
    expect(walmart?.schedule.hours).toContainEqual({
      weekday: 0,
      opens: '10:00',
      closes: '17:00',
      breakStart: null,
      breakEnd: null,
    });
    expect(walmart?.offerings).toEqual([{ kind: 'flu', brand: null, minAge: 18, maxAge: 120 }]);
  });

  it('changes nothing when one row is wrong', async () => {
    const bad = [
      header,
      firstRow!.replace('Muldoon', 'x'),
      rest[0]!.replace('Walmart #2070', 'Renamed'),
      rest[1]!.replace(',yes,', ',maybe,'),
    ].join('\n');
    await expect(importLocations(database, bad)).rejects.toThrow(ImportError);
    expect((await findBookableLocation(database.db, 'vgov-walmart-2070-ak'))?.location.name).toBe('Walmart #2070');
  });
});

describe('npm run data:import', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-import-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const run = (file: string) => {
    try {
      return {
        code: 0,
        output: execFileSync('node', ['--import', 'tsx', 'apps/api/src/cli/import-locations.ts', file], {
          cwd: REPO_ROOT,
          env: { ...process.env, DATABASE_URL: '', SQLITE_PATH: path.join(dir, 'db.sqlite') },
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, output: failed.stderr };
    }
  };

  it('imports the sample file and reports a bad file with its row, exit code 1', () => {
    expect(run('data/sample-location-import.csv')).toMatchObject({
      code: 0,
      output: expect.stringContaining('Imported 3 location(s)'),
    });
    const badFile = path.join(dir, 'bad.csv');
    fs.writeFileSync(badFile, [header, firstRow!.replace(',cvs,', ',acme,')].join('\n'));
    expect(run(badFile)).toMatchObject({
      code: 1,
      output: expect.stringMatching(/Nothing was imported\. Row 1 .*"retailer"/),
    });
  });
});
