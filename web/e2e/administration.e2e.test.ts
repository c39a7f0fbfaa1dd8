import type { Browser, Page } from 'playwright-core';
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

async function navLinks(page: Page): Promise<string[]> {
  return (
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()
  ).map((text) => text.trim());
}

describe('role-aware pages', () => {
  test('a viewer sees no admin controls, and the admin pages refuse them', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-viewer', '/t/default');
    expect(await navLinks(page)).toEqual(['Overview', 'Feedback', 'Themes', 'Alerts']);

    const keys = await page.goto(`${stack.web.url}/t/default/keys`);
    expect(keys?.status()).toBe(403);
    expect(await page.getByRole('alert').textContent()).toBe(
      'Only admins of this team manage its keys.',
    );
    expect(await page.getByRole('button', { name: 'Create key' }).count()).toBe(0);

    const org = await page.goto(`${stack.web.url}/org`);
    expect(org?.status()).toBe(403);
    expect(await page.getByRole('button', { name: 'Create team' }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  test('a team admin manages keys but not the organisation', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default');
    expect(await navLinks(page)).toEqual([
      'Overview',
      'Feedback',
      'Themes',
      'Alerts',
      'Keys',
      'Webhooks',
    ]);
  });

  test('an org admin sees every section and the organisation', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-org-admin', '/t/default');
    expect(await navLinks(page)).toEqual([
      'Overview',
      'Feedback',
      'Themes',
      'Alerts',
      'Keys',
      'Webhooks',
      'Organisation',
    ]);
  });

  test('a team the user is not in is not found', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-viewer', '/t/default');
    const response = await page.goto(`${stack.web.url}/t/someone-else`);
    expect(response?.status()).toBe(404);
  });
});

describe('the keys page', () => {
  test('creates a key shown once, rotates it with a grace period, revokes it after confirmation, and lists the events', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default/keys');

    await page.getByLabel(/Publishable/).check();
    await page.getByLabel('App name').fill('Checkout');
    await page.getByLabel(/Allowed origins/).fill('https://shop.example.com');
    await page.getByRole('button', { name: 'Create key' }).click();
    const issued = page.getByTestId('issued-key');
    await issued.waitFor();
    const first = await issued.inputValue();
    expect(first).toMatch(/^heed_pk_live_/);
    const row = page.getByTestId('key-row').filter({ hasText: 'Checkout' });
    expect(await row.getByText('active').count()).toBe(1);
    expect(await row.getByText('https://shop.example.com').count()).toBe(1);

    await row.getByRole('link', { name: /Rotate/ }).click();
    await page.waitForURL((url) => url.searchParams.has('rotate'));
    await page.getByLabel('Grace period').selectOption({ label: '3 days' });
    await page.getByRole('button', { name: 'Rotate key' }).click();
    await page.getByRole('heading', { name: 'Key rotated' }).waitFor();
    const second = await page.getByTestId('issued-key').inputValue();
    expect(second).toMatch(/^heed_pk_live_/);
    expect(second).not.toBe(first);
    const rows = page.getByTestId('key-row').filter({ hasText: 'Checkout' });
    expect(await rows.count()).toBe(2);
    expect(await rows.getByText('expiring').count()).toBe(1);

    const active = rows.filter({ hasText: 'active' });
    await active.getByRole('link', { name: /Revoke/ }).click();
    await page.waitForURL((url) => url.searchParams.has('revoke'));
    expect(await page.getByRole('heading', { name: /Revoke Checkout/ }).count()).toBe(1);
    // Nothing is revoked until the confirmation is submitted.
    await page.getByRole('link', { name: 'Cancel' }).click();
    expect(await page.getByTestId('key-row').filter({ hasText: 'revoked' }).count()).toBe(0);
    await active.getByRole('link', { name: /Revoke/ }).click();
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText('The key was revoked').waitFor();
    expect(await page.getByTestId('key-row').filter({ hasText: 'revoked' }).count()).toBe(1);

    const timeline = await page.locator('.timeline li').allTextContents();
    const kinds = timeline.map((line) => /(created|rotated|revoked)/.exec(line)?.[1]);
    // The revocation came last; the rotation's two events share one instant.
    expect(kinds[0]).toBe('revoked');
    expect(kinds.slice(1, 3).sort()).toEqual(['created', 'rotated']);

    // A value shown once is never shown again.
    await page.goto(`${stack.web.url}/t/default/keys`);
    const html = await page.content();
    expect(html).not.toContain(first);
    expect(html).not.toContain(second);
    expect(page.errors).toEqual([]);
  });

  test('the API’s refusal is shown in words, naming the problem', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default/keys');
    await page.getByLabel(/Publishable/).check();
    await page.getByLabel('App name').fill('No origins');
    await page.getByRole('button', { name: 'Create key' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/origin/i);
  });
});

describe('the organisation page', () => {
  test('creates a team and maps and unmaps a group with a role', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-org-admin', '/org');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Acme');

    await page.getByLabel('Name', { exact: true }).fill('Research');
    await page.getByLabel(/^Id/).fill('research');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByText('Team Research created.').waitFor();

    const research = page.getByRole('article', { name: /Research/ });
    await research.getByLabel('Group id').fill('research-analysts');
    await research.getByLabel('Role').selectOption('editor');
    await research.getByRole('button', { name: /Map group/ }).click();
    await page.getByText('Group mapped as editor.').waitFor();
    expect(
      await research.getByRole('row').filter({ hasText: 'research-analysts' }).textContent(),
    ).toContain('editor');

    // The team switcher now offers both teams and keeps the section.
    await stack.open(page, '/t/default/keys');
    await page.getByLabel('Team').selectOption('research');
    await page.getByRole('button', { name: 'Switch' }).click();
    await page.waitForURL(`${stack.web.url}/t/research/keys`);

    await page.goto(`${stack.web.url}/org`);
    await page
      .getByRole('article', { name: /Research/ })
      .getByRole('button', { name: /Remove research-analysts/ })
      .click();
    await page.getByText('Group mapping removed.').waitFor();
    expect(await page.getByText('research-analysts').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});
