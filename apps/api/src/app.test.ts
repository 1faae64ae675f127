import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './test/dialects.ts';

describe.each(dialects)('the API shell on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(dialect); });
  afterAll(async () => { await t.close(); });

  it('answers an unknown API path with a 404 in the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'NOT_FOUND', message: 'There is no GET /api/v1/nothing-here.' }] });
  });

  it('serves the OpenAPI document under /api/v1/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('says which parameter is missing, and which one is invalid, with the codes the client relies on', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/geolocation/nearest_zip_code?latitude=40' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ code: 'MISSING_INFORMATION', field: 'longitude', message: 'The parameter "longitude" is required.' }]);
    const invalid = await t.app.inject({ method: 'GET', url: '/api/v1/geolocation/nearest_zip_code?latitude=200&longitude=-73' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'latitude' });
  });

  it('answers a body that is not JSON with a 400, not a server error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/reservations', headers: { 'content-type': 'application/json' }, payload: '{"timeSlotId":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('The request body is not valid JSON.');
  });
});
