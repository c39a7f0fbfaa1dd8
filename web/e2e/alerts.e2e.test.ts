/**
 * The alerts pages through Chromium as team members signed in through the real sign-in: an editor
 * makes an instant rule "rating at most 2 on the checkout survey → Slack" from the explorer's
 * "Alert me about these" (the tag filter left out with a note), finds it listed with the Slack URL
 * masked, changes it to a daily digest at 08:00 Europe/Oslo with e-mail (the Slack destination
 * kept by its id), sends a test and finds the deliveries; the API's refusals come back next to the
 * fields; an admin adds a webhook endpoint, disables and deletes the rule; a viewer only reads.
 * The API allows loopback http URLs and has SMTP configured; a second API without either refuses
 * them, on the page.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlertRule } from '@heed/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe-scan.ts';
import { applyVariant, VARIANTS } from './page-tour.ts';
import { getClosedUrl, launchBrowser, type Stack, startStack } from './support.ts';
import { submitFeedback } from './survey-submissions.ts';

const TEAM = 'default';
const SURVEY = 'checkout-satisfaction';
const ADMIN = ['dev-team-admin', ['heed-dev-team-admins']] as const;
/** The part of the Slack URL that is its secret: never on a page once saved. */
const SLACK_SECRET = 'T0001/B0001/s3cr3t-token';

let stack: Stack;
let browser: Browser;
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  // Stands in for Slack: answers every POST with 200 "ok".
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200).end('ok'));
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const smtp = new URL(await getClosedUrl());
  stack = await startStack({
    apiEnv: {
      HEED_WEBHOOK_ALLOW_HTTP: 'true',
      HEED_WEBHOOK_ALLOW_PRIVATE: 'true',
      HEED_SMTP_URL: `smtp://${smtp.host}`,
      HEED_SMTP_FROM: 'Heed <heed@example.com>',
    },
  });
  browser = await launchBrowser();
  const { secretKey } = await stack.setUpOrganisation();
  for (const overall of [1, 2, 4, 5]) {
    await submitFeedback(stack.api.url, secretKey, {
      surveyId: SURVEY,
      overall,
      recommend: overall * 2,
      channel: 'search',
      comment: overall < 3 ? 'Payment failed' : 'Fine',
    });
  }
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  receiver?.closeAllConnections();
  receiver?.close();
});

function asAdmin(procedure: string, input: unknown, kind?: 'query' | 'mutation') {
  return stack.trpc(ADMIN[0], [...ADMIN[1]], procedure, input, kind);
}

async function rules(): Promise<AlertRule[]> {
  return ((await asAdmin('alerts.list', { team: TEAM }, 'query')) as { rules: AlertRule[] }).rules;
}

async function ruleNamed(name: string): Promise<AlertRule> {
  const rule = (await rules()).find((each) => each.name === name);
  if (!rule) throw new Error(`no rule ${name}`);
  return rule;
}

async function navLinks(page: Page): Promise<string[]> {
  return (
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()
  ).map((text) => text.trim());
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** The id of the focused element. */
function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id);
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

