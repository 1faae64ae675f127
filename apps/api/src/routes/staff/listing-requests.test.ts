// Provider listing requests answered by an operator (decision 260), on both databases: a new pharmacy approved from the
// registration form appears in search with its hours, slot length and vaccines; an edit changes the listing; a
// removal tells everyone booked there and takes it off search; a decline says why; the requester hears either way;
// a retailer admin reads the requests about its own locations only; nobody else decides.
import { describe, expect, it } from 'vitest';
import { bookAtBellevue, BELLEVUE, seedClosureWorld, type ClosureStaff } from '../../test/closure-fixtures.ts';
import { appPerTest, dialects, type TestApp } from '../../test/dialects.ts';

const contact = { contactType: 'owner', firstName: 'Ana', lastName: 'Reyes', email: 'ana@mainstreetrx.example' };
const newPharmacy = {
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
  contact,
  vaccines: ['flu', 'covid_19'],
  hours: [
    {
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      open24Hours: false,
      start: '09:00',
      end: '17:00',
      lunchStart: '12:00',
      lunchEnd: '13:00',
    },
    { days: ['sat'], open24Hours: true },
  ],
  slotIntervalMinutes: 20,
  sameDayAppointments: true,
  quickBookingOptIn: false,
};
const change = (requestType: 'edit' | 'remove', identifier: string = BELLEVUE) => ({
  requestType,
  listing: { identifierType: 'locationId', identifier },
  contact,
  reason: requestType === 'edit' ? 'Our phone number changed.' : 'This store closed.',
});

