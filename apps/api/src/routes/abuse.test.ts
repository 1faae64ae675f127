// The abuse suite (issue #10): each test is one attack from the adversarial review, tried against the real app on
// each database. Figures before and after are in docs/security.md.
import { describe, expect, it } from 'vitest';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { buildApp } from '../app.ts';
import { appPerTest, createTestApp, dialects } from '../test/dialects.ts';
import { encodeProof, solvedPayload } from '../test/bot-check-proof.ts';
import { bookHeld, bookingBody, insertPlaces, slotId } from '../modules/bookings/test-fixtures.ts';
import { LINK_MAILS_PER_RECIPIENT_PER_DAY } from '../modules/email-confirmations/email-confirmations.service.ts';
import { confirmLinkSentTo } from '../test/email-links.ts';
import { MAX_HOLD_TOTAL_MINUTES, MAX_HOLDS_PER_ADDRESS } from '@vaxnear/domain/constants';

describe.each(dialects)('abuse on $name', (dialect) => {
  const t = appPerTest(dialect, { config: { botCheck: 'on' } }, (app) =>
    insertPlaces(app.database.db, { places: ['safewayAlliance'], capacity: 50 }),
  );

  const slotAt = (minutes: number) =>
    slotId('safewayAlliance', new Date(Date.parse('2026-11-24T16:00:00.000Z') + minutes * 60_000).toISOString());

  it('replaying one solved proof re-encoded (key order, spacing, extra keys, upper-case signature) gets one call through', async () => {
    const p = await solvedPayload(t.app, 'create_reservation');
    const spellings = [
      encodeProof(p),
      encodeProof({
        signature: p.signature,
        salt: p.salt,
        number: p.number,
        challenge: p.challenge,
        algorithm: p.algorithm,
      }),
      encodeProof(JSON.stringify(p, null, 2)),
      encodeProof({ ...p, extra: 'x' }),
      encodeProof({ ...p, number: String(p.number) }),
      encodeProof({ ...p, signature: p.signature.toUpperCase() }),
    ];
    const statuses = [];
    for (const [i, token] of spellings.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        headers: { 'x-bot-check-token': token },
        payload: { timeSlotId: slotAt(i * 15) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(spellings.length - 1);
  });

  it('replaying a proof on a second server process sharing the database is refused', async () => {
    const other = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
    try {
      const token = encodeProof(await solvedPayload(t.app, 'create_reservation'));
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        headers: { 'x-bot-check-token': token },
        payload: { timeSlotId: slotAt(0) },
      });
      const second = await other.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        headers: { 'x-bot-check-token': token },
        payload: { timeSlotId: slotAt(15) },
      });
      expect([first.statusCode, second.statusCode]).toEqual([200, 403]);
    } finally {
      await other.close();
    }
  });

  it('a client claiming 127.0.0.1 or rotating X-Forwarded-For addresses is still rate limited', async () => {
    const limited = await createTestApp(dialect, { config: { rateLimitMax: 5 } });
    try {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) {
        const forwarded = i % 2 === 0 ? '127.0.0.1' : `203.0.113.${i}`;
        const res = await limited.app.inject({
          method: 'GET',
          url: '/api/v1/health',
          headers: { 'x-forwarded-for': forwarded },
          remoteAddress: '198.51.100.7',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('behind one trusted proxy (TRUST_PROXY=1) the address the proxy saw is the one limited, and the loopback proxy is not exempt', async () => {
    const proxied = await createTestApp(dialect, { config: { rateLimitMax: 3, trustProxy: 1 } });
    try {
      const from = async (client: string) =>
        (
          await proxied.app.inject({
            method: 'GET',
            url: '/api/v1/health',
            headers: { 'x-forwarded-for': `127.0.0.1, ${client}` },
            remoteAddress: '127.0.0.1',
          })
        ).statusCode;
      const first = [
        await from('203.0.113.1'),
        await from('203.0.113.1'),
        await from('203.0.113.1'),
        await from('203.0.113.1'),
      ];
      expect(first).toEqual([200, 200, 200, 429]);
      expect(await from('203.0.113.2')).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('one address dropping its cookie on every request holds at most HOLDS_PER_ADDRESS slots, and a neighbour still can', async () => {
    const open = await createTestApp(dialect);
    try {
      await insertPlaces(open.database.db, { places: ['safewayAlliance'], capacity: 2 });
      const statuses = [];
      for (let i = 0; i < 30; i += 1) {
        const res = await open.app.inject({
          method: 'POST',
          url: '/api/v1/reservations',
          payload: { timeSlotId: slotAt(i * 15) },
          remoteAddress: '198.51.100.7',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_HOLDS_PER_ADDRESS);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX_HOLDS_PER_ADDRESS);
      // The same attack from addresses in one IPv6 /64 counts as one address.
      const v6 = [];
      for (let i = 0; i < 30; i += 1) {
        const res = await open.app.inject({
          method: 'POST',
          url: '/api/v1/reservations',
          payload: { timeSlotId: slotAt(i * 15) },
          remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}`,
        });
        v6.push(res.statusCode);
      }
      expect(v6.filter((s) => s === 200)).toHaveLength(MAX_HOLDS_PER_ADDRESS);
      const neighbour = await open.app.inject({
        method: 'POST',
        url: '/api/v1/reservations',
        payload: { timeSlotId: slotAt(30 * 15) },
        remoteAddress: '198.51.100.8',
      });
      expect(neighbour.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('re-holding the same slot over and over keeps it at most thirty minutes in all', async () => {
    const open = await createTestApp(dialect);
    try {
      await insertPlaces(open.database.db, { places: ['safewayAlliance'], capacity: 1 });
      const cookie = `vaxnear_client=${'a'.repeat(22)}`;
      const holdIt = (who: string) =>
        open.app.inject({
          method: 'POST',
          url: '/api/v1/reservations',
          payload: { timeSlotId: slotAt(0) },
          headers: { cookie: who },
        });
      const expiries = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await holdIt(cookie);
        expect(res.statusCode).toBe(200);
        expiries.push(Date.parse(res.json().data.expiresAt));
        open.clock.advance(4 * 60_000);
      }
      const start = Date.parse('2026-11-23T14:00:00.000Z');
      const lastExpiry = Math.max(...expiries);
      expect(lastExpiry - start).toBeLessThanOrEqual(MAX_HOLD_TOTAL_MINUTES * 60_000);
      // Once the renewals are spent the hold lapses, and someone else gets the place.
      open.clock.set(new Date(lastExpiry));
      expect((await holdIt(`vaxnear_client=${'b'.repeat(22)}`)).statusCode).toBe(200);
      expect((await holdIt(cookie)).statusCode).toBe(409);
    } finally {
      await open.close();
    }
  });

  it('an access code never reaches the request log: booking, look-up, calendar and unknown paths', async () => {
    const lines: string[] = [];
    const open = await createTestApp(dialect);
    const logged = await buildApp({
      config: { ...open.config, logLevel: 'info' },
      database: open.database,
      clock: open.clock,
      logStream: {
        write: (line) => {
          lines.push(line);
        },
      },
    });
    try {
      await insertPlaces(open.database.db, { places: ['safewayAlliance'] });
      const booked = await bookHeld(logged, bookingBody([{ slot: '2026-11-24T17:00:00.000Z' }]));
      expect(booked.statusCode).toBe(200);
      const code = booked.json().data.registration.accessCode as string;
      expect((await logged.inject({ method: 'GET', url: `/api/v1/registrations/${code}` })).statusCode).toBe(200);
      expect(
        (await logged.inject({ method: 'GET', url: `/api/v1/registrations/${code}/calendar.ics?locale=es` }))
          .statusCode,
      ).toBe(200);
      await logged.inject({ method: 'GET', url: `/api/v1/registrations/${code}/not-a-route-yet` });
      await logged.inject({ method: 'GET', url: `/appointments/${code}` });
      const log = lines.join('');
      expect(log).toContain('/api/v1/registrations/:accessCode/calendar.ics');
      expect(log).not.toContain(code);
    } finally {
      await logged.close();
      await open.close();
    }
  });

  it('NUL and other control characters in any field of any public call are a 400 that names the field, and store nothing', async () => {
    const open = await createTestApp(dialect);
    try {
      await insertPlaces(open.database.db, { places: ['safewayAlliance'] });
      const calls: Array<[string, string, object, string]> = [
        [
          'POST',
          '/api/v1/appointments/batch_create',
          bookingBody([{ slot: '2026-11-24T17:00:00.000Z', user: { firstName: 'Ma\u0000ria' } }]),
          'appointments.0.user.firstName',
        ],
        ['POST', '/api/v1/reservations', { timeSlotId: `${slotAt(0)}\u0000` }, 'timeSlotId'],
        ['DELETE', '/api/v1/reservations', { timeSlotIds: [`${slotAt(0)}\u0001`] }, 'timeSlotIds.0'],
        [
          'POST',
          '/api/v1/reminders/batch_create',
          { reminders: [{ firstName: 'Ana\u0000', email: 'ana@example.com' }] },
          'reminders.0.firstName',
        ],
        [
          'POST',
          '/api/v1/subscriptions',
          { user: { firstName: 'Ana', lastName: 'Ruiz\u001b[31m', email: 'ana@example.com' }, emailConsent: true },
          'user.lastName',
        ],
        ['DELETE', '/api/v1/subscriptions', { email: 'ana\u0000@example.com' }, 'email'],
        ['POST', '/api/v1/provider_registrations', { requestType: 'remove', reason: 'closed\u0000' }, 'reason'],
        ['POST', '/api/v1/external_surveys', { externalId: 'x\u0000' }, 'externalId'],
        ['POST', '/api/v1/eligibilities', { state: 'N\u0000E' }, 'state'],
      ];
      for (const [method, url, payload, field] of calls) {
        const res = await open.app.inject({ method: method as 'POST', url, payload });
        expect([url, res.statusCode, res.json().errors[0]]).toEqual([
          url,
          400,
          expect.objectContaining({ code: 'VALIDATION_FAILED', field }),
        ]);
      }
      const query = await open.app.inject({
        method: 'GET',
        url: '/api/v1/geolocation/autocomplete?text=main%00street',
      });
      expect([query.statusCode, query.json().errors[0].code]).toEqual([400, 'VALIDATION_FAILED']);
      for (const table of [
        'appointments',
        'holds',
        'reminders',
        'subscriptions',
        'provider_registrations',
        'external_surveys',
      ] as const) {
        expect(await open.database.db.selectFrom(table).selectAll().execute()).toEqual([]);
      }
    } finally {
      await open.close();
    }
  });

  it('an e-mail address the mail library would read as another address or a display name is refused', async () => {
    const open = await createTestApp(dialect);
    try {
      for (const email of [
        'a;b@example.com',
        'x<y@example.com>',
        'ana@example.com,b@example.com',
        '"a"@example.com',
        'ana(b)@example.com',
      ]) {
        const res = await open.app.inject({ method: 'DELETE', url: '/api/v1/subscriptions', payload: { email } });
        expect([email, res.statusCode, res.json().errors[0].field]).toEqual([email, 400, 'email']);
      }
      // What the form accepts, the mail library parses back to the same single address.
      for (const email of ['ana.ruiz+flu@example.com', "o'brien@example.ie", 'josé@correo.es']) {
        expect(addressparser(email)).toEqual([{ address: email, name: '' }]);
      }
    } finally {
      await open.close();
    }
  });

  it('a bot without a token learns nothing about the body rules: a bad body and a good one get the same 403', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/batch_create',
      payload: { reminders: [{ email: 'not-an-address\u0000' }] },
    });
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/batch_create',
      payload: { reminders: [] },
    });
    expect([bad.statusCode, good.statusCode]).toEqual([403, 403]);
    expect(bad.json()).toEqual(good.json());
  });

  it('every answer carries a Permissions-Policy that denies the camera, microphone and payment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*payment=\(\)/);
  });

  it("a stranger who knows a name and a date of birth learns no time, place or code of that person's appointment, and its contact is told", async () => {
    const open = await createTestApp(dialect);
    try {
      await insertPlaces(open.database.db, { places: ['safewayAlliance'], capacity: 5 });
      const book = (email: string, slot = '2026-11-24T17:00:00.000Z') =>
        bookHeld(open.app, bookingBody([{ slot }], { email }));
      const booked = await book('maria.lopez@example.com');
      expect(booked.statusCode).toBe(200);
      // One active booking per person and vaccine (decision 223): the stranger, with another contact address, meets
      // the same refusal as the person's own second contact would, naming nothing of the booking that exists.
      const stranger = await book('prober@example.net', '2026-11-24T18:00:00.000Z');
      const owner = await book('maria.other@example.org', '2026-11-24T18:15:00.000Z');
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json()).toEqual(owner.json());
      expect(stranger.json().errors[0].code).toBe('PERSON_ALREADY_BOOKED');
      const { accessCode, confirmationNumber } = booked.json().data.registration;
      for (const secret of [accessCode, confirmationNumber, 'Safeway', '10:00', '2026-11-24'])
        expect(JSON.stringify(stranger.json())).not.toContain(secret);
      // The offer of the existing booking goes to its own contact, once a day however often it is tried.
      const notices = await open.database.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'text_body'])
        .where('kind', '=', 'duplicate_booking_notice')
        .execute();
      expect(notices.map((n) => n.recipient)).toEqual(['maria.lopez@example.com']);
      expect(notices[0]!.text_body).toContain(`/schedule/manage?accessCode=${accessCode}`);
      // The accidental duplicate (same person, same contact, same time) is still refused as before.
      const again = await book('Maria.Lopez@example.com');
      expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'APPOINTMENT_ALREADY_BOOKED']);
    } finally {
      await open.close();
    }
  });

  it('personal data left behind is erased by the retention job once its period is over, by one server of two', async () => {
    const open = await createTestApp(dialect);
    const second = await buildApp({ config: open.config, database: open.database, clock: open.clock, logger: false });
    try {
      await insertPlaces(open.database.db, { places: ['safewayAlliance'] });
      const booked = await bookHeld(open.app, bookingBody([{ slot: '2026-11-24T17:00:00.000Z' }]));
      const code = booked.json().data.registration.accessCode as string;
      const provider = await open.app.inject({
        method: 'POST',
        url: '/api/v1/provider_registrations',
        payload: {
          requestType: 'remove',
          listing: { identifierType: 'ncpdp', identifier: '3345678' },
          reason: 'This store closed on November 1.',
          contact: { contactType: 'store_manager', firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.com' },
        },
      });
      expect([booked.statusCode, provider.statusCode]).toEqual([200, 201]);
      await open.database.db
        .insertInto('reminders')
        .values({
          id: 'r1',
          first_name: 'Ana',
          email: 'ana@example.com',
          remind_at: '2027-01-02T15:00:00.000Z',
          reminder_type: 'maternal_rsv',
          reminder_url: 'https://vaxnear.example/',
          metadata: '{"expectedDueDate":"2027-02-20"}',
          created_at: '2026-11-23T14:00:00.000Z',
          sent_at: null,
        })
        .execute();
      await open.database.db
        .insertInto('subscriptions')
        .values({
          id: 's1',
          email: 'ana@example.com',
          first_name: 'Ana',
          last_name: 'Ruiz',
          phone_number: null,
          sex: 'female',
          date_of_birth: '1980-04-12',
          locale: 'en',
          sms_consent: 0,
          consented_at: '2024-11-01T00:00:00.000Z',
          consent_expires_at: '2026-11-01T00:00:00.000Z',
          campaign_source_code: 'web',
          campaign_media_program: null,
          created_at: '2024-11-01T00:00:00.000Z',
          updated_at: '2024-11-01T00:00:00.000Z',
        })
        .execute();
      await open.database.db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: '2026-11-23T14:00:00.000Z' })
        .execute();

      // Today: only the subscription whose consent already ran out goes.
      const [today, other] = await Promise.all([open.app.retention.runOnce(), second.retention.runOnce()]);
      expect([today, other].filter((s) => s === null)).toHaveLength(1);
      expect(today ?? other).toMatchObject({
        registrations: 0,
        mail: 0,
        reminders: 0,
        providerRequests: 0,
        subscriptions: 1,
      });

      open.clock.set('2027-12-01T00:00:00.000Z');
      expect(await open.app.retention.runOnce()).toMatchObject({
        registrations: 1,
        mail: 1,
        reminders: 1,
        providerRequests: 1,
      });
      const appointment = await open.database.db.selectFrom('appointments').selectAll().executeTakeFirstOrThrow();
      expect(appointment).toMatchObject({
        first_name: '',
        last_name: '',
        date_of_birth: '',
        address1: '',
        health_questionnaire: null,
        location_id: 'vgov-albertsons-549-ne',
      });
      const registration = await open.database.db.selectFrom('registrations').selectAll().executeTakeFirstOrThrow();
      expect([registration.email, registration.phone]).toEqual(['', null]);
      for (const table of ['mail_outbox', 'reminders', 'provider_registrations', 'subscriptions'] as const) {
        expect(await open.database.db.selectFrom(table).selectAll().execute()).toEqual([]);
      }
      expect((await open.app.inject({ method: 'GET', url: `/api/v1/registrations/${code}` })).statusCode).toBe(404);
    } finally {
      await second.close();
      await open.close();
    }
  });

  const reminder = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Maria',
    email: 'victim@example.com',
    reminderType: 'maternal_rsv',
    reminderUrl: 'https://evil.example/win-a-prize',
    timeZone: 'America/Denver',
    metadata: {
      expectedDueDate: '2027-02-20',
      estimatedVaccinationWindowStartDate: '2027-01-02',
      estimatedVaccinationWindowEndDate: '2027-01-30',
    },
    ...overrides,
  });

  it('aiming reminder e-mails at a stranger sends them one plain confirmation a time, at most three a day, and never a reminder', async () => {
    const open = await createTestApp(dialect);
    try {
      const spam = await open.app.inject({
        method: 'POST',
        url: '/api/v1/reminders/batch_create',
        payload: { reminders: [reminder({ firstName: 'Win $$$ at evil.com' })] },
      });
      expect([spam.statusCode, spam.json().errors[0].field]).toEqual([400, 'reminders.0.firstName']);
      const phone = await open.app.inject({
        method: 'POST',
        url: '/api/v1/reminders/batch_create',
        payload: { reminders: [reminder({ firstName: 'Call 555 010 0199' })] },
      });
      expect(phone.statusCode).toBe(400);
      for (let i = 0; i < 10; i += 1) {
        const res = await open.app.inject({
          method: 'POST',
          url: '/api/v1/reminders/batch_create',
          payload: { reminders: [reminder()] },
        });
        expect(res.statusCode).toBe(202);
      }
      const mails = await open.database.db.selectFrom('mail_outbox').selectAll().execute();
      expect(mails).toHaveLength(LINK_MAILS_PER_RECIPIENT_PER_DAY);
      for (const mail of mails) {
        expect(mail.kind).toBe('email_confirmation');
        expect(`${mail.subject} ${mail.text_body} ${mail.html_body}`).not.toContain('evil.example');
      }
      open.clock.set('2027-01-03T00:00:00.000Z');
      expect(await open.database.db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    } finally {
      await open.close();
    }
  });

  it('a stranger can neither overwrite nor delete a subscription by knowing the e-mail address', async () => {
    const open = await createTestApp(dialect);
    try {
      const signUp = (firstName: string) =>
        open.app.inject({
          method: 'POST',
          url: '/api/v1/subscriptions',
          payload: {
            user: {
              firstName,
              lastName: 'Lopez',
              email: 'victim@example.com',
              sex: 'female',
              dateOfBirth: '04/12/1980',
            },
            emailConsent: true,
            smsConsent: false,
          },
        });
      await signUp('Maria');
      expect((await confirmLinkSentTo(open, 'victim@example.com')).statusCode).toBe(200);
      expect((await signUp('Mallory')).statusCode).toBe(202);
      const removal = await open.app.inject({
        method: 'DELETE',
        url: '/api/v1/subscriptions',
        payload: { email: 'victim@example.com' },
      });
      const unknown = await open.app.inject({
        method: 'DELETE',
        url: '/api/v1/subscriptions',
        payload: { email: 'nobody@example.com' },
      });
      expect([removal.statusCode, removal.json().data.status]).toEqual([
        unknown.statusCode,
        unknown.json().data.status,
      ]);
      const forged = await open.app.inject({
        method: 'POST',
        url: '/api/v1/unsubscribe?token=9999999999.dmljdGltQGV4YW1wbGUuY29t.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect([forged.statusCode, forged.json().errors[0].code]).toEqual([400, 'LINK_INVALID']);
      const rows = await open.database.db.selectFrom('subscriptions').select(['email', 'first_name']).execute();
      expect(rows).toEqual([{ email: 'victim@example.com', first_name: 'Maria' }]);
    } finally {
      await open.close();
    }
  });
});
