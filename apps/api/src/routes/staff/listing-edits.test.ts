// Approved listing edits that change the hours from a date on and the vaccines offered (decision 276), and removals
// whose people are offered a nearby pharmacy (decision 275), on both databases.
import { describe, expect, it } from 'vitest';
import {
  BELLEVUE,
  closureMailsTo,
  countersMatchBookings,
  offerTokenSentTo,
  seedClosureWorld,
  takeOffer,
  type ClosureStaff,
} from '../../test/closure-fixtures.ts';
import { appPerTest, dialects } from '../../test/dialects.ts';
import { bookAt, insertNearby, placesOf } from '../../test/nearby-fixtures.ts';
import { bookHeld, bookingBody } from '../../modules/bookings/test-fixtures.ts';

const contact = { contactType: 'owner', firstName: 'Ana', lastName: 'Reyes', email: 'ana@cvs.example' };
const change = (requestType: 'edit' | 'remove') => ({
  requestType,
  listing: { identifierType: 'locationId', identifier: BELLEVUE },
  contact,
  reason:
    requestType === 'edit' ? 'From Thursday we close at 1 pm, and we stop giving COVID-19 vaccines.' : 'We closed.',
});
const MORNINGS = [
  { days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], open24Hours: false, start: '09:00', end: '13:00' },
];

describe.each(dialects)('listing edits and removals ($name)', (dialect) => {
  let staff: ClosureStaff;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
  });
  const submit = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/provider_registrations', payload: body });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (
      await t.database.db
        .selectFrom('provider_registrations')
        .select('id')
        .orderBy('received_at', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  };
  const approve = (id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/listing-requests/${id}/approve`,
      headers: staff.operator.headers,
      payload,
    });
  const requestsSeen = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/staff/listing-requests', headers: staff.operator.headers })
    ).json().data as Array<{ id: string; current: Record<string, unknown> | null; status: string }>;

  it('approves an edit of hours from a date and of vaccines: the afternoon people are told, COVID-19 is no longer booked', async () => {
    // Thursday 15:00 local: an afternoon the new hours no longer open.
    const afternoon = await bookAt(t, ['2026-11-26T21:00:00.000Z'], { email: 'afternoon@example.com' });
    const id = await submit(change('edit'));
    const before = (await requestsSeen()).find((r) => r.id === id)!;
    expect(before.current).toMatchObject({ slotMinutes: 15, vaccines: ['covid_19', 'flu', 'pneumococcal', 'rsv'] });
    const res = await approve(id, {
      message: 'Done.',
      changes: { hours: { from: '2026-11-26', slotMinutes: 20, schedules: MORNINGS }, vaccines: ['flu', 'rsv'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'approved' });
    expect(res.json().data.current).toMatchObject({
      vaccines: ['flu', 'rsv'],
      scheduleVersions: [
        {
          from: '2026-11-26',
          slotMinutes: 20,
          hours: expect.arrayContaining([expect.objectContaining({ opens: '09:00', closes: '13:00' })]),
        },
      ],
    });
    // The afternoon person is told, with a time of the new hours held: Thursday 12:40, the last 20-minute slot.
    const [notice] = await closureMailsTo(t, 'afternoon@example.com');
    expect(notice!.text_body).toContain('The pharmacy changed its opening hours.');
    const taken = await takeOffer(t, await offerTokenSentTo(t, 'afternoon@example.com'));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await placesOf(t, afternoon)).toEqual([[BELLEVUE, '2026-11-26T18:40:00.000Z', 'booked']]);
    // Availability shows the new hours from Thursday, and the days before keep theirs.
    const thursday = await t.app.inject({
      method: 'GET',
      url: `/api/v1/availabilities?location_ids[]=${BELLEVUE}&date=2026-11-26`,
    });
    const times = (thursday.json().data.locations[0].dates[0].slots as Array<{ time: string }>).map((s) =>
      new Date(s.time).toISOString(),
    );
    expect(times.every((time) => time < '2026-11-26T19:00:00.000Z')).toBe(true);
    expect(times).toContain('2026-11-26T15:20:00.000Z');
    // COVID-19 is not offered there any more: a booking for it is refused.
    const covid = await bookHeld(
      t.app,
      bookingBody([
        { place: 'cvsBellevue', slot: '2026-11-25T15:00:00.000Z', services: [{ kind: 'covid_19', brand: null }] },
      ]),
    );
    expect([covid.statusCode, covid.json().errors[0].code]).toEqual([400, 'SERVICE_NOT_OFFERED']);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('record_id', 'in', [id, BELLEVUE])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['listing_request.approve', 'schedule.hours']);
    await countersMatchBookings(t);
  });

  it('refuses an edit whose hours start outside the booking horizon, and changes nothing', async () => {
    const id = await submit(change('edit'));
    const res = await approve(id, {
      changes: { hours: { from: '2027-12-01', slotMinutes: 20, schedules: MORNINGS }, vaccines: ['flu'] },
    });
    expect([res.statusCode, res.json().errors[0].code, res.json().errors[0].field]).toEqual([
      400,
      'HOURS_DATE_INVALID',
      'changes.hours.from',
    ]);
    expect((await requestsSeen()).find((r) => r.id === id)!.status).toBe('received');
    const offerings = await t.database.db
      .selectFrom('location_offerings')
      .select('kind')
      .where('location_id', '=', BELLEVUE)
      .execute();
    expect(new Set(offerings.map((o) => o.kind)).size).toBe(4);
  });

  it('approves a removal: its people are offered a nearby pharmacy and can move there in one step', async () => {
    const papillion = await insertNearby(t, 'papillion');
    const maria = await bookAt(t, ['2026-11-25T15:00:00.000Z'], { email: 'maria@example.com', locale: 'es' });
    const id = await submit(change('remove'));
    const res = await approve(id, { message: 'Removed.' });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await closureMailsTo(t, 'maria@example.com');
    expect(notice!.text_body).toContain('CVS Pharmacy #2210, 1110 S Washington St, PAPILLION, NE 68046');
    const taken = await takeOffer(t, await offerTokenSentTo(t, 'maria@example.com'));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await placesOf(t, maria)).toEqual([[papillion, '2026-11-25T15:00:00.000Z', 'booked']]);
    await countersMatchBookings(t);
  });
});
