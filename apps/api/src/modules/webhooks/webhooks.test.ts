// Webhooks as a pharmacy system meets them (decision 247): a real receiver on loopback verifies every signature with
// the `standardwebhooks` library, every payload is valid FHIR R4 (the `fhir` package's validator), and receivers that
// are down, failing, slow or answered twice still get each event in order, at least once, under one event id.
import { Fhir } from 'fhir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS } from '@vaxnear/domain/webhooks';
import { bookHeld, bookingBody, insertPlaces, PLACES, slotId } from '../bookings/test-fixtures.ts';
import { recordAppointmentEvent } from './webhook-events.service.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import {
  cookieHeader,
  firstOperator,
  invited,
  sessionCookieOf,
  signInWith,
  type SignedIn,
} from '../../test/staff-sessions.ts';
import { deliverDueWebhooks } from './webhook-delivery.service.ts';
import { isAllowedAddress } from './webhook-address.ts';
import { sendWebhook } from './webhook-sender.ts';
import { claimDeliveries, findDueDeliveries } from './webhooks.repository.ts';
import { TestReceiver } from './test-receiver.ts';
import { receivedLot, recordVaccination } from '../../test/counter-fixtures.ts';

const fhir = new Fhir();
const fhirErrors = (resource: object) =>
  fhir
    .validate(resource, { errorOnUnexpected: true })
    .messages.filter((m) => m.severity === 'error' || m.severity === 'fatal')
    .map((m) => `${m.location}: ${m.message}`);

const SLOT = '2026-11-24T17:00:00.000Z';
const LATER_SLOT = '2026-11-24T18:00:00.000Z';
const TIMEOUT_MS = 400;

