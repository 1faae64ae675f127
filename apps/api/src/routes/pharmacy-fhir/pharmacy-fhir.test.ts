// The FHIR read API as a pharmacy system uses it (decision 248): its admin makes a client, the system trades the
// client's id and secret for a bearer token (OAuth 2.0 client credentials) and searches its own locations. Answers are
// valid FHIR R4 (the `fhir` package's validator), scoped to the retailer, limited per client, and in the audit log.
import { Fhir } from 'fhir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookHeld, bookingBody, insertPlaces, PLACES } from '../../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { firstOperator, invited, type SignedIn } from '../../test/staff-sessions.ts';
import { receivedLot, recordVaccination } from '../../test/counter-fixtures.ts';

const fhir = new Fhir();
const fhirErrors = (resource: object) =>
  fhir
    .validate(resource, { errorOnUnexpected: true })
    .messages.filter((m) => m.severity === 'error' || m.severity === 'fatal')
    .map((m) => `${m.location}: ${m.message}`);

const BELLEVUE = PLACES.cvsBellevue.id;
const ALLIANCE = PLACES.safewayAlliance.id;

describe.each(dialects)('the FHIR read API on $name', (dialect) => {
  let t: TestApp;
  let cvsAdmin: SignedIn;

  beforeEach(async () => {
    t = await createTestApp(dialect, {
      now: '2026-11-23T14:00:00.000Z',
      config: { fhirApiRateLimitMax: 8, webhookPollMs: 3_600_000 },
    });
    await insertPlaces(t.database.db);
    const operator = await firstOperator(t);
    cvsAdmin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
  });
  afterEach(async () => {
    await t.close();
  });

  const newClient = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/api-clients',
      headers: cvsAdmin.headers,
      payload: { name: 'CVS pharmacy system' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { client: { id: string; retailer: string }; clientSecret: string };
  };
  const tokenFor = async (clientId: string, clientSecret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/pharmacy-fhir/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
    });
  const search = (token: string, query: string) =>
    t.app.inject({ url: `/api/v1/pharmacy-fhir/${query}`, headers: { authorization: `Bearer ${token}` } });

  it('trades client credentials for a bearer token and answers searchset Bundles of valid FHIR R4', async () => {
    const booked = await bookHeld(t.app, bookingBody([{ place: 'cvsBellevue', slot: '2026-11-24T17:00:00.000Z' }]));
    expect(booked.statusCode, booked.body).toBe(200);
    const { client, clientSecret } = await newClient();
    expect(client.retailer).toBe('cvs');
    const token = await tokenFor(client.id, clientSecret);
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(token.headers['cache-control']).toBe('no-store');
    const accessToken = token.json().access_token as string;

    const appointments = await search(accessToken, `Appointment?location=${BELLEVUE}&date=2026-11-24`);
    expect(appointments.statusCode, appointments.body).toBe(200);
    expect(appointments.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = appointments.json();
    expect(fhirErrors(bundle)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    expect(bundle.entry[0].resource).toMatchObject({
      resourceType: 'Appointment',
      status: 'booked',
      start: '2026-11-24T17:00:00.000Z',
      contained: [{ resourceType: 'Patient', name: [{ family: 'Lopez', given: ['Maria'] }] }],
    });
    // Another day of the same location: nothing.
    expect((await search(accessToken, `Appointment?location=${BELLEVUE}&date=2026-11-25`)).json().total).toBe(0);

    for (const query of [`Schedule?location=${BELLEVUE}`, `Slot?location=${BELLEVUE}&date=2026-11-24`]) {
      const res = await search(accessToken, query);
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json();
      expect(found.total).toBeGreaterThan(0);
      expect(fhirErrors(found)).toEqual([]);
    }
    // No vaccination records exist yet: an empty Bundle, not an error.
    const immunizations = await search(accessToken, `Immunization?location=Location/${BELLEVUE}&date=2026-11-24`);
    expect(immunizations.statusCode).toBe(200);
    expect(immunizations.json()).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 0 });

    // Every read is in the audit log, the client as its actor.
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'record_type', 'record_id', 'retailer'])
      .where('action', '=', 'fhir.search')
      .orderBy('at')
      .execute();
    expect(audit).toHaveLength(5);
    expect(new Set(audit.map((a) => a.actor_id))).toEqual(new Set([`api_client:${client.id}`]));
    expect(audit.every((a) => a.retailer === 'cvs' && a.record_id === BELLEVUE)).toBe(true);
  });

  it('answers the vaccinations recorded at the counter as Immunizations of the day they were booked for', async () => {
    const booked = await bookHeld(t.app, bookingBody([{ place: 'cvsBellevue', slot: '2026-11-24T17:00:00.000Z' }]));
    expect(booked.statusCode, booked.body).toBe(200);
    const appointmentId = booked.json().data.registration.appointments[0].id as string;
    const lot = await receivedLot(t, cvsAdmin, 'cvsBellevue', { lotNumber: 'FLU77', expiresOn: '2027-05-31' });
    const given = await recordVaccination(t, cvsAdmin, 'cvsBellevue', appointmentId, { lotId: lot.id, site: 'RD' });
    expect(given.statusCode, given.body).toBe(201);

    const { client, clientSecret } = await newClient();
    const accessToken = (await tokenFor(client.id, clientSecret)).json().access_token as string;
    const res = await search(accessToken, `Immunization?location=Location/${BELLEVUE}&date=2026-11-24`);
    expect(res.statusCode, res.body).toBe(200);
    const bundle = res.json();
    expect(fhirErrors(bundle)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    expect(bundle.entry[0].resource).toMatchObject({
      resourceType: 'Immunization',
      id: given.json().data.id,
      status: 'completed',
      vaccineCode: { coding: [{ system: 'http://hl7.org/fhir/sid/cvx', code: '88' }] },
      // Recorded the day before the appointment (a person who came early): searched by the appointment's date.
      occurrenceDateTime: '2026-11-23T14:00:00.000Z',
      lotNumber: 'FLU77',
      expirationDate: '2027-05-31',
      site: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0163', code: 'RD' }] },
      route: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0162', code: 'IM' }] },
      location: { reference: expect.stringMatching(/^Location\//) },
    });
    // The day before, which has no appointment, has none.
    const before = await search(accessToken, `Immunization?location=${BELLEVUE}&date=2026-11-23`);
    expect(before.json().total).toBe(0);
  });

  it("refuses another retailer's location with a FHIR OperationOutcome", async () => {
    const { client, clientSecret } = await newClient();
    const accessToken = (await tokenFor(client.id, clientSecret)).json().access_token as string;
    const res = await search(accessToken, `Appointment?location=${ALLIANCE}&date=2026-11-24`);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(res.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'forbidden' }],
    });
    expect(fhirErrors(res.json())).toEqual([]);
  });

  it('answers bad searches and missing tokens with OperationOutcomes, and wrong secrets as OAuth says', async () => {
    const { client, clientSecret } = await newClient();
    expect((await tokenFor(client.id, `${clientSecret}x`)).json()).toMatchObject({ error: 'invalid_client' });
    const accessToken = (await tokenFor(client.id, clientSecret)).json().access_token as string;
    for (const [query, status] of [
      [`Appointment?location=${BELLEVUE}`, 400],
      [`Appointment?location=${BELLEVUE}&date=24/11/2026`, 400],
      ['Appointment?date=2026-11-24', 400],
      [`Patient?location=${BELLEVUE}`, 404],
    ] as const) {
      const res = await search(accessToken, query);
      expect([query, res.statusCode, res.json().resourceType]).toEqual([query, status, 'OperationOutcome']);
    }
    const anonymous = await t.app.inject({ url: `/api/v1/pharmacy-fhir/Schedule?location=${BELLEVUE}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().resourceType).toBe('OperationOutcome');
  });

  it('limits each client to its requests per minute, whatever its number of tokens', async () => {
    const { client, clientSecret } = await newClient();
    const tokens = [
      (await tokenFor(client.id, clientSecret)).json().access_token as string,
      (await tokenFor(client.id, clientSecret)).json().access_token as string,
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await search(tokens[i % 2]!, `Schedule?location=${BELLEVUE}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    t.clock.advance(61_000);
    expect((await search(tokens[0]!, `Schedule?location=${BELLEVUE}`)).statusCode).toBe(200);
  });

  it('ends tokens after 15 minutes', async () => {
    const { client, clientSecret } = await newClient();
    const accessToken = (await tokenFor(client.id, clientSecret)).json().access_token as string;
    t.clock.advance(15 * 60_000 + 1000);
    expect((await search(accessToken, `Schedule?location=${BELLEVUE}`)).statusCode).toBe(401);
  });
});
