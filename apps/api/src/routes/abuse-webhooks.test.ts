// Attacks on the integrations (docs/security.md, "Attacks, before and after"; decisions 247 and 248), one test per
// attack: another retailer's admin or location staff reaching a subscription, a token used after its client is
// revoked, a subscription aimed at our own network, and payloads too big to store.
import { describe, expect, it } from 'vitest';
import { insertPlaces } from '../modules/bookings/test-fixtures.ts';
import { appPerTest, dialects, type TestApp } from '../test/dialects.ts';
import { firstOperator, invited, type SignedIn } from '../test/staff-sessions.ts';
import { PLACES } from '../modules/bookings/test-fixtures.ts';

const BELLEVUE = PLACES.cvsBellevue.id;

async function cast(t: TestApp) {
  const operator = await firstOperator(t);
  const cvsAdmin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
  const albertsonsAdmin = await invited(t, operator, {
    email: 'al@albertsons.example',
    role: 'retailer_admin',
    retailer: 'albertsons',
  });
  const bellevueStaff = await invited(t, cvsAdmin, {
    email: 'pat@cvs.example',
    role: 'location_staff',
    retailer: 'cvs',
    locationIds: [BELLEVUE],
  });
  return { operator, cvsAdmin, albertsonsAdmin, bellevueStaff };
}

