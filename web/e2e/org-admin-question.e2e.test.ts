/**
 * The page shell asks the API whether the user is an org admin (the caller's teams answer says
 * so) instead of probing an org-admin operation: a viewer's page views write no denial to the
 * audit log and count no API error; an org admin still gets the organisation link.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, type Stack, startStack } from './support.ts';
import { submitFeedback } from './survey-submissions.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  const { secretKey } = await stack.setUpOrganisation();
  await submitFeedback(stack.api.url, secretKey, {
    surveyId: 'checkout-satisfaction',
    overall: 4,
    recommend: 9,
    channel: 'search',
    comment: 'Fine',
  });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The dashboard's count of failed API calls, over every status class. */
async function apiErrors(): Promise<number> {
  const response = await fetch(`${stack.web.url}/internal/metrics`);
  expect(response.status).toBe(200);
  return (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('heed_dashboard_api_errors_total{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const PAGES = [
  '/',
  '/t/default',
  '/t/default/feedback',
  '/t/default/themes',
  '/t/default?interval=week',
  '/t/default/feedback?rating=5',
  '/t/default',
  '/t/default/themes',
  '/t/default/feedback',
  '/t/default?interval=month',
];

describe('am I an org admin?', () => {
  test('a viewer’s sign-in and ten page views write no denial and count no API error', async () => {
    const auditBefore = stack.api.output.auditEvents.length;
    const errorsBefore = await apiErrors();
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-viewer', '/t/default');
    for (const path of PAGES) {
      await stack.open(page, path);
      expect(await page.getByRole('link', { name: 'Organisation' }).count()).toBe(0);
    }
    const written = stack.api.output.auditEvents.slice(auditBefore);
    expect(written.filter((event) => event.audit_outcome === 'denied')).toEqual([]);
    expect(written.map((event) => event.audit_event)).not.toContain('auth.org_admin.denied');
    expect(await apiErrors()).toBe(errorsBefore);
    expect(page.errors).toEqual([]);
  });

  test('an org admin is still told so: the organisation page opens', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-org-admin', '/org');
    expect(new URL(page.url()).pathname).toBe('/org');
    await page.getByRole('heading', { name: 'Acme' }).waitFor();
  });
});
