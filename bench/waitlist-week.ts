// A week of a busy area, played twice against the real API (issue 31, decisions 264 and 286): once with the waiting
// list offering every freed place, once where freed places simply reappear in search. It prints, for both, the share
// of freed places booked again before their time and the median time from a place freeing to it being booked again.
//   node --import tsx bench/waitlist-week.ts [--dialect sqlite|postgres] [--seed N] [--record]
// `--record` writes the figures into docs/performance.md (with the load average beside them). The bench ends with
// exit code 1 at the first answer that is not the status the simulation expects (bench-support's rule).
//
// Assumptions (written down, as the issue asks; change them here and say so in docs/performance.md):
// - One busy area: the fixtures' Safeway in Alliance NE, 09:00-17:00 every day in 15-minute slots of 2 places
//   (64 places a day), and more people wanting flu shots than it has places.
// - Time moves in 1-minute ticks over 7 days. Arrivals are random (a Poisson number a tick) at twice the places
//   a day, from 07:00 to 22:00. A person wants a time today or tomorrow at any hour (the window is fixed when they
//   come); one who finds nothing in it either joins the waiting list until that day (waiting-list week) or comes back
//   to search the same window once every 2 hours for a day (search-only week, the people refreshing a finder), then
//   gives up.
// - Every booking is cancelled with a probability of 12%, at a random time between its booking and its start; 5% of
//   the others are no-shows (their place is lost: nobody can refill a place at its own time; counted, not refilled).
// - A person offered a place opens the e-mail after a random 0 to 45 minutes: 80% take it if still held (30 minutes),
//   10% decline, 10% ignore it. The waiting-list worker runs every tick (in the service it runs every 10 seconds),
//   before the tick's arrivals search.
// - A freed place counts from its cancellation; it is refilled when someone books that slot again before it starts.
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchFailed, writeDocSection } from './bench-support.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dialectName = option('--dialect') ?? 'sqlite';
const seed = Number(option('--seed') ?? 31);
const record = args.includes('--record');
const here = path.dirname(fileURLToPath(import.meta.url));

const TICK_MS = 60_000;
const DAYS = 7;
const DEMAND = 2;
const PLACES_A_DAY = 64;
const CANCEL_SHARE = 0.12;
const NO_SHOW_SHARE = 0.05;
const HORIZON_DAYS = 1;
const START = '2026-11-23T13:00:00.000Z'; // Monday 06:00 in Alliance (America/Denver).

/** A small deterministic random source, so both weeks meet the same people. */
function random(seedValue: number) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
function poisson(rand: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = rand(); p > limit; p *= rand()) k += 1;
  return k;
}

interface WeekResult {
  mode: 'waiting list' | 'search only';
  booked: number;
  freed: number;
  refilled: number;
  medianRefillMinutes: number | null;
  noShows: number;
  gaveUp: number;
  offers: number;
  requests: number;
}

