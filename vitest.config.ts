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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
