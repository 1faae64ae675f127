// Abuse of the request pipeline and of the retention job (issue #24, items 7 to 9): each test is one attack, tried
// against the real app on each database. The write routes are not listed by hand: they are read from the route table
// of the app itself, so a route added later is covered (or must say here why it needs no proof).
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { createTestApp, dialects, type DialectCase, type TestApp } from '../test/dialects.ts';
import { bookHeld, bookingBody, insertPlaces, slotId } from '../modules/bookings/test-fixtures.ts';
import { MAX_BODY_DEPTH, MAX_BODY_VALUES } from '../lib/json-body-limits.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every POST, PUT, PATCH and DELETE route of the real app, as `METHOD /path/:param`. */
async function writeRoutesOf(
  dialect: DialectCase,
  config: Partial<AppConfig>,
): Promise<{
  test: TestApp;
  routes: string[];
}> {
  const seen: RouteOptions[] = [];
  const base = await createTestApp(dialect, { config });
  // A second app on the same database, told of each route as it is registered (the test app is already built).
  const app = await buildApp({
    config: base.config,
    database: base.database,
    clock: base.clock,
    logger: false,
    onRoute: (route) => seen.push(route),
  });
  await app.ready();
  const routes = new Set<string>();
  for (const route of seen)
    for (const method of [route.method].flat()) if (WRITE_METHODS.has(method)) routes.add(`${method} ${route.url}`);
  return {
    test: {
      ...base,
      app,
      close: async () => {
        await app.close();
        await base.close();
      },
    },
    routes: [...routes].sort(),
  };
}

/** A path parameter is filled with a value of the right shape that names nothing. */
const urlOf = (route: string) => route.split(' ')[1]!.replace(/:[A-Za-z]+/g, 'AB12CD34EF56');
const methodOf = (route: string) => route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const slot = slotId('safewayAlliance', '2026-11-24T16:00:00.000Z');

/**
 * Write routes that need no proof, each with the reason. Anything else must carry the bot check before its body is
 * read, and has a body here that its schema accepts.
 */
