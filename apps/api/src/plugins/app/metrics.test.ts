import { afterEach, describe, expect, it } from 'vitest';
import { bookHeld, bookingBody, insertPlaces } from '../../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';

const TOMORROW_10AM = '2026-11-24T17:00:00.000Z';

describe.each(dialects)('metrics on $name', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  const scrape = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  it('are not served on the public port without METRICS_TOKEN', async () => {
    t = await createTestApp(dialect);
    // The path falls through to the web site's pages like any unknown address.
    expect((await scrape()).body).not.toContain('vaxnear_');
  });

  it('count bookings, slots taken, refusals by reason, holds, mail pending and requests per route, for the token only', async () => {
    t = await createTestApp(dialect, { config: { metricsToken: 'scrape-secret-1234' } });
    await insertPlaces(t.database.db, { capacity: 1, places: ['safewayAlliance'] });
    const body = (firstName: string) => bookingBody([{ slot: TOMORROW_10AM, user: { firstName } }]);
    expect((await bookHeld(t.app, body('Maria'))).statusCode).toBe(200);
    // Ana books without holding a time first (decision 223).
    const unheld = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/batch_create',
      payload: body('Ana'),
    });
    expect(unheld.json().errors[0].code).toBe('HOLD_REQUIRED');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/appointments/batch_create', payload: {} })).statusCode,
    ).toBe(400);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: bookingBody([{ slot: '2026-11-24T17:15:00.000Z' }]).appointments[0]!.timeSlotId },
    });
    expect(hold.statusCode).toBe(200);

    expect((await scrape('wrong-token-000000')).statusCode).toBe(404);
    expect((await scrape()).statusCode).toBe(404);
    const res = await scrape('scrape-secret-1234');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain('vaxnear_bookings_created_total 1');
    expect(text).toContain('vaxnear_slots_taken_total 1');
    expect(text).toContain('vaxnear_holds_created_total 2');
    expect(text).toContain('vaxnear_bookings_refused_total{reason="HOLD_REQUIRED"} 1');
    expect(text).toMatch(/vaxnear_bookings_refused_total\{reason="(MISSING_INFORMATION|VALIDATION_FAILED)"\} 1/);
    expect(text).toContain('vaxnear_mail_pending 1');
    expect(text).toContain(
      'vaxnear_http_requests_total{method="POST",route="/api/v1/appointments/batch_create",status="409"} 1',
    );
    expect(text).toContain(
      'vaxnear_http_request_duration_seconds_count{method="POST",route="/api/v1/appointments/batch_create"} 3',
    );
    expect(text).toContain('vaxnear_process_cpu_seconds_total');
    expect(text).toContain('vaxnear_nodejs_eventloop_lag_p99_seconds');
  });
});