async function playWeek(mode: WeekResult['mode']): Promise<WeekResult> {
  const { dialects } = await import('../apps/api/src/test/dialects.ts');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { fixedClock } = await import('../apps/api/src/lib/clock.ts');
  const { insertPlaces, bookingBody, PLACES } = await import('../apps/api/src/modules/bookings/test-fixtures.ts');
  const { runWaitlistPass } = await import('../apps/api/src/modules/waiting-list/waiting-list.service.ts');
  const database = await dialects.find((d) => d.name === dialectName)!.create();
  await insertPlaces(database.db, { capacity: 2, places: ['safewayAlliance'] });
  const config = loadConfig(
    {
      ...process.env,
      BOT_CHECK: 'off',
      RATE_LIMIT_MAX: '0',
      BOOKINGS_PER_EMAIL_PER_DAY: '0',
      BOOKINGS_PER_ADDRESS_PER_DAY: '0',
      HOLDS_PER_ADDRESS: '100000',
    },
    { ...database.config, logLevel: 'silent', mailPollMs: 0, shedEventLoopDelayMs: 0 },
  );
  const clock = fixedClock(START);
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  const rand = random(seed);
  const location = PLACES.safewayAlliance.id;
  let requests = 0;
  const send = async (method: 'GET' | 'POST', url: string, expected: number, payload?: unknown, cookie?: string) => {
    requests += 1;
    const res = await app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(cookie ? { headers: { cookie } } : {}),
    });
    if (res.statusCode !== expected)
      benchFailed(
        `${mode}: ${method} ${url.split('?')[0]} answered ${res.statusCode}, expected ${expected}: ${res.body.slice(0, 200)}`,
      );
    return res.json() as { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const localDate = (ms: number) => new Date(ms - 7 * 3_600_000).toISOString().slice(0, 10);

  let people = 0;
  const person = () => {
    people += 1;
    const letters = (n: number) => Array.from(String(n), (d) => 'abcdefghij'[Number(d)]).join('');
    return { email: `p${people}@example.com`, firstName: `Pat${letters(people)}`, lastName: 'Week' };
  };
  /** The first free slot from today to the person's last date, as search shows it; null when nothing. */
  const search = async (lastDate: string) => {
    for (let d = 0; localDate(clock.now().getTime() + d * 86_400_000) <= lastDate; d += 1) {
      const date = localDate(clock.now().getTime() + d * 86_400_000);
      const { data } = await send('GET', `/availabilities?location_ids[]=${location}&date=${date}`, 200);
      const slot = data.locations[0]?.dates[0]?.slots[0] as { id: string } | undefined;
      if (slot) return slot.id;
    }
    return null;
  };
  const bookings: Array<{ accessCode: string; startsAt: string; cancelAt: number | null }> = [];
  const freedAt = new Map<string, number[]>();
  const refillMinutes: number[] = [];
  let freed = 0;
  let noShows = 0;
  let gaveUp = 0;
  let offers = 0;
  let joined = 0;
  let tookOffer = 0;
  const book = async (who: ReturnType<typeof person>, slotIdValue: string, cookie: string) => {
    const { decodeSlotId } = await import('@vaxnear/domain/schedule');
    const startsAt = decodeSlotId(slotIdValue)!.start.toISOString();
    await send('POST', '/reservations', 200, { timeSlotId: slotIdValue }, cookie);
    const { data } = await send(
      'POST',
      '/appointments/batch_create',
      200,
      bookingBody([{ slot: startsAt, user: { firstName: who.firstName, lastName: who.lastName } }], {
        email: who.email,
      }),
      cookie,
    );
    noteBooked(data.registration.accessCode, startsAt);
  };
  const noteBooked = (accessCode: string, startsAt: string) => {
    const now = clock.now().getTime();
    const freedList = freedAt.get(startsAt);
    const refilledFrom = freedList?.shift();
    if (refilledFrom !== undefined) refillMinutes.push((now - refilledFrom) / 60_000);
    const cancels = rand() < CANCEL_SHARE;
    const until = Date.parse(startsAt);
    bookings.push({ accessCode, startsAt, cancelAt: cancels ? now + rand() * (until - now) : null });
  };
  let cookies = 0;
  const cookie = () => `vaxnear_client=${`week${(cookies += 1)}`.padEnd(22, 'x')}`;
  const retrying: Array<{ who: ReturnType<typeof person>; next: number; until: number; lastDate: string }> = [];
  const pendingOffers: Array<{ who: ReturnType<typeof person>; at: number; choice: 'take' | 'decline' | 'ignore' }> =
    [];

  const end = Date.parse(START) + DAYS * 86_400_000;
  const arrivalsPerTick = (DEMAND * PLACES_A_DAY) / (((22 - 7) * 3_600_000) / TICK_MS);
  while (clock.now().getTime() < end) {
    const now = clock.now().getTime();
    const hour = new Date(now - 7 * 3_600_000).getUTCHours();
    // Cancellations due this tick.
    for (const b of bookings) {
      if (b.cancelAt === null || b.cancelAt > now) continue;
      b.cancelAt = null;
      if (Date.parse(b.startsAt) <= now) continue;
      await send('POST', `/registrations/${b.accessCode}/cancel`, 200, {});
      freed += 1;
      freedAt.set(b.startsAt, [...(freedAt.get(b.startsAt) ?? []), now]);
    }
    if (mode === 'waiting list') {
      const before = await database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'waitlist_offer')
        .execute();
      await runWaitlistPass(app.deps);
      const sent = await database.db
        .selectFrom('mail_outbox')
        .select(['id', 'recipient', 'text_body'])
        .where('kind', '=', 'waitlist_offer')
        .execute();
      const known = new Set(before.map((m) => m.id));
      for (const mail of sent.filter((m) => !known.has(m.id))) {
        offers += 1;
        const r = rand();
        const who = { email: mail.recipient, firstName: '', lastName: 'Week' };
        pendingOffers.push({
          who: {
            ...who,
            token: decodeURIComponent(/\/waitlist\/offer\?token=([^\s&]+)/.exec(mail.text_body)![1]!),
          } as never,
          at: now + rand() * 45 * 60_000,
          choice: r < 0.8 ? 'take' : r < 0.9 ? 'decline' : 'ignore',
        });
      }
      for (const offer of pendingOffers.filter((o) => o.at <= now)) {
        pendingOffers.splice(pendingOffers.indexOf(offer), 1);
        if (offer.choice === 'ignore') continue;
        const { token } = offer.who as unknown as { token: string };
        const { data: view } = await send('POST', '/waitlist/offers/view', 200, { token });
        const held = view.status === 'offered' && Date.parse(view.expiresAt) > now;
        if (offer.choice === 'decline') {
          await send('POST', '/waitlist/offers/decline', 200, { token });
          continue;
        }
        const entry = await database.db
          .selectFrom('waitlist_entries')
          .select(['first_name'])
          .where('email', '=', offer.who.email)
          .executeTakeFirstOrThrow();
        const lastName = 'Week';
        const { data } = await send(
          'POST',
          '/waitlist/offers/take',
          held ? 200 : 409,
          {
            token,
            booking: bookingBody([{ slot: view.startsAt, user: { firstName: entry.first_name, lastName } }], {
              email: offer.who.email,
            }),
          },
          cookie(),
        );
        if (held) {
          noteBooked(data.registration.accessCode, view.startsAt);
          tookOffer += 1;
        }
      }
    }
    // People arriving, and (search only) people searching again.
    const arriving = hour >= 7 && hour < 22 ? poisson(rand, arrivalsPerTick) : 0;
    const searchers = [
      ...Array.from({ length: arriving }, () => ({
        who: person(),
        again: false,
        lastDate: localDate(now + HORIZON_DAYS * 86_400_000),
      })),
      ...retrying.filter((r) => r.next <= now).map((r) => ({ who: r.who, again: true, lastDate: r.lastDate })),
    ];
    // Both weeks give a person the same window: the days they wanted when they came, never later ones.
    for (const { who, again, lastDate } of searchers) {
      const found = await search(lastDate);
      const entry = retrying.find((r) => r.who === who);
      if (found) {
        await book(who, found, cookie());
        if (entry) retrying.splice(retrying.indexOf(entry), 1);
        continue;
      }
      if (mode === 'waiting list') {
        await send('POST', '/waitlist/entries', 202, {
          ...who,
          dateOfBirth: '04/12/1958',
          kinds: ['flu'],
          near: { lat: 42.1, lng: -102.87 },
          miles: 25,
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          fromMinute: 0,
          toMinute: 24 * 60,
          until: lastDate,
        });
        const mail = await database.db
          .selectFrom('mail_outbox')
          .select('text_body')
          .where('kind', '=', 'waitlist_confirmation')
          .where('recipient', '=', who.email)
          .executeTakeFirstOrThrow();
        const token = decodeURIComponent(/\/waitlist\/confirm\?token=([^\s&]+)/.exec(mail.text_body)![1]!);
        await send('POST', '/waitlist/confirm', 200, { token });
        joined += 1;
      } else if (!again) retrying.push({ who, next: now + 2 * 3_600_000, until: now + 86_400_000, lastDate });
      else if (entry) {
        entry.next = now + 2 * 3_600_000;
        if (entry.next > entry.until) {
          retrying.splice(retrying.indexOf(entry), 1);
          gaveUp += 1;
        }
      }
    }
    // No-shows: counted when the appointment's time passes.
    for (const b of bookings)
      if (b.cancelAt === null && Date.parse(b.startsAt) <= now && Date.parse(b.startsAt) > now - TICK_MS)
        if (rand() < NO_SHOW_SHARE) noShows += 1;
    clock.advance(TICK_MS);
    if ((clock.now().getTime() - Date.parse(START)) % 86_400_000 === 0)
      console.error(
        `${mode}: day ${(clock.now().getTime() - Date.parse(START)) / 86_400_000} played, ${requests} requests`,
      );
  }
  gaveUp += retrying.length + (joined - tookOffer);
  await app.close();
  await database.close();
  const sorted = [...refillMinutes].sort((a, b) => a - b);
  return {
    mode,
    booked: bookings.length,
    freed,
    refilled: refillMinutes.length,
    medianRefillMinutes: sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null,
    noShows,
    gaveUp,
    offers,
    requests,
  };
}

