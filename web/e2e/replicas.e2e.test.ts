import { randomBytes } from 'node:crypto';
import {
  type RoundRobinProxy,
  startRoundRobinProxy,
  startTestApp,
  type TestApp,
} from '@heed/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  getFreePort,
  launchBrowser,
  setUpAcme,
  startWebServer,
  type WebServer,
} from './support.ts';

/**
 * Two dashboard processes on one database, sharing `HEED_SESSION_SECRET`, behind a round-robin
 * balancer whose URL is their `HEED_PUBLIC_URL`: a session made through one is used on the other.
 */
let api: TestApp;
let proxy: RoundRobinProxy;
const webs: WebServer[] = [];
let browser: Browser;

beforeAll(async () => {
  api = await startTestApp();
  const ports = [await getFreePort(), await getFreePort()];
  proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  const sessionSecret = randomBytes(32).toString('base64url');
  for (const port of ports) {
    webs.push(
      await startWebServer({
        apiUrl: api.url,
        port,
        env: {
          HEED_PUBLIC_URL: proxy.url,
          HEED_OIDC_ISSUER: api.issuer.issuer,
          HEED_OIDC_CLIENT_ID: 'heed-dashboard',
          DATABASE_URL: api.database.url,
          HEED_SESSION_SECRET: sessionSecret,
        },
      }),
    );
  }
  browser = await launchBrowser();
  await setUpAcme(api);
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  for (const web of webs) await web.stop();
  await api?.close();
});

describe('two dashboard replicas', () => {
  test('a session made through one replica works on the other', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The real sign-in, through the balancer: its requests alternate between the replicas.
    await page.goto(`${proxy.url}/t/default/keys`);
    await page.waitForURL((url) => url.pathname === '/signin');
    const callback = page.waitForResponse((answer) =>
      new URL(answer.url()).pathname.startsWith('/auth/callback'),
    );
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === new URL(api.issuer.issuer).origin);
    await page.locator('button[name="user"][value="dev-team-admin"]').click();
    const made = Number((await callback).headers()['x-test-backend']);
    await page.waitForURL((url) => url.origin === proxy.url && url.pathname === '/t/default/keys');
    expect([0, 1]).toContain(made);
    const cookie = (await context.cookies()).find((each) => each.name === 'heed_session');
    expect(cookie?.value).toBeTruthy();
    await context.close();

    // Each replica, asked directly with that cookie, serves the page that needs the session;
    // without it, each sends the browser to sign in.
    for (const [index, web] of webs.entries()) {
      const withSession = await fetch(`${web.url}/t/default/keys`, {
        headers: { cookie: `heed_session=${cookie?.value}` },
        redirect: 'manual',
      });
      expect(withSession.status, `replica ${index} (session made on ${made})`).toBe(200);
      expect(await withSession.text()).toContain('Create key');
      const without = await fetch(`${web.url}/t/default/keys`, { redirect: 'manual' });
      expect(without.status).toBe(303);
      expect(without.headers.get('location')).toContain('/signin');
    }
    expect(proxy.failures).toEqual([]);
  });
});
