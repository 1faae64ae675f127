import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);

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
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The real server on a fresh SQLite file, with the real default data.
    command: 'rm -f var/e2e.sqlite* && node --import tsx apps/api/src/server.ts',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SQLITE_PATH: 'var/e2e.sqlite',
      DATABASE_URL: '',
      BOT_CHECK: 'off',
      RATE_LIMIT_MAX: '0',
      HOLDS_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
      CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS,
    },
  },
});
