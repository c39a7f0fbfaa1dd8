import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

describe('the demo page', () => {
  test('a new user answers the demo survey through the widget and the answer reaches the dashboard', async () => {
    const { publishableKey } = await stack.setUpOrganisation();
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-org-admin', `/demo?key=${publishableKey}`);
    expect(new URL(page.url()).pathname).toBe('/demo');

    const open = page.getByRole('button', { name: 'Open the survey' });
    await expect.poll(() => open.isEnabled()).toBe(true);
    await open.click();
    await page.getByRole('radio', { name: /Unhappy \(2 of 5\)/ }).check();
    await page.getByLabel('What is missing?').fill('A dark theme');
    await page.getByRole('radio', { name: 'Developer' }).check();
    await page.getByRole('radio', { name: '9 of 10' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByTestId('demo-status').textContent())
      .toBe('Your answer is stored.');
    expect(await page.evaluate(() => localStorage.getItem('heed:demo:key'))).toBe(publishableKey);
    expect(
      await page
        .getByRole('link', { name: 'See your answer in the dashboard' })
        .getAttribute('href'),
    ).toBe('/t/default/feedback?surveyId=heed-demo');

    // What the dashboard's feedback list reads.
    const list = (await stack.trpc(
      'dev-org-admin',
      ['heed-admins'],
      'feedback.list',
      { surveyId: 'heed-demo' },
      'query',
    )) as { items: { surveyId: string; answers: { fieldId: string }[]; context: unknown }[] };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]?.answers.map((answer) => answer.fieldId)).toEqual([
      'first-impression',
      'missing',
      'role',
      'recommend',
    ]);
    expect(list.items[0]?.context).toMatchObject({ pathname: '/demo', tags: { source: 'demo' } });

    // And the user sees it in the dashboard's feedback explorer.
    await page.getByRole('link', { name: 'See your answer in the dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/t/default/feedback');
    await expect.poll(() => page.getByText('A dark theme').count()).toBeGreaterThan(0);
    expect(page.errors).toEqual([]);
  });
});
