/**
 * What a new team meets in its first hour: pages that fit a 360 px screen, keys told apart,
 * theme colours that differ and show in both modes, messages that match the state, a tag limit
 * named instead of a tag cut short, marker labels inside the chart, the demo key filled in for a
 * team admin and choice shares of the responses.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { THEME_PALETTE } from '../src/lib/themes/theme-palette.ts';
import { FIRST_SURVEY_ID } from '../src/lib/widget-snippet.ts';
import { launchBrowser, type Stack, startStack } from './support.ts';
import {
  definition,
  submitFeedback,
  submitPaymentResponses,
  surveyAnswers,
} from './survey-submissions.ts';

const SURVEY = 'checkout-satisfaction';
const PAYMENT_SURVEY = 'payment-survey';
const ORG_ADMIN = ['dev-org-admin', ['heed-admins']] as const;

let stack: Stack;
let browser: Browser;
let secretKey: string;

const asOrgAdmin = (procedure: string, input: unknown, kind?: 'query' | 'mutation') =>
  stack.trpc(ORG_ADMIN[0], [...ORG_ADMIN[1]], procedure, input, kind);

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  ({ secretKey } = await stack.setUpOrganisation());
  for (let i = 0; i < 6; i++) {
    await submitFeedback(stack.api.url, secretKey, {
      surveyId: SURVEY,
      overall: 2 + (i % 4),
      recommend: 5 + i,
      channel: (['search', 'friend', 'ad'] as const)[i % 3] ?? 'search',
      comment: i % 2 ? 'Payment failed once' : 'Quick delivery',
    });
  }
  await submitPaymentResponses(stack.api.url, secretKey, PAYMENT_SURVEY);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The document's width beyond the viewport (0: no sideways scrolling). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe('at 360 px', () => {
  test('the demo page and the explorer do not scroll sideways; Search stays in its card', async () => {
    const page = await stack.newPage(browser, { width: 360, height: 740 });
    await stack.signIn(page, 'dev-team-admin', '/demo');
    expect(await sidewaysOverflow(page)).toBe(0);

    await stack.open(page, `/t/default/feedback?surveyId=${SURVEY}`);
    expect(await sidewaysOverflow(page)).toBe(0);
    const card = await page.getByTestId('filter-bar').boundingBox();
    const search = await page.getByRole('button', { name: 'Search', exact: true }).boundingBox();
    expect(card && search).toBeTruthy();
    if (!card || !search) return;
    expect(search.x).toBeGreaterThanOrEqual(card.x);
    expect(search.x + search.width).toBeLessThanOrEqual(card.x + card.width);

    // The less-used filters are folded away: the filters and how many items match fit the
    // first screen.
    const more = page.getByTestId('more-filters');
    expect(await more.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByLabel('Written answer', { exact: true }).isVisible()).toBe(false);
    const count = await page.getByTestId('result-count').boundingBox();
    expect((count?.y ?? Number.POSITIVE_INFINITY) + (count?.height ?? 0)).toBeLessThanOrEqual(740);
    await more.locator('summary').click();
    expect(await page.getByLabel('Written answer', { exact: true }).isVisible()).toBe(true);

    // On a desktop they are all open.
    await page.setViewportSize({ width: 1280, height: 800 });
    await stack.open(page, `/t/default/feedback?surveyId=${SURVEY}`);
    expect(await page.getByLabel('Written answer', { exact: true }).isVisible()).toBe(true);
  });
});

describe('keys', () => {
  test('after a rotation the rows, the revoke confirmation and the events tell the keys apart', async () => {
    const created = (await asOrgAdmin('teamKeys.create', {
      team: 'default',
      keyType: 'pk',
      appName: 'Marketing site',
      allowedOrigins: ['https://www.example.com'],
    })) as { id: string };
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', `/t/default/keys?rotate=${created.id}`);
    await page.getByRole('button', { name: 'Rotate key' }).click();
    await page.getByTestId('issued-key').waitFor();

    const list = (await asOrgAdmin('teamKeys.list', { team: 'default' }, 'query')) as {
      keys: { id: string; appName: string; replacesKeyId: string | null }[];
    };
    const rotated = list.keys.find((key) => key.replacesKeyId === created.id);
    expect(rotated).toBeDefined();
    const oldShort = created.id.slice(0, 8);
    const newShort = (rotated?.id ?? '').slice(0, 8);

    const rows = page.getByTestId('key-row').filter({ hasText: 'Marketing site' });
    expect(await rows.count()).toBe(2);
    const identities = await rows.getByTestId('key-identity').allTextContents();
    const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(identities.map(squeeze).sort()).toEqual(
      [
        `key ${newShort} · replaces ${oldShort}`,
        `key ${oldShort} · replaced by ${newShort}`,
      ].sort(),
    );

    await stack.open(page, `/t/default/keys?revoke=${created.id}`);
    const heading = await page.getByRole('heading', { name: /^Revoke/ }).textContent();
    expect(heading).toContain(oldShort);
    expect(squeeze((await page.getByTestId('revoke-which').textContent()) ?? '')).toContain(
      `replaced by key ${newShort}`,
    );

    const actors = await page.getByTestId('key-event-actor').allTextContents();
    // The rotation was done by the signed-in member, who is named; the setup by the org admin.
    expect(actors).toContain('by you (Adam Team-Admin)');
    expect(actors.some((actor) => /^by another member \(id:[0-9a-f]{12}\)$/.test(actor))).toBe(
      true,
    );
    expect(actors.join(' ')).not.toContain('a dashboard user');
  });
});

describe('themes', () => {
  test('two themes created without picking a colour get different palette colours', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', '/t/default/themes');
    for (const [name, keyword] of [
      ['Payments', 'payment failed'],
      ['Delivery', 'delivery'],
    ]) {
      const form = page.getByTestId('theme-create-form');
      if (!(await form.isVisible())) await page.locator('details.create summary').click();
      await form.getByLabel('Name').fill(name ?? '');
      await form.getByLabel(/Keywords/).fill(keyword ?? '');
      await form.getByRole('button', { name: 'Create theme' }).click();
      await page.getByTestId('theme-list').getByRole('heading', { name }).waitFor();
    }
    const { themes } = (await asOrgAdmin('themes.list', { team: 'default' }, 'query')) as {
      themes: { name: string; color: string | null }[];
    };
    const colors = themes.map((theme) => theme.color);
    const palette = THEME_PALETTE.map((entry) => entry.color);
    expect(colors).toHaveLength(2);
    expect(new Set(colors).size).toBe(2);
    for (const color of colors) expect(palette).toContain(color);
  });
});

describe('messages that match the state', () => {
  test('an empty team with a working secret key is not told to create one, nor to set Heed up', async () => {
    await asOrgAdmin('org.createTeam', { slug: 'fresh', name: 'Fresh' });
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-org-admin', '/t/fresh');
    const empty = page.getByTestId('empty-state');
    expect(await empty.textContent()).toContain('Create a secret key');
    expect(await empty.getByRole('link', { name: 'Set up Heed' }).count()).toBe(0);

    await asOrgAdmin('teamKeys.create', { team: 'fresh', keyType: 'sk', appName: 'backend' });
    await stack.open(page, '/t/fresh');
    const text = (await empty.textContent()) ?? '';
    expect(text).not.toContain('Create a secret key');
    expect(text).toContain('Use the secret key you copied');
    await stack.open(page, '/t/fresh/feedback');
    expect(await page.getByTestId('empty-state').textContent()).not.toContain(
      'Create a secret key',
    );
  });

  test('the demo page names the survey the onboarding snippet names and the widget asks', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-viewer', '/demo');
    expect(await page.locator('pre code').textContent()).toContain(
      `data-survey="${FIRST_SURVEY_ID}"`,
    );
  });
});

describe('tags', () => {
  test('a tag over the limit is refused with the limit named, not cut short', async () => {
    const { items } = (await asOrgAdmin(
      'feedback.list',
      { team: 'default', surveyId: SURVEY },
      'query',
    )) as { items: { id: string; tags: string[] }[] };
    const item = items[0];
    const page = await stack.newPage(browser);
    await stack.signIn(
      page,
      'dev-editor',
      `/t/default/feedback?surveyId=${SURVEY}&item=${item?.id}`,
    );
    const input = page.getByLabel('New tag');
    expect(await input.getAttribute('maxlength')).toBeNull();
    expect(await page.getByTestId('tag-editor').textContent()).toContain('At most 50 characters');
    await input.fill('x'.repeat(200));
    expect(await input.inputValue()).toHaveLength(200);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('A tag has at most 50 characters; this one has 200. Shorten it and add it again.');
    const after = (await asOrgAdmin(
      'feedback.get',
      { team: 'default', id: item?.id },
      'query',
    )) as {
      tags: string[];
    };
    expect(after.tags).toEqual(item?.tags);
  });
});

describe('trend chart', () => {
  test('a marker label at the right edge stays inside the chart, on a desktop and at 360 px', async () => {
    // Today's at the right edge; three days earlier, one a long label once ran past it.
    for (const daysBack of [0, 3]) {
      await asOrgAdmin('markers.create', {
        team: 'default',
        surveyId: SURVEY,
        date: new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10),
        label: `Checkout 2.0 released (${daysBack})`,
      });
    }
    for (const width of [1280, 360]) {
      const page = await stack.newPage(browser, { width, height: 800 });
      await stack.signIn(page, 'dev-viewer', `/t/default?survey=${SURVEY}`);
      const chart = page.getByTestId('trend-chart');
      const svg = await chart.boundingBox();
      const labels = chart.locator('.marker-label');
      expect(await labels.count()).toBe(2);
      expect(svg).toBeTruthy();
      if (!svg) return;
      for (const label of await labels.all()) {
        const box = await label.boundingBox();
        const name = `${await label.textContent()} at ${width} px`;
        expect(box?.x ?? -1, name).toBeGreaterThanOrEqual(svg.x);
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY), name).toBeLessThanOrEqual(
          svg.x + svg.width,
        );
      }
    }
  });
});

describe('demo key', () => {
  test('a team admin gets a publishable key of the team filled in; a viewer is not offered one', async () => {
    const viewer = await stack.newPage(browser);
    await stack.signIn(viewer, 'dev-viewer', '/demo');
    expect(await viewer.getByRole('button', { name: /Fill in a key/ }).count()).toBe(0);

    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-team-admin', '/demo');
    expect(await page.getByLabel('Publishable key').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Fill in a key of Default' }).click();
    await expect
      .poll(() => page.getByLabel('Publishable key').inputValue())
      .toMatch(/^heed_pk_live_[A-Za-z0-9]{32,}$/);
    const { keys } = (await asOrgAdmin('teamKeys.list', { team: 'default' }, 'query')) as {
      keys: { keyType: string; appName: string; allowedOrigins: string[] }[];
    };
    expect(keys.filter((key) => key.appName === 'Heed demo page')).toEqual([
      expect.objectContaining({ keyType: 'pk', allowedOrigins: [stack.web.url] }),
    ]);

    // The key works: the visitor answers and the answer is stored in the team.
    const open = page.getByRole('button', { name: 'Open the survey' });
    await expect.poll(() => open.isEnabled()).toBe(true);
    await open.click();
    await page.getByRole('radio', { name: /^Happy/ }).check();
    await page.getByRole('radio', { name: 'Developer' }).check();
    await page.getByRole('radio', { name: '9 of 10' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByTestId('demo-status').textContent())
      .toBe('Your answer is stored.');
  });
});

describe('choice shares', () => {
  test('an option chosen by 12 of 24 responses shows 50 %, with a note that several answers are allowed', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-viewer', `/t/default?survey=${PAYMENT_SURVEY}`);
    const card = page.getByTestId('question-payment');
    const table = await card.locator('table').textContent();
    expect(table?.replace(/\s+/g, ' ')).toContain('Card1250 %');
    expect(await card.getByTestId('shares-note').textContent()).toContain(
      'several answers allowed',
    );
    expect(await card.getByTestId('shares-note').textContent()).toContain('24 responses');
  });
});

describe('NPS without answers', () => {
  test('a survey whose NPS question nobody answered shows no score, not 0', async () => {
    const survey = 'no-recommendation';
    for (let i = 0; i < 5; i++) {
      const answers = surveyAnswers({ surveyId: survey, overall: 4, recommend: 0, channel: 'ad' });
      const response = await fetch(`${stack.api.url}/api/v1/submission`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          schemaVersion: 2,
          surveyId: survey,
          surveyType: 'rating',
          submittedAt: `${new Date().toISOString().slice(0, 19)}Z`,
          answers: answers.filter((answer) => answer.fieldId !== 'recommend'),
          definition,
        }),
      });
      expect(response.status).toBe(201);
    }
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-viewer', `/t/default?survey=${survey}`);
    const figure = (testId: string) => page.getByTestId(testId).locator('.value').textContent();
    expect(await figure('tile-responses')).toBe('5');
    expect(await figure('tile-nps')).toBe('–');
  });
});