describe.each(dialects)('listing requests ($name)', (dialect) => {
  let staff: ClosureStaff;
  const t = appPerTest(dialect, {}, async (app) => {
    staff = await seedClosureWorld(app);
    await app.database.db
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
  });
  const submit = (t: TestApp, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/provider_registrations', payload: body });
  const list = (who: ClosureStaff[keyof ClosureStaff], query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/staff/listing-requests${query}`, headers: who.headers });
  const decide = (who: ClosureStaff[keyof ClosureStaff], id: string, verb: 'approve' | 'decline', payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/listing-requests/${id}/${verb}`,
      headers: who.headers,
      payload,
    });
  const mailsTo = (email: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', email)
      .where('kind', '=', 'listing_request_decision')
      .execute();
  const idOf = async (referenceNumber: string) =>
    (await list(staff.operator))
      .json()
      .data.find((r: { referenceNumber: string }) => r.referenceNumber === referenceNumber).id as string;

  it('approves a new pharmacy: it is listed with its hours, slot length and vaccines, and shows in search', async () => {
    const sent = await submit(t, newPharmacy);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = await idOf(sent.json().data.referenceNumber);
    const listed = (await list(staff.operator, '?status=received')).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      requestType: 'new',
      status: 'received',
      current: null,
      businessName: 'Main Street Pharmacy',
    });
    const approved = await decide(staff.operator, id, 'approve', { retailer: 'main-street', capacity: 3 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      locationId: 'vaxnear-npi-1234567893',
      current: { retailer: 'main-street', slotMinutes: 20, capacity: 3, vaccines: ['covid_19', 'flu'] },
    });
    expect(approved.json().data.current.hours).toEqual([
      { weekday: 1, opens: '09:00', closes: '17:00', breakStart: '12:00', breakEnd: '13:00' },
      { weekday: 2, opens: '09:00', closes: '17:00', breakStart: '12:00', breakEnd: '13:00' },
      { weekday: 3, opens: '09:00', closes: '17:00', breakStart: '12:00', breakEnd: '13:00' },
      { weekday: 4, opens: '09:00', closes: '17:00', breakStart: '12:00', breakEnd: '13:00' },
      { weekday: 5, opens: '09:00', closes: '17:00', breakStart: '12:00', breakEnd: '13:00' },
      { weekday: 6, opens: '00:00', closes: '23:59', breakStart: null, breakEnd: null },
    ]);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/query?latitude=41.14&longitude=-95.9&services=${encodeURIComponent(JSON.stringify([{ kind: 'flu', ageMin: 40, ageMax: 40 }]))}&pageSize=10`,
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.locations.map((l: { name: string }) => l.name)).toContain('Main Street Pharmacy');
    // Tuesday 24 November: 20-minute slots from 9:00 with the lunch hour left out.
    const day = await t.app.inject({
      method: 'GET',
      url: '/api/v1/availabilities?location_ids[]=vaxnear-npi-1234567893&date=2026-11-24',
    });
    const times = day.json().data.locations[0].dates[0].slots.map((s: { time: string }) => s.time.slice(11, 16));
    expect(times.slice(0, 4)).toEqual(['09:00', '09:20', '09:40', '10:00']);
    expect(times).not.toContain('12:00');
    expect(times).toContain('13:00');
    const [mail] = await mailsTo('ana@mainstreetrx.example');
    expect(mail!.subject).toContain('was approved');
    expect(mail!.text_body).toContain('Aprobamos su solicitud');
    const again = await decide(staff.operator, id, 'decline', { message: 'No' });
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'LISTING_REQUEST_DECIDED']);
  });

  it('approves an edit with the operator’s changes, compared with the current listing', async () => {
    const sent = await submit(t, change('edit'));
    const id = await idOf(sent.json().data.referenceNumber);
    const before = (await list(staff.operator)).json().data[0];
    expect(before.current).toMatchObject({ id: BELLEVUE, phone: '402-291-6779', slotMinutes: 15 });
    const approved = await decide(staff.operator, id, 'approve', {
      changes: { phone: '402-555-0100', slotMinutes: 30 },
      message: 'Updated.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.current).toMatchObject({ phone: '402-555-0100', slotMinutes: 30 });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'retailer'])
      .where('record_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'listing_request.approve', retailer: 'cvs' });
  });

  it('approves a removal: everyone booked there is told, and the listing takes no more bookings', async () => {
    await bookAtBellevue(t, ['2026-11-24T15:00:00.000Z'], { email: 'maria@example.com' });
    await bookAtBellevue(t, ['2026-12-10T16:00:00.000Z'], { email: 'jose@example.com', locale: 'es' });
    const sent = await submit(t, change('remove'));
    const id = await idOf(sent.json().data.referenceNumber);
    expect((await list(staff.operator)).json().data[0].current.futureBookings).toBe(2);
    const approved = await decide(staff.operator, id, 'approve', {});
    expect(approved.statusCode, approved.body).toBe(200);
    const told = await t.database.db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('kind', '=', 'closure_notice')
      .orderBy('recipient')
      .execute();
    expect(told.map((m) => m.recipient)).toEqual(['jose@example.com', 'maria@example.com']);
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/v1/availabilities?location_ids[]=${BELLEVUE}&date=2026-11-25`,
    });
    expect(day.json().data.locations[0].dates[0].slots).toEqual([]);
  });

  it('declines with a message the requester reads', async () => {
    const sent = await submit(t, change('remove', 'no-such-listing'));
    const id = await idOf(sent.json().data.referenceNumber);
    const empty = await decide(staff.operator, id, 'decline', { message: ' ' });
    expect(empty.statusCode).toBe(400);
    const declined = await decide(staff.operator, id, 'decline', {
      message: 'We cannot find this listing; send its id.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      decision: { message: 'We cannot find this listing; send its id.' },
    });
    const [mail] = await mailsTo('ana@mainstreetrx.example');
    expect(mail!.text_body).toContain('We cannot find this listing; send its id.');
    expect(mail!.subject).toContain('declined');
  });

  it('shows a retailer admin the requests about its own locations only, and lets no one but an operator decide', async () => {
    await submit(t, newPharmacy);
    const about = await submit(t, change('edit'));
    const id = await idOf(about.json().data.referenceNumber);
    const cvs = (await list(staff.cvsAdmin)).json().data;
    expect(cvs.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await list(staff.albertsonsAdmin)).json().data).toEqual([]);
    expect((await list(staff.bellevueStaff)).statusCode).toBe(403);
    for (const who of [staff.cvsAdmin, staff.bellevueStaff, staff.albertsonsAdmin]) {
      const res = await decide(who, id, 'approve', {});
      expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'STAFF_FORBIDDEN']);
    }
    expect(await t.database.db.selectFrom('listing_request_decisions').selectAll().execute()).toEqual([]);
  });
});
