import { expect } from 'vitest';
import { ratingSubmission, type SeededTeam, seedTeam } from './fixtures.ts';
import { submitWithSecretKey } from './submission-client.ts';
import type { TcpProxy } from './tcp-proxy.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface ProxiedApp {
  app: TestApp;
  team: SeededTeam;
  /** Every database connection of the app goes through it. */
  proxy: TcpProxy;
}

/**
 * A test app whose database connections go through a TCP proxy, with a seeded team whose secret
 * key and the survey `warmSurveyId` are already cached: later submissions of that survey touch
 * the database only to store the answers.
 */
export async function startWarmProxiedApp(
  environment: Record<string, string>,
  team: { slug: string; rateLimit?: number },
  warmSurveyId: string,
): Promise<ProxiedApp> {
  const app = await startProxiedTestApp(environment);
  if (!app.databaseProxy) throw new Error('the test app has no database proxy');
  const seeded = await seedTeam(app, team);
  const warm = await submitWithSecretKey(
    app,
    seeded.secretKey.value,
    ratingSubmission(warmSurveyId),
  );
  expect(warm.status).toBe(201);
  return { app, team: seeded, proxy: app.databaseProxy };
}

/**
 * The tests that use a proxied app set connect timeouts of a fraction of a second; on a busy
 * machine the app's own start can miss one. Those tests measure the timeouts after the start, so a
 * start that timed out is tried again (three times at most).
 */
async function startProxiedTestApp(environment: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTestApp(environment, { databaseProxy: true });
    } catch (error) {
      const timedOut = /timeout/i.test(error instanceof Error ? error.message : String(error));
      if (!timedOut || attempt >= 3) throw error;
    }
  }
}
