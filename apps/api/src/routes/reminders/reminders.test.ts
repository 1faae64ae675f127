import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { countRows } from '../../modules/bookings/test-fixtures.ts';
import { confirmLinkSentTo } from '../../test/email-links.ts';

const request = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  email: 'maria.lopez@example.com',
  reminderType: 'maternal_rsv',
  reminderUrl: 'https://vaxnear.example/schedule?rsv=1',
  remindAt: '2027-01-04T08:00:00.000Z',
  timeZone: 'America/Denver',
  metadata: {
    expectedDueDate: '2027-02-20',
    estimatedVaccinationWindowStartDate: '2027-01-02',
    estimatedVaccinationWindowEndDate: '2027-01-30',
  },
  ...overrides,
});

describe.each(dialects)('asking for a maternal-RSV reminder on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t?.close();
  });

  const send = (reminders: unknown[]) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reminders/batch_create', payload: { reminders } });

  it('keeps the reminder aside, sends only a confirmation to the address, and stores it, first due 8 hours after the window starts, once confirmed', async () => {
    const res = await send([request()]);
    expect(res.statusCode).toBe(202);
    expect(res.json().data.reminders).toEqual([
      {
        id: expect.any(String),
        firstName: 'Maria',
        email: 'maria.lopez@example.com',
        remindAt: '2027-01-02T15:00:00.000Z',
        reminderType: 'maternal_rsv',
        reminderUrl: 'https://vaxnear.example/schedule?rsv=1',
        status: 'awaiting_confirmation',
      },
    ]);
    expect((await countRows(t.database.db)).reminders).toBe(0);
    const mails = await t.database.db.selectFrom('mail_outbox').select(['kind', 'recipient', 'subject']).execute();
    expect(mails).toEqual([
      {
        kind: 'email_confirmation',
        recipient: 'maria.lopez@example.com',
        subject: 'Confirm your maternal RSV reminder',
      },
    ]);
    const confirmed = await confirmLinkSentTo(t, 'maria.lopez@example.com');
    expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { data: { purpose: 'reminders' } }]);
    const row = await t.database.db.selectFrom('reminders').selectAll().executeTakeFirstOrThrow();
    expect([row.status, row.remind_at, row.email]).toEqual([
      'pending',
      '2027-01-02T15:00:00.000Z',
      'maria.lopez@example.com',
    ]);
    // A second click finds it done, and stores nothing twice.
    expect((await confirmLinkSentTo(t, 'maria.lopez@example.com')).statusCode).toBe(200);
    expect((await countRows(t.database.db)).reminders).toBe(1);
  });

  it.each([
    [
      'a due date in the past',
      request({
        metadata: {
          expectedDueDate: '2026-11-01',
          estimatedVaccinationWindowStartDate: '2026-09-13',
          estimatedVaccinationWindowEndDate: '2026-10-11',
        },
      }),
      'reminders.0.metadata.expectedDueDate',
    ],
    ['a bad e-mail', request({ email: 'maria@' }), 'reminders.0.email'],
    ['no first name', request({ firstName: '' }), 'reminders.0.firstName'],
    ['another reminder type', request({ reminderType: 'flu' }), 'reminders.0.reminderType'],
    ['a non-web reminder link', request({ reminderUrl: 'javascript:alert(1)' }), 'reminders.0.reminderUrl'],
  ])('refuses %s and stores nothing', async (_name, body, field) => {
    const res = await send([body]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
    expect((await countRows(t.database.db)).reminders).toBe(0);
  });
});
