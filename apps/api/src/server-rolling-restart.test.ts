// A rolling restart as a platform team runs it (decision 268): two servers on one PostgreSQL behind a load balancer
// that follows their readiness (test/balancer.ts), each stopped with SIGTERM and started again in turn, while people
// search, hold and book, and a feed reader downloads the whole Location file from the server being stopped. Nobody
// may meet a refused connection, and no answer sent as 200 may be cut short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES, insertPlaces } from './modules/bookings/test-fixtures.ts';
import { startBalancer, type Balancer } from './test/balancer.ts';
import { book, slotsTheDayAfterTomorrow, type BookingOutcome } from './test/booking-load.ts';
import { dialects, type DialectCase } from './test/dialects.ts';
import { freePort } from './test/free-port.ts';
import { buildServer, startServer, type ServerProcess } from './test/server-process.ts';

const postgres = dialects.find((d) => d.name === 'postgres');
/** Enough locations that the feed's Location file is a download of some megabytes, not one socket buffer. */
const EXTRA_LOCATIONS = 5_000;
const SERVICES = encodeURIComponent(JSON.stringify([{ kind: 'flu', brands: [], ageMin: 30, ageMax: 30 }]));

interface Answer {
  status: number;
  /** Why there was no whole answer: the connection failed, or the body was cut or unreadable. */
  broken: string | null;
}

async function search(url: string): Promise<Answer> {
  try {
    const res = await fetch(`${url}/api/v1/query?latitude=42.1&longitude=-102.87&pageSize=10&services=${SERVICES}`);
    const text = await res.text();
    if (res.status === 200 && (JSON.parse(text) as { data?: unknown }).data === undefined)
      return { status: 200, broken: 'no data' };
    return { status: res.status, broken: res.status === 200 ? null : text.slice(0, 200) };
  } catch (error) {
    return { status: 0, broken: String((error as { cause?: unknown }).cause ?? error) };
  }
}

/**
 * Reads the Location file slowly, as a feed reader on a thin line would, and checks it arrived whole. `started`
 * settles once the answer's headers have come: the download is then in flight.
 */
function slowDownload(
  url: string,
  server: number,
): { started: Promise<unknown>; done: Promise<Answer & { lines: number }> } {
  const answer = fetch(`${url}/api/v1/fhir/Location.ndjson`, {
    headers: { 'x-test-server': String(server), 'accept-encoding': 'identity' },
  });
  return { started: answer.catch(() => undefined), done: readSlowly(answer) };
}

async function readSlowly(answer: Promise<Response>): Promise<Answer & { lines: number }> {
  try {
    const res = await answer;
    const reader = res.body!.getReader();
    let text = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const lines = text.split('\n').filter(Boolean);
    // Every line a whole resource and the file ends with its last newline: a cut file fails one or the other.
    for (const line of lines) JSON.parse(line);
    return { status: res.status, broken: text.endsWith('\n') ? null : 'no final newline', lines: lines.length };
  } catch (error) {
    return { status: 0, broken: String((error as { cause?: unknown }).cause ?? error), lines: 0 };
  }
}

