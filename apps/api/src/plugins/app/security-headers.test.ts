import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { loadConfig } from '../../config.ts';

describe.each(dialects.slice(0, 1))('security headers ($name)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('come with every kind of answer: a success, a bad request, an unknown API path, the web app', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      t.app.inject({ method: 'GET', url: '/api/v1/geolocation/nearest_zip_code?latitude=200&longitude=-73' }),
      t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
      t.app.inject({ method: 'GET', url: '/schedule' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 404, expect.any(Number)]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;" +
          "form-action 'self';frame-ancestors 'self';img-src 'self' data: https:;object-src 'none';script-src 'self';" +
          "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self' blob:",
      );
      expect(answer.headers).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(answer.headers['permissions-policy']).toContain('camera=()');
    }
  });
});

describe.each(dialects)('the Date header ($name)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: '2031-05-06T07:08:09.000Z' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("says the time by the server's own clock on answers and refusals, which clients count holds down by", async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      t.app.inject({ method: 'POST', url: '/api/v1/reservations/extend', payload: { timeSlotId: 'nonsense' } }),
    ]);
    expect(answers[1]!.statusCode).toBeGreaterThanOrEqual(400);
    for (const answer of answers) expect(answer.headers.date).toBe('Tue, 06 May 2031 07:08:09 GMT');
  });
});

describe('security headers with a tag manager container configured', () => {
  it('allow exactly the tag manager host for scripts, connections and images, and nothing inline', async () => {
    const t = await createTestApp(dialects[0]!, { config: { tagManager: true } });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/schedule' });
      const directives = Object.fromEntries(
        String(answer.headers['content-security-policy'])
          .split(';')
          .map((d) => {
            const [name, ...sources] = d.trim().split(' ');
            return [name, sources];
          }),
      );
      expect(directives['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
      expect(directives['connect-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
      expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:', 'https://www.googletagmanager.com']);
      expect(directives['default-src']).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
  });

  it('comes from VITE_TAG_MANAGER_ID, the same setting the web build reads, only when it is a container id', () => {
    expect(loadConfig({ VITE_TAG_MANAGER_ID: 'GTM-AB12CD3' }).tagManager).toBe(true);
    expect(loadConfig({ VITE_TAG_MANAGER_ID: 'UA-1234' }).tagManager).toBe(false);
    expect(loadConfig({}).tagManager).toBe(false);
  });
});
