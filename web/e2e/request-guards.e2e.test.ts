/**
 * What the dashboard refuses or rewrites before a page or an action runs: a crafted return path
 * after sign-in stays on the dashboard, and a form posted as `text/plain` is refused with 415.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, type Stack, startStack } from './support.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  await stack.setUpOrganisation();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('the return path of a sign-in', () => {
  test.each(['/.//evil.com', '/..//evil.com', '/%2e//evil.com', '/t/../..//evil.com/x'])(
    'a sign-in started with returnTo=%s ends on the dashboard, with no 500',
    async (returnTo) => {
      const page = await stack.newPage(browser);
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(stack.web.url)) statuses.push(response.status());
      });
      await page.goto(`${stack.web.url}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
      await page.waitForURL((url) => url.origin === new URL(stack.issuer.issuer).origin);
      await page.locator('button[name="user"][value="dev-editor"]').click();
      await page.waitForURL(
        (url) => url.origin === stack.web.url && url.pathname !== '/auth/callback',
      );
      await page.locator('html[data-hydrated="true"]').waitFor();
      expect(new URL(page.url()).origin).toBe(stack.web.url);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(page.errors).toEqual([]);
    },
  );

  test('the dashboard logged no failed answer', () => {
    expect(stack.web.output()).not.toContain('the dashboard failed to answer a request');
  });
});

describe('the body of a state-changing request', () => {
  const actions = [
    '/t/default/feedback?/addTag',
    '/t/default/themes?/createTheme',
    '/t/default?/createMarker',
    '/t/default/keys?/create',
    '/t/default/webhooks?/create',
    '/org?/createTeam',
    '/onboarding?/organisation',
    '/auth/logout',
  ];

  test.each(actions)(
    '%s posted as text/plain from the dashboard’s origin: 415, named',
    async (path) => {
      const page = await stack.newPage(browser);
      await stack.signIn(page, 'dev-org-admin', '/t/default/feedback');
      const response = await page.request.post(`${stack.web.url}${path}`, {
        headers: { origin: stack.web.url, 'content-type': 'text/plain' },
        data: 'name=Anything',
        maxRedirects: 0,
      });
      expect(response.status()).toBe(415);
      expect(await response.text()).toBe(
        "Send this form as application/x-www-form-urlencoded or multipart/form-data, as the dashboard's pages do (received text/plain).",
      );
    },
  );

  test('a form posted as a form still works', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-org-admin', '/org');
    const response = await page.request.post(`${stack.web.url}/org?/createTeam`, {
      headers: { origin: stack.web.url },
      form: { slug: 'support', name: 'Support' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Team Support created.');
  });

  test('the dashboard logged no failed answer', () => {
    expect(stack.web.output()).not.toContain('the dashboard failed to answer a request');
  });
});
