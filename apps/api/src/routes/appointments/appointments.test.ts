import { beforeEach, describe, expect, it } from 'vitest';
import { appPerTest, dialects } from '../../test/dialects.ts';
import { bookHeld, bookingBody, countRows, insertPlaces, slotId } from '../../modules/bookings/test-fixtures.ts';

// Now: Monday 2026-11-23 07:00 in Alliance NE (America/Denver). 17:00 UTC tomorrow is 10:00 there.
const TEN = '2026-11-24T17:00:00.000Z';
const ELEVEN = '2026-11-24T18:00:00.000Z';
const cookieOf = (name: string) => `vaxnear_client=${name.padEnd(22, 'x')}`;
/** One appointment at ten for someone born on `dateOfBirth` who answered the pregnancy question with `pregnant`. */
const withPregnancyAnswer = (
  pregnant: unknown,
  dateOfBirth: string,
  services: unknown[],
  user: Record<string, unknown> = {},
) => bookingBody([{ slot: TEN, services, user: { dateOfBirth, ...user }, healthQuestionnaire: { pregnant } }]);

describe.each(dialects)('booking appointments on $name', (dialect) => {
  const t = appPerTest(dialect, {}, (app) => insertPlaces(app.database.db, { capacity: 2 }));

  // Holds the times first, as the web does (decision 223).
  const book = (body: unknown, headers: Record<string, string> = {}) => bookHeld(t.app, body, headers);
  const hold = (cookie: string, timeSlotId: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: { timeSlotId }, headers: { cookie } });
  const nothingStored = async () =>
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 0, registrations: 0, services: 0 });

  it('books a flu shot and answers with a secret access code, a readable confirmation number and the appointment', async () => {
    const res = await book(bookingBody([{ slot: TEN }]));
    expect(res.statusCode).toBe(200);
    const registration = res.json().data.registration;
    expect(registration.accessCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(registration.confirmationNumber).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    expect(registration.appointments).toEqual([
      {
        id: expect.any(String),
        timeSlotId: slotId('safewayAlliance', TEN),
        time: '2026-11-24T10:00:00-07:00',
        durationMinutes: 15,
        locationId: 'vgov-albertsons-549-ne',
        location: {
          id: 'vgov-albertsons-549-ne',
          name: 'Safeway #549',
          address1: '500 East Third Street',
          address2: null,
          city: 'Alliance',
          state: 'NE',
          zipCode: null,
          latitude: 42.097794,
          longitude: -102.864731,
          retailer: 'albertsons',
          timeZone: 'America/Denver',
          metadata: { webAddress: 'https://www.safeway.com/vaccinations/home', phoneNumber: '308-762-1258' },
        },
        services: [{ kind: 'flu', brand: null }],
        user: { firstName: 'Maria', lastName: 'Lopez' },
        status: 'booked',
        attendance: 'expected',
      },
    ]);
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${registration.accessCode}` });
    expect(again.json()).toEqual({ data: { registration } });
  });

  it("turns the visitor's own hold into the booking, even when that hold filled the slot", async () => {
    const other = await hold(cookieOf('other'), slotId('safewayAlliance', TEN));
    expect(other.statusCode).toBe(200);
    expect((await hold(cookieOf('me'), slotId('safewayAlliance', TEN))).statusCode).toBe(200);
    const res = await book(bookingBody([{ slot: TEN }]), { cookie: cookieOf('me') });
    expect(res.statusCode).toBe(200);
    expect((await countRows(t.database.db)).holds).toBe(1);
  });

  it('does not let another visitor book places held by others', async () => {
    await hold(cookieOf('a'), slotId('safewayAlliance', TEN));
    await hold(cookieOf('b'), slotId('safewayAlliance', TEN));
    const res = await book(bookingBody([{ slot: TEN }]), { cookie: cookieOf('c') });
    expect([res.statusCode, res.json().errors[0].code]).toEqual([409, 'TIME_SLOT_TAKEN']);
    await nothingStored();
  });

  it('lets the place go to someone else once the hold expired', async () => {
    await hold(cookieOf('a'), slotId('safewayAlliance', TEN));
    await hold(cookieOf('b'), slotId('safewayAlliance', TEN));
    t.clock.advance(10 * 60_000 + 1);
    expect((await book(bookingBody([{ slot: TEN }]), { cookie: cookieOf('c') })).statusCode).toBe(200);
  });

  it('answers TIME_SLOT_TAKEN once the slot is fully booked', async () => {
    expect((await book(bookingBody([{ slot: TEN, user: { firstName: 'Ana' } }]))).statusCode).toBe(200);
    expect((await book(bookingBody([{ slot: TEN, user: { firstName: 'Luis' } }]))).statusCode).toBe(200);
    const res = await book(bookingBody([{ slot: TEN, user: { firstName: 'Eva' } }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      code: 'TIME_SLOT_TAKEN',
      message: expect.stringContaining('no longer available'),
    });
  });

  it('refuses the same person booking the same vaccine at the same time twice (APPOINTMENT_ALREADY_BOOKED)', async () => {
    expect((await book(bookingBody([{ slot: TEN }]))).statusCode).toBe(200);
    const res = await book(bookingBody([{ slot: TEN, user: { firstName: ' MARIA ' } }]));
    expect([res.statusCode, res.json().errors[0].code]).toEqual([409, 'APPOINTMENT_ALREADY_BOOKED']);
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 1, registrations: 1 });
  });

  it('books every appointment of a batch or none: a full second slot leaves the first one free', async () => {
    await book(bookingBody([{ slot: ELEVEN, user: { firstName: 'Ana' } }]));
    await book(bookingBody([{ slot: ELEVEN, user: { firstName: 'Luis' } }]));
    const res = await book(bookingBody([{ slot: TEN }, { slot: ELEVEN, user: { firstName: 'Pablo' } }]));
    expect(res.statusCode).toBe(409);
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 2, registrations: 2 });
    const usage = await t.database.db
      .selectFrom('slot_usage')
      .select('booked')
      .where('starts_at', '=', TEN)
      .executeTakeFirst();
    expect(Number(usage?.booked ?? 0)).toBe(0);
  });

  it('names each wrong patient field as the client maps it back to the form, storing nothing', async () => {
    const res = await book({
      ...bookingBody([
        { slot: TEN, user: { firstName: '', lastName: 'L'.repeat(51), dateOfBirth: '02/30/1990', sex: undefined } },
      ]),
      email: 'maria@',
      phoneNumber: '(111) 222-3333',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { code: string; field: string }) => `${e.code} ${e.field}`)).toEqual([
      'MISSING_INFORMATION user.firstName',
      'VALIDATION_FAILED user.lastName',
      'MISSING_INFORMATION user.sex',
      'VALIDATION_FAILED user.dateOfBirth',
      'VALIDATION_FAILED user.email',
      'VALIDATION_FAILED user.phoneNumber',
    ]);
    expect(res.json().errors[1].message).toBe('You have reached the 50-character limit');
    // Beside the English, the reason and its numbers, for a client that words the error itself (decision 298).
    expect(res.json().errors.map((e: { reason: string }) => e.reason)).toEqual([
      'required',
      'tooLong',
      'required',
      'invalidDate',
      'invalidEmail',
      'invalidPhone',
    ]);
    expect(res.json().errors[1].params).toEqual({ max: 50 });
    await nothingStored();
  });

  it('refuses a date of birth in the future', async () => {
    const res = await book(bookingBody([{ slot: TEN, user: { dateOfBirth: '01/01/2027' } }]));
    expect(res.json().errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'user.dateOfBirth',
      message: 'Date of birth must be in the past',
      reason: 'futureDate',
    });
  });

  it.each([
    ['an adult flow booking at 17', { slot: TEN, user: { dateOfBirth: '11/24/2008' } }, 'AGE_INELIGIBLE', 'flu'],
    [
      'RSV at 40 without pregnancy',
      { slot: TEN, services: [{ kind: 'rsv', brand: null }], user: { dateOfBirth: '01/01/1986' } },
      'AGE_INELIGIBLE',
      'rsv',
    ],
    [
      'pneumococcal for a minor',
      {
        slot: TEN,
        services: [{ kind: 'pneumococcal', brand: 'merck' }],
        user: { dateOfBirth: '01/01/2012', parentalConsent: true },
      },
      'AGE_INELIGIBLE',
      'pneumococcal',
    ],
    [
      'CVS in Nebraska at 18',
      { place: 'cvsBellevue' as const, slot: '2026-11-24T16:00:00.000Z', user: { dateOfBirth: '01/01/2008' } },
      'RETAILER_AGE_RESTRICTION',
      'flu',
    ],
  ])('refuses %s with an eligibility code', async (_name, appointment, code, service) => {
    const res = await book(bookingBody([appointment]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code, service });
    await nothingStored();
  });

  it('carries the retailer age limit in the error', async () => {
    const res = await book(
      bookingBody([{ place: 'cvsBellevue', slot: '2026-11-24T16:00:00.000Z', user: { dateOfBirth: '01/01/2008' } }]),
    );
    expect(res.json().errors[0].limit).toBe(19);
  });

  it('books Pfizer RSV for a pregnant 30-year-old, stores the pregnancy answer and says it is the pregnancy vaccine', async () => {
    const res = await book(withPregnancyAnswer(true, '01/01/1996', [{ kind: 'rsv', brand: 'pfizer' }]));
    expect(res.statusCode).toBe(200);
    const { accessCode, appointments } = res.json().data.registration;
    expect(appointments[0].services).toEqual([{ kind: 'rsv', brand: 'pfizer', forPregnancy: true }]);
    const again = (await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}` })).json().data
      .registration;
    expect(again.appointments[0].services).toEqual([{ kind: 'rsv', brand: 'pfizer', forPregnancy: true }]);
    const row = await t.database.db.selectFrom('appointments').select('health_questionnaire').executeTakeFirstOrThrow();
    expect(JSON.parse(row.health_questionnaire!)).toEqual({ pregnant: true });
  });

  it('books the pregnancy vaccine for a pregnant 30-year-old with no brand preference', async () => {
    const res = await book(
      withPregnancyAnswer(true, '01/01/1996', [
        { kind: 'rsv', brand: null },
        { kind: 'flu', brand: null },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const byKind = (list: Array<{ kind: string }>) => [...list].sort((x, y) => x.kind.localeCompare(y.kind));
    expect(byKind(res.json().data.registration.appointments[0].services)).toEqual([
      { kind: 'flu', brand: null },
      { kind: 'rsv', brand: null, forPregnancy: true },
    ]);
  });

  it('books Pfizer RSV for a pregnant 16-year-old through a guardian', async () => {
    const res = await book(
      withPregnancyAnswer(true, '06/01/2010', [{ kind: 'rsv', brand: 'pfizer' }], { parentalConsent: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.registration.appointments[0].services[0]).toMatchObject({ kind: 'rsv', forPregnancy: true });
  });

  it.each(['gsk', 'moderna'])('refuses %s RSV for a pregnant person, naming RSV, and stores nothing', async (brand) => {
    const res = await book(withPregnancyAnswer(true, '01/01/1996', [{ kind: 'rsv', brand }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      code: 'NOT_GIVEN_IN_PREGNANCY',
      service: 'rsv',
      message: expect.stringContaining('RSV'),
    });
    await nothingStored();
  });

  it('refuses pneumococcal for a pregnant person, in plain words, and stores nothing', async () => {
    const res = await book(
      withPregnancyAnswer(true, '01/01/1966', [
        { kind: 'flu', brand: null },
        { kind: 'pneumococcal', brand: null },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      code: 'NOT_GIVEN_IN_PREGNANCY',
      service: 'pneumococcal',
      message: expect.stringMatching(/pneumococcal.*not given during pregnancy/i),
    });
    await nothingStored();
    const notPregnant = await book(
      withPregnancyAnswer(false, '01/01/1966', [
        { kind: 'flu', brand: null },
        { kind: 'pneumococcal', brand: null },
      ]),
    );
    expect(notPregnant.statusCode).toBe(200);
  });

  describe('at a Walmart, which books only with a phone number', () => {
    beforeEach(async () => {
      await t.database.db
        .updateTable('locations')
        .set({ retailer: 'walmart' })
        .where('id', '=', 'vgov-albertsons-549-ne')
        .execute();
    });

    it.each([undefined, ''])(
      'refuses a booking with phone number %j, naming the field, and stores nothing',
      async (phoneNumber) => {
        const res = await book(bookingBody([{ slot: TEN }], { phoneNumber }));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0]).toMatchObject({
          code: 'VALIDATION_FAILED',
          field: 'user.phoneNumber',
          message: expect.stringContaining('needs a phone number'),
          reason: 'phoneRequired',
        });
        await nothingStored();
      },
    );

    it('books with a phone number', async () => {
      const res = await book(bookingBody([{ slot: TEN }]));
      expect(res.statusCode).toBe(200);
    });
  });

  it('keeps the age rule for Pfizer RSV when the person is not pregnant', async () => {
    const res = await book(withPregnancyAnswer(false, '01/01/1996', [{ kind: 'rsv', brand: 'pfizer' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'AGE_INELIGIBLE', service: 'rsv' });
    // At 60, RSV is booked with a confirmed risk condition (decision 256).
    const at60Body = withPregnancyAnswer(false, '01/01/1966', [{ kind: 'rsv', brand: 'gsk' }]);
    const at60 = await book({
      ...at60Body,
      appointments: at60Body.appointments.map((a) => ({ ...a, confirmedConditions: ['rsv'] })),
    });
    expect(at60.statusCode).toBe(200);
    expect(at60.json().data.registration.appointments[0].services[0]).toEqual({ kind: 'rsv', brand: 'gsk' });
  });

  it('refuses a pregnancy answer that is not true or false with a 400, storing nothing', async () => {
    const res = await book(withPregnancyAnswer('yes', '01/01/1996', [{ kind: 'rsv', brand: 'pfizer' }]));
    expect(res.statusCode).toBe(400);
    await nothingStored();
  });

  it.each([
    [
      'RSV with COVID-19',
      [
        { kind: 'rsv', brand: null },
        { kind: 'covid_19', brand: null },
      ],
      'VALIDATION_FAILED',
    ],
    ['three vaccines', [{ kind: 'flu' }, { kind: 'pneumococcal' }, { kind: 'covid_19' }], 'VALIDATION_FAILED'],
    ['a brand of another vaccine', [{ kind: 'covid_19', brand: 'gsk' }], 'VALIDATION_FAILED'],
    ['a brand the pharmacy does not stock', [{ kind: 'pneumococcal', brand: 'pfizer' }], 'SERVICE_NOT_OFFERED'],
  ])('refuses %s', async (_name, services, code) => {
    const res = await book(bookingBody([{ slot: TEN, services }]));
    expect([res.statusCode, res.json().errors[0].code]).toEqual([400, code]);
    await nothingStored();
  });

  it('refuses a slot that has passed, is not on the schedule or belongs to another location', async () => {
    expect((await book(bookingBody([{ slot: '2026-11-23T13:00:00.000Z' }]))).json().errors[0]).toMatchObject({
      code: 'TIME_SLOT_IN_PAST',
      field: 'appointments.0.timeSlotId',
    });
    expect((await book(bookingBody([{ slot: '2026-11-24T17:05:00.000Z' }]))).json().errors[0].code).toBe(
      'TIME_SLOT_NOT_FOUND',
    );
    expect((await book(bookingBody([{ slot: '2027-06-01T17:00:00.000Z' }]))).json().errors[0].code).toBe(
      'TIME_SLOT_NOT_FOUND',
    );
    const body = bookingBody([{ slot: TEN }]);
    body.appointments[0]!.locationId = 'vgov-cvs-16867-ne';
    expect((await book(body)).json().errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'appointments.0.locationId',
    });
    await nothingStored();
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and a different body with 422', async () => {
    const headers = { 'idempotency-key': 'booking-7f3a9c2e' };
    const first = await book(bookingBody([{ slot: TEN }]), headers);
    const retry = await book(bookingBody([{ slot: TEN }]), headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 1, registrations: 1 });
    const other = await book(bookingBody([{ slot: ELEVEN }]), headers);
    expect([other.statusCode, other.json().errors[0].code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await countRows(t.database.db)).appointments).toBe(1);
  });

  it('answers concurrent retries with the same Idempotency-Key with one booking', async () => {
    // One visitor's held time, and its booking sent four times at once (a double click, a retry on a slow network).
    const headers = { 'idempotency-key': 'booking-concurrent-1', cookie: cookieOf('retrying') };
    expect((await hold(headers.cookie, slotId('safewayAlliance', TEN))).statusCode).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/appointments/batch_create',
          payload: bookingBody([{ slot: TEN }]),
          headers,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.registration.accessCode)).size).toBe(1);
    expect((await countRows(t.database.db)).appointments).toBe(1);
  });

  it('books a slot of capacity N exactly N times when many people try at once', async () => {
    const n = 2;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => book(bookingBody([{ slot: TEN, user: { firstName: `Person${i}` } }]))),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().errors[0].code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(n);
    expect(codes.filter((c) => c === 'TIME_SLOT_TAKEN')).toHaveLength(30 - n);
    expect((await countRows(t.database.db)).appointments).toBe(n);
  });

  it('never leaves half a batch booked when many two-slot batches race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          bookingBody([
            { slot: TEN, user: { firstName: `Ten${i}` } },
            { slot: ELEVEN, user: { firstName: `Eleven${i}` } },
          ]),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const usage = await t.database.db
      .selectFrom('slot_usage')
      .select(['starts_at', 'booked'])
      .orderBy('starts_at')
      .execute();
    expect(usage.map((u) => Number(u.booked))).toEqual([2, 2]);
    expect((await countRows(t.database.db)).appointments).toBe(4);
  });

  it('answers bad JSON shapes with 400 and never a 5xx', async () => {
    for (const body of [
      {},
      { appointments: [] },
      { appointments: [{ locationId: 1 }] },
      {
        email: 'a@b.co',
        appointments: [{ locationId: 'x', timeSlotId: 'y', services: [{ kind: 'measles' }], user: {} }],
      },
    ]) {
      expect((await book(body)).statusCode).toBe(400);
    }
    await nothingStored();
  });
});