describe.skipIf(!postgres)('a rolling restart of two servers behind a load balancer', () => {
  let database: Awaited<ReturnType<DialectCase['create']>>;
  let build: Awaited<ReturnType<typeof buildServer>>;
  let servers: ServerProcess[] = [];
  let balancer: Balancer;
  let env: Record<string, string>;
  const ports: number[] = [];

  beforeAll(async () => {
    [build, database] = await Promise.all([buildServer(), postgres!.create()]);
    await insertPlaces(database.db, { capacity: 100, places: ['safewayAlliance'] });
    const base = PLACES.cvsBellevue;
    for (let start = 0; start < EXTRA_LOCATIONS; start += 500) {
      const ids = Array.from({ length: Math.min(500, EXTRA_LOCATIONS - start) }, (_, i) => `roll-${start + i}`);
      await database.db
        .insertInto('locations')
        .values(
          ids.map((id, i) => ({
            ...base,
            id,
            store_number: id,
            lat: base.lat + (start + i) / 100_000,
            address2: null,
            zip: null,
            booking_type: 'vaxnear',
            slot_minutes: 15,
            capacity: 2,
            same_day_booking: 1,
            source: 'vaccines_gov_2024-08',
          })),
        )
        .execute();
    }
    env = {
      DATABASE_URL: database.config.databaseUrl!,
      DB_POOL_MAX: '4',
      // Above what the balancer may take to notice (docs/operations.md): a check's 2 s timeout plus two checks 100 ms
      // apart, with room for this test's own process (balancer and clients in one event loop) on a busy machine.
      // At 1.5 s, and once at 3 s beside an image build, it sent requests after the listener had closed.
      DRAIN_DELAY_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '30000',
      RATE_LIMIT_MAX: '0',
      HOLDS_PER_ADDRESS: '100000',
      BOOKINGS_PER_ADDRESS_PER_DAY: '0',
    };
    ports.push(await freePort(), await freePort());
    servers = await Promise.all(ports.map((port) => startServer(build.entry, { ...env, PORT: String(port) })));
    balancer = await startBalancer(ports.map((port) => `http://127.0.0.1:${port}`));
  }, 120_000);
  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    build?.remove();
  });

  it('builds the search index before listening, so the first search after a start is not shed', () => {
    for (const server of servers) {
      const messages = server.logs.map((line) => String(line.msg));
      const built = messages.indexOf('location index built before listening');
      expect(built).toBeGreaterThanOrEqual(0);
      expect(built).toBeLessThan(messages.findIndex((m) => m.startsWith('Server listening at')));
      expect(server.logs[built]).toMatchObject({ locations: EXTRA_LOCATIONS + 1 });
    }
  });

  it('refuses no connection and cuts no 200 while each server is restarted in turn under searches, bookings and a long download', async () => {
    const searches: Answer[] = [];
    const bookings: BookingOutcome[] = [];
    const downloads: Array<Answer & { lines: number }> = [];
    let loading = true;
    const slots = slotsTheDayAfterTomorrow();
    let people = 0;
    const load = [
      ...Array.from({ length: 4 }, async () => {
        while (loading) searches.push(await search(balancer.url));
      }),
      ...Array.from({ length: 2 }, async () => {
        while (loading) {
          people += 1;
          bookings.push(await book(balancer.url, people, slots[people % slots.length]!));
        }
      }),
    ];

    for (const index of [0, 1]) {
      // The long download starts on the server about to stop, just before its SIGTERM. (One asked for after the
      // SIGTERM is answered 503 with Retry-After, never started: fhir-feed-cost.test.ts.)
      const download = slowDownload(balancer.url, index);
      await download.started;
      const exited = servers[index]!.stop('SIGTERM');
      expect(await exited).toBe(0);
      downloads.push(await download.done);
      servers[index] = await startServer(build.entry, { ...env, PORT: String(ports[index]) });
      // The balancer sends traffic again once it has seen the new server ready.
      while (!balancer.ready[index]) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    loading = false;
    await Promise.all(load);

    const tally = (answers: Array<{ status: number }>) =>
      answers.reduce<Record<number, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {});
    console.info(
      `rolling restart: ${searches.length} searches ${JSON.stringify(tally(searches))}, ${bookings.length} bookings ` +
        `${JSON.stringify(tally(bookings))}, downloads ${downloads.map((d) => `${d.status} ${d.lines} lines`).join(', ')}, ` +
        `balancer ${JSON.stringify(balancer.counts)}`,
    );
    console.info(
      JSON.stringify({
        searches: searches.filter((a) => a.status !== 200 || a.broken).slice(0, 5),
        bookings: bookings.filter((b) => b.status !== 200).slice(0, 5),
        downloads,
      }),
    );
    expect(balancer.counts).toMatchObject({ refused: 0, failed: 0, cut: 0 });
    expect(searches.filter((a) => a.status !== 200 || a.broken)).toEqual([]);
    expect(bookings.filter((b) => b.status !== 200)).toEqual([]);
    expect(downloads).toEqual([
      { status: 200, broken: null, lines: EXTRA_LOCATIONS + 1 },
      { status: 200, broken: null, lines: EXTRA_LOCATIONS + 1 },
    ]);
    expect(searches.length).toBeGreaterThan(0);
    expect(bookings.length).toBeGreaterThan(0);
  }, 180_000);
});
