import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLibraryMessage } from '@vaxnear/domain/plain-messages';
import { createTestApp, dialects, type TestApp } from './test/dialects.ts';

describe.each(dialects)('the API shell on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

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
    expect(missing.json().errors).toEqual([
      { code: 'MISSING_INFORMATION', field: 'longitude', message: 'The parameter "longitude" is required.' },
    ]);
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/v1/geolocation/nearest_zip_code?latitude=200&longitude=-73',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'latitude' });
  });

  it('answers a body that is not JSON with a 400, not a server error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      headers: { 'content-type': 'application/json' },
      payload: '{"timeSlotId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('The request body is not valid JSON.');
  });

  it("never answers with a schema library's own wording, whatever a client sends", async () => {
    const attempts = [
      ['/api/v1/subscriptions', { user: { sex: null, firstName: 3, dateOfBirth: {} }, emailConsent: 'yes' }],
      ['/api/v1/subscriptions', [1, 2]],
      ['/api/v1/provider_registrations', { requestType: 'delete' }],
      ['/api/v1/provider_registrations', { requestType: 'edit', listing: null, contact: 5 }],
      ['/api/v1/external_surveys', { externalId: null, version: 1, answers: { covid19: 'maybe' } }],
      ['/api/v1/reservations', { timeSlotId: { $ne: 1 } }],
    ] as const;
    for (const [url, payload] of attempts) {
      const res = await t.app.inject({ method: 'POST', url, payload: payload as object });
      expect(res.statusCode, url).toBe(400);
      const messages = (res.json().errors as { message: string }[]).map((error) => error.message);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expect(
          isLibraryMessage(message.replace(/^The (field|parameter) "[^"]+" is invalid: /, '')),
          `${url}: ${message}`,
        ).toBe(false);
        expect(message, url).not.toMatch(/Invalid input|expected \w+, received|Invalid option|Too (small|big)/);
      }
    }
  });
});
