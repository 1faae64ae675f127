import { describe, expect, it } from 'vitest';
import { appPerTest, dialects } from '../../test/dialects.ts';
import { bookingBody, countRows, insertPlaces, slotId } from '../../modules/bookings/test-fixtures.ts';

// Monday 2026-11-23 07:00 in Alliance NE (America/Denver); 17:00 UTC tomorrow is 10:00 there.
const at = (minutes: number) => new Date(Date.parse('2026-11-24T17:00:00.000Z') + minutes * 60_000).toISOString();
const cookieOf = (name: string) => `vaxnear_client=${name.padEnd(22, 'x')}`;
const FAMILY = [
  { firstName: 'Maria', dateOfBirth: '04/12/1980' },
  { firstName: 'José', dateOfBirth: '02/01/1978' },
  { firstName: 'Lucía', dateOfBirth: '06/30/2019' },
  { firstName: 'Mateo', dateOfBirth: '09/15/2011' },
  { firstName: 'Rosa', dateOfBirth: '01/20/1950' },
  { firstName: 'Pablo', dateOfBirth: '03/03/1975' },
];
// Two places per slot: the party of six sits in pairs at 10:00, 10:15 and 10:30.
const SIX_PLACES = [0, 0, 15, 15, 30, 30].map(at);

describe.each(dialects)('booking a household together on $name', (dialect) => {
  const t = appPerTest(dialect, {}, (app) => insertPlaces(app.database.db, { capacity: 2 }));

  const holdParty = (cookie: string, timeSlotIds: string[]) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reservations/batch', payload: { timeSlotIds }, headers: { cookie } });
  const book = (body: unknown, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/batch_create',
      payload: body as object,
      headers: { cookie },
    });
  const partyBody = (slots: string[]) =>
    bookingBody(
      slots.map((slot, i) => {
        const person = FAMILY[i % FAMILY.length]!;
        const minor = person.dateOfBirth.endsWith('2019') || person.dateOfBirth.endsWith('2011');
        return { slot, user: { ...person, ...(minor ? { parentalConsent: true } : {}) } };
      }),
    );

  it('holds six places at one location together and books the party of six as one registration', async () => {
    const held = await holdParty(
      cookieOf('family'),
      SIX_PLACES.map((s) => slotId('safewayAlliance', s)),
    );
    expect(held.statusCode).toBe(200);
    expect(held.json().data).toEqual({
      timeSlotIds: SIX_PLACES.map((s) => slotId('safewayAlliance', s)),
      expiresAt: '2026-11-23T14:10:00.000Z',
    });
    expect((await countRows(t.database.db)).holds).toBe(6);
    // The held places are the party's: nobody else can hold one of them.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: slotId('safewayAlliance', at(0)) },
      headers: { cookie: cookieOf('other') },
    });
    expect([other.statusCode, other.json().errors[0].code]).toEqual([409, 'TIME_SLOT_TAKEN']);

    const res = await book(partyBody(SIX_PLACES), cookieOf('family'));
    expect(res.statusCode).toBe(200);
    const registration = res.json().data.registration;
    expect(
      registration.appointments.map((a: { user: { firstName: string }; time: string }) => [a.user.firstName, a.time]),
    ).toEqual([
      ['Maria', '2026-11-24T10:00:00-07:00'],
      ['José', '2026-11-24T10:00:00-07:00'],
      ['Lucía', '2026-11-24T10:15:00-07:00'],
      ['Mateo', '2026-11-24T10:15:00-07:00'],
      ['Rosa', '2026-11-24T10:30:00-07:00'],
      ['Pablo', '2026-11-24T10:30:00-07:00'],
    ]);
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 6, registrations: 1, holds: 0 });
    const readBack = await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${registration.accessCode}` });
    expect(readBack.json().data.registration.appointments).toHaveLength(6);
  });

  it('holds nothing when one of the places is already taken: all or none', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations',
      payload: { timeSlotId: slotId('safewayAlliance', at(30)) },
      headers: { cookie: cookieOf('other') },
    });
    const held = await holdParty(
      cookieOf('family'),
      SIX_PLACES.map((s) => slotId('safewayAlliance', s)),
    );
    expect(held.statusCode).toBe(409);
    expect(held.json().errors[0]).toMatchObject({
      code: 'TIME_SLOT_TAKEN',
      message: expect.stringContaining('select a new appointment'),
    });
    expect((await countRows(t.database.db)).holds).toBe(1);
  });

  it('refuses the whole party and stores nothing when one place was taken between hold and booking', async () => {
    expect(
      (
        await holdParty(
          cookieOf('family'),
          SIX_PLACES.map((s) => slotId('safewayAlliance', s)),
        )
      ).statusCode,
    ).toBe(200);
    // The party's hold runs out; another household holds and books both places at 10:30 meanwhile.
    t.clock.advance(10 * 60_000 + 1);
    expect(
      (
        await holdParty(
          cookieOf('others'),
          [at(30), at(30)].map((s) => slotId('safewayAlliance', s)),
        )
      ).statusCode,
    ).toBe(200);
    const others = bookingBody([
      { slot: at(30), user: { firstName: 'Ana', lastName: 'Ruiz' } },
      { slot: at(30), user: { firstName: 'Luis', lastName: 'Ruiz' } },
    ]);
    expect((await book(others, cookieOf('others'))).statusCode).toBe(200);

    // The party's places are no longer held: it is told to choose its times again (decision 223).
    const res = await book(partyBody(SIX_PLACES), cookieOf('family'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('HOLD_REQUIRED');
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 2, registrations: 1 });
  });

  it('refuses a party of seven with a clear 400 and stores nothing', async () => {
    const seven = [...SIX_PLACES, at(45)];
    const res = await book(partyBody(seven), cookieOf('family'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'appointments',
      message: expect.stringContaining('At most 6 people'),
    });
    const held = await holdParty(
      cookieOf('family'),
      seven.map((s) => slotId('safewayAlliance', s)),
    );
    expect(held.statusCode).toBe(400);
    expect(held.json().errors[0]).toMatchObject({
      field: 'timeSlotIds',
      message: expect.stringContaining('At most 6 places'),
    });
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 0, registrations: 0, holds: 0 });
  });

  it('refuses to hold a party across two locations', async () => {
    const res = await holdParty(cookieOf('family'), [slotId('safewayAlliance', at(0)), slotId('cvsBellevue', at(0))]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'timeSlotIds',
      message: expect.stringContaining('same location'),
    });
    expect((await countRows(t.database.db)).holds).toBe(0);
  });

  it("choosing again replaces the party's earlier hold instead of adding to it", async () => {
    const ids = [at(0), at(0)].map((s) => slotId('safewayAlliance', s));
    expect((await holdParty(cookieOf('family'), ids)).statusCode).toBe(200);
    expect((await holdParty(cookieOf('family'), ids)).statusCode).toBe(200);
    expect((await countRows(t.database.db)).holds).toBe(2);
  });
});
