import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIRST_SURVEY_ID } from '../src/lib/widget-snippet.ts';
import { DEMO_SURVEY_ID } from '../src/routes/demo/demo-survey.ts';
import { launchBrowser, type Stack, startStack } from './support.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('onboarding from an empty database', () => {
  test('the first org admin signs in, creates the organisation and the first keys, and reaches the team', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-org-admin', '/');
    expect(new URL(page.url()).pathname).toBe('/onboarding');

    await page.getByLabel('Organisation name').fill('Acme Research');
    await page.getByRole('button', { name: 'Create organisation' }).click();

    await page.getByRole('button', { name: 'Create keys' }).waitFor();
    expect(await page.getByLabel(/Allowed origins/).inputValue()).toBe(stack.web.url);
    await page.getByRole('button', { name: 'Create keys' }).click();

    const secret = page.getByTestId('secret-key');
    const publishable = page.getByTestId('publishable-key');
    await secret.waitFor();
    expect(await secret.inputValue()).toMatch(/^heed_sk_live_[A-Za-z0-9]{32,}$/);
    const publishableKey = await publishable.inputValue();
    expect(publishableKey).toMatch(/^heed_pk_live_[A-Za-z0-9]{32,}$/);
    expect(await page.getByTestId('widget-snippet').textContent()).toBe(
      `<script src="${stack.api.url}/widget/v1/heed.js" data-key="${publishableKey}" data-survey="${FIRST_SURVEY_ID}" async></script>`,
    );
    // The demo page asks the same survey, with this publishable key filled in.
    expect(FIRST_SURVEY_ID).toBe(DEMO_SURVEY_ID);
    expect(await page.getByRole('link', { name: 'demo page' }).getAttribute('href')).toBe(
      `/demo?key=${publishableKey}`,
    );
    // Followed, the link loads the demo page as a document of its own, whose policy lets the
    // widget load from the API (a client-side navigation would keep this page's policy).
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.getByRole('link', { name: 'demo page' }).click();
    await page.waitForURL(/\/demo\?key=/);
    await expect
      .poll(() => page.getByRole('button', { name: 'Open the survey' }).isEnabled())
      .toBe(true);
    expect(refused.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
    await page.goBack();

    // The values are shown once: the page reloaded no longer holds them.
    await page.reload();
    expect(await page.getByTestId('publishable-key').count()).toBe(0);
    expect(await page.content()).not.toContain(publishableKey);

    // The key works, with the origin the onboarding prefilled.
    const keys = (await stack.trpc(
      'dev-org-admin',
      ['heed-admins'],
      'teamKeys.list',
      { team: 'default' },
      'query',
    )) as {
      keys: { keyType: string; allowedOrigins: string[] }[];
    };
    expect(keys.keys.find((key) => key.keyType === 'pk')?.allowedOrigins).toEqual([stack.web.url]);

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`${stack.web.url}/t/default`);
    expect(await page.getByTestId('team-name').textContent()).toBe('Default');
    expect(page.errors).toEqual([]);
  });

  test('the onboarding mapped the development role groups to the first team', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-viewer', '/');
    await page.waitForURL(`${stack.web.url}/t/default`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Default');
  });

  test('a viewer on the onboarding page of a set-up Heed is told it is set up, not to finish it', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-viewer', '/onboarding');
    expect(await page.getByTestId('setup-done').textContent()).toContain('Heed is set up');
    expect(await page.getByText(/finish the setup/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create keys' }).count()).toBe(0);
  });

  test('a user who is no org admin sees no setup forms; once set up, Heed says so', async () => {
    const page = await stack.newPage(browser);
    stack.issuer.setSignInUsers([
      {
        sub: 'outsider',
        name: 'Otto Outsider',
        email: 'otto@heed.invalid',
        groups: ['unmapped'],
        description: 'No team',
      },
    ]);
    try {
      await stack.signIn(page, 'outsider', '/onboarding');
      expect(await page.getByTestId('setup-done').textContent()).toContain('Heed is set up');
      expect(await page.getByText(/finish the setup/).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Create keys' }).count()).toBe(0);
      await page.goto(`${stack.web.url}/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('No team yet');
    } finally {
      stack.issuer.setSignInUsers(
        (await import('@heed/server/testing')).developmentUsers('heed-admins'),
      );
    }
  });
});
