/**
 * The dashboard's Content-Security-Policy in Chromium: every page of the tour answers with it and
 * renders and works under it with no violation reported (`securitypolicyviolation`, console
 * errors); the widget demo page loads the widget from the API and sends an answer; the API's
 * reference page renders under its own policy.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tourPages } from './page-tour.ts';
import { launchBrowser, type Stack, startStack, type TrackedPage } from './support.ts';

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

/** Everything the browser reported against the page's policy, and every console error. */
type Watched = TrackedPage & { violations: string[]; consoleErrors: string[] };

async function watch(page: TrackedPage): Promise<Watched> {
  const watched = page as Watched;
  watched.violations = [];
  watched.consoleErrors = [];
  await page.exposeFunction('reportViolation', (text: string) => watched.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    // Errors the policy causes (a failed load of an error page is the page's own message).
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      watched.consoleErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
  return watched;
}

function directivesOf(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

/** The policy of the page's document, checked for what the dashboard promises. */
async function expectDashboardPolicy(page: Page): Promise<Map<string, string[]>> {
  const response = await page.request.get(page.url(), { maxRedirects: 0 });
  const directives = directivesOf(response.headers()['content-security-policy'] ?? null);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')?.[0]).toBe("'self'");
  expect(directives.get('script-src')?.some((source) => source.startsWith("'nonce-"))).toBe(true);
  expect(directives.get('style-src')?.[0]).toBe("'self'");
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect([...directives.values()].flat()).not.toContain("'unsafe-inline'");
  // Inline style attributes: only Kit's route announcer's, by the hash of its value.
  expect(directives.get('style-src-attr')).toEqual([
    "'unsafe-hashes'",
    "'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='",
  ]);
  return directives;
}

const watchedPages = new Set<Watched>();

describe('the dashboard under its Content-Security-Policy', () => {
  test('every page of the tour has the policy and reports no violation', async () => {
    const watchingStack: Stack = {
      ...stack,
      async newPage(browserToUse, options) {
        const page = await watch(await stack.newPage(browserToUse, options));
        watchedPages.add(page);
        return page;
      },
    };
    const seen: string[] = [];
    await tourPages(watchingStack, browser, async (name, page) => {
      seen.push(name);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await expectDashboardPolicy(page);
    });
    expect(seen).toContain('overview');
    expect(seen).toContain('themes');
    for (const page of watchedPages) {
      expect({ violations: page.violations, console: page.consoleErrors }).toEqual({
        violations: [],
        console: [],
      });
      expect(page.consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual(
        [],
      );
      expect(page.errors).toEqual([]);
    }
  });

  test('the demo page loads the widget from the API and sends an answer', async () => {
    const keys = (await stack.trpc('dev-org-admin', ['heed-admins'], 'teamKeys.create', {
      team: 'default',
      keyType: 'pk',
      appName: 'Demo',
      allowedOrigins: [stack.web.url],
    })) as { key: string };
    const page = await watch(await stack.newPage(browser));
    await stack.signIn(page, 'dev-org-admin', `/demo?key=${keys.key}`);
    const directives = await expectDashboardPolicy(page);
    const apiOrigin = new URL(stack.api.url).origin;
    expect(directives.get('script-src')).toContain(apiOrigin);
    expect(directives.get('connect-src')).toEqual(["'self'", apiOrigin]);

    const open = page.getByRole('button', { name: 'Open the survey' });
    await expect.poll(() => open.isEnabled()).toBe(true);
    // Loading the widget from the API's origin broke nothing.
    expect({ violations: page.violations, console: page.consoleErrors }).toEqual({
      violations: [],
      console: [],
    });
    await open.click();
    await page.getByRole('radio', { name: /Unhappy \(2 of 5\)/ }).check();
    await page.getByLabel('What is missing?').fill('Works under a strict policy');
    await page.getByRole('radio', { name: 'Developer' }).check();
    await page.getByRole('radio', { name: '9 of 10' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByTestId('demo-status').textContent())
      .toBe('Your answer is stored.');
    // The widget's script and its request to the API are allowed. (Its styles are the widget's
    // own concern: constructable style sheets, which a policy does not refuse.)
    expect(
      page.violations.filter((text) => /script-src|connect-src|default-src/.test(text)),
    ).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});

describe('the API reference page under its policy', () => {
  test('renders the operations with no violation', async () => {
    const page = await watch(await stack.newPage(browser));
    const response = await page.goto(`${stack.api.url}/api/v1/docs`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await page.locator('.opblock').first().waitFor();
    expect({ violations: page.violations, console: page.consoleErrors }).toEqual({
      violations: [],
      console: [],
    });
    expect(page.errors).toEqual([]);
  });
});
