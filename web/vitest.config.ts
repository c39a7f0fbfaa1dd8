import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    teardownTimeout: 30_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // Builds the app (when stale) before any end-to-end test runs.
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own servers and browser; keep them from competing.
          fileParallelism: false,
        },
      },
    ],
  },
});
