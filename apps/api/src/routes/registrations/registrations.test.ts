import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../../test/dialects.ts';
import { appWithTwoBookings } from '../../test/app-with-data.ts';

describe.each(dialects)('looking up a booking by its access code on $name', (dialect) => {
  let t: TestApp;
  let accessCode: string;
  beforeAll(async () => {
    ({ t, accessCode } = await appWithTwoBookings(dialect, 'cvsArvada'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows both appointments with local times, services, place and name, and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { appointments } = res.json().data.registration;
    expect(
      appointments.map((a: { time: string; services: unknown; user: unknown; location: { name: string } }) => [
        a.time,
        a.services,
        a.user,
        a.location.name,
      ]),
    ).toEqual([
      [
        '2026-11-24T10:00:00-07:00',
        [
          { kind: 'covid_19', brand: 'pfizer' },
          { kind: 'flu', brand: null },
        ],
        { firstName: 'Maria', lastName: 'Lopez' },
        'Safeway #549',
      ],
      [
        '2026-11-25T09:30:00-07:00',
        [{ kind: 'flu', brand: null }],
        { firstName: 'Jorge', lastName: 'Lopez' },
        'CVS Pharmacy #16009',
      ],
    ]);
  });

  it('answers an unknown code and a malformed one with the same 404', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/registrations/AAAAAAAAAAAAAAAAAAAAAAAA' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/registrations/%27%20or%201%3D1' });
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual(unknown.json());
  });
});
