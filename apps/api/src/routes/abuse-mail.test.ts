// The abuse suite for finding a booking and for our e-mails (issue #24, items 4 to 6): each test is one attack of the
// adversarial run, tried against the real app on each database. Figures before and after are in docs/security.md.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { appPerTest, dialects } from '../test/dialects.ts';
import { confirmLinkSentTo } from '../test/email-links.ts';
import { bookHeld, bookingBody, insertPlaces, slotId } from '../modules/bookings/test-fixtures.ts';
import { NOTICE_RESERVE_PER_DAY } from '../modules/mail/mail-queue.service.ts';
import { MESSAGES } from '@vaxnear/domain/patient';

// Now: Monday 2026-11-23 07:00 in Alliance NE (America/Denver); slots from 09:00 there (16:00 UTC) tomorrow.
const slotAt = (minutes: number) =>
  slotId('safewayAlliance', new Date(Date.parse('2026-11-24T16:00:00.000Z') + minutes * 60_000).toISOString());
const timeAt = (minutes: number) => new Date(Date.parse('2026-11-24T16:00:00.000Z') + minutes * 60_000).toISOString();
const DAY_MS = 86_400_000;
// Ten different people, so that only the e-mail address ties the bookings together.
const FIRST_NAMES = ['Ana', 'Bea', 'Carla', 'Dora', 'Elena', 'Fina', 'Gala', 'Hilda', 'Inés', 'Julia'];