describe.each(dialects)('webhooks on $name', (dialect) => {
  let t: TestApp;
  let cvsAdmin: SignedIn;
  let secrets: string[];
  let receiver: TestReceiver;

  beforeEach(async () => {
    t = await createTestApp(dialect, {
      now: '2026-11-23T14:00:00.000Z',
      config: { webhookAllowLoopback: true, webhookTimeoutMs: TIMEOUT_MS, webhookPollMs: 3_600_000 },
    });
    await insertPlaces(t.database.db);
    const operator = await firstOperator(t);
    cvsAdmin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    secrets = [];
    receiver = new TestReceiver(
      () => secrets,
      () => t.clock.now(),
    );
    await receiver.start();
  });
  afterEach(async () => {
    await receiver.stop();
    await t.close();
  });

  const subscribe = async (url = receiver.url, eventTypes?: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/webhooks',
      headers: cvsAdmin.headers,
      payload: {
        url,
        eventTypes: eventTypes ?? [
          'appointment.created',
          'appointment.changed',
          'appointment.cancelled',
          'appointment.checked_in',
          'appointment.vaccinated',
          'appointment.not_given',
          'appointment.no_show',
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { subscription, secret } = res.json().data as { subscription: { id: string }; secret: string };
    secrets.push(secret);
    return { id: subscription.id, secret };
  };
  let people = 0;
  /** Each booking for another person: one person has one booking per vaccine at a time. */
  const book = async (slot = SLOT) => {
    const firstName = ['Maria', 'Ana', 'Lucia', 'Rosa', 'Elena', 'Carmen', 'Julia'][people++ % 7];
    const res = await bookHeld(t.app, bookingBody([{ place: 'cvsBellevue', slot, user: { firstName } }]));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.registration as { accessCode: string; appointments: Array<{ id: string }> };
  };
  /** Passes until nothing more is sent now (a later event of an appointment goes in the pass after its earlier one). */
  const drain = async () => {
    for (let pass = 0; pass < 20; pass += 1) {
      const summary = await t.app.webhookWorker.runOnce();
      if (summary.delivered + summary.retried + summary.failed === 0) return;
    }
  };
  const deliveries = () => t.database.db.selectFrom('webhook_deliveries').selectAll().orderBy('seq').execute();

  it('sends a booking, its change and its cancellation in order, signed, as valid FHIR R4', async () => {
    await subscribe();
    const registration = await book();
    const appointmentId = registration.appointments[0]!.id;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${registration.accessCode}/reschedule`,
      payload: { appointments: [{ id: appointmentId, timeSlotId: slotId('cvsBellevue', LATER_SLOT) }] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${registration.accessCode}/cancel`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain();

    expect(receiver.received.map((r) => r.parsed.type)).toEqual([
      'appointment.created',
      'appointment.changed',
      'appointment.cancelled',
    ]);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(3);
    for (const r of receiver.received) {
      expect(r.verifiedWith).toEqual(secrets);
      expect(fhirErrors(r.parsed.data)).toEqual([]);
      const appointment = r.parsed.data.entry[0]!.resource;
      expect(appointment).toMatchObject({ resourceType: 'Appointment', id: appointmentId });
    }
    // Built when sent: the appointment as it is now, cancelled at its new time.
    expect(receiver.received[2]!.parsed.data.entry[0]!.resource).toMatchObject({
      status: 'cancelled',
      start: LATER_SLOT,
    });
    expect((await deliveries()).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('sends one event per person of a group booking, and a cancellation without the person once they erase it', async () => {
    await subscribe();
    const party = await bookHeld(
      t.app,
      bookingBody([
        { place: 'cvsBellevue', slot: SLOT },
        { place: 'cvsBellevue', slot: SLOT, user: { firstName: 'Ana' } },
      ]),
    );
    expect(party.statusCode, party.body).toBe(200);
    const registration = party.json().data.registration as { accessCode: string; appointments: Array<{ id: string }> };
    await drain();
    expect(receiver.received.map((r) => r.parsed.data.entry[0]!.resource.id).sort()).toEqual(
      registration.appointments.map((a) => a.id).sort(),
    );
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${registration.accessCode}/erase`,
      payload: {},
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await drain();
    const cancellations = receiver.received.slice(2);
    expect(cancellations.map((r) => r.parsed.type)).toEqual(['appointment.cancelled', 'appointment.cancelled']);
    for (const r of cancellations) {
      expect(fhirErrors(r.parsed.data)).toEqual([]);
      // Erased: the appointment's id, its pharmacy and "cancelled", nothing of the person.
      expect(r.body).not.toMatch(/Lopez|Maria|1958/);
      expect(r.parsed.data.entry[0]!.resource).toMatchObject({ resourceType: 'Appointment', status: 'cancelled' });
    }
  });

  it('sends check-in, vaccinated (with its Immunization), not given and no-show as the counter records them', async () => {
    await subscribe();
    const vaccinated = (await book()).appointments[0]!.id;
    const notGiven = (await book(LATER_SLOT)).appointments[0]!.id;
    const noShow = (await book('2026-11-24T19:00:00.000Z')).appointments[0]!.id;
    let headers = cvsAdmin.headers;
    const attendance = async (id: string, payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/appointments/${id}/attendance`,
        headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await attendance(vaccinated, { to: 'checked_in' });
    const lot = await receivedLot(t, cvsAdmin, 'cvsBellevue', { lotNumber: 'FLU2026A', expiresOn: '2027-06-30' });
    const given = await recordVaccination(t, cvsAdmin, 'cvsBellevue', vaccinated, { lotId: lot.id });
    expect(given.statusCode, given.body).toBe(201);
    await attendance(notGiven, { to: 'not_given', reason: 'patient_declined' });
    // The next day, after the appointment's time: the admin signs in again (sessions end when idle).
    t.clock.set('2026-11-24T19:30:00.000Z');
    headers = cookieHeader(t, sessionCookieOf(await signInWith(t, cvsAdmin.device))!);
    await attendance(noShow, { to: 'no_show' });
    await drain();

    const eventsOf = (id: string) =>
      receiver.received
        .filter((r) => r.parsed.data.entry[0]!.resource.id === id)
        .map((r) => [r.parsed.type, r.parsed.data.entry[0]!.resource.status]);
    // Each payload is built when sent, so all show the appointment as it is at the end.
    expect(eventsOf(vaccinated)).toEqual([
      ['appointment.created', 'fulfilled'],
      ['appointment.checked_in', 'fulfilled'],
      ['appointment.vaccinated', 'fulfilled'],
    ]);
    expect(eventsOf(notGiven)).toEqual([
      ['appointment.created', 'fulfilled'],
      ['appointment.not_given', 'fulfilled'],
    ]);
    expect(eventsOf(noShow)).toEqual([
      ['appointment.created', 'noshow'],
      ['appointment.no_show', 'noshow'],
    ]);
    const vaccination = receiver.received.find((r) => r.parsed.type === 'appointment.vaccinated')!.parsed.data;
    expect(fhirErrors(vaccination)).toEqual([]);
    expect(vaccination.entry).toHaveLength(2);
    expect(vaccination.entry[1]!.resource).toMatchObject({
      resourceType: 'Immunization',
      id: given.json().data.id,
      status: 'completed',
      vaccineCode: { coding: [{ system: 'http://hl7.org/fhir/sid/cvx', code: '88' }] },
      manufacturer: { identifier: { system: 'http://hl7.org/fhir/sid/mvx', value: 'SEQ' } },
      lotNumber: 'FLU2026A',
      expirationDate: '2027-06-30',
      route: { coding: [{ code: 'IM' }] },
      site: { coding: [{ code: 'LD' }] },
      doseQuantity: { value: 0.5, unit: 'mL' },
      patient: { reference: '#patient' },
      contained: [{ resourceType: 'Patient', name: [{ family: 'Lopez' }] }],
    });
  });

  it('records nothing for a retailer without a subscription, nor for events a subscription did not choose', async () => {
    await subscribe(receiver.url, ['appointment.cancelled']);
    const albertsons = await bookHeld(t.app, bookingBody([{ place: 'safewayAlliance', slot: SLOT }]));
    expect(albertsons.statusCode).toBe(200);
    await book();
    expect(await deliveries()).toEqual([]);
  });

  it('adds no SQL statement to a change whose retailer has no subscriber, and one INSERT when it has', async () => {
    await subscribe();
    const statements: string[] = [];
    const counted = t.database.db.withPlugin({
      transformQuery: (args) => {
        statements.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const deps = { db: t.database.db, clock: t.clock, config: t.config };
    const event = (retailer: string, appointmentId: string) => ({
      appointmentId,
      locationId: retailer === 'cvs' ? PLACES.cvsBellevue.id : PLACES.safewayAlliance.id,
      retailer,
      type: 'appointment.created' as const,
    });
    // The first call of a server reads the list of subscriptions; later ones, within WEBHOOK_CACHE_S, do not.
    await recordAppointmentEvent(counted, deps, event('albertsons', 'a0'));
    statements.length = 0;
    await recordAppointmentEvent(counted, deps, event('albertsons', 'a1'), event('albertsons', 'a2'));
    expect(statements).toEqual([]);
    await recordAppointmentEvent(counted, deps, event('cvs', 'c1'), event('cvs', 'c2'), event('albertsons', 'a3'));
    expect(statements).toEqual(['InsertQueryNode']);
    expect((await deliveries()).map((d) => d.appointment_id)).toEqual(['c1', 'c2']);
  });

  it('keeps events while the receiver is down for an hour and sends them, in order, when it is back', async () => {
    await subscribe();
    const registration = await book();
    await receiver.stop();
    await drain();
    await t.app.inject({ method: 'POST', url: `/api/v1/registrations/${registration.accessCode}/cancel`, payload: {} });
    for (let minute = 0; minute < 60; minute += 5) {
      t.clock.advance(5 * 60_000);
      await drain();
    }
    expect((await deliveries()).map((d) => [d.event_type, d.status])).toEqual([
      ['appointment.created', 'pending'],
      ['appointment.cancelled', 'pending'],
    ]);
    expect(Number((await deliveries())[0]!.attempts)).toBeGreaterThan(1);
    await receiver.start();
    t.clock.advance(2 * 3600_000);
    await drain();
    expect(receiver.received.map((r) => r.parsed.type)).toEqual(['appointment.created', 'appointment.cancelled']);
    expect(receiver.received.every((r) => r.verifiedWith.length === 1)).toBe(true);
  });

  it('backs off from a receiver that answers 500 to everything and gives up after more than 24 hours', async () => {
    const { id } = await subscribe();
    receiver.answer = 'error';
    await book();
    const started = t.clock.now().getTime();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      const [row] = await deliveries();
      t.clock.set(new Date(row!.next_attempt_at));
      await drain();
    }
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, last_status_code: 500 });
    expect(new Date(row!.last_attempt_at!).getTime() - started).toBeGreaterThan(24 * 3600_000);
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    // The log shows the answer's first characters, control characters taken out.
    // A day later the admin signs in again to read the log.
    const again = sessionCookieOf(await signInWith(t, cvsAdmin.device))!;
    const log = await t.app.inject({
      url: `/api/v1/staff/webhooks/${id}/deliveries`,
      headers: cookieHeader(t, again),
    });
    expect(log.json().data[0]).toMatchObject({
      status: 'failed',
      lastStatusCode: 500,
      lastResponse: 'Internal error: database unavailable trace',
    });
  });

  it('times out a slow receiver without holding up another, and retries it under the same event id', async () => {
    await subscribe();
    const fast = new TestReceiver(
      () => secrets,
      () => t.clock.now(),
    );
    await fast.start();
    try {
      await subscribe(fast.url);
      receiver.answer = 'slow';
      receiver.slowMs = TIMEOUT_MS * 4;
      await book();
      const summary = await t.app.webhookWorker.runOnce();
      expect(summary).toEqual({ delivered: 1, retried: 1, failed: 0 });
      expect(fast.received).toHaveLength(1);
      const slowRow = (await deliveries()).find((d) => d.status === 'pending')!;
      expect(slowRow.last_error).toBe('timeout');
      receiver.answer = 'ok';
      t.clock.set(new Date(slowRow.next_attempt_at));
      await drain();
      expect(receiver.received.map((r) => r.id)).toEqual([slowRow.event_id, slowRow.event_id]);
      expect((await deliveries()).every((d) => d.status === 'delivered')).toBe(true);
    } finally {
      await fast.stop();
    }
  });

  it('sends again, with the same webhook-id, what a worker killed mid-delivery had sent', async () => {
    await subscribe();
    await book();
    receiver.answer = 'hang';
    const config = { webhookTimeoutMs: 60_000, webhookAllowLoopback: true };
    // The first worker sends and then hears nothing: as good as dead while it holds its lease.
    const dead = deliverDueWebhooks({ db: t.database.db, clock: t.clock, config });
    await waitFor(() => receiver.received.length === 1);
    expect(await t.app.webhookWorker.runOnce()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    receiver.answer = 'ok';
    t.clock.advance(60_000 * 2 + 31_000);
    expect(await t.app.webhookWorker.runOnce()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    await receiver.stop();
    await dead;
    await receiver.start();
    expect(receiver.received.map((r) => r.id)).toEqual([receiver.received[0]!.id, receiver.received[0]!.id]);
    // The dead worker's late outcome does not overwrite the delivery.
    expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('never lets two workers send one event at the same time', async () => {
    await subscribe();
    for (const hour of [15, 16, 17, 18, 19]) await book(`2026-11-24T${hour}:00:00.000Z`);
    const config = { webhookTimeoutMs: TIMEOUT_MS, webhookAllowLoopback: true };
    const due = await findDueDeliveries(t.database.db, t.clock.now().toISOString(), 50);
    expect(due).toHaveLength(5);
    const passes = await Promise.all(
      [1, 2, 3].map(() => deliverDueWebhooks({ db: t.database.db, clock: t.clock, config })),
    );
    expect(passes.reduce((sum, p) => sum + p.delivered, 0)).toBe(5);
    expect(receiver.received).toHaveLength(5);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(5);
    // A claim taken is taken: a second claim of the same row by what it saw finds nothing.
    const now = t.clock.now().toISOString();
    expect(await claimDeliveries(t.database.db, [due[0]!.id], 'late-pass', now, '2099-01-01T00:00:00.000Z')).toEqual(
      [],
    );
  });

  it('signs with the old and the new secret for 24 hours after a rotation, then with the new one alone', async () => {
    const { id, secret: oldSecret } = await subscribe();
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/webhooks/${id}/rotate-secret`,
      headers: cvsAdmin.headers,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().data.secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    secrets.push(newSecret);
    await book();
    await drain();
    expect(receiver.received[0]!.verifiedWith.sort()).toEqual([newSecret, oldSecret].sort());
    expect(receiver.received[0]!.signature.split(' ')).toHaveLength(2);
    t.clock.advance(25 * 3600_000);
    await book(LATER_SLOT);
    await drain();
    expect(receiver.received[1]!.verifiedWith).toEqual([newSecret]);
  });

  it('replays one event, then a time range, under the same event ids', async () => {
    const { id } = await subscribe();
    await book();
    await book(LATER_SLOT);
    await drain();
    const [first, second] = receiver.received;
    const one = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/webhooks/${id}/replay`,
      headers: cvsAdmin.headers,
      payload: { eventId: first!.id },
    });
    expect(one.json()).toEqual({ data: { replayed: 1 } });
    await drain();
    const range = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/webhooks/${id}/replay`,
      headers: cvsAdmin.headers,
      payload: { from: '2026-11-23T00:00:00Z', to: '2026-11-24T00:00:00Z' },
    });
    expect(range.json()).toEqual({ data: { replayed: 2 } });
    await drain();
    expect(receiver.received.slice(0, 3).map((r) => r.id)).toEqual([first!.id, second!.id, first!.id]);
    // Two appointments' events go out side by side: in either order.
    expect(
      receiver.received
        .slice(3)
        .map((r) => r.id)
        .sort(),
    ).toEqual([first!.id, second!.id].sort());
  });

  it('refuses private, loopback, link-local and metadata addresses with the production setting', async () => {
    await t.close();
    t = await createTestApp(dialect, { config: { webhookAllowLoopback: false, webhookPollMs: 3_600_000 } });
    await insertPlaces(t.database.db);
    const operator = await firstOperator(t);
    const admin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[fd00:ec2::254]/hooks',
      'https://localhost/hooks',
      `http://example.com/hooks`,
      'https://user:pass@example.com/hooks',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/webhooks',
        headers: admin.headers,
        payload: { url, eventTypes: ['appointment.created'] },
      });
      expect([url, res.statusCode, res.json().errors?.[0]?.code]).toEqual([url, 400, 'WEBHOOK_URL_NOT_ALLOWED']);
    }
    expect(await t.database.db.selectFrom('webhook_subscriptions').selectAll().execute()).toEqual([]);
    // At delivery time the address connected to is checked again: a name that now resolves to loopback is refused.
    const sent = await sendWebhook({
      url: `https://localhost:${new URL(receiver.url).port}/hooks`,
      eventId: 'evt_1',
      body: '{}',
      secrets: ['whsec_' + Buffer.alloc(32).toString('base64')],
      at: new Date(),
      timeoutMs: 2000,
      allowLoopback: false,
    });
    expect(sent).toEqual({ statusCode: null, response: null, error: 'address_refused' });
    expect(receiver.received).toEqual([]);
  });
});

describe('which addresses a webhook may reach', () => {
  it('refuses every non-public range, IPv4 and IPv6, and allows public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '64:ff9b::a00:1',
    ])
      expect([address, isAllowedAddress(address, false)]).toEqual([address, false]);
    for (const address of ['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect([address, isAllowedAddress(address, false)]).toEqual([address, true]);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
