// The retention job and the webhook outbox (decision 272): deliveries that are over (delivered, or given up on) go
// after RETENTION_WEBHOOK_DELIVERY_DAYS counted from their last attempt; a pending one is the outbox and stays.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS } from '@vaxnear/domain/webhooks';
import { bookHeld, bookingBody, insertPlaces } from '../bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { firstOperator, invited, type SignedIn } from '../../test/staff-sessions.ts';
import { TestReceiver } from '../webhooks/test-receiver.ts';

const DAY_MS = 86_400_000;
// Days after the test's start: still ahead once the clock has moved past the retries of the first delivery.
const SLOT = '2026-11-27T17:00:00.000Z';

describe.each(dialects)('webhook delivery retention on $name', (dialect) => {
  let t: TestApp;
  let cvsAdmin: SignedIn;
  let secrets: string[];
  let receiver: TestReceiver;

  beforeEach(async () => {
    t = await createTestApp(dialect, {
      now: '2026-11-23T14:00:00.000Z',
      config: { webhookAllowLoopback: true, webhookTimeoutMs: 400, webhookPollMs: 3_600_000 },
    });
    await insertPlaces(t.database.db, { capacity: 5 });
    const operator = await firstOperator(t);
    cvsAdmin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    secrets = [];
    receiver = new TestReceiver(
      () => secrets,
      () => t.clock.now(),
    );
    await receiver.start();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/webhooks',
      headers: cvsAdmin.headers,
      payload: { url: receiver.url, eventTypes: ['appointment.created'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    secrets.push(res.json().data.secret as string);
  });
  afterEach(async () => {
    await receiver.stop();
    await t.close();
  });

  let people = 0;
  const book = async () => {
    const firstName = ['Maria', 'Ana', 'Lucia'][people++ % 3];
    const res = await bookHeld(t.app, bookingBody([{ place: 'cvsBellevue', slot: SLOT, user: { firstName } }]));
    expect(res.statusCode, res.body).toBe(200);
  };
  const drain = async () => {
    for (let pass = 0; pass < 20; pass += 1) {
      const summary = await t.app.webhookWorker.runOnce();
      if (summary.delivered + summary.retried + summary.failed === 0) return;
    }
  };
  const statuses = async () =>
    (await t.database.db.selectFrom('webhook_deliveries').select('status').orderBy('seq').execute()).map(
      (r) => r.status,
    );

  it('deletes delivered and failed deliveries once their period has passed, and keeps pending ones', async () => {
    // One the receiver refused until it was given up on.
    receiver.answer = 'error';
    await book();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      const [row] = await t.database.db.selectFrom('webhook_deliveries').select('next_attempt_at').execute();
      t.clock.set(new Date(row!.next_attempt_at));
      await drain();
    }
    // One delivered, and one still waiting in the outbox.
    receiver.answer = 'ok';
    await book();
    await drain();
    await book();
    expect(await statuses()).toEqual(['failed', 'delivered', 'pending']);

    const days = t.config.retention.webhookDeliveryDays;
    t.clock.advance((days - 1) * DAY_MS);
    expect((await t.app.retention.runOnce())?.webhookDeliveries).toBe(0);
    expect(await statuses()).toEqual(['failed', 'delivered', 'pending']);

    t.clock.advance(2 * DAY_MS);
    expect((await t.app.retention.runOnce())?.webhookDeliveries).toBe(2);
    expect(await statuses()).toEqual(['pending']);
  });
});
