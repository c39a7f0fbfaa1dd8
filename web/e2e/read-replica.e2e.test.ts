/**
 * Read-your-writes through the whole dashboard: two API processes behind a round-robin balancer
 * read from a real streaming standby that applies each commit seconds late, and let it serve
 * reads however far behind (`HEED_READ_MAX_LAG_MS` of a minute). A tag the user removes in the
 * explorer is gone from the page that reloads after the form action and from the next page
 * load, although half of those reads reach the API process that did not make the change: the
 * dashboard carries the change's position (`x-heed-read-after`, its `heed_read_after` cookie).
 */
import {
  type ReplicatedDatabase,
  type RoundRobinProxy,
  ratingSubmission,
  startReplicatedDatabase,
  startRoundRobinProxy,
  startTestApp,
  type TestApp,
} from '@heed/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, setUpAcme, startWebServer, type WebServer } from './support.ts';

const SURVEY = 'read-replica-survey';
let replicated: ReplicatedDatabase;
const apis: TestApp[] = [];
let proxy: RoundRobinProxy;
let web: WebServer;
let browser: Browser;
let itemId: string;

async function trpcAs(
  api: TestApp,
  sub: string,
  groups: string[],
  procedure: string,
  input: unknown,
) {
  const token = await api.tokenFor({ sub, groups });
  const response = await fetch(`${api.url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { result?: { data?: unknown } };
  if (!response.ok) throw new Error(`${procedure} answered ${response.status}`);
  return body.result?.data;
}

beforeAll(async () => {
  replicated = await startReplicatedDatabase();
  const env = { DATABASE_READ_URL: replicated.standbyUrl, HEED_READ_MAX_LAG_MS: '60000' };
  const first = await startTestApp(env, { database: replicated.database });
  apis.push(first);
  apis.push(await startTestApp(env, { replicaOf: first }));
  proxy = await startRoundRobinProxy(apis.map((api) => api.url));
  web = await startWebServer({
    apiUrl: proxy.url,
    env: {
      HEED_OIDC_ISSUER: first.issuer.issuer,
      HEED_OIDC_CLIENT_ID: 'heed-dashboard',
      DATABASE_URL: first.database.url,
      HEED_SESSION_SECRET: 'read-replica-e2e-session-secret-0123456789',
    },
  });
  browser = await launchBrowser();
  await setUpAcme(first);
  const { secretKey } = (await trpcAs(first, 'dev-org-admin', ['heed-admins'], 'setup.keys', {
    allowedOrigins: [web.url],
  })) as { secretKey: string };
  const stored = await fetch(`${first.url}/api/v1/submission`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(ratingSubmission(SURVEY)),
  });
  expect(stored.status).toBe(201);
  itemId = ((await stored.json()) as { id: string }).id;
  await trpcAs(first, 'dev-team-admin', ['heed-dev-team-admins'], 'tags.add', {
    team: 'default',
    id: itemId,
    tag: 'pricing',
  });
  await replicated.waitForReplay();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await proxy?.close();
  for (const api of [...apis].reverse()) await api.close();
  await replicated?.close();
});

async function primaryReadsForOwnWrites(): Promise<number> {
  let total = 0;
  for (const api of apis) {
    const text = await (await fetch(`${api.url}/internal/metrics`)).text();
    const line = text
      .split('\n')
      .find((each) =>
        each.startsWith('heed_read_replica_reads_total{served_by="primary",reason="own_write"}'),
      );
    total += Number(line?.split(' ').at(-1) ?? 0);
  }
  return total;
}

describe('a standby seconds behind, behind two API processes', () => {
  test('never shows the user a tag they removed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const explorer = `${web.url}/t/default/feedback?item=${itemId}`;
    await page.goto(explorer);
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.locator('button[name="user"][value="dev-team-admin"]').click();
    await page.waitForURL(
      (url) => url.origin === web.url && url.pathname === '/t/default/feedback',
    );
    await page.locator('html[data-hydrated="true"]').waitFor();
    const remove = page.getByRole('button', { name: 'Remove tag pricing' });
    expect(await remove.count()).toBe(1);

    await replicated.setApplyDelay(10_000);
    try {
      const reloaded = page.waitForResponse((answer) => answer.url().includes('__data.json'));
      await remove.click();
      expect((await reloaded).status()).toBe(200);
      await page.getByTestId('action-done').waitFor();
      expect(await remove.count()).toBe(0);
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('heed_read_after');

      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor();
      expect(await page.getByTestId('tag-editor').count()).toBe(1);
      expect(await remove.count()).toBe(0);
      // Those reads went to the primary: the standby had not applied the change yet.
      expect(await primaryReadsForOwnWrites()).toBeGreaterThan(0);
    } finally {
      await replicated.setApplyDelay(0);
      await context.close();
    }
  });
});
