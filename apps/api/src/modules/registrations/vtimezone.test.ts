import { describe, expect, it } from 'vitest';
import { vtimezone } from './vtimezone.ts';

const lines = (text: string) => text.split('\r\n');

describe('the VTIMEZONE of a calendar file', () => {
  it('gives New York its standard time before the appointment and both changes of 2027 after it', () => {
    const zone = lines(
      vtimezone('America/New_York', new Date('2026-11-24T15:00:00Z'), new Date('2027-12-31T00:00:00Z')),
    );
    expect(zone[0]).toBe('BEGIN:VTIMEZONE');
    expect(zone[1]).toBe('TZID:America/New_York');
    // 2026-11-01 02:00 EDT fell back to 01:00 EST; 2027-03-14 02:00 EST sprang to 03:00 EDT; 2027-11-07 back again.
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'TZNAME:EST',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270314T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'TZNAME:EDT',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20271107T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'TZNAME:EST',
      'END:STANDARD',
      'END:VTIMEZONE',
      '',
    ]);
  });

  it('gives a zone without daylight time one standard observance', () => {
    const zone = vtimezone('America/Phoenix', new Date('2026-11-24T15:00:00Z'), new Date('2026-11-25T15:00:00Z'));
    expect(lines(zone)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Phoenix',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0700',
      'TZNAME:MST',
      'END:STANDARD',
      'END:VTIMEZONE',
      '',
    ]);
  });

  it('covers a summer appointment with the spring change before it', () => {
    const zone = lines(vtimezone('America/Denver', new Date('2027-06-01T16:00:00Z'), new Date('2027-06-01T17:00:00Z')));
    expect(zone.slice(2, 8)).toEqual([
      'BEGIN:DAYLIGHT',
      'DTSTART:20270314T020000',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0600',
      'TZNAME:MDT',
      'END:DAYLIGHT',
    ]);
    expect(zone.filter((line) => line.startsWith('BEGIN:'))).toHaveLength(2);
  });

  it('covers an appointment days before a change with the observance in force, then the change, each once', () => {
    const zone = lines(
      vtimezone('America/New_York', new Date('2027-03-10T15:00:00Z'), new Date('2027-03-20T15:00:00Z')),
    );
    expect(zone.filter((line) => line.startsWith('DTSTART:'))).toEqual([
      'DTSTART:20261101T020000',
      'DTSTART:20270314T020000',
    ]);
  });
});
