import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe-scan.ts';
import { launchBrowser, type Stack, startStack } from './support.ts';
import { submitFeedback } from './survey-submissions.ts';

const SURVEY = 'checkout-satisfaction';
/** A survey with fewer responses than the privacy threshold (5): its aggregates are masked. */
const SMALL_SURVEY = 'returns-survey';
const CRUSHED = 'The parcel arrived crushed and the box was wet';

let stack: Stack;
let browser: Browser;
let crushedId: string;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  const { secretKey } = await stack.setUpOrganisation();
  const submit = (submission: Parameters<typeof submitFeedback>[2]) =>
    submitFeedback(stack.api.url, secretKey, submission);
  await submit({
    surveyId: SURVEY,
    overall: 5,
    recommend: 10,
    channel: 'search',
    comment: 'Quick and easy',
  });
  await submit({
    surveyId: SURVEY,
    overall: 4,
    recommend: 9,
    channel: 'friend',
    comment: 'Payment failed once',
  });
  await submit({ surveyId: SURVEY, overall: 2, recommend: 3, channel: 'ad' });
  await submit({
    surveyId: SURVEY,
    overall: 3,
    recommend: 7,
    channel: 'search',
    comment: 'Too many steps',
  });
  await submit({
    surveyId: SURVEY,
    overall: 4,
    recommend: 8,
    channel: 'friend',
    deviceType: 'mobile',
  });
  crushedId = await submit({
    surveyId: SURVEY,
    overall: 1,
    recommend: 0,
    channel: 'ad',
    comment: CRUSHED,
    deviceType: 'mobile',
  });
  await submit({ surveyId: SMALL_SURVEY, overall: 5, recommend: 10, channel: 'search' });
  await submit({ surveyId: SMALL_SURVEY, overall: 4, recommend: 9, channel: 'search' });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

function resultCount(page: Page) {
  return page.getByTestId('result-count');
}

