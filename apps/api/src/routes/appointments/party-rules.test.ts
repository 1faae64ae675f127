// Each person of a party is checked with exactly the rules one person booking alone is (decision 256): the same
// risk-condition confirmations, refused with the same code and the same field path (the person's index).
import { describe, expect, it } from 'vitest';
import { appPerTest, dialects } from '../../test/dialects.ts';
import { bookHeld, bookingBody, countRows, insertPlaces } from '../../modules/bookings/test-fixtures.ts';

// Monday 2026-11-23 07:00 in Alliance NE; slots tomorrow from 16:00 UTC (09:00 there), 15 minutes apart.
const slot = (i: number) => new Date(Date.parse('2026-11-24T16:00:00.000Z') + i * 15 * 60_000).toISOString();

/** 46 on the appointment day: COVID-19 is booked online at 18 to 64 only with a risk condition. */
const ANA_46 = { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '04/12/1980' };
const covid = [{ kind: 'covid_19', brand: null }];
const HOST = { firstName: 'Rosa', lastName: 'Ruiz', dateOfBirth: '01/20/1950' };

describe.each(dialects)('the same rules for a party member as for one person, on $name', (dialect) => {
  const t = appPerTest(dialect, {}, (app) => insertPlaces(app.database.db, { capacity: 3 }));

  it('refuses a 46-year-old booked for COVID-19 without the condition confirmation, alone and in a party, with one code', async () => {
    const alone = await bookHeld(t.app, bookingBody([{ slot: slot(0), services: covid, user: ANA_46 }]));
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors).toEqual([
      expect.objectContaining({
        code: 'CONDITION_NOT_CONFIRMED',
        service: 'covid_19',
        field: 'appointments.0.confirmedConditions',
        message: expect.stringContaining('People 18 to 64 need a condition'),
      }),
    ]);

    const party = await bookHeld(
      t.app,
      bookingBody([
        { slot: slot(0), user: HOST },
        { slot: slot(0), services: covid, user: ANA_46 },
      ]),
    );
    expect(party.statusCode).toBe(400);
    expect(party.json().errors).toEqual([
      expect.objectContaining({
        code: 'CONDITION_NOT_CONFIRMED',
        service: 'covid_19',
        field: 'appointments.1.confirmedConditions',
      }),
    ]);
    // All or nothing: Rosa, who needed no confirmation, is not booked either.
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 0, registrations: 0 });
  });

  it('books the 46-year-old with the confirmation, alone and in a party', async () => {
    const alone = await bookHeld(
      t.app,
      bookingBody([{ slot: slot(0), services: covid, user: ANA_46, confirmedConditions: ['covid_19'] }]),
    );
    expect(alone.statusCode).toBe(200);
    const party = await bookHeld(
      t.app,
      bookingBody(
        [
          { slot: slot(1), user: HOST },
          {
            slot: slot(1),
            services: covid,
            user: { ...ANA_46, firstName: 'Luisa' },
            confirmedConditions: ['covid_19'],
          },
        ],
        { email: 'ruiz.family@example.com' },
      ),
    );
    expect(party.statusCode).toBe(200);
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 3, registrations: 2 });
  });

  it('asks the same of RSV at 60 and pneumococcal at 30 in a party, and nothing of RSV at 76', async () => {
    const members = [
      { slot: slot(2), services: [{ kind: 'rsv', brand: null }], user: { ...HOST, dateOfBirth: '04/12/1966' } },
      {
        slot: slot(2),
        services: [{ kind: 'pneumococcal', brand: null }],
        user: { firstName: 'Luis', lastName: 'Ruiz', dateOfBirth: '04/12/1996' },
      },
      {
        slot: slot(2),
        services: [{ kind: 'rsv', brand: null }],
        user: { firstName: 'Eva', lastName: 'Ruiz', dateOfBirth: '01/20/1950' },
      },
    ];
    const refused = await bookHeld(t.app, bookingBody(members));
    expect(refused.statusCode).toBe(400);
    // The first person's refusal is what the server answers; the second would be refused the same way on its own.
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        code: 'CONDITION_NOT_CONFIRMED',
        service: 'rsv',
        field: 'appointments.0.confirmedConditions',
      }),
    ]);
    const secondRefused = await bookHeld(
      t.app,
      bookingBody([{ ...members[0]!, confirmedConditions: ['rsv'] }, members[1]!, members[2]!]),
    );
    expect(secondRefused.json().errors).toEqual([
      expect.objectContaining({
        code: 'CONDITION_NOT_CONFIRMED',
        service: 'pneumococcal',
        field: 'appointments.1.confirmedConditions',
      }),
    ]);
    const booked = await bookHeld(
      t.app,
      bookingBody([
        { ...members[0]!, confirmedConditions: ['rsv'] },
        { ...members[1]!, confirmedConditions: ['pneumococcal'] },
        members[2]!,
      ]),
    );
    expect(booked.statusCode).toBe(200);
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 3 });
  });
});
