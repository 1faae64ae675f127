import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { bookHeld, bookingBody, insertPlaces, slotId } from '../../modules/bookings/test-fixtures.ts';

// Now: Monday 2026-11-23 07:00 in Alliance NE (America/Denver). 17:00 UTC tomorrow is 10:00 there.
const TEN = '2026-11-24T17:00:00.000Z';
const ELEVEN = '2026-11-24T18:00:00.000Z';
const NOON = '2026-11-24T19:00:00.000Z';
const cookieOf = (name: string) => `vaxnear_client=${name.padEnd(22, 'x')}`;

describe.each(dialects)('managing a booking on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    await insertPlaces(t.database.db, { capacity: 1, places: ['safewayAlliance', 'cvsBellevue'] });
  });
  afterEach(async () => {
    await t?.close();
  });

  const book = async (slot = TEN, user: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => {
    const res = await bookHeld(t.app, bookingBody([{ slot, user }], extra));
    expect(res.statusCode).toBe(200);
    return res.json().data.registration as {
      accessCode: string;
      confirmationNumber: string;
      appointments: Array<{ id: string; timeSlotId: string; status: string }>;
    };
  };
  const post = (path: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers,
    });
  const freeTimes = async (date = '2026-11-24') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/availabilities?location_ids[]=vgov-albertsons-549-ne&date=${date}`,
    });
    return JSON.stringify(res.json());
  };
  const mails = () =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'reference', 'subject', 'text_body', 'calendar_ics'])
      .orderBy('created_at')
      .execute();

  it('cancels a booking, frees its place at once so a second person books it, and e-mails a calendar cancellation', async () => {
    const first = await book(TEN);
    expect(await freeTimes()).not.toContain(first.appointments[0]!.timeSlotId);
    const res = await post(`${first.accessCode}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.registration.appointments[0].status).toBe('cancelled');
    expect(await freeTimes()).toContain(first.appointments[0]!.timeSlotId);
    await book(TEN, { firstName: 'Ana', lastName: 'Ruiz' });
    const cancellation = (await mails()).find((m) => m.kind === 'booking_cancellation')!;
    expect(cancellation.subject).toBe('Your vaccination appointment is cancelled');
    expect(cancellation.text_body).toContain(first.confirmationNumber);
    expect(cancellation.calendar_ics).toMatch(/METHOD:CANCEL/);
    expect(cancellation.calendar_ics).toContain(`UID:${first.appointments[0]!.id}@vaxnear`);
    expect(cancellation.calendar_ics).toMatch(/SEQUENCE:1/);
  });

  it('lets the same person book the time they cancelled again', async () => {
    const first = await book(TEN);
    await post(`${first.accessCode}/cancel`);
    await book(TEN);
  });

  it('puts the confirmation number and the manage link in the calendar file, and cancels the event there once cancelled', async () => {
    const first = await book(TEN);
    const ics = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${first.accessCode}/calendar.ics` })
      ).body.replace(/\r\n[ \t]/g, '');
    const booked = await ics();
    expect(booked).toContain(`Confirmation number: ${first.confirmationNumber}`);
    expect(booked).toContain(`/schedule/manage?accessCode=${first.accessCode}`);
    expect(booked).toMatch(/METHOD:PUBLISH/);
    await post(`${first.accessCode}/cancel`);
    const cancelled = await ics();
    expect(cancelled).toMatch(/METHOD:CANCEL/);
    expect(cancelled).toMatch(/STATUS:CANCELLED/);
  });

  it('answers a second cancel the same and frees one place only', async () => {
    const first = await book(TEN);
    const [a, b] = await Promise.all([post(`${first.accessCode}/cancel`), post(`${first.accessCode}/cancel`)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const again = await post(`${first.accessCode}/cancel`, { appointmentIds: [first.appointments[0]!.id] });
    expect(again.json()).toEqual(a.json());
    const usage = await t.database.db.selectFrom('slot_usage').select('booked').executeTakeFirstOrThrow();
    expect(Number(usage.booked)).toBe(0);
    expect((await mails()).filter((m) => m.kind === 'booking_cancellation')).toHaveLength(1);
  });

  it('refuses to cancel an appointment of another booking or a past one, changing nothing', async () => {
    const mine = await book(TEN);
    const other = await book(ELEVEN, { firstName: 'Ana' });
    const res = await post(`${mine.accessCode}/cancel`, { appointmentIds: [other.appointments[0]!.id] });
    expect([res.statusCode, res.json().errors[0].code]).toEqual([404, 'APPOINTMENT_NOT_FOUND']);
    t.clock.advance(27 * 3600_000);
    const past = await post(`${mine.accessCode}/cancel`, { appointmentIds: [mine.appointments[0]!.id] });
    expect([past.statusCode, past.json().errors[0].code]).toEqual([409, 'APPOINTMENT_IN_PAST']);
    expect((await post('not-a-real-code-at-all/cancel')).statusCode).toBe(404);
    const bad = await post(`${mine.accessCode}/cancel`, { appointmentIds: 'all' });
    expect([bad.statusCode, bad.json().errors[0].code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('moves an appointment to a new time: the new place is taken, the old one freed, and a change e-mail queued', async () => {
    const first = await book(TEN);
    const id = first.appointments[0]!.id;
    const res = await post(`${first.accessCode}/reschedule`, {
      appointments: [{ id, timeSlotId: slotId('safewayAlliance', NOON) }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.registration.appointments[0]).toMatchObject({
      id,
      status: 'booked',
      time: '2026-11-24T12:00:00-07:00',
    });
    const free = await freeTimes();
    expect(free).toContain(slotId('safewayAlliance', TEN));
    expect(free).not.toContain(slotId('safewayAlliance', NOON));
    const change = (await mails()).find((m) => m.kind === 'booking_change')!;
    expect(change.text_body).toContain('12:00');
    expect(change.calendar_ics).toMatch(/METHOD:PUBLISH/);
    expect(change.calendar_ics).toMatch(/SEQUENCE:1/);
    // A retry of the same move changes nothing more.
    const retry = await post(`${first.accessCode}/reschedule`, {
      appointments: [{ id, timeSlotId: slotId('safewayAlliance', NOON) }],
    });
    expect(retry.json()).toEqual(res.json());
  });

  it('keeps the old appointment when the new time is gone (TIME_SLOT_TAKEN)', async () => {
    const first = await book(TEN);
    await book(NOON, { firstName: 'Ana' });
    const res = await post(`${first.accessCode}/reschedule`, {
      appointments: [{ id: first.appointments[0]!.id, timeSlotId: slotId('safewayAlliance', NOON) }],
    });
    expect([res.statusCode, res.json().errors[0].code]).toEqual([409, 'TIME_SLOT_TAKEN']);
    const now = await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${first.accessCode}` });
    expect(now.json().data.registration.appointments[0]).toMatchObject({
      status: 'booked',
      timeSlotId: slotId('safewayAlliance', TEN),
    });
    expect(await freeTimes()).not.toContain(slotId('safewayAlliance', TEN));
  });

  it('uses the new time the person is holding, and refuses other pharmacies, cancelled and past appointments', async () => {
    const first = await book(TEN);
    const id = first.appointments[0]!.id;
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: slotId('safewayAlliance', NOON) },
      headers: { cookie: cookieOf('me') },
    });
    expect(held.statusCode).toBe(200);
    const elsewhere = await post(`${first.accessCode}/reschedule`, {
      appointments: [{ id, timeSlotId: slotId('cvsBellevue', '2026-11-24T16:00:00.000Z') }],
    });
    expect([elsewhere.statusCode, elsewhere.json().errors[0].code]).toEqual([400, 'DIFFERENT_LOCATION']);
    const moved = await post(
      `${first.accessCode}/reschedule`,
      { appointments: [{ id, timeSlotId: slotId('safewayAlliance', NOON) }] },
      { cookie: cookieOf('me') },
    );
    expect(moved.statusCode).toBe(200);
    await post(`${first.accessCode}/cancel`);
    const cancelled = await post(`${first.accessCode}/reschedule`, {
      appointments: [{ id, timeSlotId: slotId('safewayAlliance', ELEVEN) }],
    });
    expect([cancelled.statusCode, cancelled.json().errors[0].code]).toEqual([409, 'APPOINTMENT_CANCELLED']);
    const second = await book(TEN, { firstName: 'Ana' });
    t.clock.advance(27 * 3600_000);
    const past = await post(`${second.accessCode}/reschedule`, {
      appointments: [
        { id: second.appointments[0]!.id, timeSlotId: slotId('safewayAlliance', '2026-11-25T17:00:00.000Z') },
      ],
    });
    expect([past.statusCode, past.json().errors[0].code]).toEqual([409, 'APPOINTMENT_IN_PAST']);
  });

  it('checks the booking rules again for the new time: a vaccine no longer offered cannot be moved', async () => {
    const first = await book(TEN);
    await t.database.db.deleteFrom('location_offerings').where('kind', '=', 'flu').execute();
    t.clock.advance(60_000); // past the few seconds locations are cached
    const res = await post(`${first.accessCode}/reschedule`, {
      appointments: [{ id: first.appointments[0]!.id, timeSlotId: slotId('safewayAlliance', NOON) }],
    });
    expect([res.statusCode, res.json().errors[0].code]).toEqual([400, 'SERVICE_NOT_OFFERED']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${first.accessCode}` })).json().data.registration
        .appointments[0].timeSlotId,
    ).toBe(slotId('safewayAlliance', TEN));
  });

  it('never exceeds capacity nor loses the appointment when 40 people race for the slot it moves into', async () => {
    const mover = await book(TEN);
    const target = slotId('safewayAlliance', NOON);
    const racers = Array.from({ length: 40 }, (_, i) =>
      bookHeld(t.app, bookingBody([{ slot: NOON, user: { firstName: `Racer${i}` } }])),
    );
    const move = post(`${mover.accessCode}/reschedule`, {
      appointments: [{ id: mover.appointments[0]!.id, timeSlotId: target }],
    });
    const answers = await Promise.all([move, ...racers]);
    const winners = answers.filter((a) => a.statusCode === 200).length;
    expect(winners).toBe(1);
    // Every loser is told the time was taken (the list shows any other answer, with its status, when one slips in).
    expect(
      answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.json().errors?.[0]?.code}`),
    ).toEqual(Array.from({ length: 40 }, () => '409 TIME_SLOT_TAKEN'));
    const rows = await t.database.db
      .selectFrom('appointments')
      .select(['starts_at', 'status'])
      .where('status', '=', 'booked')
      .execute();
    expect(rows.filter((r) => r.starts_at === NOON)).toHaveLength(1);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${mover.accessCode}` })).json().data
      .registration.appointments[0];
    expect(mine.status).toBe('booked');
    expect([slotId('safewayAlliance', TEN), target]).toContain(mine.timeSlotId);
    const usage = await t.database.db.selectFrom('slot_usage').select(['starts_at', 'booked', 'capacity']).execute();
    for (const u of usage) expect(Number(u.booked)).toBeLessThanOrEqual(Number(u.capacity));
    const bookedAtTen = rows.filter((r) => r.starts_at === TEN).length;
    expect(Number(usage.find((u) => u.starts_at === TEN)!.booked)).toBe(bookedAtTen);
  });

  it('erases a booking: frees its place and leaves no personal field in any table', async () => {
    const first = await book(TEN, {}, { locale: 'es' });
    await bookHeld(t.app, bookingBody([{ slot: ELEVEN, user: { firstName: 'Ana' } }]), {
      'idempotency-key': 'erase-test-key-1',
    });
    await t.database.db
      .insertInto('reminders')
      .values({
        id: 'r1',
        first_name: 'Maria',
        email: 'Maria.Lopez@example.com',
        remind_at: '2026-12-01T00:00:00.000Z',
        reminder_type: 'maternal_rsv',
        reminder_url: 'https://example.com',
        metadata: '{}',
        created_at: '2026-11-23T14:00:00.000Z',
        sent_at: null,
      })
      .execute();
    const keyed = await t.database.db.selectFrom('idempotency_keys').select('response').executeTakeFirstOrThrow();
    const keyedCode = JSON.parse(keyed.response).data.registration.accessCode as string;
    const res = await post(`${keyedCode}/erase`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.erased).toEqual({ appointments: 1, cancelledAppointments: 1, emails: 1 });
    expect(await freeTimes()).toContain(slotId('safewayAlliance', ELEVEN));
    const dump = JSON.stringify(
      await Promise.all(
        [
          'registrations',
          'appointments',
          'appointment_services',
          'mail_outbox',
          'reminders',
          'idempotency_keys',
          'holds',
        ].map((table) =>
          t.database.db
            .selectFrom(table as 'registrations')
            .selectAll()
            .execute(),
        ),
      ),
    );
    // The other booking (Maria's) and the reminder Maria asked for herself are untouched; nothing of Ana's booking is
    // left anywhere but the notice of its erasure to its address, which names nobody.
    expect(dump).toContain(first.accessCode);
    expect(dump).not.toContain(keyedCode);
    expect(dump).not.toContain('Ana');
    const left = await t.database.db.selectFrom('reminders').select('id').execute();
    expect(left).toEqual([{ id: 'r1' }]);
    const notice = await t.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'text_body'])
      .where('kind', '=', 'booking_erasure')
      .execute();
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text_body).not.toContain('Ana');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${keyedCode}` })).statusCode).toBe(404);
    expect((await post(`${keyedCode}/erase`)).statusCode).toBe(404);
  });

  it('finds a booking by confirmation number, last name and date of birth, with one answer for any mismatch', async () => {
    const first = await book(TEN);
    const lookup = (body: unknown, remoteAddress = '203.0.113.7') =>
      t.app.inject({ method: 'POST', url: '/api/v1/registrations/lookup', payload: body as object, remoteAddress });
    const found = await lookup({
      confirmationNumber: ` ${first.confirmationNumber.toLowerCase().slice(0, 4)}-${first.confirmationNumber.slice(4)} `,
      lastName: ' LOPEZ ',
      dateOfBirth: '1958-04-12',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ data: { accessCode: first.accessCode } });
    const wrong = [
      { confirmationNumber: 'ZZZZZZZZ', lastName: 'Lopez', dateOfBirth: '04/12/1958' },
      { confirmationNumber: first.confirmationNumber, lastName: 'Lopes', dateOfBirth: '04/12/1958' },
      { confirmationNumber: first.confirmationNumber, lastName: 'Lopez', dateOfBirth: '04/13/1958' },
      { confirmationNumber: first.confirmationNumber, lastName: 'Lopez', dateOfBirth: 'yesterday' },
    ];
    const answers = await Promise.all(wrong.map((body) => lookup(body)));
    for (const a of answers) expect([a.statusCode, a.json()]).toEqual([404, answers[0]!.json()]);
    expect(answers[0]!.json().errors[0].code).toBe('BOOKING_NOT_FOUND');
    const missing = await lookup({ lastName: 'Lopez' });
    expect(missing.statusCode).toBe(400);
  });

  it('limits lookups per address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/registrations/lookup',
            // A number of its own each time: one number has a limit of its own (abuse-mail.test.ts).
            payload: { confirmationNumber: `ZZZZZZ${i}`, lastName: 'X', dateOfBirth: '01/01/1990' },
            remoteAddress: '198.51.100.9',
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
