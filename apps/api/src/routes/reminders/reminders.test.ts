import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { countRows } from '../../modules/bookings/test-fixtures.ts';

const request = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria', email: 'maria.lopez@example.com', reminderType: 'maternal_rsv', reminderUrl: 'https://vaxnear.example/schedule?rsv=1',
  remindAt: '2027-01-04T08:00:00.000Z', timeZone: 'America/Denver',
  metadata: { expectedDueDate: '2027-02-20', estimatedVaccinationWindowStartDate: '2027-01-02', estimatedVaccinationWindowEndDate: '2027-01-30' },
  ...overrides,
});

describe.each(dialects)('asking for a maternal-RSV reminder on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(dialect); });
  afterEach(async () => { await t?.close(); });

  const send = (reminders: unknown[]) => t.app.inject({ method: 'POST', url: '/api/v1/reminders/batch_create', payload: { reminders } });

  it('stores the reminder, first due 8 hours after the window starts where the person is, and answers 201', async () => {
    const res = await send([request()]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.reminders).toEqual([{
      id: expect.any(String), firstName: 'Maria', email: 'maria.lopez@example.com', remindAt: '2027-01-02T15:00:00.000Z',
      reminderType: 'maternal_rsv', reminderUrl: 'https://vaxnear.example/schedule?rsv=1', status: 'pending',
    }]);
    const row = await t.database.db.selectFrom('reminders').selectAll().executeTakeFirstOrThrow();
    expect([row.status, row.remind_at]).toEqual(['pending', '2027-01-02T15:00:00.000Z']);
  });

  it.each([
    ['a due date in the past', request({ metadata: { expectedDueDate: '2026-11-01', estimatedVaccinationWindowStartDate: '2026-09-13', estimatedVaccinationWindowEndDate: '2026-10-11' } }), 'reminders.0.metadata.expectedDueDate'],
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
