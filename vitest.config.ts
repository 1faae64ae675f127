import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
      './apps/web',
    ],
  },
});
