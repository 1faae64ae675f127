// Group booking (issue 30): a party crafted so that one of its people skips a rule one person alone must meet. One
// test per attack, on both databases (decision 256).
import { describe, expect, it } from 'vitest';
import { bookHeld, bookingBody, countRows, insertPlaces } from '../modules/bookings/test-fixtures.ts';
import { appPerTest, dialects } from '../test/dialects.ts';

// Monday 2026-11-23 07:00 in Alliance NE; slots tomorrow from 16:00 UTC (09:00 there), 15 minutes apart.
const slot = (i: number) => new Date(Date.parse('2026-11-24T16:00:00.000Z') + i * 15 * 60_000).toISOString();
const covid = [{ kind: 'covid_19', brand: null }];
/** 46 on the appointment day: COVID-19 online needs a confirmed risk condition. */
const at46 = (firstName: string) => ({ firstName, lastName: 'Ruiz', dateOfBirth: '04/12/1980' });

describe.each(dialects)('a party member crafted to skip a rule, on $name', (dialect) => {
  const t = appPerTest(dialect, {}, (app) => insertPlaces(app.database.db, { capacity: 4 }));

  it('a second member without the condition confirmation that the first carries books nobody', async () => {
    const res = await bookHeld(
      t.app,
      bookingBody([
        { slot: slot(0), services: covid, user: at46('Ana'), confirmedConditions: ['covid_19'] },
        { slot: slot(0), services: covid, user: at46('Luis') },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      code: 'CONDITION_NOT_CONFIRMED',
      field: 'appointments.1.confirmedConditions',
    });
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 0, registrations: 0, holds: 0 });
  });

  it("a confirmation for another vaccine does not stand for this member's COVID-19", async () => {
    const res = await bookHeld(
      t.app,
      bookingBody([
        { slot: slot(1), services: covid, user: at46('Ana'), confirmedConditions: ['covid_19'] },
        {
          slot: slot(1),
          services: [...covid, { kind: 'flu', brand: null }],
          user: at46('Luis'),
          confirmedConditions: ['flu', 'rsv', 'pneumococcal'],
        },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'CONDITION_NOT_CONFIRMED', service: 'covid_19' });
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 0 });
  });

  it('a child in the party sent without the guardian flow is refused as an adult under 18 is alone', async () => {
    const child = { firstName: 'Lucía', lastName: 'Ruiz', dateOfBirth: '06/30/2019' };
    const alone = await bookHeld(t.app, bookingBody([{ slot: slot(2), user: child }]));
    const inParty = await bookHeld(
      t.app,
      bookingBody([
        { slot: slot(2), user: { firstName: 'Rosa', lastName: 'Ruiz', dateOfBirth: '01/20/1950' } },
        { slot: slot(2), user: child },
      ]),
    );
    expect(alone.statusCode).toBe(400);
    expect(inParty.statusCode).toBe(400);
    expect(inParty.json().errors.map((e: { code: string; field: string }) => [e.code, e.field])).toEqual(
      alone.json().errors.map((e: { code: string; field: string }) => [e.code, e.field]),
    );
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 0 });
  });

  it('a confirmation list that is not a list of vaccines is refused with a clear error, not a server error', async () => {
    for (const junk of ['covid_19', ['covid-19'], [{ kind: 'covid_19' }], Array(20).fill('covid_19')]) {
      const res = await bookHeld(
        t.app,
        bookingBody([{ slot: slot(3), services: covid, user: at46('Ana'), confirmedConditions: junk }]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('VALIDATION_FAILED');
    }
    expect(await countRows(t.database.db)).toMatchObject({ appointments: 0 });
  });
});
