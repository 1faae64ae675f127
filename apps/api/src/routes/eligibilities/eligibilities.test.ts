import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { insertPlaces, PLACES } from '../../modules/bookings/test-fixtures.ts';

describe.each(dialects)('checking eligibility before booking on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertPlaces(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1/eligibilities?${new URLSearchParams(query).toString()}` });
  const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/eligibilities', payload: body });

  it('warns a 60-year-old about the medical condition needed for RSV', async () => {
    const res = await get({
      dateOfBirth: '1966-05-01',
      locationId: PLACES.safewayAlliance.id,
      services: JSON.stringify([{ kind: 'rsv', brands: ['gsk'] }]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.warnings).toEqual([
      { code: 'MEDICAL_CONDITION', service: 'rsv', message: expect.stringContaining('50 to 74') },
    ]);
  });

  it('answers the same through POST, keeping the date of birth out of the URL', async () => {
    const res = await post({
      dateOfBirth: '05/01/1966',
      locationId: PLACES.safewayAlliance.id,
      services: [{ kind: 'rsv' }],
    });
    expect(res.json().data.warnings[0].code).toBe('MEDICAL_CONDITION');
  });

  it('warns that COVID-19 needs a prescription in Colorado', async () => {
    const res = await post({
      dateOfBirth: '1940-05-01',
      locationId: PLACES.cvsArvada.id,
      services: [{ kind: 'covid_19' }],
    });
    expect(res.json().data.warnings).toEqual([
      {
        code: 'PRESCRIPTION_REQUIRED',
        service: 'covid_19',
        message: 'A prescription is required for the COVID-19 vaccine in CO.',
      },
    ]);
  });

  it('answers 400 with the service and code, the retailer age limit included', async () => {
    const res = await post({
      dateOfBirth: '2008-01-01',
      locationId: PLACES.cvsBellevue.id,
      services: [{ kind: 'flu' }, { kind: 'rsv' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { code: 'RETAILER_AGE_RESTRICTION', service: 'flu', limit: 19, message: expect.any(String) },
      { code: 'RETAILER_AGE_RESTRICTION', service: 'rsv', limit: 19, message: expect.any(String) },
    ]);
  });

  it('says when the date of birth does not match the chosen minor age range', async () => {
    const res = await post({
      dateOfBirth: '2020-01-01',
      locationId: PLACES.safewayAlliance.id,
      bookingFlow: 'minor',
      services: [{ kind: 'flu', ageMin: 12, ageMax: 17 }],
    });
    expect(res.json().errors[0]).toMatchObject({ code: 'AGE_OUTSIDE_RANGE', service: 'flu' });
  });

  it('refuses an invalid date of birth, an unknown location and unreadable services', async () => {
    expect(
      (
        await post({ dateOfBirth: '02/30/1990', locationId: PLACES.safewayAlliance.id, services: [{ kind: 'flu' }] })
      ).json().errors[0],
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'dateOfBirth' });
    expect(
      (await post({ dateOfBirth: '1990-01-01', locationId: 'vgov-nowhere', services: [{ kind: 'flu' }] })).statusCode,
    ).toBe(404);
    expect(
      (await get({ dateOfBirth: '1990-01-01', locationId: PLACES.safewayAlliance.id, services: 'flu' })).statusCode,
    ).toBe(400);
  });
});