describe('the alerts pages', () => {
  test('an editor makes an instant rule from the explorer’s filter and finds it listed with the Slack URL masked', async () => {
    const page = await stack.newPage(browser);
    // A tag filter too: a rule cannot have it.
    await stack.signIn(page, 'dev-editor', `/t/${TEAM}/feedback?surveyId=${SURVEY}&tag=urgent`);
    await hydrated(page);
    await page.getByLabel('How was checkout?').selectOption({ label: 'At most 2 stars' });
    await page.waitForURL((url) => url.searchParams.get('rating') === 'overall:1-2');
    await page.getByRole('link', { name: 'Alert me about these' }).click();
    await page.waitForURL((url) => url.pathname === `/t/${TEAM}/alerts/new`);
    expect(new URL(page.url()).searchParams.getAll('rating')).toEqual(['overall:1-2']);
    await page.getByRole('heading', { name: 'New alert rule' }).waitFor();
    await hydrated(page);

    // What a rule cannot have is named, not dropped silently.
    expect(await page.getByTestId('filters-left-out').textContent()).toContain('Tag: urgent');
    const form = page.getByTestId('alert-rule-form');
    expect(await form.getByLabel('Survey').inputValue()).toBe(SURVEY);
    expect(await form.getByLabel('How was checkout?').inputValue()).toBe('overall:1-2');
    expect(await form.getByLabel('Name').inputValue()).toBe(`Rating: overall 1–2 · ${SURVEY}`);
    expect(await form.getByLabel('At once').isChecked()).toBe(true);
    // Webhook endpoints are for admins to choose.
    const add = form.getByRole('button', { name: /^Add / });
    expect(
      await add.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label')),
      ),
    ).toEqual([
      'Add Slack destination',
      'Add Microsoft Teams destination',
      'Add E-mail destination',
    ]);

    await form.getByLabel('Name').fill('Unhappy at checkout');
    await form.getByRole('button', { name: 'Add Slack destination' }).click();
    // The new destination's URL field has the focus.
    const url = form.getByLabel('Slack webhook URL');
    expect(await focusedId(page)).toBe(await url.getAttribute('id'));
    await url.fill(`${receiverUrl}/services/${SLACK_SECRET}`);
    expect(await looksOf(page)).toEqual({});
    await form.getByRole('button', { name: 'Create rule' }).click();

    await page.waitForURL((url) => /\/alerts\/[0-9a-f-]{36}$/.test(url.pathname));
    expect(await page.getByTestId('action-done').textContent()).toContain('Alert rule created.');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Unhappy at checkout');
    const saved = await ruleNamed('Unhappy at checkout');
    expect(saved).toMatchObject({
      filter: { surveyId: SURVEY, rating: ['overall:1-2'] },
      mode: 'instant',
      enabled: true,
      destinations: [{ type: 'slack', url: `${receiverUrl}/…` }],
    });
    expect(saved.filter).not.toHaveProperty('tag');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Alerts' })
      .click();
    await page.waitForURL(`${stack.web.url}/t/${TEAM}/alerts`);
    const card = page.getByTestId('alert-rule').filter({ hasText: 'Unhappy at checkout' });
    expect(await card.getByTestId('rule-state').textContent()).toBe('Enabled');
    expect(await card.getByTestId('rule-survey').textContent()).toBe(SURVEY);
    expect(await card.getByTestId('rule-filter').textContent()).toContain('Rating: overall 1–2');
    expect(await card.getByTestId('rule-mode').textContent()).toBe('Instant');
    expect(await card.getByTestId('rule-destinations').locator('li').allTextContents()).toEqual([
      `Slack ${receiverUrl}/…`,
    ]);
    expect(await card.getByTestId('rule-last-triggered').textContent()).toBe('Never');
    expect(await page.content()).not.toContain(SLACK_SECRET);
    expect(await looksOf(page)).toEqual({});
    expect(page.errors).toEqual([]);
  });

  test('the editor changes it to a digest at 08:00 Europe/Oslo with e-mail; the Slack destination is kept by its id', async () => {
    const before = await ruleNamed('Unhappy at checkout');
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', `/t/${TEAM}/alerts/${before.id}`);
    await hydrated(page);
    const form = page.getByTestId('alert-rule-form');
    expect(await form.getByTestId('destination-masked').textContent()).toBe(`${receiverUrl}/…`);
    expect(await page.content()).not.toContain(SLACK_SECRET);

    await form.getByLabel('Daily digest').check();
    await form.getByLabel('At', { exact: true }).selectOption('8');
    await form.getByLabel('Time zone').selectOption('Europe/Oslo');
    await form.getByRole('button', { name: 'Add E-mail destination' }).click();
    await form.getByLabel('Addresses').fill('ops@example.com, Lead@Example.com');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await page.getByTestId('action-done').filter({ hasText: 'Alert rule saved.' }).waitFor();

    const after = await ruleNamed('Unhappy at checkout');
    expect(after).toMatchObject({ mode: 'digest', digestHour: 8, tz: 'Europe/Oslo' });
    expect(after.destinations).toEqual([
      before.destinations[0],
      { id: expect.any(String), type: 'email', to: ['ops@example.com', 'lead@example.com'] },
    ]);
    // The form shows the rule as saved.
    expect(await form.getByLabel('Addresses').inputValue()).toBe(
      'ops@example.com, lead@example.com',
    );
    expect(await form.getByLabel('Time zone').inputValue()).toBe('Europe/Oslo');

    await page.goto(`${stack.web.url}/t/${TEAM}/alerts`);
    const card = page.getByTestId('alert-rule').filter({ hasText: 'Unhappy at checkout' });
    expect(await card.getByTestId('rule-mode').textContent()).toBe(
      'Daily digest at 08:00 (Europe/Oslo)',
    );
    expect(await card.getByTestId('rule-destinations').locator('li').allTextContents()).toEqual([
      `Slack ${receiverUrl}/…`,
      'E-mail ops@example.com, lead@example.com',
    ]);
    expect(page.errors).toEqual([]);
  });

  test('Send test queues a sample for each destination and the deliveries list them', async () => {
    const rule = await ruleNamed('Unhappy at checkout');
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', `/t/${TEAM}/alerts/${rule.id}`);
    await hydrated(page);
    expect(await page.getByTestId('deliveries-empty').count()).toBe(1);
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByTestId('action-done').filter({ hasText: 'Sample alert queued' }).waitFor();
    expect(await page.getByTestId('action-done').textContent()).toContain(
      'Sample alert queued for 2 destinations',
    );
    const queued = (await page.getByTestId('test-queued').locator('li').allTextContents()).map(
      (text) => text.trim(),
    );
    expect(queued).toHaveLength(2);
    for (const id of queued) expect(id).toMatch(/^msg_[0-9A-Z]{26}$/);

    const rows = page.getByTestId('delivery');
    expect(await rows.count()).toBe(2);
    expect((await page.getByTestId('delivery-destination').allTextContents()).sort()).toEqual([
      'E-mail',
      'Slack',
    ]);
    for (const status of await page.getByTestId('delivery-status').allTextContents()) {
      expect(['pending', 'delivered', 'failed']).toContain(status);
    }
    for (const id of queued) expect(await rows.filter({ hasText: id }).count()).toBe(1);
    expect(await looksOf(page)).toEqual({});
    expect(page.errors).toEqual([]);
  });

  test('a refused save shows the API’s reason next to the field, focuses it and keeps what was typed', async () => {
    const rule = await ruleNamed('Unhappy at checkout');
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', `/t/${TEAM}/alerts/${rule.id}`);
    await hydrated(page);
    const form = page.getByTestId('alert-rule-form');
    const addresses = form.getByLabel('Addresses');
    await addresses.fill('ops@example.com, not-an-address');
    await form.getByLabel('Name').fill('Unhappy at checkout, renamed');
    await form.getByRole('button', { name: 'Save rule' }).click();

    const alert = page.getByTestId('action-error');
    await alert.waitFor();
    const email = form.getByTestId('destination').filter({ hasText: 'E-mail' });
    expect(await email.locator('.field-error').textContent()).toBe('Must be an e-mail address.');
    expect(await addresses.getAttribute('aria-invalid')).toBe('true');
    expect(await addresses.getAttribute('aria-describedby')).toContain(
      (await email.locator('.field-error').getAttribute('id')) ?? 'none',
    );
    expect(await focusedId(page)).toBe(await addresses.getAttribute('id'));
    expect(await addresses.inputValue()).toBe('ops@example.com, not-an-address');
    expect(await form.getByLabel('Name').inputValue()).toBe('Unhappy at checkout, renamed');
    expect((await ruleNamed('Unhappy at checkout')).updatedAt).toBe(rule.updatedAt);
    expect(await looksOf(page)).toEqual({});

    // Without a destination the form says so before asking the API.
    const removes = form.getByRole('button', { name: /^Remove/ });
    while ((await removes.count()) > 0) await removes.first().click();
    expect(await form.getByTestId('destination').count()).toBe(0);
    await form.getByRole('button', { name: 'Save rule' }).click();
    await page.getByTestId('destinations-error').waitFor();
    expect(await page.getByTestId('destinations-error').textContent()).toBe(
      'Add at least one destination.',
    );
    expect(await focusedId(page)).toBe('destinations-title');
    expect(page.errors).toEqual([]);
  });

  test('an admin adds a webhook endpoint, disables the rule and deletes it after confirming', async () => {
    await asAdmin('webhooks.create', {
      team: TEAM,
      url: `${receiverUrl}/issues`,
      description: 'Issue tracker',
      eventTypes: ['feedback.created'],
    });
    const rule = await ruleNamed('Unhappy at checkout');
    const page = await stack.newPage(browser);
    await stack.signIn(page, ADMIN[0], `/t/${TEAM}/alerts/${rule.id}`);
    await hydrated(page);
    const form = page.getByTestId('alert-rule-form');
    await form.getByRole('button', { name: 'Add Webhook endpoint destination' }).click();
    await form.getByLabel('Endpoint', { exact: true }).selectOption({ label: 'Issue tracker' });
    await form.getByRole('button', { name: 'Save rule' }).click();
    await page.getByTestId('action-done').filter({ hasText: 'Alert rule saved.' }).waitFor();
    expect((await ruleNamed('Unhappy at checkout')).destinations.map((d) => d.type)).toEqual([
      'slack',
      'email',
      'webhook',
    ]);

    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByTestId('action-done').filter({ hasText: 'Alert rule disabled' }).waitFor();
    expect(await page.getByTestId('rule-state').textContent()).toBe('Disabled');
    expect((await ruleNamed('Unhappy at checkout')).enabled).toBe(false);

    await page.goto(`${stack.web.url}/t/${TEAM}/alerts`);
    const card = page.getByTestId('alert-rule').filter({ hasText: 'Unhappy at checkout' });
    expect(await card.getByTestId('rule-state').textContent()).toBe('Disabled');
    expect(await card.getByTestId('rule-destinations').locator('li').last().textContent()).toBe(
      'Webhook endpoint Issue tracker',
    );

    await card.getByRole('link', { name: 'Unhappy at checkout' }).click();
    await page.waitForURL((url) => url.pathname.endsWith(rule.id));
    await hydrated(page);
    await page.getByRole('button', { name: 'Delete…' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('its pending messages are dropped');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await rules()).length).toBe(1);
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === `/t/${TEAM}/alerts`);
    expect(await page.getByTestId('action-done').textContent()).toContain('Alert rule deleted');
    expect(await page.getByTestId('alerts-empty').count()).toBe(1);
    expect(await rules()).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  test('a viewer reads rules and deliveries but finds nothing to change; editors cannot delete', async () => {
    const rule = (await asAdmin('alerts.create', {
      team: TEAM,
      name: 'Read-only rule',
      filter: { surveyId: SURVEY, hasText: 'true' },
      mode: 'instant',
      destinations: [{ type: 'slack', url: `${receiverUrl}/services/${SLACK_SECRET}` }],
    })) as AlertRule;
    await asAdmin('alerts.test', { team: TEAM, id: rule.id });

    const viewer = await stack.newPage(browser);
    await stack.signIn(viewer, 'dev-viewer', `/t/${TEAM}`);
    expect(await navLinks(viewer)).toContain('Alerts');
    await viewer
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Alerts' })
      .click();
    await viewer.waitForURL(`${stack.web.url}/t/${TEAM}/alerts`);
    expect(await viewer.getByTestId('read-only').count()).toBe(1);
    expect(await viewer.getByTestId('new-rule').count()).toBe(0);
    const card = viewer.getByTestId('alert-rule').filter({ hasText: 'Read-only rule' });
    expect(await card.getByTestId('rule-filter').textContent()).toContain('With text');
    expect(await looksOf(viewer)).toEqual({});

    await card.getByRole('link', { name: 'Read-only rule' }).click();
    await viewer.getByRole('heading', { name: 'The rule' }).waitFor();
    expect(await viewer.getByTestId('alert-rule-form').count()).toBe(0);
    for (const name of ['Send test', 'Disable', 'Delete…']) {
      expect(await viewer.getByRole('button', { name }).count()).toBe(0);
    }
    expect(await viewer.getByTestId('rule-destinations').locator('li').allTextContents()).toEqual([
      `Slack ${receiverUrl}/…`,
    ]);
    expect(await viewer.getByTestId('delivery').count()).toBe(1);
    expect(await viewer.content()).not.toContain(SLACK_SECRET);
    expect(await looksOf(viewer)).toEqual({});

    const create = await viewer.goto(`${stack.web.url}/t/${TEAM}/alerts/new?surveyId=${SURVEY}`);
    expect(create?.status()).toBe(403);
    expect(await viewer.getByRole('alert').textContent()).toBe(
      'Only editors of this team create alert rules.',
    );
    await viewer.goto(`${stack.web.url}/t/${TEAM}/feedback?surveyId=${SURVEY}`);
    await viewer.getByTestId('result-count').waitFor();
    expect(await viewer.getByTestId('alert-me').count()).toBe(0);
    expect(viewer.errors).toEqual([]);

    const editor = await stack.newPage(browser);
    await stack.signIn(editor, 'dev-editor', `/t/${TEAM}/feedback`);
    // A rule needs a survey: without one chosen, no button.
    expect(await editor.getByTestId('alert-me').count()).toBe(0);
    await editor.goto(`${stack.web.url}/t/${TEAM}/alerts/${rule.id}`);
    expect(await editor.getByRole('button', { name: 'Send test' }).count()).toBe(1);
    expect(await editor.getByRole('button', { name: 'Delete…' }).count()).toBe(0);
    expect(editor.errors).toEqual([]);
  });
});

