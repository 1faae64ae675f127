// Attacks on the SMART Scheduling Links feed (issue #28), each against the real app on each database. Figures before
// and after are in docs/security.md.
import { describe, expect, it } from 'vitest';
import { appPerTest, dialects } from '../test/dialects.ts';
import { insertPlaces } from '../modules/bookings/test-fixtures.ts';

describe.each(dialects)('abuse of the availability feed on $name', (dialect) => {
  const t = appPerTest(dialect, { config: { publicBaseUrl: 'https://vaxnear.example' } }, (app) =>
    insertPlaces(app.database.db, { places: ['safewayAlliance'] }),
  );

  it('a forged Host (or X-Forwarded-Host) cannot put its own URLs in the manifest a shared cache would keep', async () => {
    for (const headers of [
      { host: 'attacker.example' },
      { host: 'vaxnear.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' },
    ]) {
      const res = await t.app.inject({ url: '/api/v1/fhir/$bulk-publish', headers });
      expect(res.statusCode).toBe(200);
      const manifest = res.json() as { request: string; output: Array<{ url: string }> };
      expect(res.body).not.toContain('attacker.example');
      expect(manifest.request).toBe('https://vaxnear.example/api/v1/fhir/$bulk-publish');
      expect(manifest.output.length).toBeGreaterThan(0);
      for (const item of manifest.output) expect(item.url).toMatch(/^https:\/\/vaxnear\.example\/api\/v1\/fhir\//);
    }
  });
});
