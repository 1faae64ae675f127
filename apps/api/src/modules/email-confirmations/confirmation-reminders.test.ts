// The one reminder before a maternal RSV reminder's confirmation link ends (decision 285), sent by the mail worker
// through a real SMTP server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { confirmLinkSentTo, linkTokenSentTo } from '../../test/email-links.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { queueConfirmationReminders } from './confirmation-reminders.service.ts';
import { linkSecret } from '../mail/link-secret.ts';
import { queueMail } from '../mail/mail-queue.service.ts';

const HOUR = 3_600_000;
const request = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  email: 'maria.lopez@example.com',
  reminderType: 'maternal_rsv',
  reminderUrl: 'https://vaxnear.example/schedule?rsv=1',
  timeZone: 'America/Denver',
  metadata: {
    expectedDueDate: '2027-02-20',
    estimatedVaccinationWindowStartDate: '2027-01-02',
    estimatedVaccinationWindowEndDate: '2027-01-30',
  },
  ...overrides,
});

describe.each(dialects)('reminding once before a confirmation link ends on $name', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(dialect, {
      config: { smtpUrl: smtp.url, publicBaseUrl: 'https://vaxnear.example', mailPollMs: 3_600_000 },
    });
  });
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  const ask = (overrides: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/batch_create',
      payload: { reminders: [request(overrides)] },
    });
  const pass = () => t.app.mailWorker!.runOnce();
  const reminders = () =>
    smtp.received.filter((m) => m.subject.startsWith('Reminder') || m.subject.startsWith('Recordatorio'));

  it('sends the same link once, the day before it ends, and the link still confirms', async () => {
    expect((await ask()).statusCode).toBe(202);
    const token = await linkTokenSentTo(t, 'maria.lopez@example.com');
    await pass();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Confirm your maternal RSV reminder']);
    expect(smtp.received[0]!.text).toContain('we send it once more the day before');
    t.clock.advance(5 * 24 * HOUR + 23 * HOUR);
    await pass();
    expect(reminders()).toEqual([]);
    t.clock.advance(2 * HOUR);
    await pass();
    expect(reminders()).toHaveLength(1);
    const reminder = reminders()[0]!;
    expect(reminder.subject).toBe('Reminder: confirm your maternal RSV reminder');
    expect(reminder.text).toContain('Hello Maria,');
    expect(reminder.text).toContain('It stops working in less than a day.');
    expect(reminder.text).toContain(`https://vaxnear.example/confirm-email?token=${encodeURIComponent(token!)}`);
    t.clock.advance(HOUR);
    await pass();
    expect(reminders()).toHaveLength(1);
    expect((await confirmLinkSentTo(t, 'maria.lopez@example.com')).statusCode).toBe(200);
  });

  it('writes in the language of the request', async () => {
    await ask({ locale: 'es', firstName: 'Lucía', email: 'lucia@example.com' });
    t.clock.advance(6 * 24 * HOUR + HOUR);
    await pass();
    const reminder = reminders()[0]!;
    expect(reminder.subject).toBe('Recordatorio: confirme su recordatorio de la vacuna materna contra el VRS');
    expect(reminder.text).toContain('Hola, Lucía:');
    expect(reminder.text).toContain('https://vaxnear.example/es/confirm-email?token=');
  });

  it('sends nothing after the link ended, nor for a link already opened', async () => {
    await ask();
    await ask({ email: 'opened@example.com' });
    expect((await confirmLinkSentTo(t, 'opened@example.com')).statusCode).toBe(200);
    // The worker was not running in the last day of the first link: once it ended, nothing goes.
    t.clock.advance(7 * 24 * HOUR + HOUR);
    await pass();
    expect(reminders()).toEqual([]);
  });

  it('sends one reminder when two servers of a fleet pass at the same moment', async () => {
    await ask();
    t.clock.advance(6 * 24 * HOUR + HOUR);
    const gate = { secret: await linkSecret(t.app.deps), config: t.config };
    const now = t.clock.now();
    const counts = await Promise.all([
      queueConfirmationReminders(t.database.db, now, gate),
      queueConfirmationReminders(t.database.db, now, gate),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const queued = await t.database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('kind', '=', 'email_confirmation_reminder')
      .execute();
    expect(queued).toHaveLength(1);
  });

  it("counts in the mailbox's daily share, and waits for room while the link is still valid", async () => {
    await ask();
    t.clock.advance(6 * 24 * HOUR + HOUR);
    // The mailbox had its share of e-mails today: the reminder waits.
    for (let i = 0; i < t.config.mailPerAddressPerDay; i += 1) {
      await queueMail(t.database.db, t.config, {
        id: `filler-${i}`,
        kind: 'booking_confirmation',
        reference: `filler-${i}`,
        recipient: 'maria.lopez@example.com',
        subject: 'x',
        textBody: 'x',
        htmlBody: 'x',
        now: t.clock.now().toISOString(),
      });
    }
    const gate = { secret: await linkSecret(t.app.deps), config: t.config };
    expect(await queueConfirmationReminders(t.database.db, t.clock.now(), gate)).toBe(0);
    const row = await t.database.db
      .selectFrom('email_confirmations')
      .select('reminded_at')
      .where('email', '=', 'maria.lopez@example.com')
      .executeTakeFirstOrThrow();
    expect(row.reminded_at).toBeNull();
  });
});
