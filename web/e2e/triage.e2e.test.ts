/**
 * The triage dashboard through Chromium, as team members signed in through the real sign-in: an
 * editor assigns an item to a member, marks it in progress and resolves it — with the mouse and
 * with the keys — and a webhook endpoint on loopback receives `feedback.updated`; the bulk bar
 * ignores 1,000 items selected by the filter ("Select all … matching") and the overview's triage
 * counts follow; a viewer sees statuses and assignees but no control; a bulk deletion the API
 * refuses shows its reason on the page.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedTextItems } from '@heed/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe-scan.ts';
import { applyVariant, VARIANTS } from './page-tour.ts';
import { launchBrowser, type Stack, startStack } from './support.ts';
import { submitFeedback } from './survey-submissions.ts';

const TEAM = 'default';
const SURVEY = 'checkout-satisfaction';
/** A survey of 1,000 seeded items for the bulk change. */
const INBOX = 'support-inbox';
/** A survey of more items than one bulk change takes (50,000). */
const ARCHIVE = 'archive';
const ORG_ADMIN = ['dev-org-admin', ['heed-admins']] as const;
const ADMIN_GROUP = 'heed-dev-team-admins';
const CRUSHED = 'The parcel arrived crushed and the box was wet';
const COMMENTS = ['Quick and easy', 'Payment failed once', CRUSHED, 'Too many steps'];

