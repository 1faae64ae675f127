import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import { bookHeld, bookingBody, insertPlaces } from '../bookings/test-fixtures.ts';
import { queueDueReminders } from '../reminders/reminders.service.ts';
import { confirmLinkSentTo } from '../../test/email-links.ts';
import { claimMail, insertMail } from './mail-outbox.repository.ts';
import { deliverDueMail, MAX_MAIL_ATTEMPTS, RETRY_BACKOFF_MS } from './mail.service.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

const SITE = 'https://vaxnear.example';
// Now: Monday 2026-11-23 07:00 in Alliance NE (America/Denver). 17:00 UTC tomorrow is 10:00 there.
const TEN = '2026-11-24T17:00:00.000Z';

const reminderRequest = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  email: 'maria.lopez@example.com',
  reminderType: 'maternal_rsv',
  reminderUrl: `${SITE}/es/schedule?rsv=1`,
  timeZone: 'America/Denver',
  metadata: {
    expectedDueDate: '2027-02-20',
    estimatedVaccinationWindowStartDate: '2027-01-02',
    estimatedVaccinationWindowEndDate: '2027-01-30',
  },
  ...overrides,
});

describe.each(dialects)('outbound e-mail on $name', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(dialect, { config: { smtpUrl: smtp.url, publicBaseUrl: SITE, mailPollMs: 60_000 } });
    await insertPlaces(t.database.db, { capacity: 2 });
  });
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  const book = (body: unknown) => bookHeld(t.app, body);
  /** Asks for a reminder and confirms it from the link e-mailed to the address, as its owner would. */
  const askReminder = async (reminder: { email: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/batch_create',
      payload: { reminders: [reminder] },
    });
    if (res.statusCode === 202) expect((await confirmLinkSentTo(t, reminder.email)).statusCode).toBe(200);
    return res;
  };
  const reminderMails = () =>
    smtp.received.filter((m) => !m.subject.startsWith('Confirm') && !m.subject.startsWith('Confirme'));
  const outbox = () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();

  it("e-mails the booker a confirmation with the number, the appointment at the pharmacy's time, and links to the booking and its calendar file", async () => {
    const res = await book(
      bookingBody([
        {
          slot: TEN,
          // Chosen in another order than the site's: the e-mail lists them in the site's one order.
          services: [
            { kind: 'pneumococcal', brand: null },
            { kind: 'flu', brand: null },
          ],
        },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const { accessCode, confirmationNumber } = res.json().data.registration;

    expect(await t.app.mailWorker!.runOnce()).toMatchObject({ sent: 1, failed: 0, retried: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['maria.lopez@example.com']);
    // The number is in the body only: a subject shows on lock screens and in previews, and the number is one of the
    // three facts that find a booking.
    expect(mail.subject).toBe('Your vaccination appointment is booked');
    expect(mail.text).toContain(`Confirmation number: ${confirmationNumber}`);
    // Every e-mail ends with the signed "this was not me" link.
    expect(mail.text).toMatch(new RegExp(`Not you\\? .* ${SITE}/stop-emails\\?token=[\\w.-]+`));
    expect(mail.html).toContain(`href="${SITE}/stop-emails?token=`);
    expect(mail.text).toContain('For: Maria Lopez');
    expect(mail.text).toContain('Vaccines: Flu, Pneumococcal pneumonia');
    expect(mail.text).toContain('When: Tuesday, November 24, 2026 at 10:00 AM MST');
    expect(mail.text).toContain('Where: Safeway #549, 500 East Third Street, Alliance, NE');
    expect(mail.text).toContain(`${SITE}/schedule/manage?accessCode=${accessCode}`);
    expect(mail.text).toContain(`${SITE}/api/v1/registrations/${accessCode}/calendar.ics?locale=en`);
    expect(mail.html).toContain(`href="${SITE}/schedule/manage?accessCode=${accessCode}"`);
    // The phone as every page writes it.
    expect(mail.text).toContain('Pharmacy phone: (308) 762-1258');
    expect((await outbox()).map((m) => [m.kind, m.status, m.attempts, m.sent_at])).toEqual([
      ['booking_confirmation', 'sent', 1, '2026-11-23T14:00:00.000Z'],
    ]);

    // The same pass again sends nothing more.
    expect(await t.app.mailWorker!.runOnce()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('e-mails a cancellation with a calendar part that removes the event (METHOD:CANCEL, same UID)', async () => {
    const res = await book(bookingBody([{ slot: TEN }], { locale: 'es' }));
    const { accessCode, appointments } = res.json().data.registration;
    await t.app.mailWorker!.runOnce();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/registrations/${accessCode}/cancel` });
    expect(cancel.statusCode).toBe(200);
    expect(await t.app.mailWorker!.runOnce()).toMatchObject({ sent: 1 });
    const mail = smtp.received[1]!;
    expect(mail.subject).toBe('Su cita de vacunación está cancelada');
    expect(mail.raw).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(mail.raw).toContain(`UID:${appointments[0].id}@vaxnear`);
  });

  it('writes the confirmation in Spanish, linking to the Spanish pages, when the booking was made in Spanish', async () => {
    const res = await book(bookingBody([{ slot: TEN }], { locale: 'es' }));
    const { accessCode, confirmationNumber } = res.json().data.registration;
    await t.app.mailWorker!.runOnce();
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Su cita de vacunación está reservada');
    expect(mail.text).toContain(`Número de confirmación: ${confirmationNumber}`);
    expect(mail.text).toMatch(new RegExp(`¿No fue usted\\? .* ${SITE}/es/stop-emails\\?token=`));
    expect(mail.text).toContain('Vacunas: Gripe');
    expect(mail.text).toContain(`${SITE}/es/schedule/manage?accessCode=${accessCode}`);
    expect(mail.text).toContain(`calendar.ics?locale=es`);
  });

  it('queues no e-mail for a booking that is refused', async () => {
    expect((await book(bookingBody([{ slot: TEN }]))).statusCode).toBe(200);
    // The same person at the same time again: refused inside the transaction, after the e-mail would have been written.
    expect((await book(bookingBody([{ slot: TEN }]))).statusCode).toBe(409);
    expect(await outbox()).toHaveLength(1);
  });

  it("tells the booking's address in its language that the booking was erased, naming nobody", async () => {
    const res = await book(bookingBody([{ slot: TEN }], { locale: 'es' }));
    const { accessCode, confirmationNumber } = res.json().data.registration;
    await t.app.mailWorker!.runOnce();
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/registrations/${accessCode}/erase` })).statusCode).toBe(
      200,
    );
    expect(await t.app.mailWorker!.runOnce()).toMatchObject({ sent: 1 });
    const mail = smtp.received[1]!;
    expect(mail.envelopeTo).toEqual(['maria.lopez@example.com']);
    expect(mail.subject).toBe('Su reserva de vacunación fue borrada');
    expect(mail.text).toContain('martes, 24 de noviembre de 2026');
    expect(mail.text).toContain(`Reserve una cita nueva: ${SITE}/es/schedule`);
    expect(mail.text).toContain(`${SITE}/es/stop-emails?token=`);
    for (const erased of ['Maria', 'Lopez', confirmationNumber, accessCode, 'Gripe', 'Safeway'])
      expect(mail.text).not.toContain(erased);
  });

  it('sends nothing more to an address whose owner pressed "this was not me", and cancels its due reminder', async () => {
    expect((await askReminder(reminderRequest())).statusCode).toBe(202);
    await t.app.mailWorker!.runOnce();
    const link = /\/stop-emails\?token=(\S+)/.exec(smtp.received[0]!.text)![1]!;
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email_stops',
      payload: { token: decodeURIComponent(link) },
    });
    expect(stop.statusCode).toBe(200);
    t.clock.set('2027-01-02T15:00:00.000Z');
    expect(await t.app.mailWorker!.runOnce()).toMatchObject({ queuedReminders: 0, sent: 0 });
    expect(smtp.received).toHaveLength(1);
    const reminders = await t.database.db.selectFrom('reminders').select('status').execute();
    expect(reminders).toEqual([{ status: 'cancelled' }]);
  });

  it('sends a maternal RSV reminder once, when it is due, in the language it was asked in', async () => {
    expect((await askReminder(reminderRequest({ locale: 'es' }))).statusCode).toBe(202);
    // Only the confirmation goes now.
    expect(await t.app.mailWorker!.runOnce()).toMatchObject({ queuedReminders: 0, sent: 1 });
    expect(smtp.received.map((m) => m.subject)).toEqual([
      'Confirme su recordatorio de la vacuna materna contra el VRS',
    ]);

    t.clock.set('2027-01-02T15:00:00.000Z'); // 08:00 in Denver on the window's first day
    expect(await t.app.mailWorker!.runOnce()).toMatchObject({ queuedReminders: 1, sent: 1 });
    expect(reminderMails()).toHaveLength(1);
    const mail = reminderMails()[0]!;
    expect(mail.envelopeTo).toEqual(['maria.lopez@example.com']);
    expect(mail.subject).toBe('Su período para la vacuna materna contra el VRS ya comenzó');
    expect(mail.text).toContain('Hola, Maria:');
    expect(mail.text).toContain('del 2 de enero de 2027 al 30 de enero de 2027');
    expect(mail.text).toContain(`${SITE}/es/schedule?rsv=1`);
    const reminder = await t.database.db.selectFrom('reminders').selectAll().executeTakeFirstOrThrow();
    expect([reminder.status, reminder.sent_at]).toEqual(['sent', '2027-01-02T15:00:00.000Z']);

    // One click unsubscribes (RFC 8058), and the body carries the signed link too.
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail.listUnsubscribe).toMatch(new RegExp(`^<${SITE}/api/v1/unsubscribe\\?token=`));
    expect(mail.text).toMatch(new RegExp(`${SITE}/es/unsubscribe\\?token=`));

    t.clock.advance(60 * 60_000);
    expect(await t.app.mailWorker!.runOnce()).toMatchObject({ queuedReminders: 0, sent: 0 });
    expect(reminderMails()).toHaveLength(1);
  });

  it('links a reminder to our own booking page when the reminder asked for a link to another site', async () => {
    await askReminder(reminderRequest({ reminderUrl: 'https://evil.example/login' }));
    t.clock.set('2027-01-02T15:00:00.000Z');
    await t.app.mailWorker!.runOnce();
    const mail = reminderMails()[0]!;
    expect(mail.subject).toBe('Your maternal RSV vaccination window is open');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain(`Book an appointment: ${SITE}/schedule`);
  });

  it('gives each due reminder one e-mail even when two workers queue reminders at once', async () => {
    for (const firstName of ['Ana', 'Bea', 'Cruz']) await askReminder(reminderRequest({ firstName }));
    t.clock.set('2027-01-02T15:00:00.000Z');
    const links = async () => ({ page: `${SITE}/unsubscribe?token=x`, oneClick: `${SITE}/api/v1/unsubscribe?token=x` });
    const gate = { secret: 'a test secret', config: { mailPerAddressPerDay: 8, publicBaseUrl: SITE } };
    const counts = await Promise.all([0, 1, 2].map(() => queueDueReminders(t.database.db, t.clock.now(), links, gate)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect((await outbox()).filter((m) => m.kind === 'maternal_rsv_reminder')).toHaveLength(3);
  });

  it('lets only one worker claim an e-mail, so two workers never send the same one', async () => {
    const now = t.clock.now().toISOString();
    const ids = [0, 1, 2, 3, 4].map(() => crypto.randomUUID());
    for (const id of ids) {
      await insertMail(t.database.db, {
        id,
        kind: 'booking_confirmation',
        reference: id,
        recipient: 'a@example.com',
        subject: 's',
        textBody: 't',
        htmlBody: 'h',
        now,
      });
    }
    const lease = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const claims = await Promise.all(
      [0, 1, 2].map(() => claimMail(t.database.db, { id: ids[0]!, attempts: 0 }, now, lease)),
    );
    expect(claims.filter((c) => c !== null)).toHaveLength(1);

    const sentTo: string[] = [];
    const transport = {
      sendMail: async (message: { headers: Record<string, string> }) => {
        sentTo.push(message.headers['X-Vaxnear-Mail-Id']!);
        return {};
      },
    };
    const summaries = await Promise.all(
      [0, 1, 2].map(() =>
        deliverDueMail({ db: t.database.db, clock: t.clock, transport: transport as never, from: 'x@example.com' }),
      ),
    );
    // The claimed one waits for its lease; the other four go out once each.
    expect(summaries.reduce((n, s) => n + s.sent, 0)).toBe(4);
    expect(sentTo.sort()).toEqual(ids.slice(1).sort());
  });
});

