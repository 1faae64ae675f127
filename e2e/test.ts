// Every journey runs at one fixed moment in the flu and maternal-RSV season, whatever day the suite runs: the server
// gets CLOCK_OFFSET_MS (playwright.config.ts) and each browser context the same moved clock, so rules that depend on
// the date (flu season, pregnancy windows, "today" in the date picker) give the same answers in March as in November.
import { test as base, expect } from '@playwright/test';
import { e2eServer } from './servers.ts';

export const clockOffsetMs = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);

export const test = base.extend({
  // The server of this worker (playwright.config.ts starts one per worker).
  // Playwright reads a fixture's dependencies from this pattern, so it must be there even when empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).url);
  },
  context: async ({ context }, use) => {
    // Time flows as usual from the moved start; only the starting date differs.
    await context.clock.install({ time: Date.now() + clockOffsetMs });
    await use(context);
  },
});

export { expect };

/** The SQLite file of the server this test's journeys talk to, for reading back what the server stored. */
export const e2eDatabasePath = (): string => e2eServer(base.info().parallelIndex).sqlitePath;
