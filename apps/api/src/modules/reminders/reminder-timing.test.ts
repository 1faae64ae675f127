import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { confirmLinkSentTo } from '../../test/email-links.ts';

// Now: 2026-11-23T14:00Z. The window starts 2027-01-02, so the server's own first reminder is 08:00 in Denver that day.
const COMPUTED = '2027-01-02T15:00:00.000Z';
const IN_TEN_MINUTES = '2026-11-23T14:10:00.000Z';

const request = (remindAt: string | undefined) => ({
  firstName: 'Maria',
  email: 'maria.lopez@example.com',
  reminderType: 'maternal_rsv',
  reminderUrl: 'https://vaxnear.example/schedule',
  timeZone: 'America/Denver',
  ...(remindAt === undefined ? {} : { remindAt }),
  metadata: {
    expectedDueDate: '2027-02-20',
    estimatedVaccinationWindowStartDate: '2027-01-02',
    estimatedVaccinationWindowEndDate: '2027-01-30',
  },
});

describe.each(dialects)('when the first reminder goes out, on $name', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  const remindAtFor = async (remindAt: string | undefined) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/batch_create',
      payload: { reminders: [request(remindAt)] },
    });
    expect(res.statusCode).toBe(202);
    expect((await confirmLinkSentTo(t, 'maria.lopez@example.com')).statusCode).toBe(200);
    const { id, remindAt: answered } = res.json().data.reminders[0];
    const stored = await t.database.db
      .selectFrom('reminders')
      .select('remind_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.remind_at).toBe(answered);
    return answered as string;
  };

  it('on a debug server, honours the debug tools\' "reminder in 10 minutes"', async () => {
    t = await createTestApp(dialect, { config: { debug: true, smtpUrl: null } });
    expect(await remindAtFor(IN_TEN_MINUTES)).toBe(IN_TEN_MINUTES);
    expect(await remindAtFor('2026-11-23T07:10:00-07:00')).toBe(IN_TEN_MINUTES);
  });

  it.each([
    ['no instant', undefined],
    ['an instant in the past', '2026-11-23T13:50:00.000Z'],
    ['an instant later than the computed reminder', '2027-01-04T08:00:00.000Z'],
    ['a date without a time', '2026-12-01'],
    ['something that is not a date', 'soon'],
    ['an impossible date', '2026-13-45T10:00:00Z'],
  ])('on a debug server, ignores %s and keeps its own time', async (_name, remindAt) => {
    t = await createTestApp(dialect, { config: { debug: true, smtpUrl: null } });
    expect(await remindAtFor(remindAt)).toBe(COMPUTED);
  });

  it('outside debug, always decides itself, whatever the client asks', async () => {
    t = await createTestApp(dialect, { config: { debug: false, smtpUrl: null } });
    expect(await remindAtFor(IN_TEN_MINUTES)).toBe(COMPUTED);
  });
});