const started = Date.now();
const results = [await playWeek('waiting list'), await playWeek('search only')];
const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(', ');
const rows = results.map(
  (r) =>
    `| ${r.mode} | ${r.booked} | ${r.freed} | ${r.refilled} (${r.freed ? Math.round((100 * r.refilled) / r.freed) : 0}%) | ${
      r.medianRefillMinutes === null ? '-' : `${Math.round(r.medianRefillMinutes)} min`
    } | ${r.noShows} | ${r.gaveUp} | ${r.offers} | ${r.requests} |`,
);
const table = [
  '| week | bookings | places freed | freed places booked again | median time to refill | no-shows | people without a place (gave up, or still waiting) | offers | API requests |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
];
console.log(table.join('\n'));
console.log(`seed ${seed}, ${dialectName}, ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${load}`);
if (record) {
  let commit = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: here }).toString().trim();
  } catch {
    commit = '?';
  }
  writeDocSection(
    path.join(here, '../docs/performance.md'),
    'waitlist-week',
    'The waiting list over a busy week (issue #31)',
    [
      `\`bench/waitlist-week.ts --dialect ${dialectName} --seed ${seed}\` at ${commit}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
        `load average ${load} (1, 5, 15 minutes), ${((Date.now() - started) / 1000).toFixed(0)} s of wall time. ` +
        'The figures are counts of a simulation, not speeds: the load does not change them, only how long the run takes.',
      '',
      ...table,
    ],
  );
}
