import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, type Stack, startStack } from './support.ts';

const METRICS_TOKEN = 'dashboard-metrics-token-0123456789';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ env: { HEED_METRICS_TOKEN: METRICS_TOKEN } });
  browser = await launchBrowser();
  await stack.setUpOrganisation();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${stack.web.url}/internal/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample line (`name{labels}`), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** Every label value of every sample line. */
function labelValues(text: string): string[] {
  const values: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    for (const match of line.matchAll(/[a-z_]+="([^"]*)"/g)) values.push(match[1] ?? '');
  }
  return values;
}

describe('dashboard metrics', () => {
  test('with HEED_METRICS_TOKEN set, only its bearer reads the metrics', async () => {
    const without = await fetch(`${stack.web.url}/internal/metrics`);
    expect(without.status).toBe(401);
    expect(await without.text()).not.toContain('heed_dashboard');
    const wrong = await fetch(`${stack.web.url}/internal/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    expect(await scrape()).toContain('heed_dashboard_http_request_duration_seconds');
  });

  test('requests, sign-ins, session lookups and API errors move, by route id only', async () => {
    const before = await scrape();
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/t/default/keys');
    const cookie = (await page.context().cookies()).find((each) => each.name === 'heed_session');
    expect(cookie?.value).toBeTruthy();
    // The organisation page refuses a team admin (403) without asking the API.
    const org = await page.goto(`${stack.web.url}/org`);
    expect(org?.status()).toBe(403);
    // Deleting feedback that does not exist: the API refuses it (404, a 4xx API error).
    await page.goto(`${stack.web.url}/t/default/feedback`);
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = `${location.pathname}?/deleteFeedback`;
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'id';
      input.value = '00000000-0000-4000-8000-000000000000';
      form.append(input);
      document.body.append(form);
      form.submit();
    });
    expect((await refused).status()).toBe(404);
    // A callback without a sign-in in progress fails.
    const callback = await fetch(`${stack.web.url}/auth/callback?code=x&state=y`, {
      redirect: 'manual',
    });
    expect(callback.status).toBe(303);
    // A cookie naming no session.
    const unknown = await fetch(`${stack.web.url}/t/default`, {
      headers: { cookie: 'heed_session=not-a-session' },
      redirect: 'manual',
    });
    expect(unknown.status).toBe(303);

    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('heed_dashboard_sign_ins_total{outcome="success"}')).toBe(1);
    expect(delta('heed_dashboard_sign_ins_total{outcome="failure"}')).toBe(1);
    expect(delta('heed_dashboard_session_lookups_total{result="found"}')).toBeGreaterThanOrEqual(2);
    expect(delta('heed_dashboard_session_lookups_total{result="missing"}')).toBe(1);
    expect(delta('heed_dashboard_api_errors_total{status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    const requests = (route: string, status: number, method = 'GET') =>
      `heed_dashboard_http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`;
    expect(delta(requests('/t/[team]/keys', 200))).toBeGreaterThanOrEqual(1);
    expect(delta(requests('/org', 403))).toBeGreaterThanOrEqual(1);
    expect(delta(requests('/auth/callback', 303))).toBeGreaterThanOrEqual(2);
    expect(delta(requests('/t/[team]', 303))).toBe(1);

    // No customer value, team slug, subject, session id or token in any label or line.
    for (const forbidden of [cookie?.value ?? '', METRICS_TOKEN, 'dev-team-admin', 'Acme']) {
      expect(after).not.toContain(forbidden);
    }
    expect(after).not.toContain('/t/default');
    expect(after).not.toContain('not-a-session');
    for (const value of labelValues(after)) {
      expect(value).not.toContain('default');
      expect(value).toMatch(/^[A-Za-z0-9_.\-/[\]()+ ]*$/);
    }
  });
});