let stack: Stack;
let browser: Browser;
let receiver: Server;
let endpointId: string;
const bodies: { type: string; data: Record<string, unknown> }[] = [];
const ids: Record<string, string> = {};

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString()));
      response.writeHead(204).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  stack = await startStack({
    apiEnv: { HEED_WEBHOOK_ALLOW_HTTP: 'true', HEED_WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  browser = await launchBrowser();
  const { secretKey } = await stack.setUpOrganisation();
  for (const [index, comment] of COMMENTS.entries()) {
    ids[comment] = await submitFeedback(stack.api.url, secretKey, {
      surveyId: SURVEY,
      overall: 1 + index,
      recommend: 2 + index,
      channel: 'search',
      comment,
    });
  }
  const key = (await asOrgAdmin('teamKeys.create', {
    team: TEAM,
    keyType: 'sk',
    appName: 'backend',
  })) as { id: string; key: string };
  const [team] = await stack.api.runtime.deps.orm.em
    .fork()
    .execute<{ id: string }[]>('select id from team where slug = ?', [TEAM]);
  const seeded = {
    teamId: team?.id ?? '',
    teamSlug: TEAM,
    secretKey: { id: key.id, value: key.key },
    publishableKey: { id: key.id, value: '' },
  };
  await seedTextItems(stack.api, seeded, INBOX, 1_000, {
    text: 'Where is my order?',
    newest: new Date(Date.now() - 60_000),
  });
  await seedTextItems(stack.api, seeded, ARCHIVE, 50_001, {
    text: 'Old news.',
    newest: new Date(Date.now() - 3_600_000),
  });
  const endpoint = (await asOrgAdmin('webhooks.create', {
    team: TEAM,
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/heed`,
    eventTypes: ['feedback.updated'],
  })) as { id: string };
  endpointId = endpoint.id;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  receiver?.closeAllConnections();
  receiver?.close();
});

function asOrgAdmin(procedure: string, input: unknown, kind?: 'query' | 'mutation') {
  return stack.trpc(ORG_ADMIN[0], [...ORG_ADMIN[1]], procedure, input, kind);
}

/** Signs `sub` in at `path`, which makes them a member of the team (they used it). */
async function signedIn(sub: string, path: string): Promise<Page & { errors: string[] }> {
  const page = await stack.newPage(browser);
  await stack.signIn(page, sub, path);
  return page;
}

function row(page: Page, text: string) {
  return page.getByTestId('feedback-item').filter({ hasText: text });
}

/** Serious or critical axe findings and sideways scrolling, in every look of the page. */
async function looksOf(page: Page): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  for (const variant of VARIANTS) {
    await applyVariant(page, variant);
    const key = `${variant.scheme}-${variant.device}`;
    const violations = await seriousAccessibilityViolations(page);
    if (violations.length > 0) found[key] = violations;
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    if (wide) found[`${key}-scrolls-sideways`] = true;
  }
  await applyVariant(page, VARIANTS[0]);
  return found;
}

/** The `feedback.updated` bodies the receiver got for item `id`. */
function updatesOf(id: string) {
  return bodies.filter((body) => body.type === 'feedback.updated' && body.data.id === id);
}

describe('triage in the explorer', () => {
  test('an editor assigns an item to a member, marks it in progress and resolves it; the webhook receives feedback.updated', async () => {
    // The team admin used the team once: they are a member, whom items can be assigned to.
    const admin = await signedIn('dev-team-admin', `/t/${TEAM}`);
    await admin.context().close();
    const page = await signedIn('dev-editor', `/t/${TEAM}/feedback?surveyId=${SURVEY}`);
    expect(await row(page, CRUSHED).getByTestId('status-badge').textContent()).toContain('New');
    expect(await row(page, CRUSHED).getByTestId('row-assignee').textContent()).toContain(
      'Unassigned',
    );

    await row(page, CRUSHED).click();
    const detail = page.getByTestId('feedback-detail');
    await detail.waitFor();
    const assignee = detail.getByLabel('Assignee', { exact: true });
    const options = await assignee.locator('option').allTextContents();
    expect(options.slice(0, 2)).toEqual(['Unassigned', 'Me']);
    expect(options).toContain('Adam Team-Admin');
    expect(options).not.toContain('Edith Editor');
    await assignee.selectOption({ label: 'Adam Team-Admin' });
    await detail.getByRole('button', { name: 'Assign' }).click();
    await detail
      .getByTestId('action-done')
      .filter({ hasText: 'Assigned to Adam Team-Admin.' })
      .waitFor();
    expect(await detail.getByTestId('detail-assignee').textContent()).toBe(
      'Assigned to Adam Team-Admin',
    );
    expect(await row(page, CRUSHED).getByTestId('row-assignee').textContent()).toContain(
      'Adam Team-Admin',
    );

    await detail.getByRole('button', { name: 'In progress' }).click();
    await detail.getByTestId('action-done').filter({ hasText: 'Marked “In progress”.' }).waitFor();
    expect(
      await detail.getByRole('button', { name: 'In progress' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await row(page, CRUSHED).getByTestId('status-badge').textContent()).toContain(
      'In progress',
    );
    expect(await looksOf(page)).toEqual({});

    // `3` resolves the open item.
    await page.keyboard.press('3');
    await detail.getByTestId('action-done').filter({ hasText: 'Marked “Resolved”.' }).waitFor();
    expect(await detail.getByTestId('status-badge').textContent()).toContain('Resolved');
    expect(await detail.textContent()).toMatch(/Resolved since/);
    const item = (await stack.trpc(
      'dev-editor',
      ['heed-dev-team-editors'],
      'feedback.get',
      { team: TEAM, id: ids[CRUSHED] },
      'query',
    )) as { status: string; assignee: { name: string } | null };
    expect(item.status).toBe('resolved');
    expect(item.assignee?.name).toBe('Adam Team-Admin');

    // Each change reached the endpoint as feedback.updated naming what changed.
    await expect
      .poll(
        () =>
          updatesOf(ids[CRUSHED] ?? '')
            .map((body) => String(body.data.changes))
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual(['assignee', 'status', 'status']);
    expect(
      updatesOf(ids[CRUSHED] ?? '').find((body) => body.data.status === 'resolved')?.data,
    ).toMatchObject({ assignee: { name: 'Adam Team-Admin' }, team: TEAM });
    // The rest of this file changes 1,000 items: the endpoint goes before.
    await asOrgAdmin('webhooks.delete', { team: TEAM, id: endpointId });
    expect(page.errors).toEqual([]);
  });

  test('the keys move through the list, open an item and set its status, never while typing', async () => {
    const page = await signedIn('dev-editor', `/t/${TEAM}/feedback?surveyId=${SURVEY}`);
    const links = page.getByTestId('feedback-item');
    const focusedIndex = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="feedback-item"]')].indexOf(
          document.activeElement as Element,
        ),
      );
    await page.keyboard.press('j');
    expect(await focusedIndex()).toBe(0);
    // The focus shows.
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await focusedIndex()).toBe(2);
    await page.keyboard.press('k');
    expect(await focusedIndex()).toBe(1);
    await page.keyboard.press('ArrowDown');
    expect(await focusedIndex()).toBe(2);
    const third = new URL((await links.nth(2).getAttribute('href')) ?? '', page.url());
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('item') === third.searchParams.get('item'));
    const detail = page.getByTestId('feedback-detail');
    await detail.waitFor();
    const opened = new URL(page.url()).searchParams.get('item') ?? '';

    await page.keyboard.press('2');
    await detail.getByTestId('action-done').filter({ hasText: 'Marked “In progress”.' }).waitFor();
    expect(await links.nth(2).getByTestId('status-badge').textContent()).toContain('In progress');

    // Typing a digit in a field types it.
    await page.getByLabel('Search the written answers').fill('');
    await page.getByLabel('Search the written answers').press('4');
    expect(await page.getByLabel('Search the written answers').inputValue()).toBe('4');
    expect(await detail.getByTestId('status-badge').textContent()).toContain('In progress');

    // From the open item, `j` goes to the row after it and `o` opens that one.
    await detail.getByRole('heading', { level: 2 }).focus();
    await page.keyboard.press('j');
    expect(await focusedIndex()).toBe(3);
    await page.keyboard.press('o');
    await page.waitForURL((url) => url.searchParams.get('item') !== opened);
    await page.keyboard.press('1');
    await page.keyboard.press('?');
    expect(await page.getByTestId('keyboard-help').getAttribute('open')).not.toBeNull();
    expect(await page.getByTestId('keyboard-help').textContent()).toContain('4 ignored');
    expect(page.errors).toEqual([]);
  });

  test('filters and quick filters by status and assignee live in the URL', async () => {
    const page = await signedIn('dev-editor', `/t/${TEAM}/feedback?surveyId=${SURVEY}`);
    const quick = page.getByRole('navigation', { name: 'Quick filters' });
    expect(await quick.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await quick.getByRole('link', { name: 'New' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'new');
    expect(new URL(page.url()).searchParams.get('surveyId')).toBe(SURVEY);
    expect(await quick.getByRole('link', { name: 'New' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('2 items match');
    expect(await page.getByRole('list', { name: 'Filters in force' }).textContent()).toContain(
      'Status: New',
    );

    const filters = page.getByTestId('filter-bar');
    await filters.getByLabel('In progress').check();
    await page.waitForURL((url) => url.searchParams.getAll('status').length === 2);
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('3 items match');

    await page.getByRole('link', { name: 'Remove filter Status: New' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('status').join() === 'in_progress');
    await filters
      .getByLabel('Assignee', { exact: true })
      .selectOption({ label: 'Adam Team-Admin' });
    await page.waitForURL((url) => url.searchParams.has('assignee'));
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('0 items match');
    expect(await page.getByRole('list', { name: 'Filters in force' }).textContent()).toContain(
      'Assigned to Adam Team-Admin',
    );

    await quick.getByRole('link', { name: 'Unassigned' }).click();
    await page.waitForURL((url) => url.searchParams.get('assignee') === 'none');
    expect(new URL(page.url()).searchParams.has('status')).toBe(false);
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('3 items match');
    expect(page.errors).toEqual([]);
  });
});

describe('the bulk bar', () => {
  test('ticked items are assigned and tagged; N items changed and the list reloads', async () => {
    const page = await signedIn('dev-editor', `/t/${TEAM}/feedback?surveyId=${SURVEY}`);
    const bar = page.getByTestId('bulk-bar');
    expect(await bar.isVisible()).toBe(false);
    await row(page, 'Quick and easy').locator('..').getByTestId('feedback-pick').check();
    await row(page, 'Too many steps').locator('..').getByTestId('feedback-pick').check();
    await bar.waitFor();
    expect(await bar.getByTestId('bulk-count').textContent()).toContain('2 selected');
    // Every item of the survey is on this page: nothing more to select.
    expect(await bar.getByTestId('select-all-matching').count()).toBe(0);
    expect(await looksOf(page)).toEqual({});

    await bar.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Me' });
    await bar.getByRole('button', { name: 'Assign' }).click();
    await page.getByTestId('action-done').filter({ hasText: '2 items changed.' }).waitFor();
    expect(await row(page, 'Quick and easy').getByTestId('row-assignee').textContent()).toContain(
      'Edith Editor',
    );
    expect(await bar.isVisible()).toBe(false);
    expect(
      await page
        .getByTestId('feedback-pick')
        .evaluateAll((boxes) => boxes.some((box) => (box as HTMLInputElement).checked)),
    ).toBe(false);

    // Enter in the tag field adds the tag.
    await row(page, 'Quick and easy').locator('..').getByTestId('feedback-pick').check();
    await bar.getByLabel('Tag', { exact: true }).fill('Praise');
    await bar.getByLabel('Tag', { exact: true }).press('Enter');
    await page.getByTestId('action-done').filter({ hasText: '1 item changed.' }).waitFor();
    expect(await row(page, 'Quick and easy').textContent()).toContain('praise');
    expect(page.errors).toEqual([]);
  });

  test('"Select all 1,000 matching" ignores every item of the filter; the overview counts follow', async () => {
    const page = await signedIn('dev-editor', `/t/${TEAM}?survey=${INBOX}`);
    const counts = page.getByTestId('triage-counts');
    const count = (status: string) =>
      counts.getByTestId(`triage-${status}`).getByTestId('triage-count').textContent();
    expect(await count('new')).toBe('1,000');
    expect(await count('ignored')).toBe('0');
    expect(await looksOf(page)).toEqual({});
    await counts.getByTestId('triage-new').click();
    await page.waitForURL(
      (url) => url.pathname.endsWith('/feedback') && url.searchParams.get('status') === 'new',
    );
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect
      .poll(() => page.getByTestId('result-count').textContent())
      .toBe('1,000 items match');

    await page.getByTestId('select-page').check();
    const bar = page.getByTestId('bulk-bar');
    await bar.waitFor();
    expect(await bar.getByTestId('bulk-count').textContent()).toContain('25 selected');
    await bar.getByLabel('Select all 1,000 matching').check();
    expect(await bar.getByTestId('bulk-count').textContent()).toContain(
      'All 1,000 matching items selected',
    );
    await bar.getByLabel('Status', { exact: true }).selectOption({ label: 'Ignored' });
    await bar.getByRole('button', { name: 'Set status' }).click();
    await page.getByTestId('action-done').filter({ hasText: '1,000 items changed.' }).waitFor();
    // The list reloaded: nothing new is left.
    await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('0 items match');

    await page.goto(`${stack.web.url}/t/${TEAM}?survey=${INBOX}`);
    expect(await count('new')).toBe('0');
    expect(await count('ignored')).toBe('1,000');
    expect(page.errors).toEqual([]);
  });

  test('more matching items than one change takes: the bar says so, and the refusal is shown', async () => {
    const page = await signedIn('dev-editor', `/t/${TEAM}/feedback?surveyId=${ARCHIVE}`);
    await expect
      .poll(() => page.getByTestId('result-count').textContent())
      .toBe('50,001 items match');
    await page.getByTestId('select-page').check();
    const bar = page.getByTestId('bulk-bar');
    await bar.getByLabel('Select all 50,001 matching').check();
    expect(await bar.getByTestId('bulk-too-many-hint').textContent()).toContain(
      'One change takes at most 50,000 items',
    );
    await bar.getByLabel('Status', { exact: true }).selectOption({ label: 'Resolved' });
    await bar.getByRole('button', { name: 'Set status' }).click();
    const alert = page.getByTestId('action-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Too many items: these filters select more than 50,000 items, and one change takes at ' +
        'most 50,000. Add a filter (a survey, a period, a status) and try again.',
    );
    expect(await alert.getAttribute('role')).toBe('alert');
    // Nothing changed.
    await page.goto(`${stack.web.url}/t/${TEAM}?survey=${ARCHIVE}`);
    expect(await page.getByTestId('triage-new').getByTestId('triage-count').textContent()).toBe(
      '50,001',
    );
    expect(page.errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  test('the bulk bar shows while something is ticked and changes it; the item’s status buttons work', async () => {
    const signedInPage = await signedIn('dev-editor', `/t/${TEAM}`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await signedInPage.context().cookies());
    const page = await context.newPage();
    try {
      await page.goto(`${stack.web.url}/t/${TEAM}/feedback?surveyId=${SURVEY}`);
      const bar = page.getByTestId('bulk-bar');
      expect(await bar.isVisible()).toBe(false);
      await row(page, 'Payment failed once').locator('..').getByTestId('feedback-pick').check();
      expect(await bar.isVisible()).toBe(true);
      await bar.getByLabel('Status', { exact: true }).selectOption({ label: 'Ignored' });
      await bar.getByRole('button', { name: 'Set status' }).click();
      await page.waitForURL((url) => url.search.endsWith('/bulk'));
      expect(await page.getByTestId('action-done').textContent()).toBe('1 item changed.');
      expect(
        await row(page, 'Payment failed once').getByTestId('status-badge').textContent(),
      ).toContain('Ignored');

      await row(page, 'Payment failed once').click();
      const detail = page.getByTestId('feedback-detail');
      await detail.getByRole('button', { name: 'Resolved' }).click();
      await page.waitForURL((url) => url.search.endsWith('/triage'));
      expect(await detail.getByTestId('action-done').textContent()).toBe('Marked “Resolved”.');
      expect(await detail.getByTestId('status-badge').textContent()).toContain('Resolved');
    } finally {
      await context.close();
    }
  });
});

describe('roles', () => {
  test('a viewer sees statuses and assignees, and no control to change them', async () => {
    const page = await signedIn('dev-viewer', `/t/${TEAM}/feedback?surveyId=${SURVEY}`);
    expect(await row(page, CRUSHED).getByTestId('status-badge').textContent()).toContain(
      'Resolved',
    );
    expect(await row(page, CRUSHED).getByTestId('row-assignee').textContent()).toContain(
      'Adam Team-Admin',
    );
    expect(await page.getByTestId('feedback-pick').count()).toBe(0);
    expect(await page.getByTestId('select-page').count()).toBe(0);
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);
    await row(page, CRUSHED).click();
    const detail = page.getByTestId('feedback-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('detail-assignee').textContent()).toBe(
      'Assigned to Adam Team-Admin',
    );
    expect(await detail.getByRole('button', { name: 'In progress' }).count()).toBe(0);
    expect(await detail.getByLabel('Assignee', { exact: true }).count()).toBe(0);
    // The keys change nothing either.
    await page.keyboard.press('1');
    expect(await detail.getByTestId('status-badge').textContent()).toContain('Resolved');
    expect(await looksOf(page)).toEqual({});
    expect(page.errors).toEqual([]);
  });

  test('a bulk deletion refused by the API (the admin is an editor by now) shows its reason', async () => {
    const page = await signedIn('dev-team-admin', `/t/${TEAM}/feedback?surveyId=${SURVEY}`);
    await row(page, 'Too many steps').locator('..').getByTestId('feedback-pick').check();
    const bar = page.getByTestId('bulk-bar');
    await bar.getByTestId('bulk-delete').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading').textContent()).toBe('Delete 1 item?');

    // Meanwhile the admins' group is made editors of the team.
    const { mappings } = (await asOrgAdmin('org.listGroupMappings', { slug: TEAM }, 'query')) as {
      mappings: { id: string; oidcGroupId: string }[];
    };
    const admins = mappings.find((mapping) => mapping.oidcGroupId === ADMIN_GROUP);
    await asOrgAdmin('org.deleteGroupMapping', { slug: TEAM, id: admins?.id });
    const editors = (await asOrgAdmin('org.createGroupMapping', {
      slug: TEAM,
      oidcGroupId: ADMIN_GROUP,
      role: 'editor',
    })) as { id: string };
    try {
      await dialog.getByRole('button', { name: 'Delete' }).click();
      const alert = page.getByTestId('action-error');
      await alert.waitFor();
      expect(await alert.textContent()).toBe('This needs the admin role in the team.');
      expect(await row(page, 'Too many steps').count()).toBe(1);
    } finally {
      await asOrgAdmin('org.deleteGroupMapping', { slug: TEAM, id: editors.id });
      await asOrgAdmin('org.createGroupMapping', {
        slug: TEAM,
        oidcGroupId: ADMIN_GROUP,
        role: 'admin',
      });
    }
    expect(page.errors).toEqual([]);
  });
});