async function cvsSubscription(t: TestApp, admin: SignedIn) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/webhooks',
    headers: admin.headers,
    payload: { url: 'https://8.8.8.8/hooks', eventTypes: ['appointment.created'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.subscription as { id: string; url: string };
}

describe.each(dialects)('integration attacks on $name', (dialect) => {
  const t = appPerTest(dialect, { now: '2026-11-23T14:00:00.000Z', config: { webhookPollMs: 3_600_000 } }, (app) =>
    insertPlaces(app.database.db),
  );

  it("another retailer's admin cannot read, change, rotate, replay or read the log of a subscription", async () => {
    const { cvsAdmin, albertsonsAdmin } = await cast(t);
    const subscription = await cvsSubscription(t, cvsAdmin);
    const base = `/api/v1/staff/webhooks/${subscription.id}`;
    const attempts = [
      { method: 'PATCH' as const, url: base, payload: { url: 'https://1.1.1.1/steal' } },
      { method: 'POST' as const, url: `${base}/rotate-secret` },
      {
        method: 'POST' as const,
        url: `${base}/replay`,
        payload: { from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' },
      },
      { method: 'GET' as const, url: `${base}/deliveries` },
      { method: 'GET' as const, url: '/api/v1/staff/webhooks?retailer=cvs' },
      {
        method: 'POST' as const,
        url: '/api/v1/staff/webhooks',
        payload: { retailer: 'cvs', url: 'https://1.1.1.1/steal', eventTypes: ['appointment.created'] },
      },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: albertsonsAdmin.headers });
      expect([attempt.url, res.statusCode, res.json().errors[0].code]).toEqual([attempt.url, 403, 'STAFF_FORBIDDEN']);
    }
    // Unchanged: same URL, one subscription, its secret never shown to the attacker.
    const list = await t.app.inject({ url: '/api/v1/staff/webhooks', headers: cvsAdmin.headers });
    expect(list.json().data).toEqual([expect.objectContaining({ id: subscription.id, url: subscription.url })]);
  });

  it('location staff cannot configure or read webhooks or API clients, even of their own retailer', async () => {
    const { cvsAdmin, bellevueStaff } = await cast(t);
    const subscription = await cvsSubscription(t, cvsAdmin);
    for (const attempt of [
      { method: 'GET' as const, url: '/api/v1/staff/webhooks' },
      { method: 'GET' as const, url: `/api/v1/staff/webhooks/${subscription.id}/deliveries` },
      { method: 'POST' as const, url: `/api/v1/staff/webhooks/${subscription.id}/rotate-secret` },
      { method: 'POST' as const, url: '/api/v1/staff/api-clients', payload: { name: 'mine' } },
      { method: 'GET' as const, url: '/api/v1/staff/api-clients' },
    ]) {
      const res = await t.app.inject({ ...attempt, headers: bellevueStaff.headers });
      expect([attempt.url, res.statusCode]).toEqual([attempt.url, 403]);
    }
  });

  it('a bearer token stops working the moment its client is revoked, and the secret gets no new one', async () => {
    const { cvsAdmin } = await cast(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/api-clients',
      headers: cvsAdmin.headers,
      payload: { name: 'CVS system' },
    });
    const { client, clientSecret } = made.json().data as { client: { id: string }; clientSecret: string };
    const basic = `Basic ${Buffer.from(`${client.id}:${clientSecret}`).toString('base64')}`;
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pharmacy-fhir/token',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(token.statusCode, token.body).toBe(200);
    const bearer = { authorization: `Bearer ${token.json().access_token}` };
    const read = () => t.app.inject({ url: `/api/v1/pharmacy-fhir/Schedule?location=${BELLEVUE}`, headers: bearer });
    expect((await read()).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/api-clients/${client.id}/revoke`,
      headers: cvsAdmin.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pharmacy-fhir/token',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect([again.statusCode, again.json().error]).toEqual([401, 'invalid_client']);
  });

  it("another retailer's API client cannot read this retailer's appointments", async () => {
    const { albertsonsAdmin } = await cast(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/api-clients',
      headers: albertsonsAdmin.headers,
      payload: { name: 'Albertsons system' },
    });
    const { client, clientSecret } = made.json().data as { client: { id: string }; clientSecret: string };
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pharmacy-fhir/token',
      payload: { grant_type: 'client_credentials', client_id: client.id, client_secret: clientSecret },
    });
    const res = await t.app.inject({
      url: `/api/v1/pharmacy-fhir/Appointment?location=${BELLEVUE}&date=2026-11-24`,
      headers: { authorization: `Bearer ${token.json().access_token}` },
    });
    expect([res.statusCode, res.json().resourceType]).toEqual([403, 'OperationOutcome']);
  });

  it('a subscription aimed at our own network or the cloud metadata service is refused', async () => {
    const { cvsAdmin } = await cast(t);
    for (const url of ['https://169.254.169.254/latest/meta-data/', 'https://10.0.0.2/', 'https://[::1]:8080/']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/webhooks',
        headers: cvsAdmin.headers,
        payload: { url, eventTypes: ['appointment.created'] },
      });
      expect([url, res.statusCode, res.json().errors[0].code]).toEqual([url, 400, 'WEBHOOK_URL_NOT_ALLOWED']);
    }
  });

  it('huge payloads: a long URL, a long list of events, a huge body and a huge token request change nothing', async () => {
    const { cvsAdmin } = await cast(t);
    const send = (payload: unknown, url = '/api/v1/staff/webhooks') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...cvsAdmin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const longUrl = await send({ url: `https://8.8.8.8/${'a'.repeat(5000)}`, eventTypes: ['appointment.created'] });
    expect(longUrl.statusCode).toBe(400);
    const manyEvents = await send({
      url: 'https://8.8.8.8/hooks',
      eventTypes: Array.from({ length: 5000 }, () => 'appointment.created'),
    });
    expect(manyEvents.statusCode).toBe(400);
    const huge = await send({
      url: 'https://8.8.8.8/hooks',
      eventTypes: ['appointment.created'],
      x: 'y'.repeat(400_000),
    });
    expect(huge.statusCode).toBe(413);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pharmacy-fhir/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${'x'.repeat(5000)}`,
    });
    expect(token.statusCode).toBeGreaterThanOrEqual(400);
    expect(token.statusCode).toBeLessThan(500);
    expect(await t.database.db.selectFrom('webhook_subscriptions').selectAll().execute()).toEqual([]);
  });
});
