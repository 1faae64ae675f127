// Every journey runs at one fixed moment in the flu and maternal-RSV season, whatever day the suite runs: the server
// gets CLOCK_OFFSET_MS (playwright.config.ts) and each browser context the same moved clock, so rules that depend on
// the date (flu season, pregnancy windows, "today" in the date picker) give the same answers in March as in November.
import { test as base, expect } from '@playwright/test';

export const clockOffsetMs = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);

export const test = base.extend({
  context: async ({ context }, use) => {
    // Time flows as usual from the moved start; only the starting date differs.
    await context.clock.install({ time: Date.now() + clockOffsetMs });
    await use(context);
  },
});

export { expect };
