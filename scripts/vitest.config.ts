import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['../db/src/testing/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
