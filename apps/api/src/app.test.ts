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
});
