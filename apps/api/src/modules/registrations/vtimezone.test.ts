// The zone definitions are checked by ical.js (Mozilla's iCalendar library, as calendar programs read them), not by our
// own reading: for every zone a pharmacy in the data is in, wall times around each change of 2026 and 2027 must come
// out at the same instant the runtime's time zone database gives.
import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../data-loading/csv.ts';
import { vtimezone } from './vtimezone.ts';

const dataDir = path.join(import.meta.dirname, '..', '..', '..', '..', '..', 'data');
const zones = [
  ...new Set(
    parseCsv(fs.readFileSync(path.join(dataDir, 'pharmacies_vaccines_gov_2024-08.csv'), 'utf8'))
      .map((row) => row.time_zone ?? row.timezone ?? '')
      .filter(Boolean),
  ),
].sort();

/** The UTC instant of a wall time in a zone, as ical.js reads it from our VTIMEZONE. */
function instantByIcal(timeZone: string, wall: string): number {
  const component = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${vtimezone(timeZone)}END:VCALENDAR\r\n`));
  const zone = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!);
  const time = ICAL.Time.fromDateTimeString(wall);
  time.zone = zone;
  return time.toUnixTime() * 1000;
}

/** The same instant from the runtime's own database (Intl): the offset that makes the wall time read back. */
function instantByIntl(timeZone: string, wall: string): number {
  const asUtc = Date.parse(`${wall}Z`);
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const offsetAt = (at: number) => {
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(format.format(at));
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  };
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

describe('the VTIMEZONE of a calendar file', () => {
  it('exists for every zone the pharmacies are in', () => {
    expect(zones.length).toBeGreaterThan(5);
    expect(zones).toContain('America/New_York');
    for (const zone of zones) expect(vtimezone(zone)).toMatch(new RegExp(`^BEGIN:VTIMEZONE\\r\\nTZID:${zone}\\r\\n`));
  });

  it.each(zones)('places wall times in %s where the time zone database does, either side of every change', (zone) => {
    for (const wall of [
      '2026-11-24T10:00:00',
      '2026-11-01T00:30:00',
      '2026-11-01T03:00:00',
      '2027-03-13T10:00:00',
      '2027-03-14T04:00:00',
      '2027-06-01T10:00:00',
      '2027-11-06T10:00:00',
      '2027-11-07T03:00:00',
    ]) {
      expect(instantByIcal(zone, wall), `${zone} ${wall}`).toBe(instantByIntl(zone, wall));
    }
  });

  it('refuses a zone that does not exist rather than writing a file that places times wrong', () => {
    expect(() => vtimezone('America/Atlantis')).toThrow(/No time zone definition/);
  });
});
