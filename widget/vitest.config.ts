import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['../db/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser at a time on a shared machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
