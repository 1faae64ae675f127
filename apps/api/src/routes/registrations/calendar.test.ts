import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../../test/dialects.ts';
import { appWithTwoBookings } from '../../test/app-with-data.ts';

const SAFEWAY = 'vgov-albertsons-549-ne';

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

  // Last: it changes the Safeway's slot length.
  it("blocks the location's own slot length, the same end as the published Slot of that time", async () => {
    await t.database.db.updateTable('locations').set({ slot_minutes: 20 }).where('id', '=', SAFEWAY).execute();
    const ics = (await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}/calendar.ics` })).body;
    // 10:00 is on the 20-minute grid from 09:00; the entry ends 20 minutes later, as the booking says.
    expect(ics).toContain('DTSTART;TZID=America/Denver:20261124T100000');
    expect(ics).toContain('DTEND;TZID=America/Denver:20261124T102000');
    const booking = await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}` });
    expect(booking.json().data.registration.appointments[0].durationMinutes).toBe(20);

    const schedules = (await t.app.inject({ url: '/api/v1/fhir/Schedule.ndjson' })).body
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; actor: Array<{ reference: string }> });
    const safewaySchedules = new Set(
      schedules.filter((s) => s.actor[0]!.reference === `Location/${SAFEWAY}`).map((s) => `Schedule/${s.id}`),
    );
    const slots = (await t.app.inject({ url: '/api/v1/fhir/Slot-NE.ndjson' })).body
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { schedule: { reference: string }; start: string; end: string })
      .filter((s) => safewaySchedules.has(s.schedule.reference) && s.start === '2026-11-24T10:00:00-07:00');
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.end).toBe('2026-11-24T10:20:00-07:00');
  });
});