describe.each(dialects)('abuse of lookups and e-mails on $name', (dialect) => {
  const t = appPerTest(dialect, {}, (app) =>
    insertPlaces(app.database.db, { places: ['safewayAlliance'], capacity: 50 }),
  );

  const book = async (
    minutes: number,
    extra: Record<string, unknown> = {},
    user: Record<string, unknown> = {},
    remoteAddress = '198.51.100.20',
  ) => {
    // Held first, as the web books (decision 223).
    return bookHeld(t.app, bookingBody([{ slot: timeAt(minutes), user }], extra), {}, { remoteAddress });
  };
  const booked = async (...args: Parameters<typeof book>) => {
    const res = await book(...args);
    expect(res.statusCode).toBe(200);
    return res.json().data.registration as {
      accessCode: string;
      confirmationNumber: string;
      appointments: Array<{ id: string; timeSlotId: string }>;
    };
  };
  const manage = (accessCode: string, action: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/registrations/${accessCode}/${action}`,
      ...(payload ? { payload } : {}),
    });
  const outbox = () =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient', 'subject', 'text_body', 'html_body'])
      .orderBy('created_at')
      .execute();
  const stopTokenIn = (text: string) => {
    const match = /\/stop-emails\?token=([^\s&]+)/.exec(text);
    if (!match) throw new Error('no "this was not me" link in the e-mail');
    return decodeURIComponent(match[1]!);
  };

  it('guessing the date of birth from 11 addresses on two servers is stopped after 5 tries on the confirmation number', async () => {
    const { accessCode, confirmationNumber } = await booked(0);
    // A second server on the same database: the count is the database's, so the fleet agrees.
    const other = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
    await other.ready();
    try {
      const answers = [];
      // Every day of the birth year up to the right one (April 12): 102 tries, as in the attack.
      for (let day = 0; day < 102; day += 1) {
        const date = new Date(Date.UTC(1958, 0, 1 + day));
        const dateOfBirth = `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/1958`;
        const res = await (day % 2 === 0 ? t.app : other).inject({
          method: 'POST',
          url: '/api/v1/registrations/lookup',
          payload: { confirmationNumber, lastName: 'Lopez', dateOfBirth },
          remoteAddress: `203.0.113.${(day % 11) + 1}`,
        });
        answers.push({ status: res.statusCode, body: res.json() });
      }
      expect(answers.filter((a) => a.body.data?.accessCode)).toEqual([]);
      expect(answers.slice(0, t.config.lookupTriesPerNumber).map((a) => a.status)).toEqual(
        Array(t.config.lookupTriesPerNumber).fill(404),
      );
      // The right date, tried last, is refused too: the number is locked, whatever the details.
      expect(answers.slice(t.config.lookupTriesPerNumber).every((a) => a.status === 429)).toBe(true);
      expect(answers.at(-1)!.body.errors[0].code).toBe('BOOKING_LOOKUP_LOCKED');
    } finally {
      await other.close();
    }
    // The owner still reaches the booking from the link in the e-mail.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/registrations/${accessCode}` })).statusCode).toBe(200);
    // And once the lock ends, the right details find it again.
    t.clock.advance(t.config.lookupLockHours * 3_600_000 + 60_000);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations/lookup',
      payload: { confirmationNumber, lastName: 'lopez', dateOfBirth: '04/12/1958' },
      remoteAddress: '203.0.113.99',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.accessCode).toBe(accessCode);
  });

  it('erasing a booking with a guessed access code is not silent: its owner gets a notice the request cannot redirect', async () => {
    const { accessCode, confirmationNumber } = await booked(0);
    const res = await manage(accessCode, 'erase', { email: 'attacker@evil.example', notify: false });
    expect(res.statusCode).toBe(200);
    const notices = (await outbox()).filter((m) => m.kind === 'booking_erasure');
    expect(notices.map((m) => m.recipient)).toEqual(['maria.lopez@example.com']);
    const [notice] = notices;
    expect(notice!.subject).toBe('Your vaccination booking was erased');
    expect(notice!.text_body).toContain('Tuesday, November 24, 2026 at 9:00 AM MST');
    expect(notice!.text_body).toMatch(/If it was not you/);
    // Nothing of what was erased beyond when the appointment was: no name, number, vaccine or pharmacy.
    for (const erased of ['Maria', 'Lopez', confirmationNumber, accessCode, 'Flu', 'Safeway'])
      expect(notice!.text_body).not.toContain(erased);
    expect((await outbox()).some((m) => m.recipient.includes('evil'))).toBe(false);
  });

  it('the confirmation number, one of the three facts that find a booking, is in no e-mail subject', async () => {
    const { accessCode, confirmationNumber, appointments } = await booked(0, { locale: 'es' });
    expect(
      (await manage(accessCode, 'reschedule', { appointments: [{ id: appointments[0]!.id, timeSlotId: slotAt(15) }] }))
        .statusCode,
    ).toBe(200);
    expect((await manage(accessCode, 'cancel', {})).statusCode).toBe(200);
    const mails = await outbox();
    expect(mails.map((m) => m.kind)).toEqual(['booking_confirmation', 'booking_change', 'booking_cancellation']);
    for (const m of mails) {
      expect(m.subject).not.toContain(confirmationNumber);
      expect(m.text_body).toContain(confirmationNumber);
    }
  });

  it("booking once with a pregnant person's e-mail and erasing that booking leaves her confirmed reminder", async () => {
    const victim = 'expecting.mother@example.com';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/batch_create',
      payload: {
        reminders: [
          {
            firstName: 'Rosa',
            email: victim,
            reminderType: 'maternal_rsv',
            reminderUrl: 'https://vaxnear.example/schedule',
            timeZone: 'America/Denver',
            metadata: {
              expectedDueDate: '2027-02-20',
              estimatedVaccinationWindowStartDate: '2027-01-02',
              estimatedVaccinationWindowEndDate: '2027-01-30',
            },
          },
        ],
      },
    });
    expect(asked.statusCode).toBe(202);
    expect((await confirmLinkSentTo(t, victim)).statusCode).toBe(200);
    const reminders = () => t.database.db.selectFrom('reminders').select(['email', 'status']).execute();
    expect(await reminders()).toEqual([{ email: victim, status: 'pending' }]);

    const { accessCode } = await booked(0, { email: 'Expecting.Mother@Example.com' });
    const erased = await manage(accessCode, 'erase');
    expect(erased.statusCode).toBe(200);
    expect(await reminders()).toEqual([{ email: victim, status: 'pending' }]);
  });

  it('names carrying links, e-mail addresses and phone numbers, plainly or disguised, do not ride into a booking e-mail', async () => {
    const names = [
      { firstName: 'Call 212 555 0100 now', lastName: 'Lopez' },
      { firstName: 'Maria', lastName: 'hxxps evil DOT com' },
      { firstName: 'Claim your refund', lastName: 'refund [at] evil' },
      { firstName: 'Maria\nVisit', lastName: 'Lopez' },
      { firstName: 'Maria', lastName: 'www . evil . com' },
    ];
    for (const [i, user] of names.entries()) {
      const res = await book(i * 15, {}, user);
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as Array<{ code: string; field: string; message: string }>;
      expect(errors).toContainEqual(
        expect.objectContaining({ code: 'VALIDATION_FAILED', message: MESSAGES.nameWithLink }),
      );
    }
    expect(await outbox()).toEqual([]);
    // Real names with apostrophes, accents, hyphens and a saint's dot still book.
    expect((await book(0, {}, { firstName: 'María José', lastName: "O'Brien-Nguyễn" })).statusCode).toBe(200);
    expect((await book(15, {}, { firstName: 'Anne-Marie', lastName: 'St. John' })).statusCode).toBe(200);
  });

  it("ten bookings and ten cancels aimed at one victim's mailbox, with plus tags and dots, send at most the cap and its reserve", async () => {
    const addresses = FIRST_NAMES.map((_, i) =>
      i % 2 === 0 ? `vic.tim+${i}@gmail.com` : `V.I.C.T.I.M@googlemail.com`,
    );
    const codes = [];
    for (const [i, email] of addresses.entries()) {
      const res = await book(i * 15, { email }, { firstName: FIRST_NAMES[i] }, `198.51.100.${i + 1}`);
      // Beyond the cap the booking still stands: it just sends no e-mail.
      expect(res.statusCode).toBe(200);
      codes.push(res.json().data.registration.accessCode as string);
    }
    for (const code of codes) {
      const r = await manage(code, 'cancel', {});
      expect(r.statusCode, r.body).toBe(200);
    }
    const mails = await outbox();
    expect(mails.length).toBeLessThanOrEqual(t.config.mailPerAddressPerDay + NOTICE_RESERVE_PER_DAY);
    expect(mails.length).toBeGreaterThan(0);
    // A day later the mailbox has a fresh share.
    t.clock.advance(DAY_MS);
    const next = await book(24 * 60, { email: 'victim@gmail.com' }, { firstName: 'Karla' });
    expect(next.statusCode).toBe(200);
    expect((await outbox()).length).toBe(mails.length + 1);
  });

  it('one booking rescheduled 20 times sends at most the cap and its reserve', async () => {
    const { accessCode, appointments } = await booked(0);
    for (let i = 1; i <= 20; i += 1) {
      const res = await manage(accessCode, 'reschedule', {
        appointments: [{ id: appointments[0]!.id, timeSlotId: slotAt((i % 2) * 15) }],
      });
      expect(res.statusCode).toBe(200);
    }
    const mails = await outbox();
    expect(mails.length).toBeLessThanOrEqual(t.config.mailPerAddressPerDay + NOTICE_RESERVE_PER_DAY);
    expect(mails[0]!.kind).toBe('booking_confirmation');
  });

  it("the 'this was not me' link stops every e-mail to that mailbox, bookings still work, and the same link undoes it", async () => {
    await booked(0, { email: 'victim@gmail.com' });
    const [first] = await outbox();
    const token = stopTokenIn(first!.text_body);
    // The link names no address: only a hash of the mailbox is signed.
    expect(first!.text_body).not.toMatch(/stop-emails\?token=[^\s]*dmljdGlt/);
    const stop = await t.app.inject({ method: 'POST', url: '/api/v1/email_stops', payload: { token } });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().data.status).toBe('stopped');

    // The attacker's next booking with the same mailbox works and sends nothing, nor does its cancellation or a
    // reminder request.
    const again = await booked(15, { email: 'v.ictim+again@gmail.com' }, { firstName: 'Ana' });
    expect((await manage(again.accessCode, 'cancel', {})).statusCode).toBe(200);
    const reminder = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/batch_create',
      payload: {
        reminders: [
          {
            firstName: 'Ana',
            email: 'victim+x@gmail.com',
            reminderType: 'maternal_rsv',
            reminderUrl: 'https://vaxnear.example/schedule',
            timeZone: 'America/Denver',
            metadata: {
              expectedDueDate: '2027-02-20',
              estimatedVaccinationWindowStartDate: '2027-01-02',
              estimatedVaccinationWindowEndDate: '2027-01-30',
            },
          },
        ],
      },
    });
    expect(reminder.statusCode).toBe(202);
    expect(await outbox()).toHaveLength(1);

    // A forged or altered token stops nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email_stops',
      payload: { token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].code).toBe('LINK_INVALID');

    // The owner changes their mind with the same link: e-mails go again from the next one.
    const undo = await t.app.inject({ method: 'POST', url: '/api/v1/email_stops/undo', payload: { token } });
    expect(undo.json().data.status).toBe('resumed');
    await booked(30, { email: 'victim@gmail.com' }, { firstName: 'Bea' });
    expect(await outbox()).toHaveLength(2);
  });
});