async function pathAndQuery(page: Page): Promise<string> {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('feedback explorer as an editor', () => {
  let page: Page;

  beforeAll(async () => {
    page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', '/t/default/feedback');
  });

  test('finds the submitted feedback with filters held in the URL; the back button returns to the earlier filters', async () => {
    await expect.poll(() => resultCount(page).textContent()).toBe('8 items');

    await page.getByLabel('Survey').selectOption(SURVEY);
    await page.waitForURL((url) => url.search === `?surveyId=${SURVEY}`);
    await expect.poll(() => resultCount(page).textContent()).toBe('6 items match');

    await page.getByLabel('Search the written answers').fill('parcel crushed');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=parcel/);
    await expect.poll(() => resultCount(page).textContent()).toBe('1 item match');
    expect(await page.getByTestId('feedback-item').textContent()).toContain(CRUSHED);

    await page.getByLabel('Device').selectOption('desktop');
    await page.waitForURL(/deviceType=desktop/);
    await expect.poll(() => resultCount(page).textContent()).toBe('0 items match');
    expect(await page.getByText('Nothing matches these filters.').count()).toBe(1);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('deviceType'));
    await expect.poll(() => resultCount(page).textContent()).toBe('1 item match');

    // The same URL in a new tab shows the same view: the filters are shareable.
    const shared = await stack.newPage(browser);
    await stack.signIn(shared, 'dev-viewer', await pathAndQuery(page));
    await expect.poll(() => resultCount(shared).textContent()).toBe('1 item match');
    await shared.context().close();
  });

  test('opens the item with all its answers and context, and tags it', async () => {
    await page.getByTestId('feedback-item').click();
    await page.waitForURL(new RegExp(`item=${crushedId}`));
    const detail = page.getByTestId('feedback-detail');
    await detail.waitFor();
    const text = await detail.textContent();
    for (const expected of [
      'How was checkout?',
      '1 star',
      'An advert',
      CRUSHED,
      '/checkout',
      'mobile',
      'en-GB',
    ]) {
      expect(text).toContain(expected);
    }

    await page.getByLabel('New tag').fill('Damaged');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove tag damaged' }).waitFor();
    // The filters and the open item survived the form action.
    expect(new URL(page.url()).searchParams.get('q')).toBe('parcel crushed');
    expect(new URL(page.url()).searchParams.get('item')).toBe(crushedId);

    const tags = (await stack.trpc(
      'dev-editor',
      ['heed-dev-team-editors'],
      'tags.list',
      { team: 'default' },
      'query',
    )) as {
      tags: { tag: string; count: number }[];
    };
    expect(tags.tags).toContainEqual({ tag: 'damaged', count: 1 });
  });

  test('filters by a rating range picked in the filter bar, shown as a chip, held in the URL', async () => {
    await stack.open(page, `/t/default/feedback?surveyId=${SURVEY}`);
    const overall = page.getByLabel('How was checkout?', { exact: true });
    await overall.selectOption({ label: 'At most 2 stars' });
    await page.waitForURL((url) => url.searchParams.get('rating') === 'overall:1-2');
    await expect.poll(() => resultCount(page).textContent()).toBe('2 items match');
    expect(await overall.inputValue()).toBe('overall:1-2');
    const chip = page.getByRole('link', { name: 'Remove filter Rating: overall 1–2' });
    expect(await chip.count()).toBe(1);

    // NPS detractors (at most 6) as well: both filters must hold.
    await page.getByLabel('Would you recommend us?', { exact: true }).selectOption({
      label: 'At most 6',
    });
    await page.waitForURL((url) => url.searchParams.getAll('rating').length === 2);
    expect(new URL(page.url()).searchParams.getAll('rating')).toEqual([
      'overall:1-2',
      'recommend:0-6',
    ]);
    await expect.poll(() => resultCount(page).textContent()).toBe('2 items match');

    // A range from a link that the choices do not hold is shown as it is and kept.
    await stack.open(page, `/t/default/feedback?surveyId=${SURVEY}&rating=overall:2-4`);
    await expect.poll(() => resultCount(page).textContent()).toBe('4 items match');
    expect(await overall.inputValue()).toBe('overall:2-4');
    expect(await overall.locator('option:checked').textContent()).toBe('Ratings 2–4');

    await page.getByRole('link', { name: 'Remove filter Rating: overall 2–4' }).click();
    await page.waitForURL((url) => !url.searchParams.has('rating'));
    await expect.poll(() => resultCount(page).textContent()).toBe('6 items match');
    expect(await overall.inputValue()).toBe('');
  });

  test('filters by the new tag', async () => {
    await stack.open(page, `/t/default/feedback?surveyId=${SURVEY}`);
    await page.getByRole('checkbox', { name: 'damaged' }).check();
    await page.waitForURL(/tag=damaged/);
    await expect.poll(() => resultCount(page).textContent()).toBe('1 item match');
  });

  test('exports the current filter as CSV and XLSX through the dashboard, parsed as files', async () => {
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^heed-feedback-default-.+\.csv$/);
    const csvText = await readFile((await csvDownload.path()) as string, 'utf8');
    const rows = parse(csvText, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(crushedId);
    expect(rows[0]?.['comment (Anything to add?)']).toBe(CRUSHED);
    expect(rows[0]?.tags).toBe('damaged');

    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-xlsx').click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxDownload.path()) as string);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values[header.indexOf('id')]).toBe(crushedId);
    expect(values[header.indexOf('comment (Anything to add?)')]).toBe(CRUSHED);
  });

  test('with no survey chosen, offers the export of every survey and streams it with a surveyId column', async () => {
    await stack.open(page, '/t/default/feedback?tag=damaged');
    await expect.poll(() => resultCount(page).textContent()).toBe('1 item match');
    expect(await page.getByTestId('export-scope').textContent()).toMatch(/Every survey/);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    const csvText = await readFile((await csvDownload.path()) as string, 'utf8');
    const rows = parse(csvText, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(crushedId);
    expect(rows[0]?.surveyId).toBe(SURVEY);
    expect(rows[0]?.comment).toBe(CRUSHED);
  });

  test('the browser never receives the access token', async () => {
    const cookies = await page.context().cookies();
    const html = await page.content();
    const token = await stack.api.tokenFor({
      sub: 'dev-editor',
      groups: ['heed-dev-team-editors'],
    });
    // Tokens are JWTs: no JWT-shaped value is in the page or a cookie.
    const jwt = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/;
    expect(jwt.test(html)).toBe(false);
    expect(cookies.some((cookie) => jwt.test(cookie.value))).toBe(false);
    expect(token).toMatch(jwt);
  });
});

