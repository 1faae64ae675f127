// Places that come from elsewhere than a cancellation (decision 286), on both databases: more places per slot, new
// opening hours, a new pharmacy, a hold released or left to expire without a booking, a closure reopened. Each is
// offered to the person waiting longest whom it suits, at the earliest time that suits them, and held for them.
import { describe, expect, it } from 'vitest';
import { newClientCookie, slotId } from '../../modules/bookings/test-fixtures.ts';
import { purgeHolds } from '../../plugins/app/hold-purge.ts';
import {
  bookAtBellevue,
  BELLEVUE,
  closeBellevue,
  MORNING,
  seedClosureWorld,
  type ClosureStaff,
} from '../../test/closure-fixtures.ts';
import { appPerTest, dialects } from '../../test/dialects.ts';
import { joinAndConfirm, joinBody, pass } from '../../test/waitlist-fixtures.ts';

const NEAR_BELLEVUE = { lat: 41.14, lng: -95.96 };
const ANA = { email: 'ana@example.com', firstName: 'Ana' };
const BEA = { email: 'bea@example.com', firstName: 'Bea' };
/** Tuesday 2026-11-24 at Bellevue (America/Chicago, UTC-6): 10:00 local. */
const TUE_TEN = '2026-11-24T16:00:00.000Z';
/** Local minutes of the day. */
const at = (hour: number) => hour * 60;

