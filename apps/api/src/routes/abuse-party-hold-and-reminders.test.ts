// Attacks on "I need more time" for a party (decision 284) and on the one reminder of an unopened confirmation link
// (decision 285), one test per attack, on both databases.
import { describe, expect, it } from 'vitest';
import { appPerTest, dialects } from '../test/dialects.ts';
import { insertPlaces, slotId } from '../modules/bookings/test-fixtures.ts';
import { queueConfirmationReminders } from '../modules/email-confirmations/confirmation-reminders.service.ts';
import { LINK_MAILS_PER_RECIPIENT_PER_DAY } from '../modules/email-confirmations/email-confirmations.service.ts';
import { linkSecret } from '../modules/mail/link-secret.ts';

// Monday 2026-11-23 07:00 in Alliance NE (America/Denver); 17:00 UTC tomorrow is 10:00 there.
const at = (minutes: number) =>
  slotId('safewayAlliance', new Date(Date.parse('2026-11-24T17:00:00.000Z') + minutes * 60_000).toISOString());
const cookieOf = (name: string) => `vaxnear_client=${name.padEnd(22, 'x')}`;
const PARTY = [at(0), at(0), at(15)];
const HOUR = 3_600_000;

describe.each(dialects)("attacks on a party's hold and on confirmation reminders on $name", (dialect) => {
  const t = appPerTest(dialect, {}, (app) =>
    insertPlaces(app.database.db, { capacity: 2, places: ['safewayAlliance'] }),
  );
  const holdParty = (cookie: string, timeSlotIds: string[]) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reservations/batch', payload: { timeSlotIds }, headers: { cookie } });
  const extendParty = (cookie: string | null, timeSlotIds: string[] = PARTY) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reservations/batch/extend',
      payload: { timeSlotIds },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const holdOne = (cookie: string, timeSlotId: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reservations', payload: { timeSlotId }, headers: { cookie } });
  const minutes = (n: number) => t.clock.advance(n * 60_000);

  it("extending another visitor's party hold with its slot ids, or with no cookie at all", async () => {
    await holdParty(cookieOf('party'), PARTY);
    minutes(9);
    expect((await extendParty(cookieOf('stranger'))).json().errors[0]).toMatchObject({
      code: 'HOLD_EXPIRED',
      field: 'timeSlotIds',
    });
    expect((await extendParty(null)).json().errors[0].code).toBe('HOLD_EXPIRED');
    const bad = await extendParty(cookieOf('stranger'), [at(0), 'not-a-slot']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: 'timeSlotIds.1' });
    minutes(2);
    // The party's places ended when they were held to: nothing was extended for anyone.
    expect((await holdOne(cookieOf('other'), at(0))).statusCode).toBe(200);
    expect((await extendParty(cookieOf('party'))).json().errors[0].code).toBe('HOLD_EXPIRED');
  });

  it("keeping a party's places past 30 minutes by holding them again and asking for more time", async () => {
    await holdParty(cookieOf('party'), PARTY);
    for (let i = 0; i < 3; i += 1) {
      minutes(9);
      await holdParty(cookieOf('party'), PARTY);
    }
    const extended = await extendParty(cookieOf('party'));
    expect(extended.json().data).toMatchObject({ expiresAt: '2026-11-23T14:30:00.000Z' });
    minutes(2);
    const again = await extendParty(cookieOf('party'));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'HOLD_NOT_EXTENDABLE' });
    expect(again.json().errors[0].message).toContain('30 minutes');
    minutes(1);
    // 14:31: every place is free for others.
    expect((await holdOne(cookieOf('other'), at(0))).statusCode).toBe(200);
    expect((await holdOne(cookieOf('third'), at(0))).statusCode).toBe(200);
  });

  it('asking for a maternal RSV reminder 20 times to have an address sent 20 reminders a week later', async () => {
    for (let i = 0; i < 20; i += 1)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/reminders/batch_create',
            payload: {
              reminders: [
                {
                  firstName: 'Maria',
                  email: 'victim@example.com',
                  reminderType: 'maternal_rsv',
                  reminderUrl: 'https://vaxnear.example/schedule',
                  metadata: {
                    expectedDueDate: '2027-02-20',
                    estimatedVaccinationWindowStartDate: '2027-01-02',
                    estimatedVaccinationWindowEndDate: '2027-01-30',
                  },
                },
              ],
            },
          })
        ).statusCode,
      ).toBe(202);
    t.clock.advance(6 * 24 * HOUR + HOUR);
    const gate = { secret: await linkSecret(t.app.deps), config: t.config };
    await queueConfirmationReminders(t.database.db, t.clock.now(), gate);
    t.clock.advance(6 * HOUR);
    await queueConfirmationReminders(t.database.db, t.clock.now(), gate);
    const kinds = await t.database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('recipient', '=', 'victim@example.com')
      .execute();
    // One reminder per link e-mail that went (3 a day), never one for a request that sent nothing.
    expect(kinds.filter((m) => m.kind === 'email_confirmation')).toHaveLength(LINK_MAILS_PER_RECIPIENT_PER_DAY);
    expect(kinds.filter((m) => m.kind === 'email_confirmation_reminder')).toHaveLength(
      LINK_MAILS_PER_RECIPIENT_PER_DAY,
    );
  });
});