describe('the rule form without JavaScript', () => {
  test('destinations are added by submitting the form, which keeps what was typed, and the rule is created', async () => {
    // Signed in with JavaScript (the sign-in waits for it), then the session without it.
    const signedIn = await stack.newPage(browser);
    await stack.signIn(signedIn, 'dev-editor', `/t/${TEAM}/alerts`);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedIn.context().storageState(),
    });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.web.url}/t/${TEAM}/alerts/new?surveyId=${SURVEY}&rating=overall:1`);
      const form = page.getByTestId('alert-rule-form');
      await form.getByLabel('Name').fill('Only one star');
      await form.getByLabel('Daily digest').check();
      await form.getByRole('button', { name: 'Add Slack destination' }).click();
      await form.getByLabel('Slack webhook URL').waitFor();
      // The page came back from the server with the draft as it was.
      expect(await form.getByLabel('Name').inputValue()).toBe('Only one star');
      expect(await form.getByLabel('How was checkout?').inputValue()).toBe('overall:1');
      expect(await form.getByLabel('Daily digest').isChecked()).toBe(true);
      await form.getByLabel('Slack webhook URL').fill(`${receiverUrl}/services/no-script`);
      await form.getByRole('button', { name: 'Add E-mail destination' }).click();
      await form.getByLabel('Addresses').waitFor();
      expect(await form.getByLabel('Slack webhook URL').inputValue()).toBe(
        `${receiverUrl}/services/no-script`,
      );
      await form.getByLabel('Addresses').fill('ops@example.com');
      await form.getByRole('button', { name: 'Remove destination 2 (E-mail)' }).click();
      await form.getByRole('button', { name: 'Add E-mail destination' }).waitFor();
      expect(await form.getByTestId('destination').count()).toBe(1);
      await form.getByRole('button', { name: 'Create rule' }).click();
      await page.waitForURL((url) => /\/alerts\/[0-9a-f-]{36}$/.test(url.pathname));
      const rule = await ruleNamed('Only one star');
      expect(rule).toMatchObject({
        filter: { surveyId: SURVEY, rating: ['overall:1'] },
        mode: 'digest',
        digestHour: 8,
        destinations: [{ type: 'slack', url: `${receiverUrl}/…` }],
      });
      await asAdmin('alerts.delete', { team: TEAM, id: rule.id });
    } finally {
      await context.close();
    }
  });
});

describe('the alerts pages on an API without SMTP and with https only', () => {
  let strict: Stack;

  beforeAll(async () => {
    strict = await startStack();
    const { secretKey } = await strict.setUpOrganisation();
    await submitFeedback(strict.api.url, secretKey, {
      surveyId: SURVEY,
      overall: 1,
      recommend: 2,
      channel: 'ad',
    });
  });

  afterAll(async () => {
    await strict?.close();
  });

  test('an e-mail destination and an http URL are refused next to their fields, the form kept', async () => {
    const page = await strict.newPage(browser);
    await strict.signIn(page, ADMIN[0], `/t/${TEAM}/alerts/new?surveyId=${SURVEY}`);
    await hydrated(page);
    const form = page.getByTestId('alert-rule-form');
    await form.getByLabel('Name').fill('Needs SMTP');
    await form.getByRole('button', { name: 'Add E-mail destination' }).click();
    await form.getByLabel('Addresses').fill('ops@example.com');
    await form.getByRole('button', { name: 'Create rule' }).click();

    await page.getByTestId('action-error').waitFor();
    expect(await page.getByTestId('action-error').textContent()).toContain(
      'SMTP is not configured',
    );
    const email = form.getByTestId('destination');
    expect(await email.locator('.field-error').textContent()).toBe('SMTP is not configured.');
    expect(await focusedId(page)).toBe(await form.getByLabel('Addresses').getAttribute('id'));
    expect(await form.getByLabel('Name').inputValue()).toBe('Needs SMTP');
    expect(page.url()).toContain('/alerts/new');

    await email.getByRole('button', { name: /^Remove/ }).click();
    // The focus goes where the removed destination was: to the buttons that add one.
    expect(await focusedId(page)).toBe('destinations-title');
    await form.getByRole('button', { name: 'Add Slack destination' }).click();
    await form.getByLabel('Slack webhook URL').fill('http://hooks.example.com/services/plain');
    await form.getByRole('button', { name: 'Create rule' }).click();
    await page.getByTestId('action-error').filter({ hasText: 'must use https' }).waitFor();
    expect(await form.getByTestId('destination').locator('.field-error').textContent()).toBe(
      'Must be an https URL.',
    );
    expect(await looksOf(page)).toEqual({});
    const { rules: none } = (await strict.trpc(
      ADMIN[0],
      [...ADMIN[1]],
      'alerts.list',
      { team: TEAM },
      'query',
    )) as { rules: unknown[] };
    expect(none).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});