const WITHOUT_PROOF: Record<string, string> = {
  'POST /api/v1/eligibilities':
    'a read: the age check with the date of birth in the body instead of the URL (decision 011); it writes nothing',
  'POST /api/v1/reservations/extend':
    "acts only on the calling client's own hold, found by its cookie, at most twice and never past 30 minutes",
  'POST /api/v1/reservations/batch/extend':
    "acts only on the calling client's own party holds, found by its cookie, at most twice and never past 30 minutes",
  'POST /api/v1/email_confirmations': 'the signed link from the e-mail is the proof; a mail scanner never posts it',
  'POST /api/v1/email_stops':
    '"this was not me": the signed link from the e-mail is the proof, and it only stops e-mail to that one mailbox',
  'POST /api/v1/email_stops/undo': 'the same signed link, undoing its own stop',
  // Staff calls (decision 240): a person at a pharmacy counter, never a public form. Signing in and accepting an
  // invitation are proved by the passkey (WebAuthn) itself and limited per address; the rest need a staff session and
  // a same-site request.
  'POST /api/v1/staff/sign-in/options':
    'staff: the passkey answers its challenge; STAFF_SIGN_IN_RATE_LIMIT_MAX per address',
  'POST /api/v1/staff/sign-in': 'staff: the passkey signature is the proof; limited per address',
  'POST /api/v1/staff/invitations/accept/options': 'staff: the signed one-use invitation link is the proof',
  'POST /api/v1/staff/invitations/accept': 'staff: the invitation link and the new passkey are the proof',
  'POST /api/v1/staff/sign-out': 'staff: needs a signed-in session and a same-site request',
  'POST /api/v1/staff/invitations': 'staff: needs an admin session and a same-site request',
  'POST /api/v1/staff/invitations/:id/revoke': 'staff: needs an admin session and a same-site request',
  'POST /api/v1/staff/closures': 'staff: needs a session whose scope covers the location, and a same-site request',
  'POST /api/v1/staff/closures/:id/reopen':
    'staff: needs a session whose scope covers the location, and a same-site request',
  'POST /api/v1/staff/listing-requests/:id/approve': 'staff: needs an operator session and a same-site request',
  'POST /api/v1/staff/listing-requests/:id/decline': 'staff: needs an operator session and a same-site request',
  'POST /api/v1/staff/capacity-changes':
    'staff: needs a session whose scope covers the location, and a same-site request',
  'POST /api/v1/staff/hours-changes': 'staff: needs a session whose scope covers the location, and a same-site request',
  'POST /api/v1/closure_offers/view':
    'a read: the signed offer link from the closure e-mail is the proof; it writes nothing',
  'POST /api/v1/closure_offers/take':
    'the signed offer link from the closure e-mail is the proof; it only moves its own booking to the time held for it',
  // The waiting list (decision 264): each call carries a signed link from the person's own e-mail.
  'POST /api/v1/waitlist/confirm': 'the signed link from the confirmation e-mail is the proof',
  'POST /api/v1/waitlist/entries/view': 'a read: the signed manage link from the e-mail is the proof',
  'POST /api/v1/waitlist/entries/leave': 'the signed manage link is the proof; it only ends its own entries',
  'POST /api/v1/waitlist/entries/stay': 'the signed manage link is the proof; it only resumes its own paused entries',
  'POST /api/v1/waitlist/offers/view': 'a read: the signed offer link from the e-mail is the proof',
  'POST /api/v1/waitlist/offers/take':
    'the signed offer link is the proof; it books only the place held for that person, within the booking caps',
  'POST /api/v1/waitlist/offers/decline': 'the signed offer link is the proof; it only gives its own held place on',
  'POST /api/v1/staff/locations/:locationId/lots':
    'staff: needs a session reaching the location and a same-site request',
  'POST /api/v1/staff/locations/:locationId/lots/:lotId/waste':
    'staff: needs a session reaching the location and a same-site request',
  'POST /api/v1/staff/locations/:locationId/lots/:lotId/count':
    'staff: needs a session reaching the location and a same-site request',
  'POST /api/v1/staff/locations/:locationId/appointments/:appointmentId/vaccinations':
    'staff: needs a session reaching the location and a same-site request',
  'POST /api/v1/staff/locations/:locationId/walk-ins':
    'staff: needs a session reaching the location and a same-site request',
  'POST /api/v1/staff/locations/:locationId/registry-messages/:vaccinationId/resend':
    'staff: needs a session reaching the location and a same-site request',
  'POST /api/v1/staff/appointments/:id/attendance': 'staff: needs a session at the location and a same-site request',
  'POST /api/v1/staff/appointments/:id/cancel': 'staff: needs a session at the location and a same-site request',
  'POST /api/v1/staff/webhooks': 'staff: needs an admin session and a same-site request',
  'PATCH /api/v1/staff/webhooks/:id': 'staff: needs an admin session and a same-site request',
  'POST /api/v1/staff/webhooks/:id/rotate-secret': 'staff: needs an admin session and a same-site request',
  'POST /api/v1/staff/webhooks/:id/replay': 'staff: needs an admin session and a same-site request',
  'POST /api/v1/staff/api-clients': 'staff: needs an admin session and a same-site request',
  'POST /api/v1/staff/api-clients/:id/revoke': 'staff: needs an admin session and a same-site request',
  'POST /api/v1/pharmacy-fhir/token':
    "OAuth 2.0 client credentials from a pharmacy's server: the client secret is the proof (decision 248)",
  'POST /api/v1/unsubscribe':
    'RFC 8058 one-click unsubscribe: a mail client posts it with the signed token and cannot solve a challenge',
};

