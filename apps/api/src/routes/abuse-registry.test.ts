// Attacks on state registry reporting (decision 262), one test per attack, on both databases: staff reaching another
// location's registry report, or sending again a vaccination of a location outside their scope by guessing its id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlaces, PLACES } from '../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../test/dialects.ts';
import { bookedAppointment, receivedLot, recordVaccination } from '../test/counter-fixtures.ts';
import { firstOperator, invited, type SignedIn } from '../test/staff-sessions.ts';

const BELLEVUE = PLACES.cvsBellevue.id;
const ARVADA = PLACES.cvsArvada.id;

describe.each(dialects)('registry abuse on $name', (dialect) => {
  let t: TestApp;
  let bellevueStaff: SignedIn;
  let arvadaStaff: SignedIn;
  let rejectedAtBellevue: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: '2026-11-23T14:00:00.000Z', config: { iisPollMs: 3_600_000 } });
    await insertPlaces(t.database.db);
    const operator = await firstOperator(t);
    const admin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    bellevueStaff = await invited(t, admin, {
      email: 'pat@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [BELLEVUE],
    });
    arvadaStaff = await invited(t, admin, {
      email: 'sam@cvs.example',
      role: 'location_staff',
      retailer: 'cvs',
      locationIds: [ARVADA],
    });
    const lot = await receivedLot(t, bellevueStaff, 'cvsBellevue');
    const recorded = await recordVaccination(t, bellevueStaff, 'cvsBellevue', await bookedAppointment(t), {
      lotId: lot.id,
    });
    rejectedAtBellevue = recorded.json().data.id as string;
    await t.database.db
      .updateTable('iis_messages')
      .set({ status: 'rejected', ack_errors: JSON.stringify(['Birth date is after the dose date']) })
      .where('vaccination_id', '=', rejectedAtBellevue)
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it("reading another location's registry rejections (names and the registry's reasons)", async () => {
    const res = await t.app.inject({
      url: `/api/v1/staff/locations/${BELLEVUE}/registry-problems`,
      headers: arvadaStaff.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('STAFF_FORBIDDEN');
    expect(res.body).not.toContain('Birth date');
  });

  it("resending another location's vaccination through one's own location by its id", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/locations/${ARVADA}/registry-messages/${rejectedAtBellevue}/resend`,
      headers: arvadaStaff.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('REGISTRY_MESSAGE_NOT_FOUND');
    const row = await t.database.db
      .selectFrom('iis_messages')
      .select(['status'])
      .where('vaccination_id', '=', rejectedAtBellevue)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');
  });
});