describe.each(dialects)('waiting list: where else places come from ($name)', (dialect) => {
  let staff: ClosureStaff;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
  });
  const wait = (person: typeof ANA, wishes: object = {}) =>
    joinAndConfirm(t, joinBody(person, { near: NEAR_BELLEVUE, miles: 10, ...wishes }));
  /** Where and when the places held for this address are, oldest first. */
  const offeredTo = async (email: string) =>
    (
      await t.database.db
        .selectFrom('waitlist_offers as o')
        .innerJoin('waitlist_entries as e', 'e.id', 'o.entry_id')
        .select(['o.location_id', 'o.starts_at', 'o.status'])
        .where('e.email', '=', email)
        .orderBy('o.created_at')
        .execute()
    ).map((o) => `${o.location_id} ${o.starts_at} ${o.status}`);
  const heldForOffers = async () =>
    (
      await t.database.db
        .selectFrom('holds')
        .select(['starts_at'])
        .where('client_id', 'like', 'waitlist-offer:%')
        .execute()
    ).map((h) => h.starts_at);
  /** Both places of Tuesday 10:00 taken: one booked, one held by a person filling in the form. */
  const fillTuesdayTen = async () => {
    await bookAtBellevue(t, [TUE_TEN]);
    const cookie = newClientCookie();
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: slotId('cvsBellevue', TUE_TEN) },
      headers: { cookie },
    });
    expect(held.statusCode, held.body).toBe(200);
    return cookie;
  };

  it('offers a raised number of places to the longest-waiting match, at the earliest time that suits them', async () => {
    // Ana wants Wednesdays 10:00-11:00; Bea, who joined later, any day but too far away to suit Bellevue.
    await wait(ANA, { weekdays: [3], fromMinute: at(10), toMinute: at(11) });
    await wait(BEA, { near: { lat: 40.0, lng: -100.0 } });
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/capacity-changes',
      headers: staff.bellevueStaff.headers,
      payload: { locationId: BELLEVUE, from: '2026-11-25', capacity: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    expect(await offeredTo(ANA.email)).toEqual([`${BELLEVUE} 2026-11-25T16:00:00.000Z offered`]);
    expect(await offeredTo(BEA.email)).toEqual([]);
    expect(await heldForOffers()).toEqual(['2026-11-25T16:00:00.000Z']);
    // The range is offered once: the next pass, on this server or another, offers nothing more.
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
  });

  it('lowering the places offers nothing', async () => {
    await wait(ANA);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/capacity-changes',
      headers: staff.bellevueStaff.headers,
      payload: { locationId: BELLEVUE, from: '2026-11-25', capacity: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
  });

  it('offers a time that new opening hours make, to whom it suits', async () => {
    // Ana wants early mornings, before Bellevue opens at 09:00; the new hours open at 07:00 from Wednesday.
    await wait(ANA, { fromMinute: at(7), toMinute: at(8) });
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/hours-changes',
      headers: staff.bellevueStaff.headers,
      payload: {
        locationId: BELLEVUE,
        from: '2026-11-25',
        slotMinutes: 15,
        schedules: [
          { days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], open24Hours: false, start: '07:00', end: '17:00' },
        ],
        reason: 'Open earlier this winter',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    // 07:00 in Chicago is 13:00Z.
    expect(await offeredTo(ANA.email)).toEqual([`${BELLEVUE} 2026-11-25T13:00:00.000Z offered`]);
  });

  it('offers a place of a new pharmacy approved near the person', async () => {
    await t.database.db
      .insertInto('zip_codes')
      .values({
        zip: '68005',
        city: 'Bellevue',
        city_key: 'bellevue',
        state: 'NE',
        county: 'Sarpy',
        lat: 41.14,
        lng: -95.9,
        population: 20000,
        time_zone: 'America/Chicago',
      })
      .onConflict((oc) => oc.column('zip').doNothing())
      .execute();
    // Ana wants Saturdays only: Bellevue's CVS is open then too, but nothing opened there.
    await wait(ANA, { weekdays: [6] });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/provider_registrations',
      payload: {
        requestType: 'new',
        business: {
          name: 'Main Street Pharmacy',
          address1: '12 Main St',
          city: 'Bellevue',
          state: 'NE',
          zip: '68005',
          identifierType: 'npi',
          identifier: '1234567893',
          schedulingPhone: '(402) 555-0142',
        },
        contact: { contactType: 'owner', firstName: 'Rita', lastName: 'Reyes', email: 'rita@mainstreetrx.example' },
        vaccines: ['flu', 'covid_19'],
        hours: [{ days: ['sat'], open24Hours: false, start: '09:00', end: '12:00' }],
        slotIntervalMinutes: 20,
        sameDayAppointments: true,
        quickBookingOptIn: false,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/listing-requests?status=received',
      headers: staff.operator.headers,
    });
    const id = listed.json().data[0].id as string;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/listing-requests/${id}/approve`,
      headers: staff.operator.headers,
      payload: { retailer: 'main-street', capacity: 1 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const locationId = approved.json().data.locationId as string;
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    // Saturday 2026-11-28 09:00 in Chicago.
    expect(await offeredTo(ANA.email)).toEqual([`${locationId} 2026-11-28T15:00:00.000Z offered`]);
  });

  it('offers a place that a person filling in the form let go of', async () => {
    const cookie = await fillTuesdayTen();
    await wait(ANA, { weekdays: [2], fromMinute: at(10), toMinute: at(11) });
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
    const released = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/reservations',
      payload: { timeSlotIds: [slotId('cvsBellevue', TUE_TEN)] },
      headers: { cookie },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    expect(await offeredTo(ANA.email)).toEqual([`${BELLEVUE} ${TUE_TEN} offered`]);
  });

  it('offers a place whose hold ended without a booking, once the purge clears it', async () => {
    await fillTuesdayTen();
    await wait(ANA, { weekdays: [2], fromMinute: at(10), toMinute: at(11) });
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
    t.clock.advance(11 * 60_000);
    await purgeHolds(t.database.db, t.clock.now());
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    expect(await offeredTo(ANA.email)).toEqual([`${BELLEVUE} ${TUE_TEN} offered`]);
    // The purge that runs again does not offer the place a second time.
    t.clock.advance(60_000);
    await purgeHolds(t.database.db, t.clock.now());
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
  });

  it('offers the places of a closure that reopens, and none while it is closed', async () => {
    await wait(ANA, { weekdays: [2], fromMinute: at(9), toMinute: at(10) });
    const closed = await closeBellevue(t, staff.bellevueStaff, MORNING);
    expect(closed.statusCode, closed.body).toBe(201);
    expect(await pass(t)).toEqual({ offered: 0, lapsed: 0 });
    const reopened = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/closures/${closed.json().data.id}/reopen`,
      headers: staff.bellevueStaff.headers,
      payload: {},
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await pass(t)).toEqual({ offered: 1, lapsed: 0 });
    expect(await offeredTo(ANA.email)).toEqual([`${BELLEVUE} ${MORNING.startsAt} offered`]);
  });
});