const GOOD_BODIES: Record<string, unknown> = {
  'POST /api/v1/reservations': { timeSlotId: slot },
  'POST /api/v1/reservations/batch': { timeSlotIds: [slot] },
  'DELETE /api/v1/reservations': { timeSlotIds: [slot] },
  'POST /api/v1/appointments/batch_create': bookingBody([{ slot: '2026-11-24T17:00:00.000Z' }]),
  'POST /api/v1/registrations/:accessCode/cancel': {},
  'POST /api/v1/registrations/:accessCode/reschedule': { appointments: [{ id: 'a1', timeSlotId: slot }] },
  'POST /api/v1/registrations/:accessCode/erase': {},
  'POST /api/v1/registrations/lookup': {
    confirmationNumber: 'VX-123456',
    lastName: 'Lopez',
    dateOfBirth: '1980-04-12',
  },
  'POST /api/v1/reminders/batch_create': {
    reminders: [
      {
        firstName: 'Maria',
        email: 'maria@example.com',
        reminderType: 'maternal_rsv',
        reminderUrl: 'https://vaxnear.example/',
        timeZone: 'America/Denver',
        metadata: {
          expectedDueDate: '2027-02-20',
          estimatedVaccinationWindowStartDate: '2027-01-02',
          estimatedVaccinationWindowEndDate: '2027-01-30',
        },
      },
    ],
  },
  'POST /api/v1/external_surveys': {
    externalId: 'abc-123',
    version: 'pmap_survey_1',
    answers: { covid19: true, rsv: 'unsure', pneumococcal: false },
  },
  'POST /api/v1/subscriptions': {
    user: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', sex: 'female', dateOfBirth: '04/12/1980' },
    emailConsent: true,
  },
  'DELETE /api/v1/subscriptions': { email: 'ana@example.com' },
  'POST /api/v1/waitlist/entries': {
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Ruiz',
    dateOfBirth: '04/12/1980',
    kinds: ['flu'],
    zip: '69301',
    miles: 25,
    weekdays: [1, 2, 3],
    until: '2026-12-31',
  },
  'POST /api/v1/provider_registrations': {
    requestType: 'remove',
    listing: { identifierType: 'ncpdp', identifier: '3345678' },
    reason: 'This store closed on November 1.',
    contact: { contactType: 'store_manager', firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.com' },
  },
};

/** Nested `depth` levels deep, written as text: JSON.stringify itself would overflow on the deepest. */
const nestedLists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const json = { 'content-type': 'application/json' };

describe.each(dialects)('hardening abuse on $name', (dialect) => {
  it('a body nested 10,000 or 1,000,000 levels deep, or with thousands of values, never gets a 5xx on any write route', async () => {
    // No bot check: the same as a bot that paid for a proof, or a route that needs none.
    const { test, routes } = await writeRoutesOf(dialect, { botCheck: 'off' });
    try {
      await insertPlaces(test.database.db, { places: ['safewayAlliance'] });
      expect(routes.length).toBeGreaterThan(10);
      for (const route of routes) {
        const send = (payload: string) =>
          test.app.inject({ method: methodOf(route), url: urlOf(route), headers: json, payload });
        for (const payload of [nestedLists(10_000), nestedObjects(10_000), nestedLists(MAX_BODY_DEPTH + 1)]) {
          const res = await send(payload);
          expect([route, res.statusCode, res.json().errors[0].code]).toEqual([route, 400, 'BODY_TOO_COMPLEX']);
          expect(res.json().errors[0].message).toMatch(/more than 20 levels deep/);
        }
        const wide = await send(`[${'0,'.repeat(MAX_BODY_VALUES)}0]`);
        expect([route, wide.statusCode, wide.json().errors[0].code]).toEqual([route, 400, 'BODY_TOO_COMPLEX']);
        // A million levels is two megabytes: refused for its size before it is read.
        const huge = await send(nestedLists(1_000_000));
        expect([route, huge.statusCode, huge.json().errors[0].code]).toEqual([route, 413, 'PAYLOAD_TOO_LARGE']);
      }
      for (const table of ['appointments', 'holds', 'reminders', 'subscriptions', 'external_surveys'] as const)
        expect(await test.database.db.selectFrom(table).selectAll().execute()).toEqual([]);
      // The server still answers, and what a real form sends still goes through.
      expect((await test.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      const booked = await bookHeld(test.app, bookingBody([{ slot: '2026-11-24T17:00:00.000Z' }]));
      expect(booked.statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('odd bodies (other JSON types, prototype keys, text, a form, broken UTF-8, a charset) never get a 5xx on any write route', async () => {
    // Twelve bodies for every write route from one address outgrow the default RATE_LIMIT_MAX (600), which is not what
    // this test is about.
    const { test, routes } = await writeRoutesOf(dialect, { botCheck: 'off', rateLimitMax: 5000 });
    try {
      await insertPlaces(test.database.db, { places: ['safewayAlliance'] });
      const bodies: Array<[string, string | Buffer]> = [
        ['application/json', 'null'],
        ['application/json', '[]'],
        ['application/json', '"text"'],
        ['application/json', '1e400'],
        ['application/json', '{"__proto__":{"admin":true}}'],
        ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
        ['application/json', '{"timeSlotIds":["\\ud800"],"email":"\\u0000"}'],
        ['application/json', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
        ['application/json; charset=utf-8', nestedObjects(10_000)],
        ['text/plain', nestedLists(10_000)],
        ['application/x-www-form-urlencoded', 'a[b][c][d]=1&timeSlotIds[]=x'],
        ['application/xml', '<a/>'],
      ];
      const failures: Array<[string, string, number]> = [];
      for (const route of routes)
        for (const [type, payload] of bodies) {
          const res = await test.app.inject({
            method: methodOf(route),
            url: urlOf(route),
            headers: { 'content-type': type },
            payload,
          });
          if (res.statusCode >= 500) failures.push([route, `${type} ${String(payload).slice(0, 30)}`, res.statusCode]);
        }
      expect(failures).toEqual([]);
      const charset = await test.app.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: nestedLists(10_000),
      });
      expect([charset.statusCode, charset.json().errors[0].code]).toEqual([400, 'BODY_TOO_COMPLEX']);
    } finally {
      await test.close();
    }
  });

  it('four clients sending deep bodies at once do not stop the server answering everyone else', async () => {
    const test = await createTestApp(dialect);
    try {
      const deep = nestedLists(100_000);
      const attack = Array.from({ length: 4 }, async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i += 1) {
          const res = await test.app.inject({
            method: 'POST',
            url: '/api/v1/appointments/batch_create',
            headers: json,
            payload: deep,
          });
          statuses.push(res.statusCode);
        }
        return statuses;
      });
      const health = Array.from({ length: 10 }, () => test.app.inject({ method: 'GET', url: '/api/v1/health' }));
      const [attacks, answers] = await Promise.all([Promise.all(attack), Promise.all(health)]);
      expect(new Set(attacks.flat())).toEqual(new Set([400]));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    } finally {
      await test.close();
    }
  });

  it('a bot without a token learns nothing about the body on any write route: every body gets the same 403', async () => {
    // The look-up's own limit (10 tries per 15 minutes) counts before the bot check, as it should: not this test's subject.
    const { test, routes } = await writeRoutesOf(dialect, { botCheck: 'on', lookupRateLimitMax: 1000 });
    try {
      const checked = routes.filter((route) => !(route in WITHOUT_PROOF));
      // Every write route is either here with a good body or listed, with its reason, as needing no proof.
      expect(checked.filter((route) => !(route in GOOD_BODIES))).toEqual([]);
      expect(Object.keys(WITHOUT_PROOF).filter((route) => !routes.includes(route))).toEqual([]);
      for (const route of checked) {
        const send = (payload?: string) =>
          test.app.inject({
            method: methodOf(route),
            url: urlOf(route),
            ...(payload === undefined ? {} : { headers: json, payload }),
          });
        const good = await send(JSON.stringify(GOOD_BODIES[route]));
        expect([route, good.statusCode, good.json().errors[0].code]).toEqual([route, 403, 'BOT_CHECK_FAILED']);
        const bad = [
          undefined,
          '',
          '{}',
          '{"a":',
          'null',
          '[1,2,3]',
          JSON.stringify({ timeSlotId: 42, email: 'ana\u0000@example.com', appointments: 'x' }),
          nestedLists(10_000),
          nestedObjects(10_000),
          nestedLists(1_000_000),
        ];
        for (const payload of bad) {
          const res = await send(payload);
          expect([route, payload?.slice(0, 20), res.statusCode, res.json()]).toEqual([
            route,
            payload?.slice(0, 20),
            403,
            good.json(),
          ]);
        }
      }
    } finally {
      await test.close();
    }
  });

  it('the good bodies of the route walk above are ones the schemas accept, so the 403 is not a refusal of the body', async () => {
    const { test, routes } = await writeRoutesOf(dialect, { botCheck: 'off' });
    try {
      await insertPlaces(test.database.db, { places: ['safewayAlliance'] });
      const refusedBodies: Array<[string, number, string]> = [];
      for (const route of routes.filter((r) => r in GOOD_BODIES)) {
        const res = await test.app.inject({
          method: methodOf(route),
          url: urlOf(route),
          payload: GOOD_BODIES[route] as object,
        });
        const code = (res.json() as { errors?: Array<{ code: string }> }).errors?.[0]?.code ?? '';
        if (res.statusCode >= 500 || ['VALIDATION_FAILED', 'MISSING_INFORMATION'].includes(code))
          refusedBodies.push([route, res.statusCode, code]);
      }
      expect(refusedBodies).toEqual([]);
    } finally {
      await test.close();
    }
  });

  it('e-mails never sent because no SMTP_URL is set are deleted after the mail period, like sent ones', async () => {
    const test = await createTestApp(dialect);
    try {
      expect(test.config.smtpUrl).toBeNull();
      await insertPlaces(test.database.db, { places: ['safewayAlliance'] });
      const booked = await bookHeld(test.app, bookingBody([{ slot: '2026-11-24T17:00:00.000Z' }]));
      expect(booked.statusCode).toBe(200);
      const waiting = await test.database.db.selectFrom('mail_outbox').select(['status', 'text_body']).execute();
      expect(waiting.map((mail) => mail.status)).toEqual(['pending']);
      expect(waiting[0]!.text_body).toContain('Maria');

      const day = 86_400_000;
      const madeAt = Date.parse('2026-11-23T14:00:00.000Z');
      test.clock.set(new Date(madeAt + (test.config.retention.mailDays - 1) * day).toISOString());
      expect(await test.app.retention.runOnce()).toMatchObject({ mail: 0 });
      expect(await test.database.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(1);

      // The next round, a day after the period ended.
      test.clock.set(new Date(madeAt + (test.config.retention.mailDays + 1) * day).toISOString());
      expect(await test.app.retention.runOnce()).toMatchObject({ mail: 1 });
      expect(await test.database.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    } finally {
      await test.close();
    }
  });

  it("a partner survey's answers are deleted once RETENTION_SURVEY_DAYS have passed", async () => {
    const test = await createTestApp(dialect);
    try {
      const submitted = await test.app.inject({
        method: 'POST',
        url: '/api/v1/external_surveys',
        payload: GOOD_BODIES['POST /api/v1/external_surveys'] as object,
      });
      expect(submitted.statusCode).toBeLessThan(300);
      const day = 86_400_000;
      const receivedAt = Date.parse('2026-11-23T14:00:00.000Z');
      expect(test.config.retention.surveyDays).toBe(365);
      test.clock.set(new Date(receivedAt + 364 * day).toISOString());
      expect(await test.app.retention.runOnce()).toMatchObject({ surveyAnswers: 0 });
      expect(await test.database.db.selectFrom('external_surveys').select('id').execute()).toHaveLength(1);
      test.clock.set(new Date(receivedAt + 366 * day).toISOString());
      expect(await test.app.retention.runOnce()).toMatchObject({ surveyAnswers: 1 });
      expect(await test.database.db.selectFrom('external_surveys').select('id').execute()).toEqual([]);
    } finally {
      await test.close();
    }
  });

  it('a server clock that jumped a year ahead and was put back does not stop the retention job, and two servers still run it once', async () => {
    const test = await createTestApp(dialect);
    const second = await buildApp({ config: test.config, database: test.database, clock: test.clock, logger: false });
    try {
      const today = '2026-11-23T14:00:00.000Z';
      test.clock.set('2027-11-23T14:00:00.000Z');
      expect(await test.app.retention.runOnce()).not.toBeNull();
      test.clock.set(today);
      // Before: null for a year, until real time reached the claim written by the clock that ran ahead.
      const [one, other] = await Promise.all([test.app.retention.runOnce(), second.retention.runOnce()]);
      expect([one, other].filter((summary) => summary !== null)).toHaveLength(1);
      // The claim written today holds for the rest of the interval, and runs out with it.
      expect(await test.app.retention.runOnce()).toBeNull();
      test.clock.set(new Date(Date.parse(today) + test.config.retention.intervalMinutes * 60_000).toISOString());
      expect(await second.retention.runOnce()).not.toBeNull();
    } finally {
      await second.close();
      await test.close();
    }
  });
});