describe('survey overview', () => {
  test('shows the figures, and an editor adds a marker that the trend chart draws', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', `/t/default?survey=${SURVEY}`);
    const figure = (testId: string) => page.getByTestId(testId).locator('.value').textContent();
    expect(await figure('tile-responses')).toBe('6');
    // Ratings 5, 4, 2, 3, 4, 1: average 19 / 6 = 3.17.
    expect(await figure('tile-average')).toBe('3.17');
    // Recommendations 10, 9, 3, 7, 8, 0: 2 promoters and 2 detractors of 6 → NPS 0.
    expect(await figure('tile-nps')).toBe('0');
    // Written answers on 4 of the 6: an aggregate under the threshold of 5, so masked.
    expect(await page.getByTestId('tile-text').textContent()).toContain('fewer than 5 responses');
    expect(await page.getByTestId('trend-chart').getAttribute('role')).toBe('img');

    await page.getByTestId('marker-add').click();
    await page.getByLabel('Label').fill('Release 4.2');
    await page.getByLabel('Description').fill('New checkout flow');
    await page.getByTestId('marker-save').click();
    await page.locator('[data-testid="trend-marker"][data-marker-label="Release 4.2"]').waitFor();
    expect(await page.getByTestId('marker-item').textContent()).toContain('New checkout flow');
    expect(new URL(page.url()).searchParams.get('survey')).toBe(SURVEY);

    // Another rating question's trend, chosen in the chart's header; the URL keeps it.
    await page.getByLabel('Question').selectOption({ label: 'Would you recommend us?' });
    await page.waitForURL(/field=recommend/);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /^Trend of/ }).textContent())
      .toBe('Trend of “Would you recommend us?”');

    const markers = (await stack.trpc(
      'dev-editor',
      ['heed-dev-team-editors'],
      'markers.list',
      { team: 'default', surveyId: SURVEY },
      'query',
    )) as {
      markers: { label: string }[];
    };
    expect(markers.markers.map((marker) => marker.label)).toEqual(['Release 4.2']);
  });

  test('masked aggregates read “fewer than 5 responses”, never zero', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-viewer', `/t/default?survey=${SMALL_SURVEY}`);
    const responses = await page.getByTestId('tile-responses').textContent();
    expect(responses).toContain('fewer than 5 responses');
    expect(responses).not.toMatch(/\b0\b/);
    expect(await page.getByTestId('tile-average').textContent()).toContain(
      'fewer than 5 responses',
    );
  });
});

describe('roles', () => {
  test('a viewer sees no export, no tag editing, no delete and no marker controls', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(
      page,
      'dev-viewer',
      `/t/default/feedback?surveyId=${SURVEY}&item=${crushedId}`,
    );
    await page.getByTestId('feedback-detail').waitFor();
    expect(await page.getByTestId('export').count()).toBe(0);
    expect(await page.getByTestId('export-csv').count()).toBe(0);
    expect(await page.getByTestId('feedback-delete').count()).toBe(0);
    expect(await page.getByLabel('New tag').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Remove tag/ }).count()).toBe(0);

    await page.goto(`${stack.web.url}/t/default?survey=${SURVEY}`);
    await page.getByTestId('trend-chart').waitFor();
    expect(await page.getByTestId('marker-add').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Edit marker/ }).count()).toBe(0);
  });

  test('a viewer who opens the export route anyway is refused by the API and told why', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(
      page,
      'dev-viewer',
      `/t/default/feedback/export?surveyId=${SURVEY}&format=csv`,
    );
    await page.getByTestId('export-failure').waitFor();
    expect(await page.getByTestId('export-failure').textContent()).toMatch(/may not export/);
  });

  test('an admin deletes feedback after confirming it', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', `/t/default/feedback?surveyId=${SURVEY}&q=steps`);
    await expect.poll(() => resultCount(page).textContent()).toBe('1 item match');
    await page.getByTestId('feedback-item').click();
    await page.getByTestId('feedback-delete').click();
    await page.getByRole('dialog').waitFor();
    await page.getByTestId('feedback-delete-confirm').click();
    await expect.poll(() => resultCount(page).textContent()).toBe('0 items match');
    expect(new URL(page.url()).searchParams.get('item')).toBeNull();
    expect(new URL(page.url()).searchParams.get('q')).toBe('steps');
  });
});

describe('themes', () => {
  test('an editor creates a theme and sees how many items it matches', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', '/t/default/themes');
    await page.getByTestId('themes-empty').waitFor();
    await page.getByLabel('Name').fill('Payments');
    await page.getByLabel(/^Keywords/).fill('payment failed\ncard declined');
    await page.getByRole('button', { name: 'Create theme' }).click();
    const item = page.getByTestId('theme-item').filter({ hasText: 'Payments' });
    await item.waitFor();
    expect(await item.textContent()).toContain('1 item');
    expect(await item.textContent()).not.toContain('1 items');
    expect(await item.textContent()).toContain('card declined');
    // Viewers and editors cannot delete: only admins see the delete button.
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });
});

describe('accessibility', () => {
  test('the overview, the explorer with an item open and the themes page have no serious or critical axe findings', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await stack.newPage(browser, { colorScheme });
      await stack.signIn(page, 'dev-team-admin', `/t/default?survey=${SURVEY}`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.goto(`${stack.web.url}/t/default/feedback?surveyId=${SURVEY}&item=${crushedId}`);
      await page.getByTestId('feedback-detail').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.goto(`${stack.web.url}/t/default/themes`);
      await page.getByTestId('theme-list').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
    }
  });
});
