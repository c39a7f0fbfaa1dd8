import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type FakeApi,
  getClosedUrl,
  startFakeApi,
  startWebServer,
  type WebServer,
} from './support.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_EXECUTABLE_PATH || '/usr/bin/chromium';

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

interface DashboardView {
  title: string;
  heading: string;
  apiStatus: string;
  pageErrors: string[];
}

/** Opens the dashboard in a fresh browser context and reads what a visitor would see. */
async function viewDashboard(url: string): Promise<DashboardView> {
  if (!browser) throw new Error('the browser did not start');
  const context = await browser.newContext();
  try {
    const page: Page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    return {
      title: await page.title(),
      heading: (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '',
      apiStatus: (await page.getByTestId('api-status').textContent())?.trim() ?? '',
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

describe('dashboard when the API answers', () => {
  let api: FakeApi | undefined;
  let web: WebServer | undefined;

  beforeAll(async () => {
    api = await startFakeApi();
    web = await startWebServer({ apiUrl: api.url });
  });

  afterAll(async () => {
    await web?.stop();
    await api?.close();
  });

  test('shows the heading and reports the API as ready', async () => {
    if (!web || !api) throw new Error('the servers did not start');
    const view = await viewDashboard(web.url);

    expect(view.title).toBe('Heed dashboard');
    expect(view.heading).toBe('Heed');
    expect(view.apiStatus, web.output()).toBe('API: ready');
    expect(view.pageErrors).toEqual([]);
    expect(api.requests).toContain('/internal/isReady');
  });
});

describe('dashboard when the API is unreachable', () => {
  let web: WebServer | undefined;

  beforeAll(async () => {
    web = await startWebServer({ apiUrl: await getClosedUrl() });
  });

  afterAll(async () => {
    await web?.stop();
  });

  test('still renders and reports the API as unavailable', async () => {
    if (!web) throw new Error('the server did not start');
    const view = await viewDashboard(web.url);

    expect(view.title).toBe('Heed dashboard');
    expect(view.heading).toBe('Heed');
    expect(view.apiStatus, web.output()).toBe('API: unavailable');
    expect(view.pageErrors).toEqual([]);
  });
});
