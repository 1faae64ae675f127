// A new vaccine kind is one row of the table of kinds (decision 289) and its names in the translation files (decision
// 300). This test adds a kind the site does not have to the table and its English name to the server's texts, and
// nothing else: a pharmacy offering it is found by the search, booked for it, and the booking's e-mail names it, on
// both databases.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ONLY_KIND, withTestOnlyKind } from '@vaxnear/domain/testing/test-only-kind';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { bookHeld, bookingBody, insertPlaces, PLACES } from './test-fixtures.ts';

vi.mock('@vaxnear/domain/vaccine-kinds', async (original) =>
  withTestOnlyKind(await original<typeof import('@vaxnear/domain/vaccine-kinds')>()),
);
vi.mock('../../i18n/en/vaccines.json', async (original) => {
  const { default: english } = await original<{ default: { names: Record<string, string> } }>();
  return { default: { ...english, names: { ...english.names, [TEST_ONLY_KIND]: 'Testvax' } } };
});

// Now: Monday 2026-11-23 07:00 in Alliance NE (America/Denver). 17:00 UTC tomorrow is 10:00 there.
const TEN = '2026-11-24T17:00:00.000Z';
const ALLIANCE = `latitude=${PLACES.safewayAlliance.lat}&longitude=${PLACES.safewayAlliance.lng}`;
const services = (list: unknown) => encodeURIComponent(JSON.stringify(list));

describe.each(dialects)('a kind added to the table of kinds, on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { smtpUrl: null, mailPollMs: 3_600_000 } });
    await insertPlaces(t.database.db, { capacity: 2, places: ['safewayAlliance', 'cvsBellevue'] });
    // Only Alliance gives it, from 18.
    await t.database.db
      .insertInto('location_offerings')
      .values({
        location_id: PLACES.safewayAlliance.id,
        kind: TEST_ONLY_KIND,
        brand: 'pfizer',
        min_age: 18,
        max_age: 120,
      })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is searched for: only the pharmacy that offers it is found, with the kind among its services', async () => {
    const wanted = services([{ kind: TEST_ONLY_KIND, brands: [], ageMin: 30, ageMax: 30 }]);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/query?${ALLIANCE}&services=${wanted}&pageSize=10` });
    expect(res.statusCode, res.body).toBe(200);
    const { locations } = res.json().data as { locations: Array<{ id: string; services: Array<{ kind: string }> }> };
    expect(locations.map((l) => l.id)).toEqual([PLACES.safewayAlliance.id]);
    expect(locations[0]!.services.map((s) => s.kind)).toContain(TEST_ONLY_KIND);
  });

  it('is booked with its brand, and the confirmation e-mail names it', async () => {
    const res = await bookHeld(
      t.app,
      bookingBody([
        {
          slot: TEN,
          services: [
            { kind: TEST_ONLY_KIND, brand: 'pfizer' },
            { kind: 'flu', brand: null },
          ],
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { registration } = res.json().data;
    expect(registration.appointments[0].services).toEqual([
      expect.objectContaining({ kind: TEST_ONLY_KIND, brand: 'pfizer' }),
      expect.objectContaining({ kind: 'flu', brand: null }),
    ]);
    const [mail] = await t.database.db.selectFrom('mail_outbox').select('text_body').execute();
    expect(mail!.text_body).toContain('Testvax (Pfizer)');
  });

  it('is refused where it is not offered, as any kind is', async () => {
    const res = await bookHeld(
      t.app,
      bookingBody([{ place: 'cvsBellevue', slot: TEN, services: [{ kind: TEST_ONLY_KIND, brand: 'pfizer' }] }]),
    );
    expect([res.statusCode, res.json().errors[0].code]).toEqual([400, 'SERVICE_NOT_OFFERED']);
  });
});
