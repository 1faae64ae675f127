import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../../test/dialects.ts';
import { appWithTwoBookings } from '../../test/app-with-data.ts';

describe.each(dialects)('downloading a booking as a calendar file on $name', (dialect) => {
  let t: TestApp;
  let accessCode: string;
  beforeAll(async () => {
    ({ t, accessCode } = await appWithTwoBookings(dialect, 'cvsBellevue'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives one event per appointment at the wall time of each location, in its own time zone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.ics"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const ics = res.body;
    // 17:00Z is 10:00 in Alliance NE (Mountain); 16:30Z is 10:30 in Bellevue NE (Central).
    expect(ics).toContain('DTSTART;TZID=America/Denver:20261124T100000');
    expect(ics).toContain('DTEND;TZID=America/Denver:20261124T101500');
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20261125T103000');
    expect(ics).toContain('SUMMARY:Vaccination appointment: COVID-19\\, Flu');
    expect(ics).toMatch(/LOCATION:Safeway #549\\, 500 East Third Street\\, Alliance\\, NE/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('defines each time zone it names, so calendars that do not know the zone names place the times right', async () => {
    const ics = (await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}/calendar.ics` })).body;
    // Read as a calendar program reads it (ical.js): each event's start, in the zone the file defines, is the
    // appointment's instant.
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const defined = calendar.getAllSubcomponents('vtimezone').map((z) => new ICAL.Timezone(z));
    expect(defined.map((z) => z.tzid).sort()).toEqual(['America/Chicago', 'America/Denver']);
    const starts = calendar.getAllSubcomponents('vevent').map((event) => {
      const start = event.getFirstProperty('dtstart')!;
      const time = start.getFirstValue() as ICAL.Time;
      time.zone = defined.find((z) => z.tzid === start.getParameter('tzid'))!;
      return new Date(time.toUnixTime() * 1000).toISOString();
    });
    expect(starts.sort()).toEqual(['2026-11-24T17:00:00.000Z', '2026-11-25T16:30:00.000Z']);
    // The definitions come before the events, as RFC 5545 readers expect.
    expect(ics.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
  });

  it('carries nothing about the people booked: no names, e-mail, phone or birth date', async () => {
    const ics = (await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}/calendar.ics` })).body;
    for (const personal of [
      'Maria',
      'Jorge',
      'Lopez',
      'maria.lopez@example.com',
      '(308) 762-1258',
      '1958',
      '1950',
      accessCode,
    ]) {
      expect(ics).not.toContain(personal);
    }
  });

  it('speaks Spanish when asked', async () => {
    const ics = (
      await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}/calendar.ics?locale=es` })
    ).body;
    expect(ics).toContain('SUMMARY:Cita de vacunación: COVID-19\\, Gripe');
  });

  it('answers an unknown or malformed code with the same 404 as the booking lookup', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/registrations/AAAAAAAAAAAAAAAAAAAAAAAA/calendar.ics',
    });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/registrations/%27%20or%201%3D1/calendar.ics' });
    const lookup = await t.app.inject({ method: 'GET', url: '/api/v1/registrations/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(unknown.json()).toEqual(lookup.json());
    expect(malformed.json()).toEqual(lookup.json());
  });
});
