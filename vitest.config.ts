import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker more than the cores (Vitest's default is one fewer): most API test time is spent waiting on the
    // database, so on a 2-core machine one worker left a core idle and the suite took 11 minutes instead of 6½
    // (measured 2026-11-26, 3 workers: 392 s on PostgreSQL and SQLite, all passing).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // The table-driven quiz walk runs thousands of cases: on a busy CI machine it needs more than 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // A test app migrates a fresh database (a fresh schema on PostgreSQL) before each file or test: on a loaded
          // 2-core machine that set-up alone has taken over a minute, and a hook that times out drops its schema
          // under a migration still running, failing the next test for no reason of its own.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'lint',
          include: ['eslint/**/*.test.ts'],
          environment: 'node',
          // The first lint loads the whole ESLint configuration (typescript-eslint included): seconds on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'docs',
          include: ['docs/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web',
    ],
  },
});
