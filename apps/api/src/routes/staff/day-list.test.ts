// The day list, the counter's changes and the cancel on the person's behalf, on both databases (docs/product/staff.md,
// The day list; decisions 242, 243 and 244). Bookings are made through the public API; staff sign in with passkeys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotId } from '../../modules/bookings/test-fixtures.ts';
import { dialects } from '../../test/dialects.ts';
import {
  ARVADA,
  attendanceUrl,
  BELLEVUE,
  book,
  cancelUrl,
  dayListUrl,
  NINE,
  staffDay,
  TEN,
  type StaffDay,
} from '../../test/day-list-fixtures.ts';

describe.each(dialects)('the day list on $name', (dialect) => {
  let s: StaffDay;
  let party: Awaited<ReturnType<typeof book>>;
  let pregnant: Awaited<ReturnType<typeof book>>;
  let arvada: Awaited<ReturnType<typeof book>>;

  beforeAll(async () => {
    s = await staffDay(dialect);
    party = await book(
      s.t,
      [
        {
          place: 'cvsBellevue',
          slot: NINE,
          services: [
            { kind: 'covid_19', brand: 'pfizer' },
            { kind: 'flu', brand: null },
          ],
        },
        { place: 'cvsBellevue', slot: NINE, user: { firstName: 'Jorge', dateOfBirth: '1950-03-02' } },
      ],
      { email: 'lopez.family@example.com' },
    );
    pregnant = await book(
      s.t,
      [
        {
          place: 'cvsBellevue',
          slot: TEN,
          services: [{ kind: 'rsv', brand: 'pfizer' }],
          user: { firstName: 'Ana', lastName: 'García', dateOfBirth: '01/01/1996' },
          healthQuestionnaire: { pregnant: true, dueDate: '2027-01-05' },
        },
      ],
      { email: 'ana.garcia@example.com' },
    );
    await book(s.t, [{ place: 'cvsBellevue', slot: TEN, user: { firstName: 'Rosa', lastName: 'Díaz' } }], {
      email: 'rosa.diaz@example.com',
      locale: 'es',
    });
    arvada = await book(
      s.t,
      [
        {
          place: 'cvsArvada',
          slot: '2026-11-24T17:00:00.000Z',
          services: [{ kind: 'covid_19', brand: 'moderna' }],
          user: { firstName: 'Elena', lastName: 'Ruiz' },
        },
      ],
      { email: 'arvada@example.com' },
    );
  });
  afterAll(async () => {
    await s.t.close();
  });

  const get = (url: string, headers: Record<string, string>) => s.t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    s.t.app.inject({ method: 'POST', url, headers, payload });
  const rowsOf = async (locationId: string = BELLEVUE) =>
    (await get(dayListUrl(locationId), s.bellevueStaff.headers)).json().data.rows as Array<Record<string, unknown>>;
  /** Time passes at the counter with the list open: the pharmacist's session stays alive (it ends after 15 idle minutes). */
  const passTime = async (minutes: number) => {
    for (let left = minutes; left > 0; left -= 10) {
      s.t.clock.advance(Math.min(10, left) * 60_000);
      await get('/api/v1/staff/me', s.bellevueStaff.headers);
    }
  };
  const auditRows = (action: string) =>
    s.t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('at').execute();

  it('lists the day’s people in local time, a party together, with what the booking said and no access code', async () => {
    const res = await get(dayListUrl(), s.bellevueStaff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const list = res.json().data;
    expect(list.location).toMatchObject({ id: BELLEVUE, timeZone: 'America/Chicago' });
    expect(list.rows.map((r: { firstName: string; time: string }) => [r.time, r.firstName])).toEqual([
      ['2026-11-24T09:00:00-06:00', 'Jorge'],
      ['2026-11-24T09:00:00-06:00', 'Maria'],
      ['2026-11-24T10:00:00-06:00', expect.any(String)],
      ['2026-11-24T10:00:00-06:00', expect.any(String)],
    ]);
    const [jorge, maria] = list.rows;
    expect(maria.registrationId).toBe(jorge.registrationId);
    expect(maria).toMatchObject({
      lastName: 'Lopez',
      dateOfBirth: '1958-04-12',
      confirmationNumber: party.confirmationNumber,
      services: [
        { kind: 'covid_19', brand: 'pfizer' },
        { kind: 'flu', brand: null },
      ],
      status: 'booked',
      attendance: 'expected',
      pregnancyWeek: null,
    });
    expect(res.body).not.toContain(party.accessCode);
  });

  it('shows maternal RSV with the week of pregnancy on the appointment’s day', async () => {
    const ana = (await rowsOf()).find((r) => r.firstName === 'Ana')!;
    // Due 5 January 2027: 24 November 2026 is 42 days before, so 40 weeks less 6 = week 34.
    expect(ana).toMatchObject({ services: [{ kind: 'rsv', brand: 'pfizer', forPregnancy: true }], pregnancyWeek: 34 });
    expect(ana.acknowledgements).toEqual([{ code: 'MATERNAL_RSV', service: 'rsv' }]);
  });

  it('shows the prescription notice the person acknowledged at booking', async () => {
    const rows = (await get(dayListUrl(ARVADA), s.arvadaStaff.headers)).json().data.rows;
    expect(rows[0].confirmationNumber).toBe(arvada.confirmationNumber);
    expect(rows[0].acknowledgements).toContainEqual({ code: 'PRESCRIPTION_REQUIRED', service: 'covid_19' });
  });

  it('writes an audit row for each read, with the reader, the location and the address', async () => {
    const before = (await auditRows('day_list.read')).length;
    s.t.clock.advance(1000);
    await get(dayListUrl(), s.bellevueStaff.headers);
    const rows = await auditRows('day_list.read');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      record_type: 'location',
      record_id: BELLEVUE,
      retailer: 'cvs',
      address: '127.0.0.1',
    });
    expect(JSON.parse(rows.at(-1)!.changes!)).toEqual({ date: '2026-11-24', count: 4 });
  });

  it('answers 304 to an unchanged list without an audit row, and the new list once someone books', async () => {
    const first = await get(dayListUrl(), s.bellevueStaff.headers);
    const tag = first.headers.etag as string;
    const audited = (await auditRows('day_list.read')).length;
    const same = await get(dayListUrl(), { ...s.bellevueStaff.headers, 'if-none-match': tag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(await auditRows('day_list.read')).toHaveLength(audited);
    await book(s.t, [{ place: 'cvsBellevue', slot: '2026-11-24T20:00:00.000Z', user: { firstName: 'Luis' } }], {
      email: 'luis@example.com',
    });
    const changed = await get(dayListUrl(), { ...s.bellevueStaff.headers, 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.rows.map((r: { firstName: string }) => r.firstName)).toContain('Luis');
  });

  it('refuses a date that is not a calendar date', async () => {
    const res = await get(dayListUrl(BELLEVUE, '2026-02-30'), s.bellevueStaff.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('STAFF_DATE_INVALID');
  });

  it('checks a person in and undoes it, each change audited; a second check-in is refused', async () => {
    const maria = party.appointments[0]!.id;
    const checkedIn = await post(attendanceUrl(maria), s.bellevueStaff.headers, { to: 'checked_in' });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().data).toMatchObject({
      id: maria,
      attendance: 'checked_in',
      attendanceAt: expect.any(String),
    });
    const again = await post(attendanceUrl(maria), s.bellevueStaff.headers, { to: 'checked_in' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('ATTENDANCE_NOT_ALLOWED');
    const undone = await post(attendanceUrl(maria), s.bellevueStaff.headers, { to: 'expected' });
    expect(undone.json().data.attendance).toBe('expected');
    const audit = (await auditRows('appointment.attendance')).filter((r) => r.record_id === maria);
    expect(audit.map((r) => JSON.parse(r.changes!))).toEqual([
      { from: 'expected', to: 'checked_in' },
      { from: 'checked_in', to: 'expected' },
    ]);
    expect(audit[0]).toMatchObject({ record_type: 'appointment', retailer: 'cvs', address: '127.0.0.1' });
  });

  it('lets one of two check-ins racing for the same person win', async () => {
    const jorge = party.appointments[1]!.id;
    const [a, b] = await Promise.all([
      post(attendanceUrl(jorge), s.bellevueStaff.headers, { to: 'checked_in' }),
      post(attendanceUrl(jorge), s.bellevueStaff.headers, { to: 'checked_in' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audit = (await auditRows('appointment.attendance')).filter((r) => r.record_id === jorge);
    expect(audit).toHaveLength(1);
    await post(attendanceUrl(jorge), s.bellevueStaff.headers, { to: 'expected' });
  });

  it('refuses a no-show before the appointment’s time and takes it after; a no-show is final', async () => {
    // Today at 09:00 in Bellevue (15:00Z); it is 08:00 there now.
    const today = await book(
      s.t,
      [{ place: 'cvsBellevue', slot: '2026-11-23T15:00:00.000Z', user: { firstName: 'Rosa', lastName: 'Soto' } }],
      { email: 'rosa.soto@example.com' },
    );
    const rosa = today.appointments[0]!.id;
    const early = await post(attendanceUrl(rosa), s.bellevueStaff.headers, { to: 'no_show' });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].code).toBe('NO_SHOW_TOO_EARLY');
    await passTime(60);
    const noShow = await post(attendanceUrl(rosa), s.bellevueStaff.headers, { to: 'no_show' });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json().data.attendance).toBe('no_show');
    const late = await post(attendanceUrl(rosa), s.bellevueStaff.headers, { to: 'checked_in' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].code).toBe('ATTENDANCE_FINAL');
    const staffCancel = await post(cancelUrl(rosa), s.bellevueStaff.headers, { reason: 'other' });
    expect(staffCancel.statusCode).toBe(409);
    expect(staffCancel.json().errors[0].code).toBe('ATTENDANCE_FINAL');
  });

  it('records a vaccine not given only with a reason, and shows it to the person', async () => {
    const jorge = party.appointments[1]!.id;
    const without = await post(attendanceUrl(jorge), s.bellevueStaff.headers, { to: 'not_given' });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors[0].code).toBe('NOT_GIVEN_REASON_REQUIRED');
    const vaccinated = await post(attendanceUrl(jorge), s.bellevueStaff.headers, { to: 'vaccinated' });
    expect(vaccinated.statusCode).toBe(400);
    const res = await post(attendanceUrl(jorge), s.bellevueStaff.headers, {
      to: 'not_given',
      reason: 'medical_precaution',
    });
    expect(res.json().data).toMatchObject({ attendance: 'not_given', attendanceReason: 'medical_precaution' });
    const registration = (
      await s.t.app.inject({ method: 'GET', url: `/api/v1/registrations/${party.accessCode}` })
    ).json().data.registration;
    expect(registration.appointments.find((a: { id: string }) => a.id === jorge)).toMatchObject({
      attendance: 'not_given',
      attendanceReason: 'medical_precaution',
      status: 'booked',
    });
  });

  it('refuses the person’s own cancel and move of an appointment whose attendance is final', async () => {
    const jorge = party.appointments[1]!.id;
    const cancel = await s.t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${party.accessCode}/cancel`,
      payload: { appointmentIds: [jorge] },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().errors[0].code).toBe('APPOINTMENT_ATTENDANCE_FINAL');
    const move = await s.t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${party.accessCode}/reschedule`,
      payload: { appointments: [{ id: jorge, timeSlotId: slotId('cvsBellevue', '2026-11-24T21:00:00.000Z') }] },
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().errors[0].code).toBe('APPOINTMENT_ATTENDANCE_FINAL');
    // "Cancel my booking" still cancels what the pharmacy has not recorded, and leaves the rest.
    const all = await s.t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${party.accessCode}/cancel`,
      payload: {},
    });
    expect(all.statusCode).toBe(200);
    const statuses = all
      .json()
      .data.registration.appointments.map((a: { id: string; status: string }) => [a.id, a.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [party.appointments[0]!.id, 'cancelled'],
        [jorge, 'booked'],
      ]),
    );
  });

  it('cancels on the person’s behalf with a reason: the place is free, the person is e-mailed in Spanish, it is audited', async () => {
    const ana = pregnant.appointments[0]!.id;
    const booked = async () =>
      Number(
        (
          await s.t.database.db
            .selectFrom('slot_usage')
            .select('booked')
            .where('location_id', '=', BELLEVUE)
            .where('starts_at', '=', TEN)
            .executeTakeFirstOrThrow()
        ).booked,
      );
    const before = await booked();
    // The operator's count of cancellations by the pharmacy (docs/operations.md).
    const pharmacyCancels = async () =>
      (await s.t.app.metrics.appointmentsCancelled.get()).values.find((v) => v.labels.by === 'pharmacy')?.value ?? 0;
    const cancelsBefore = await pharmacyCancels();
    const noReason = await post(cancelUrl(ana), s.bellevueStaff.headers, {});
    expect(noReason.statusCode).toBe(400);
    const res = await post(cancelUrl(ana), s.bellevueStaff.headers, {
      reason: 'vaccine_unavailable',
      note: 'Llegan vacunas el jueves.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'pharmacy',
      cancellationReason: 'vaccine_unavailable',
    });
    expect(await booked()).toBe(before - 1);
    const audit = (await auditRows('appointment.cancel_on_behalf')).filter((r) => r.record_id === ana);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.changes!)).toMatchObject({ reason: 'vaccine_unavailable' });
    const registration = (
      await s.t.app.inject({ method: 'GET', url: `/api/v1/registrations/${pregnant.accessCode}` })
    ).json().data.registration;
    expect(registration.appointments[0]).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'pharmacy',
      cancellationReason: 'vaccine_unavailable',
      cancellationNote: 'Llegan vacunas el jueves.',
    });
    const again = await post(cancelUrl(ana), s.bellevueStaff.headers, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('APPOINTMENT_CANCELLED');
    expect(await pharmacyCancels()).toBe(cancelsBefore + 1);
  });

  it('e-mails the person in their language with the reason and a link to book again', async () => {
    const rosaBooking = await book(
      s.t,
      [{ place: 'cvsBellevue', slot: '2026-11-24T21:00:00.000Z', user: { firstName: 'Rosa', lastName: 'Vega' } }],
      { email: 'rosa.vega@example.com', locale: 'es' },
    );
    const res = await post(cancelUrl(rosaBooking.appointments[0]!.id), s.bellevueStaff.headers, {
      reason: 'pharmacy_closed',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await s.t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'rosa.vega@example.com')
      .where('kind', '=', 'booking_cancellation')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('La farmacia canceló su cita de vacunación');
    expect(mail.text_body).toContain('La farmacia está cerrada a esa hora.');
    expect(mail.text_body).toMatch(/Reserve una cita nueva: http\S+\/es\//);
  });
});
