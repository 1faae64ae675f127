// Attacks on the counter's lots and vaccination records (docs/security.md, "Attacks, before and after"; decisions 245
// and 246), one test per attack, on both databases.
import { describe, expect, it } from 'vitest';
import { insertPlaces, PLACES } from '../modules/bookings/test-fixtures.ts';
import { appPerTest, dialects, type TestApp } from '../test/dialects.ts';
import { firstOperator, invited, type SignedIn } from '../test/staff-sessions.ts';
import {
  bookedAppointment,
  lotsUrl,
  receiveLot,
  receivedLot,
  recordVaccination,
  vaccinationsUrl,
} from '../test/counter-fixtures.ts';

const BELLEVUE = PLACES.cvsBellevue.id;

async function staffOf(t: TestApp): Promise<{ operator: SignedIn; pharmacist: SignedIn }> {
  await insertPlaces(t.database.db);
  const operator = await firstOperator(t);
  const admin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
  const pharmacist = await invited(t, admin, {
    email: 'pat@cvs.example',
    role: 'location_staff',
    retailer: 'cvs',
    locationIds: [BELLEVUE],
  });
  return { operator, pharmacist };
}

describe.each(dialects)('attacks on lots and vaccination records on $name', (dialect) => {
  const t = appPerTest(dialect, { now: '2026-11-23T14:00:00.000Z' });
  const dosesOf = async (lotId: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('vaccine_lots')
          .select('doses_left')
          .where('id', '=', lotId)
          .executeTakeFirstOrThrow()
      ).doses_left,
    );

  it('another location’s lot: named under the staff member’s own location it is not found, and stays as it was', async () => {
    const { operator, pharmacist } = await staffOf(t);
    const arvadaLot = await receivedLot(t, operator, 'cvsArvada', { doses: 5 });
    for (const action of ['waste', 'count']) {
      const underOwn = await t.app.inject({
        method: 'POST',
        url: `${lotsUrl('cvsBellevue')}/${arvadaLot.id}/${action}`,
        headers: pharmacist.headers,
        payload: action === 'waste' ? { doses: 5, reason: 'other' } : { doses: 0 },
      });
      expect(underOwn.statusCode).toBe(404);
      expect(underOwn.json().errors[0].code).toBe('LOT_NOT_FOUND');
      const underTheirs = await t.app.inject({
        method: 'POST',
        url: `${lotsUrl('cvsArvada')}/${arvadaLot.id}/${action}`,
        headers: pharmacist.headers,
        payload: action === 'waste' ? { doses: 5, reason: 'other' } : { doses: 0 },
      });
      expect(underTheirs.statusCode).toBe(403);
    }
    const list = await t.app.inject({ method: 'GET', url: lotsUrl('cvsArvada'), headers: pharmacist.headers });
    expect(list.statusCode).toBe(403);
    expect(await dosesOf(arvadaLot.id)).toBe(5);
  });

  it('negative, zero, fractional, huge and text quantities are refused and store nothing', async () => {
    const { pharmacist } = await staffOf(t);
    for (const doses of [-5, 0, 2.5, 10_001, 1e12, '10', null])
      expect((await receiveLot(t, pharmacist, 'cvsBellevue', { doses })).statusCode, String(doses)).toBe(400);
    expect(await t.database.db.selectFrom('vaccine_lots').select('id').execute()).toEqual([]);
    const lot = await receivedLot(t, pharmacist, 'cvsBellevue', { doses: 10 });
    for (const [action, payload] of [
      ['waste', { doses: -3, reason: 'other' }],
      ['waste', { doses: 0, reason: 'other' }],
      ['waste', { doses: 1e9, reason: 'other' }],
      ['waste', { doses: 1, reason: 'stolen by me' }],
      ['count', { doses: -1 }],
      ['count', { doses: 1e9 }],
      ['count', { doses: 3.5 }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${lotsUrl('cvsBellevue')}/${lot.id}/${action}`,
        headers: pharmacist.headers,
        payload,
      });
      expect(res.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
    }
    expect(await dosesOf(lot.id)).toBe(10);
  });

  it('a lot of another location used for a vaccination is not found, and nothing changes', async () => {
    const { operator } = await staffOf(t);
    const appointmentId = await bookedAppointment(t);
    const arvadaLot = await receivedLot(t, operator, 'cvsArvada', { doses: 5 });
    const res = await recordVaccination(t, operator, 'cvsBellevue', appointmentId, { lotId: arvadaLot.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('LOT_NOT_FOUND');
    expect(await dosesOf(arvadaLot.id)).toBe(5);
    const appointment = await t.database.db
      .selectFrom('appointments')
      .select('attendance')
      .where('id', '=', appointmentId)
      .executeTakeFirstOrThrow();
    expect(appointment.attendance).toBe('expected');
  });

  it('an appointment of another location named under this one is not found', async () => {
    const { operator, pharmacist } = await staffOf(t);
    const bellevueAppointment = await bookedAppointment(t);
    const arvadaLot = await receivedLot(t, operator, 'cvsArvada');
    const res = await recordVaccination(t, operator, 'cvsArvada', bellevueAppointment, { lotId: arvadaLot.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('APPOINTMENT_NOT_FOUND');
    const read = await t.app.inject({
      method: 'GET',
      url: vaccinationsUrl('cvsArvada', bellevueAppointment),
      headers: pharmacist.headers,
    });
    expect(read.statusCode).toBe(403);
  });

  it('a replayed record, one after the other and all at once, takes one dose and makes one record', async () => {
    const { pharmacist } = await staffOf(t);
    const lot = await receivedLot(t, pharmacist, 'cvsBellevue', { doses: 10 });
    const appointmentId = await bookedAppointment(t);
    const send = () => recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, { lotId: lot.id });
    const answers = [...(await Promise.all([send(), send(), send()])), await send()];
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().errors[0].code).toMatch(/^(VACCINE_ALREADY_RECORDED|APPOINTMENT_NOT_VACCINATABLE)$/);
    expect(await dosesOf(lot.id)).toBe(9);
    expect(
      await t.database.db
        .selectFrom('vaccination_records')
        .select('id')
        .where('appointment_id', '=', appointmentId)
        .execute(),
    ).toHaveLength(1);
  });

  it('a cross-site request with a stolen session cookie cannot receive or use a lot', async () => {
    const { pharmacist } = await staffOf(t);
    const lot = await receivedLot(t, pharmacist, 'cvsBellevue', { doses: 3 });
    const crossSite = {
      cookie: pharmacist.headers.cookie!,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    };
    const receive = await t.app.inject({
      method: 'POST',
      url: lotsUrl('cvsBellevue'),
      headers: crossSite,
      payload: { cvx: '88', mvx: 'SEQ', lotNumber: 'EVIL1', expiresOn: '2027-01-01', doses: 5 },
    });
    expect(receive.statusCode).toBe(403);
    expect(receive.json().errors[0].code).toBe('STAFF_CROSS_SITE_REQUEST');
    const waste = await t.app.inject({
      method: 'POST',
      url: `${lotsUrl('cvsBellevue')}/${lot.id}/waste`,
      headers: crossSite,
      payload: { doses: 3, reason: 'other' },
    });
    expect(waste.statusCode).toBe(403);
    expect(await dosesOf(lot.id)).toBe(3);
  });
});
