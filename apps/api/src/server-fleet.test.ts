// Several servers on one PostgreSQL (decision 120): everything they must agree on lives in the database. Two real
// server processes, compiled as production runs them, share one schema; each case below sends work to both.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMail } from './modules/mail/mail-outbox.repository.ts';
import { startTestSmtpServer, type TestSmtpServer } from './modules/mail/test-smtp-server.ts';
import { insertPlaces } from './modules/bookings/test-fixtures.ts';
import { book, slotId, slotsTheDayAfterTomorrow } from './test/booking-load.ts';
import { dialects, type DialectCase } from './test/dialects.ts';
import { buildServer, startServer, type ServerProcess } from './test/server-process.ts';
import { encodeProof, solve, type BotCheckChallenge } from './test/bot-check-proof.ts';

const postgres = dialects.find((d) => d.name === 'postgres');
const CAPACITY = 7;

describe.skipIf(!postgres)('two servers on one PostgreSQL', () => {
  let database: Awaited<ReturnType<DialectCase['create']>>;
  let build: Awaited<ReturnType<typeof buildServer>>;
  let smtp: TestSmtpServer;
  let servers: ServerProcess[] = [];
  /** A second pair with the bot check on, as production runs. */
  let checkedServers: ServerProcess[] = [];

  beforeAll(async () => {
    [build, database, smtp] = await Promise.all([buildServer(), postgres!.create(), startTestSmtpServer()]);
    await insertPlaces(database.db, { capacity: CAPACITY, places: ['safewayAlliance'] });
    // What every server of a fleet shares (docs/operations.md). A case that needs the bot check on can start its own
    // pair with BOT_CHECK: 'on' added here, since the secret is already common to both.
    const fleetEnv = {
      DATABASE_URL: database.config.databaseUrl!,
      BOT_CHECK_SECRET: 'fleet-test-secret',
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '100',
      METRICS_PORT: '0',
      // The shared PostgreSQL serves every test file at once: a small pool per server leaves it connections.
      DB_POOL_MAX: '4',
    };
    servers = await Promise.all([0, 1].map(() => startServer(build.entry, fleetEnv)));
    checkedServers = await Promise.all(
      [0, 1].map(() => startServer(build.entry, { ...fleetEnv, BOT_CHECK: 'on', MAIL_POLL_MS: '60000' })),
    );
  });
  afterAll(async () => {
    await Promise.all([...servers, ...checkedServers].map((s) => s.stop()));
    await smtp?.close();
    await database?.close();
    build?.remove();
  });

  it('never books one slot over its capacity when 200 people try at once through both servers', async () => {
    const [slot] = slotsTheDayAfterTomorrow();
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => book(servers[i % 2]!.url, i, slot!)));
    // Tallied by answer, so that a failure shows what the other answers were.
    const tally = outcomes.reduce<Record<string, number>>(
      (counts, o) => ({ ...counts, [`${o.status} ${o.code}`]: (counts[`${o.status} ${o.code}`] ?? 0) + 1 }),
      {},
    );
    expect(tally).toEqual({ '200 null': CAPACITY, '409 TIME_SLOT_TAKEN': 200 - CAPACITY });
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(CAPACITY);
    expect(
      outcomes.filter((o) => o.status !== 200).every((o) => o.status === 409 && o.code === 'TIME_SLOT_TAKEN'),
    ).toBe(true);
    const stored = await database.db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(CAPACITY);
  });

  it('sends each e-mail of the outbox exactly once while both mail workers run', async () => {
    const now = new Date().toISOString();
    for (let i = 0; i < 60; i += 1) {
      await insertMail(database.db, {
        id: `fleet-mail-${i}`,
        kind: 'booking_confirmation',
        reference: `fleet-${i}`,
        recipient: `fleet${i}@example.com`,
        subject: `Fleet ${i}`,
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
        now,
      });
    }
    const pending = async () =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from mail_outbox where status = 'pending'`.execute(database.db))
          .rows[0]!.n,
      );
    for (let waited = 0; (await pending()) > 0 && waited < 30_000; waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await pending()).toBe(0);

    const total = Number(
      (await sql<{ n: number }>`select count(*) as n from mail_outbox where status = 'sent'`.execute(database.db))
        .rows[0]!.n,
    );
    expect(total).toBe(60 + CAPACITY);
    const keys = smtp.received.map((m) => `${m.envelopeTo.join(',')} ${m.subject}`);
    expect(keys).toHaveLength(total);
    expect(new Set(keys).size).toBe(total);
    // What each process says it sent adds up to the same number (their metrics listeners are private ports).
    const sentBy = await Promise.all(
      servers.map(async (s) => {
        const text = await (await fetch(s.metricsUrl()!)).text();
        return Number(/^vaxnear_mail_sent_total (\d+)/m.exec(text)?.[1]);
      }),
    );
    expect(sentBy[0]! + sentBy[1]!).toBe(total);
  });

  it('refuses on one server a bot-check proof already spent on the other', async () => {
    const [a, b] = checkedServers as [ServerProcess, ServerProcess];
    const challenge = await fetch(`${a.url}/api/v1/bot-check/challenge?action=create_reservation`);
    const token = encodeProof(await solve((await challenge.json()) as BotCheckChallenge));
    const [, first, second] = slotsTheDayAfterTomorrow().map((start) => slotId('safewayAlliance', start));
    const hold = (server: ServerProcess, timeSlotId: string) =>
      fetch(`${server.url}/api/v1/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bot-check-token': token },
        body: JSON.stringify({ timeSlotId }),
      });
    expect((await hold(a, first!)).status).toBe(200);
    expect((await hold(b, second!)).status).toBe(403);
    expect((await hold(a, second!)).status).toBe(403);
  });
});
