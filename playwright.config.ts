import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { e2eServer } from './e2e/servers.ts';

// One worker per core (E2E_WORKERS overrides), each with a server and a database of its own on E2E_PORT + its index:
// a journey waits on its server and its server on the browser, so one worker left a 2-core machine half idle, and
// journeys that share no database cannot take each other's places.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism()));

// The suite's moment: Monday 23 November 2026, 10:00 in New York, inside flu season and the maternal-RSV season.
// Computed once in the main process; the workers and the server inherit it (see e2e/test.ts).
const E2E_START = Date.parse('2026-11-23T15:00:00.000Z');
process.env.E2E_CLOCK_OFFSET_MS ??= String(E2E_START - Date.now());

// Debian's Chromium (never a downloaded browser); these flags keep it off the closed network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  // A journey asserts what the person sees, never how fast (speed is measured in bench/). On CI two servers and two
  // browsers share two cores, and a step that waits on the server (the eligibility check behind "Continue") took over
  // Playwright's default 5 s there once; the steps that waited longest already said 30 s each.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    // Each worker's own server (e2e/test.ts).
    baseURL: e2eServer(0).url,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const server = e2eServer(index);
    return {
      // The real server on a fresh SQLite file, with the real default data.
      command: `rm -f ${server.sqlitePath}* && node --import tsx apps/api/src/server.ts`,
      url: `${server.url}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        SQLITE_PATH: server.sqlitePath,
        DATABASE_URL: '',
        BOT_CHECK: 'off',
        RATE_LIMIT_MAX: '0',
        HOLDS_PER_ADDRESS: '1000',
        // Every journey books from 127.0.0.1, many with the same e-mail address (decision 223).
        BOOKINGS_PER_ADDRESS_PER_DAY: '0',
        BOOKINGS_PER_EMAIL_PER_DAY: '0',
        LOG_LEVEL: 'warn',
        // The journeys share a busy machine with the browsers: event-loop lag there is the test run's, not a surge to
        // shed (decision 267; load-shedding.test.ts and bench/surge.ts exercise it).
        SHED_EVENT_LOOP_DELAY_MS: '0',
        SHED_READS_TURN_MS: '0',
        // The staff journey's webhook receiver and test state registry listen on loopback; a subscription it makes is
        // used by the booking made right after, and the workers look often so that the journey waits little.
        WEBHOOK_ALLOW_LOOPBACK: '1',
        WEBHOOK_CACHE_S: '0',
        WEBHOOK_POLL_MS: '300',
        IIS_POLL_MS: '300',
        CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS!,
      },
    };
  }),
});
