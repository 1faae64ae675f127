import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { bookHeld, bookingBody, insertPlaces } from './test-fixtures.ts';
import { samePersonKey } from './bookings.service.ts';
import { addDailyPlaces, claimPersonBookings, purgeBookingLimits } from './booking-limits.repository.ts';

// Now: 2026-11-23T14:00Z (the test clock). Tomorrow 17:00Z is 10:00 in Alliance NE.
const TOMORROW = '2026-11-24T17:00:00.000Z';

describe('who the same person is (decision 223)', () => {
  it('is the names and date of birth with case, spaces, width and accents folded', () => {
    const maria = samePersonKey('María José', 'López', '1996-01-01');
    expect(samePersonKey('  MARIA   jose ', 'lopez', '1996-01-01')).toBe(maria);
    expect(samePersonKey('Ｍａｒｉａ José', 'Lopez', '1996-01-01')).toBe(maria);
    expect(samePersonKey('María José', 'López', '1996-01-02')).not.toBe(maria);
    expect(samePersonKey('María', 'José López', '1996-01-01')).not.toBe(maria);
  });
});

describe.each(dialects)('the booking limits in the database on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    await insertPlaces(t.database.db, { places: ['safewayAlliance'] });
  });
  afterEach(async () => {
    await t?.close();
  });

  const bookMaria = async () => {
    const res = await bookHeld(t.app, bookingBody([{ slot: TOMORROW }]));
    expect(res.statusCode).toBe(200);
    return (await t.database.db.selectFrom('appointments').select('id').executeTakeFirstOrThrow()).id;
  };
  const maria = samePersonKey('Maria', 'Lopez', '1958-04-12');
  const claim = (appointmentId: string, now: string) =>
    t.database.db
      .transaction()
      .execute(
        async (trx) =>
          (await claimPersonBookings(trx, [{ person: maria, kind: 'flu', appointmentId }], now)).length === 0,
      );

  it('counts places per scope and day up to each scope its own cap, in one statement, and counts nothing over', async () => {
    const both = await t.database.db.transaction().execute((trx) =>
      addDailyPlaces(trx, '2026-11-22', [
        { scope: 'email:a', places: 2, cap: 2 },
        { scope: 'address:b', places: 2, cap: 3 },
      ]),
    );
    expect(both).toEqual([]);
    const again = await t.database.db.transaction().execute((trx) =>
      addDailyPlaces(trx, '2026-11-22', [
        { scope: 'email:a', places: 1, cap: 2 },
        { scope: 'address:b', places: 1, cap: 3 },
      ]),
    );
    expect(again).toEqual(['email:a']);
  });

  it('counts places per scope and day up to the cap, and counts nothing that would go over', async () => {
    const add = (places: number, day = '2026-11-23') =>
      t.database.db
        .transaction()
        .execute(
          async (trx) =>
            (await addDailyPlaces(trx, day, [{ scope: 'address:192.0.2.1', places, cap: 5 }])).length === 0,
        );
    expect([await add(3), await add(2), await add(1), await add(6, '2026-11-24'), await add(5, '2026-11-24')]).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    const rows = await t.database.db.selectFrom('booking_quotas').select(['day', 'places']).orderBy('day').execute();
    expect(rows.map((r) => [r.day, Number(r.places)])).toEqual([
      ['2026-11-23', 5],
      ['2026-11-24', 5],
    ]);
  });

  it("keeps a person's booking of a kind while its appointment is booked in the future, then lets it be taken over", async () => {
    const id = await bookMaria();
    const other = await bookHeld(
      t.app,
      bookingBody([{ slot: '2026-11-24T18:00:00.000Z', user: { firstName: 'Ana' } }], { email: 'ana@example.com' }),
    );
    const otherId = (await t.database.db
      .selectFrom('appointments')
      .select('id')
      .where('first_name', '=', 'Ana')
      .executeTakeFirstOrThrow())!.id;
    expect(other.statusCode).toBe(200);
    expect(await claim(otherId, t.clock.now().toISOString())).toBe(false);
    // Once the appointment's time has passed, the next booking of that person takes the row over.
    expect(await claim(otherId, '2026-11-24T17:00:00.001Z')).toBe(true);
    const row = await t.database.db.selectFrom('person_bookings').select('appointment_id').executeTakeFirstOrThrow();
    expect(row.appointment_id).toBe(otherId);
    expect(row.appointment_id).not.toBe(id);
  });

  it('purges rows of appointments no longer booked in the future and counts of days before yesterday', async () => {
    await bookMaria();
    await t.database.db
      .insertInto('booking_quotas')
      .values([
        { scope: 'address:192.0.2.1', day: '2026-11-21', places: 3 },
        { scope: 'address:192.0.2.1', day: '2026-11-22', places: 3 },
      ])
      .execute();
    await purgeBookingLimits(t.database.db, t.clock.now());
    expect(await t.database.db.selectFrom('person_bookings').selectAll().execute()).toHaveLength(1);
    expect(
      (
        await t.database.db
          .selectFrom('booking_quotas')
          .select('day')
          .where('scope', '=', 'address:192.0.2.1')
          .execute()
      ).map((r) => r.day),
    ).toEqual(['2026-11-22']);
    await purgeBookingLimits(t.database.db, new Date('2026-11-24T17:00:00.001Z'));
    expect(await t.database.db.selectFrom('person_bookings').selectAll().execute()).toEqual([]);
  });
});
