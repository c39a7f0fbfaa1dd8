import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  eventually,
  type Harness,
  ONE_RATING,
  openSurvey,
  startHarness,
} from './widget-harness.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const title = (page: Page) => page.locator('[data-heed-survey] h2');
const queueLength = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('heed:queue:v1') ?? '[]').length as number);

/** Counts the submission POSTs the page's network actually completed. */
function countSubmissions(page: Page) {
  const counter = { finished: 0 };
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/submission'))
      counter.finished++;
  });
  return counter;
}

async function answerMoodAndSend(page: Page, value = 4) {
  await page.getByRole('radio', { name: new RegExp(`\\(${value} of 5\\)`) }).check();
  await page.getByRole('button', { name: 'Send' }).click();
}

describe('widget delivery in a real browser', () => {
  it('opens from the two-line embed and stores the answer with context, without the path', async () => {
    const { page } = await harness.open(
      `${harness.allowedSite}/checkout/pay?auto=checkout&order=4711`,
    );
    await expect.poll(() => title(page).textContent()).toBe('Quick question');
    await page.getByRole('radio', { name: /Very happy/ }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => title(page).textContent()).toBe('Thank you for your answer!');
    const rows = await harness.feedback('checkout');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answers).toEqual([
      {
        fieldId: 'rating',
        fieldType: 'RATING',
        question: { label: 'How was checkout?' },
        value: { type: 'rating', rating: 5, ratingVariant: 'emoji', ratingScale: 5 },
      },
    ]);
    expect(rows[0]?.context).toEqual({
      deviceType: 'desktop',
      viewport: { width: 1280, height: 720 },
      locale: 'en',
    });
    expect(rows[0]?.deduplication_key).toMatch(/^heed-[0-9a-f]{32}$/);
    expect(rows[0]?.started_at).toBeInstanceOf(Date);
  });

  it('from an allowed origin: sends the path (without query) when asked, and reports success', async () => {
    const { page } = await harness.open(`${harness.allowedSite}/account/settings?token=secret#top`);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'with-path',
      definition: ONE_RATING,
      context: { pathname: true, tags: { plan: 'pro' } },
    });
    await answerMoodAndSend(page);
    await expect.poll(() => title(page).textContent()).toBe('Thank you for your answer!');
    const rows = await harness.feedback('with-path');
    expect(rows.map((row) => row.context)).toEqual([
      {
        pathname: '/account/settings',
        deviceType: 'desktop',
        viewport: { width: 1280, height: 720 },
        locale: 'en',
        tags: { plan: 'pro' },
      },
    ]);
    expect((await events(page)).map((e) => e.event)).toEqual(['submit', 'success']);
  });

  it('from a disallowed origin: the API refuses 403 and the widget says so, retrying nothing', async () => {
    const { page } = await harness.open(`${harness.otherSite}/`);
    const submissions = countSubmissions(page);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'elsewhere',
      definition: ONE_RATING,
    });
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/submission') && r.request().method() === 'POST',
    );
    await answerMoodAndSend(page);
    expect((await refused).status()).toBe(403);
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Sorry, your answer could not be sent.');
    expect(await events(page)).toEqual([
      { event: 'submit' },
      {
        event: 'error',
        error: { status: 403, code: 'origin_not_allowed', detail: expect.any(String) },
      },
    ]);
    expect(await queueLength(page)).toBe(0);
    expect(submissions.finished).toBe(1);
    expect(await harness.feedback('elsewhere')).toEqual([]);
  });

  it('offline: queues the answer and delivers it exactly once when back online', async () => {
    const { context, page } = await harness.open(`${harness.allowedSite}/`);
    const submissions = countSubmissions(page);
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'offline',
      definition: ONE_RATING,
    });
    await context.setOffline(true);
    await answerMoodAndSend(page);
    await expect
      .poll(() => title(page).textContent())
      .toBe('Thank you! Your answer will be sent as soon as you are online.');
    expect(await queueLength(page)).toBe(1);
    expect(await harness.feedback('offline')).toEqual([]);

    await context.setOffline(false);
    const rows = await eventually(async () => {
      const found = await harness.feedback('offline');
      return found.length > 0 ? found : undefined;
    });
    expect(rows).toHaveLength(1);
    await expect.poll(() => queueLength(page)).toBe(0);
    expect(submissions.finished).toBe(1);
    expect((await events(page)).map((e) => e.event)).toEqual(['submit', 'success']);
  });

  it('unreachable API: the answer waits in the queue and the next page load delivers it once', async () => {
    const { context, page } = await harness.open(`${harness.allowedSite}/`);
    await context.route('**/api/v1/submission', (route) => route.abort('internetdisconnected'));
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'reloaded',
      definition: ONE_RATING,
    });
    await answerMoodAndSend(page);
    await expect.poll(() => title(page).textContent()).toBe('Thank you for your answer!');
    expect(await queueLength(page)).toBe(1);
    await page.close(); // its retry timers go with it
    await context.unroute('**/api/v1/submission');

    const next = await context.newPage();
    const submissions = countSubmissions(next);
    await next.goto(`${harness.allowedSite}/`);
    const rows = await eventually(async () => {
      const found = await harness.feedback('reloaded');
      return found.length > 0 ? found : undefined;
    });
    expect(rows).toHaveLength(1);
    await expect.poll(() => queueLength(next)).toBe(0);
    expect(submissions.finished).toBe(1);
  });

  it('a 429 is retried after its Retry-After, and stored once', async () => {
    const { context, page } = await harness.open(`${harness.allowedSite}/`);
    const attempts: number[] = [];
    await context.route('**/api/v1/submission', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      attempts.push(Date.now());
      if (attempts.length > 1) return route.continue();
      return route.fulfill({
        status: 429,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-expose-headers': 'Retry-After',
          'retry-after': '2',
          'content-type': 'application/problem+json',
        },
        body: JSON.stringify({
          status: 429,
          code: 'rate_limited',
          title: 'Too many requests',
          detail: 'Slow down.',
        }),
      });
    });
    await openSurvey(page, harness.team.publishableKey.value, {
      surveyId: 'limited',
      definition: ONE_RATING,
    });
    await answerMoodAndSend(page);
    const rows = await eventually(async () => {
      const found = await harness.feedback('limited');
      return found.length > 0 ? found : undefined;
    });
    expect(rows).toHaveLength(1);
    expect(attempts).toHaveLength(2);
    expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(2_000);
    await expect
      .poll(async () => (await events(page)).map((e) => e.event))
      .toEqual(['submit', 'success']);
  });
});
