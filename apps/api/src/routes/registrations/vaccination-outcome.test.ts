// What a person's own manage page reads once the pharmacy recorded their visit (docs/product/staff.md): the outcome
// ("vaccinated", "did not come") and the appointment's date, never the vaccination record (product, lot, dose, site,
// who gave it), which stays on the staff side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlaces, PLACES } from '../../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { firstOperator, invited, type SignedIn } from '../../test/staff-sessions.ts';
import { bookedAppointment, receivedLot, recordVaccination } from '../../test/counter-fixtures.ts';

describe.each(dialects)('a recorded visit on the person’s own page on $name', (dialect) => {
  let t: TestApp;
  let pharmacist: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: '2026-11-23T14:00:00.000Z' });
    await insertPlaces(t.database.db);
    const operator = await firstOperator(t);
    const admin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    pharmacist = await invited(t, admin, {
      email: 'pat@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [PLACES.cvsBellevue.id],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const accessCodeOf = async (appointmentId: string) =>
    (
      await t.database.db
        .selectFrom('appointments')
        .innerJoin('registrations', 'registrations.id', 'appointments.registration_id')
        .select('registrations.access_code')
        .where('appointments.id', '=', appointmentId)
        .executeTakeFirstOrThrow()
    ).access_code;

  it('says "vaccinated" with the appointment’s time, and nothing of the product, the lot or who gave it', async () => {
    const appointmentId = await bookedAppointment(t);
    const lot = await receivedLot(t, pharmacist, 'cvsBellevue', { doses: 5 });
    const recorded = await recordVaccination(t, pharmacist, 'cvsBellevue', appointmentId, {
      lotId: lot.id,
      administeredByName: 'Jamie Intern',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    const res = await t.app.inject({ url: `/api/v1/registrations/${await accessCodeOf(appointmentId)}` });
    expect(res.statusCode).toBe(200);
    const appointment = res.json().data.registration.appointments[0];
    expect(appointment).toMatchObject({ id: appointmentId, status: 'booked', attendance: 'vaccinated' });
    expect(typeof appointment.time).toBe('string');
    for (const secret of [lot.lotNumber, 'Jamie Intern', 'Sam Staff', '"SEQ"', '"cvx"', '"lot', '"site"']) {
      expect(res.body).not.toContain(secret);
    }
  });
});
