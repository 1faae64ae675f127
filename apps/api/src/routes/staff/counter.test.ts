// The counter at one location (docs/product/staff.md, Lots, Vaccination records, Walk-ins; decisions 245 and 246), on
// both databases: what staff see and what the database keeps after each call.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { bookHeld, bookingBody, insertPlaces, PLACES, slotId } from '../../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { anonymiseOldRegistrations } from '../../modules/retention/retention.repository.ts';
import {
  cookieHeader,
  firstOperator,
  invited,
  sessionCookieOf,
  signInWith,
  type SignedIn,
} from '../../test/staff-sessions.ts';
import {
  bookedAppointment,
  lotsUrl,
  receiveLot,
  receivedLot,
  recordVaccination,
  vaccinationsUrl,
  walkInsUrl,
} from '../../test/counter-fixtures.ts';

const BELLEVUE = PLACES.cvsBellevue.id;

describe.each(dialects)('the counter on $name', (dialect) => {
  let t: TestApp;
  let operator: SignedIn;
  let pharmacist: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: '2026-11-23T14:00:00.000Z' });
    await insertPlaces(t.database.db);
    operator = await firstOperator(t);
    const admin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    pharmacist = await invited(t, admin, {
      email: 'pat@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [BELLEVUE],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const lotRow = (id: string) =>
    t.database.db.selectFrom('vaccine_lots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (recordId: string) =>
    t.database.db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).orderBy('at').execute();
  const attendanceOf = async (appointmentId: string) =>
    (
      await t.database.db
        .selectFrom('appointments')
        .select('attendance')
        .where('id', '=', appointmentId)
        .executeTakeFirstOrThrow()
    ).attendance;
  const later = () => t.clock.advance(1000);

  describe('lots', () => {
    it('receives a lot, lists it, records waste and a count, and audits each change with its difference', async () => {
      const lot = await receivedLot(t, pharmacist, 'cvsBellevue', { cvx: '309', mvx: undefined, doses: 20 });
      expect(lot).toMatchObject({ cvx: '309', dosesLeft: 20 });
      later();
      const wasted = await t.app.inject({
        method: 'POST',
        url: `${lotsUrl('cvsBellevue')}/${lot.id}/waste`,
        headers: pharmacist.headers,
        payload: { doses: 3, reason: 'broken_or_spilled' },
      });
      expect(wasted.statusCode, wasted.body).toBe(200);
      expect(wasted.json().data).toMatchObject({ dosesLeft: 17, dosesWasted: 3 });
      later();
      const counted = await t.app.inject({
        method: 'POST',
        url: `${lotsUrl('cvsBellevue')}/${lot.id}/count`,
        headers: pharmacist.headers,
        payload: { doses: 15 },
      });
      expect(counted.json().data.dosesLeft).toBe(15);
      const list = await t.app.inject({ method: 'GET', url: lotsUrl('cvsBellevue'), headers: pharmacist.headers });
      const listed = list.json().data.find((l: { id: string }) => l.id === lot.id);
      expect(listed).toMatchObject({ productName: 'Comirnaty', mvx: 'PFR', dosesLeft: 15, expired: false });
      const audit = await auditOf(lot.id);
      expect(audit.map((a) => a.action)).toEqual(['lot.receive', 'lot.waste', 'lot.count']);
      expect(JSON.parse(audit[1]!.changes!)).toMatchObject({ doses: 3, reason: 'broken_or_spilled', left: 17 });
      expect(JSON.parse(audit[2]!.changes!)).toMatchObject({ before: 17, counted: 15, difference: -2 });
      expect(audit.every((a) => a.retailer === 'cvs')).toBe(true);
    });

    it('refuses to waste more doses than the lot has, and changes nothing', async () => {
      const lot = await receivedLot(t, pharmacist, 'cvsBellevue', { doses: 2 });
      const res = await t.app.inject({
        method: 'POST',
        url: `${lotsUrl('cvsBellevue')}/${lot.id}/waste`,
        headers: pharmacist.headers,
        payload: { doses: 3, reason: 'expired' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('LOT_NOT_ENOUGH_DOSES');
      expect(await lotRow(lot.id)).toMatchObject({ doses_left: 2, doses_wasted: 0 });
      expect((await auditOf(lot.id)).map((a) => a.action)).toEqual(['lot.receive']);
    });

    it('refuses an unknown product, a wrong manufacturer, a passed expiry and the same lot twice', async () => {
      const codeOf = async (body: Record<string, unknown>) =>
        (await receiveLot(t, pharmacist, 'cvsBellevue', body)).json().errors[0].code;
      expect(await codeOf({ cvx: '999' })).toBe('PRODUCT_UNKNOWN');
      expect(await codeOf({ cvx: '309', mvx: 'MOD' })).toBe('LOT_MANUFACTURER_INVALID');
      expect(await codeOf({ cvx: '88', mvx: undefined })).toBe('LOT_MANUFACTURER_INVALID');
      expect(await codeOf({ expiresOn: '2026-11-22' })).toBe('LOT_EXPIRY_PASSED');
      await receivedLot(t, pharmacist, 'cvsBellevue', { lotNumber: 'TWICE1' });
      expect(await codeOf({ lotNumber: 'twice1' })).toBe('LOT_ALREADY_RECEIVED');
    });

    it('lists only lots with doses left unless asked for the empty ones too', async () => {
      const lot = await receivedLot(t, pharmacist, 'cvsBellevue', { doses: 1 });
      await t.app.inject({
        method: 'POST',
        url: `${lotsUrl('cvsBellevue')}/${lot.id}/count`,
        headers: pharmacist.headers,
        payload: { doses: 0 },
      });
      const ids = async (query: string) =>
        (await t.app.inject({ method: 'GET', url: `${lotsUrl('cvsBellevue')}${query}`, headers: pharmacist.headers }))
          .json()
          .data.map((l: { id: string }) => l.id);
      expect(await ids('')).not.toContain(lot.id);
      expect(await ids('?empty=true')).toContain(lot.id);
    });
  });

  describe('recording a vaccination', () => {
    it('takes one dose, marks the appointment vaccinated, audits it and reads the record back', async () => {
      const appointmentId = await bookedAppointment(t);
      const lot = await receivedLot(t, pharmacist, 'cvsBellevue', { doses: 5 });
      const res = await recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, {
        lotId: lot.id,
        administeredByName: 'Jamie Intern',
      });
      expect(res.statusCode, res.body).toBe(201);
      const record = res.json().data;
      expect(record).toMatchObject({
        kind: 'flu',
        cvx: '88',
        mvx: 'SEQ',
        lotNumber: lot.lotNumber,
        lotExpiresOn: '2027-06-30',
        doseMl: 0.5,
        route: 'IM',
        site: 'LD',
        administeredAt: t.clock.now().toISOString(),
        recordedBy: { name: 'Sam Staff' },
        administeredByName: 'Jamie Intern',
      });
      expect((await lotRow(lot.id)).doses_left).toBe(4);
      expect(await attendanceOf(appointmentId)).toBe('vaccinated');
      const audit = await auditOf(record.id);
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]!.changes!)).toMatchObject({
        appointmentId,
        lotId: lot.id,
        dosesLeft: 4,
        attendance: { from: 'expected', to: 'vaccinated' },
      });
      const read = await t.app.inject({
        method: 'GET',
        url: vaccinationsUrl('cvsBellevue', appointmentId),
        headers: pharmacist.headers,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().data.appointment).toMatchObject({ attendance: 'vaccinated', services: [{ kind: 'flu' }] });
      expect(read.json().data.records).toEqual([record]);
      expect((await auditOf(appointmentId)).map((a) => a.action)).toContain('appointment.read');
    });

    it('refuses a product the person did not book: a flu booking cannot be recorded as COVID-19', async () => {
      const appointmentId = await bookedAppointment(t);
      const covid = await receivedLot(t, pharmacist, 'cvsBellevue', { cvx: '309', mvx: 'PFR' });
      const res = await recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, { lotId: covid.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('PRODUCT_NOT_BOOKED');
      expect((await lotRow(covid.id)).doses_left).toBe(10);
      expect(await attendanceOf(appointmentId)).toBe('expected');
    });

    it('refuses another brand than the one booked, and a product for another age', async () => {
      const moderna = await bookedAppointment(t, { services: [{ kind: 'covid_19', brand: 'moderna' }] });
      const pfizerLot = await receivedLot(t, pharmacist, 'cvsBellevue', { cvx: '309', mvx: 'PFR' });
      const wrongBrand = await recordVaccination(t, pharmacist, 'cvsBellevue', moderna, { lotId: pfizerLot.id });
      expect(wrongBrand.json().errors[0].code).toBe('PRODUCT_NOT_BOOKED');
      const pfizer = await bookedAppointment(t, { services: [{ kind: 'covid_19', brand: 'pfizer' }] });
      const childLot = await receivedLot(t, pharmacist, 'cvsBellevue', { cvx: '310', mvx: 'PFR' });
      const wrongAge = await recordVaccination(t, pharmacist, 'cvsBellevue', pfizer, { lotId: childLot.id });
      expect(wrongAge.json().errors[0].code).toBe('PRODUCT_NOT_FOR_AGE');
      expect((await lotRow(childLot.id)).doses_left).toBe(10);
    });

    it('refuses an expired lot and an empty lot with their own codes', async () => {
      const appointmentId = await bookedAppointment(t);
      const expiring = await receivedLot(t, pharmacist, 'cvsBellevue', { expiresOn: '2026-11-23' });
      // The lot passed its date while in stock.
      await t.database.db
        .updateTable('vaccine_lots')
        .set({ expires_on: '2026-11-22' })
        .where('id', '=', expiring.id)
        .execute();
      const expired = await recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, { lotId: expiring.id });
      expect(expired.statusCode).toBe(409);
      expect(expired.json().errors[0].code).toBe('LOT_EXPIRED');
      const empty = await receivedLot(t, pharmacist, 'cvsBellevue', { doses: 1 });
      await t.app.inject({
        method: 'POST',
        url: `${lotsUrl('cvsBellevue')}/${empty.id}/waste`,
        headers: pharmacist.headers,
        payload: { doses: 1, reason: 'drawn_not_given' },
      });
      const none = await recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, { lotId: empty.id });
      expect(none.statusCode).toBe(409);
      expect(none.json().errors[0].code).toBe('LOT_EMPTY');
      expect(await attendanceOf(appointmentId)).toBe('expected');
      const lots = (await t.app.inject({ method: 'GET', url: lotsUrl('cvsBellevue'), headers: pharmacist.headers }))
        .json()
        .data.find((l: { id: string }) => l.id === expiring.id);
      expect(lots.expired).toBe(true);
    });

    it('respects the attendance rules: not after a no-show, not for a cancelled booking, from checked in', async () => {
      const lot = await receivedLot(t, pharmacist, 'cvsBellevue');
      const codeFor = async (set: { attendance?: string; status?: string }) => {
        const id = await bookedAppointment(t);
        await t.database.db.updateTable('appointments').set(set).where('id', '=', id).execute();
        const res = await recordVaccination(t, pharmacist, 'cvsBellevue', id, { lotId: lot.id });
        return { status: res.statusCode, code: res.json().errors?.[0]?.code, attendance: await attendanceOf(id) };
      };
      expect(await codeFor({ attendance: 'no_show' })).toEqual({
        status: 409,
        code: 'APPOINTMENT_NOT_VACCINATABLE',
        attendance: 'no_show',
      });
      expect(await codeFor({ attendance: 'not_given' })).toMatchObject({ code: 'APPOINTMENT_NOT_VACCINATABLE' });
      expect(await codeFor({ status: 'cancelled' })).toMatchObject({ code: 'APPOINTMENT_NOT_VACCINATABLE' });
      expect(await codeFor({ attendance: 'checked_in' })).toEqual({
        status: 201,
        code: undefined,
        attendance: 'vaccinated',
      });
      expect((await lotRow(lot.id)).doses_left).toBe(9);
    });

    it('records each vaccine of a two-vaccine visit once; the visit is vaccinated from the first', async () => {
      const appointmentId = await bookedAppointment(t, {
        services: [
          { kind: 'covid_19', brand: 'pfizer' },
          { kind: 'flu', brand: null },
        ],
      });
      const flu = await receivedLot(t, pharmacist, 'cvsBellevue');
      const covid = await receivedLot(t, pharmacist, 'cvsBellevue', { cvx: '309', mvx: 'PFR' });
      expect((await recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, { lotId: flu.id })).statusCode).toBe(
        201,
      );
      expect(await attendanceOf(appointmentId)).toBe('vaccinated');
      const second = await recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, {
        lotId: covid.id,
        doseMl: 0.3,
        site: 'RD',
      });
      expect(second.statusCode, second.body).toBe(201);
      const again = await recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, { lotId: flu.id });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].code).toBe('VACCINE_ALREADY_RECORDED');
      const read = await t.app.inject({
        method: 'GET',
        url: vaccinationsUrl('cvsBellevue', appointmentId),
        headers: pharmacist.headers,
      });
      expect(read.json().data.records.map((r: { kind: string; doseMl: number }) => [r.kind, r.doseMl])).toEqual([
        ['covid_19', 0.3],
        ['flu', 0.5],
      ]);
      expect((await lotRow(flu.id)).doses_left).toBe(9);
      expect((await lotRow(covid.id)).doses_left).toBe(9);
    });

    it('two vaccinations racing for the last dose: exactly one is recorded', async () => {
      const lot = await receivedLot(t, pharmacist, 'cvsBellevue', { doses: 1 });
      const first = await bookedAppointment(t, { slot: '2026-11-23T19:00:00.000Z' });
      const second = await bookedAppointment(t, { slot: '2026-11-23T19:15:00.000Z' });
      const answers = await Promise.all([
        recordVaccination(t, pharmacist, 'cvsBellevue', first, { lotId: lot.id }),
        recordVaccination(t, operator, 'cvsBellevue', second, { lotId: lot.id }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().errors[0].code).toBe('LOT_EMPTY');
      expect((await lotRow(lot.id)).doses_left).toBe(0);
      const records = await t.database.db
        .selectFrom('vaccination_records')
        .select('appointment_id')
        .where('lot_id', '=', lot.id)
        .execute();
      expect(records).toHaveLength(1);
      expect([await attendanceOf(first), await attendanceOf(second)].sort()).toEqual(['expected', 'vaccinated']);
    });

    it('records a person booked for another day today, but no time in the future or over a week ago', async () => {
      const lot = await receivedLot(t, pharmacist, 'cvsBellevue');
      const tomorrow = await bookedAppointment(t, { slot: '2026-11-24T15:00:00.000Z' });
      const codeAt = async (administeredAt: string) =>
        (await recordVaccination(t, pharmacist, 'cvsBellevue', tomorrow, { lotId: lot.id, administeredAt })).json()
          .errors?.[0]?.code;
      const now = t.clock.now().getTime();
      expect(await codeAt(new Date(now + 3_600_000).toISOString())).toBe('ADMINISTERED_AT_INVALID');
      expect(await codeAt(new Date(now - 8 * 86_400_000).toISOString())).toBe('ADMINISTERED_AT_INVALID');
      const res = await recordVaccination(t, pharmacist, 'cvsBellevue', tomorrow, { lotId: lot.id });
      expect(res.statusCode, res.body).toBe(201);
      expect(await attendanceOf(tomorrow)).toBe('vaccinated');
    });

    it('leaves the record of a dose given when the person erases their booking', async () => {
      const lot = await receivedLot(t, pharmacist, 'cvsBellevue');
      const booked = await bookHeld(
        t.app,
        bookingBody([{ place: 'cvsBellevue', slot: '2026-11-23T19:30:00.000Z', user: { firstName: 'Erin' } }], {
          email: 'erin@example.com',
        }),
      );
      const { accessCode, appointments } = booked.json().data.registration;
      const recorded = await recordVaccination(t, pharmacist, 'cvsBellevue', appointments[0].id, { lotId: lot.id });
      expect(recorded.statusCode).toBe(201);
      const erased = await t.app.inject({ method: 'POST', url: `/api/v1/registrations/${accessCode}/erase` });
      expect(erased.statusCode, erased.body).toBe(200);
      const kept = await t.database.db
        .selectFrom('vaccination_records')
        .selectAll()
        .where('id', '=', recorded.json().data.id)
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ lot_number: lot.lotNumber, cvx: '88' });
    });

    it('needs a site for an injection, and takes none for a nasal dose', async () => {
      const lot = await receivedLot(t, pharmacist, 'cvsBellevue');
      const id = await bookedAppointment(t);
      const noSite = await recordVaccination(t, pharmacist, 'cvsBellevue', id, { lotId: lot.id, site: null });
      expect(noSite.json().errors[0].code).toBe('SITE_REQUIRED');
      const nasal = await recordVaccination(t, pharmacist, 'cvsBellevue', id, {
        lotId: lot.id,
        route: 'NS',
        doseMl: 0.2,
      });
      expect(nasal.statusCode).toBe(201);
      expect(nasal.json().data).toMatchObject({ route: 'NS', site: null, doseMl: 0.2 });
    });
  });

  describe('walk-ins', () => {
    const walkIn = (body: Record<string, unknown>, who: SignedIn = pharmacist) =>
      t.app.inject({
        method: 'POST',
        url: walkInsUrl('cvsBellevue'),
        headers: who.headers,
        payload: {
          time: 'now',
          services: [{ kind: 'flu', brand: null }],
          user: {
            firstName: 'Walker',
            lastName: 'Inn',
            sex: 'male',
            dateOfBirth: '01/02/1970',
            address1: '1 Main St',
            city: 'Bellevue',
            state: 'NE',
            zipCode: '68005',
          },
          phoneNumber: '(402) 291-6779',
          locale: 'es',
          ...body,
        },
      });
    const mailsTo = (address: string) =>
      t.database.db.selectFrom('mail_outbox').select('kind').where('recipient', '=', address).execute();

    it('adds a walk-in at the next time with room, without an e-mail and with none sent', async () => {
      const times = await t.app.inject({
        method: 'GET',
        url: `${walkInsUrl('cvsBellevue')}/times`,
        headers: pharmacist.headers,
      });
      expect(times.statusCode).toBe(200);
      const firstFree = times.json().data.find((s: { free: number }) => s.free > 0);
      const res = await walkIn({ user: { ...walkInUser, firstName: 'Nomail' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ startsAt: firstFree.startsAt, emailed: false });
      const { appointmentId } = res.json().data;
      const registration = await t.database.db
        .selectFrom('appointments as a')
        .innerJoin('registrations as r', 'r.id', 'a.registration_id')
        .select(['r.email', 'a.attendance', 'a.status'])
        .where('a.id', '=', appointmentId)
        .executeTakeFirstOrThrow();
      expect(registration).toEqual({ email: '', attendance: 'expected', status: 'booked' });
      expect((await auditOf(appointmentId)).map((a) => a.action)).toEqual(['walk_in.create']);
      expect(await mailsTo('')).toEqual([]);
    });

    it('is anonymised by the retention job like any booking, though it has no e-mail address', async () => {
      const res = await walkIn({ user: { ...walkInUser, firstName: 'Forgotten' } });
      expect(res.statusCode, res.body).toBe(201);
      await anonymiseOldRegistrations(t.database.db, '2027-01-01T00:00:00.000Z');
      const row = await t.database.db
        .selectFrom('appointments')
        .select(['first_name', 'date_of_birth'])
        .where('id', '=', res.json().data.appointmentId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ first_name: '', date_of_birth: '' });
    });

    it('e-mails the confirmation when the walk-in gives an address', async () => {
      const res = await walkIn({ email: 'walker@example.com', user: { ...walkInUser, firstName: 'Mailed' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.emailed).toBe(true);
      expect(await mailsTo('walker@example.com')).toEqual([{ kind: 'booking_confirmation' }]);
    });

    it('never takes a place someone holds or booked: a slot full of holds refuses the walk-in', async () => {
      const slot = '2026-11-23T20:00:00.000Z';
      // Two people hold the slot's two places on the public site.
      for (const cookie of ['vaxnear_client=walkinholdaaaaaaaaaaaaa', 'vaxnear_client=walkinholdbbbbbbbbbbbbb'])
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/v1/reservations/batch',
              payload: { timeSlotIds: [slotId('cvsBellevue', slot)] },
              headers: { cookie },
            })
          ).statusCode,
        ).toBe(200);
      const res = await walkIn({ time: slotId('cvsBellevue', slot), user: { ...walkInUser, firstName: 'Held' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('TIME_SLOT_TAKEN');
      const usage = await t.database.db
        .selectFrom('slot_usage')
        .select('booked')
        .where('location_id', '=', BELLEVUE)
        .where('starts_at', '=', slot)
        .executeTakeFirst();
      expect(Number(usage?.booked ?? 0)).toBe(0);
      // Booked places count the same way.
      await bookedAppointment(t, { slot: '2026-11-23T20:15:00.000Z' });
      await bookedAppointment(t, { slot: '2026-11-23T20:15:00.000Z' });
      const full = await walkIn({
        time: slotId('cvsBellevue', '2026-11-23T20:15:00.000Z'),
        user: { ...walkInUser, firstName: 'Booked' },
      });
      expect(full.json().errors[0].code).toBe('TIME_SLOT_TAKEN');
    });

    it('refuses an ineligible person with the code a public booking gets', async () => {
      // CVS vaccinates from 19 in Nebraska: a 12-year-old is refused on the public site and at the counter alike.
      const child = { ...walkInUser, firstName: 'Young', dateOfBirth: '03/04/2014', parentalConsent: true };
      const publicAnswer = await bookHeld(
        t.app,
        bookingBody([{ place: 'cvsBellevue', slot: '2026-11-23T21:00:00.000Z', user: child }], {
          email: 'young@example.com',
        }),
      );
      const counterAnswer = await walkIn({ time: slotId('cvsBellevue', '2026-11-23T21:00:00.000Z'), user: child });
      expect(publicAnswer.statusCode).toBe(400);
      expect(counterAnswer.statusCode).toBe(400);
      const codes = (res: { json(): { errors: Array<{ code: string }> } }) => res.json().errors.map((e) => e.code);
      expect(codes(counterAnswer)).toEqual(codes(publicAnswer));
    });

    it('refuses a person who already has a booking for the vaccine, as a public booking would', async () => {
      const person = { firstName: 'Twice', lastName: 'Booked', dateOfBirth: '05/06/1960' };
      await bookedAppointment(t, { user: person, slot: '2026-11-24T15:00:00.000Z' });
      const res = await walkIn({ user: { ...walkInUser, ...person } });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('PERSON_ALREADY_BOOKED');
    });

    it('refuses a time on another day', async () => {
      const res = await walkIn({ time: slotId('cvsBellevue', '2026-11-24T15:00:00.000Z') });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('WALK_IN_NOT_TODAY');
    });

    it('answers "no room" when every time left today is held', async () => {
      // 16:40 in Bellevue: only the 16:45 time is left today.
      const until = '2026-11-23T22:40:00.000Z';
      t.clock.set(until);
      for (const cookie of ['vaxnear_client=lasttimeaaaaaaaaaaaaaa', 'vaxnear_client=lasttimebbbbbbbbbbbbbb'])
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/reservations/batch',
          payload: { timeSlotIds: [slotId('cvsBellevue', '2026-11-23T22:45:00.000Z')] },
          headers: { cookie },
        });
      // Hours later the morning's session has ended: the pharmacist signs in again.
      const again = await signInWith(t, pharmacist.device);
      const res = await walkIn(
        { user: { ...walkInUser, firstName: 'Late' } },
        {
          ...pharmacist,
          headers: cookieHeader(t, sessionCookieOf(again)!),
        },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('WALK_IN_NO_ROOM');
    });
  });
});

const walkInUser = {
  firstName: 'Walker',
  lastName: 'Inn',
  sex: 'male',
  dateOfBirth: '01/02/1970',
  address1: '1 Main St',
  city: 'Bellevue',
  state: 'NE',
  zipCode: '68005',
};
