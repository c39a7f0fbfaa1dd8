import { defineConfig } from 'vitest/config';

/** One PostgreSQL and a migrated template database per run (`@heed/db`). */
const databaseSetup = '../db/src/testing/global-setup.ts';

export default defineConfig({
  test: {
    teardownTimeout: 30_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: [databaseSetup],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // Builds the app (when stale) before any end-to-end test runs.
          globalSetup: ['e2e/global-setup.ts', databaseSetup],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // Each file starts its own servers and browser; keep them from competing.
          fileParallelism: false,
        },
      },
      {
        test: {
          // `npm run screenshots`: not part of `npm test`.
          name: 'screenshots',
          include: ['e2e/screenshots.shots.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts', databaseSetup],
          testTimeout: 300_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