describe.each(dialects)('when the mail server does not accept e-mail, on $name', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startTestSmtpServer({ reject: 451 });
    t = await createTestApp(dialect, { config: { smtpUrl: smtp.url, publicBaseUrl: SITE, mailPollMs: 60_000 } });
    await insertPlaces(t.database.db, { capacity: 2 });
  });
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tries again later, waiting longer each time, then gives up and marks the e-mail failed', async () => {
    expect((await bookHeld(t.app, bookingBody([{ slot: TEN }]))).statusCode).toBe(200);
    const row = () =>
      t.database.db
        .selectFrom('mail_outbox')
        .select(['status', 'attempts', 'next_attempt_at', 'last_error'])
        .executeTakeFirstOrThrow();

    expect(await t.app.mailWorker!.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    expect(await row()).toEqual({
      status: 'pending',
      attempts: 1,
      next_attempt_at: '2026-11-23T14:01:00.000Z',
      last_error: 'EENVELOPE 451',
    });
    // Not due yet: nothing is tried.
    await t.app.mailWorker!.runOnce();
    expect(smtp.attempts).toBe(1);

    for (const wait of RETRY_BACKOFF_MS) {
      t.clock.advance(wait);
      await t.app.mailWorker!.runOnce();
    }
    expect(smtp.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, last_error: 'EENVELOPE 451' });
    t.clock.advance(24 * 60 * 60_000);
    await t.app.mailWorker!.runOnce();
    expect(smtp.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(smtp.received).toHaveLength(0);
  });
});

describe.each(dialects)('without SMTP_URL, on $name', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { config: { smtpUrl: null, mailPollMs: 10 } });
    await insertPlaces(t.database.db, { capacity: 2 });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('keeps the confirmation and the reminder waiting: nothing is sent or marked sent', async () => {
    expect(t.app.mailWorker).toBeNull();
    expect((await bookHeld(t.app, bookingBody([{ slot: TEN }]))).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/reminders/batch_create',
          payload: { reminders: [reminderRequest()] },
        })
      ).statusCode,
    ).toBe(202);
    expect((await confirmLinkSentTo(t, 'maria.lopez@example.com')).statusCode).toBe(200);
    t.clock.set('2027-01-03T00:00:00.000Z');
    // Many poll intervals pass.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'status', 'attempts'])
      .orderBy('kind')
      .execute();
    expect(mails).toEqual([
      { kind: 'booking_confirmation', status: 'pending', attempts: 0 },
      { kind: 'email_confirmation', status: 'pending', attempts: 0 },
    ]);
    expect((await t.database.db.selectFrom('reminders').select('status').executeTakeFirstOrThrow()).status).toBe(
      'pending',
    );
  });
});
