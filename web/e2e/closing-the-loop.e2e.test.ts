/**
 * Closing the loop, the whole story through the real interfaces only: an editor makes an instant
 * alert "rating at most 2 at checkout → Slack" from the explorer in Chromium; a widget-style answer
 * (the publishable key, from an allowed origin) with rating 1 reaches the Slack receiver on
 * loopback as Block Kit with a "View in Heed" link, one with rating 5 sends nothing; the rule turns
 * into a daily digest by e-mail, which a real SMTP server receives once the day has passed; the
 * matching item is opened from the Slack link, assigned, taken in progress and resolved while a
 * webhook endpoint an admin added in the dashboard receives signed `feedback.updated` messages; and
 * 1,000 items are ignored by filter from the bulk bar, which the overview's triage counts show.
 * The API allows loopback http URLs (`HEED_WEBHOOK_ALLOW_HTTP`/`_PRIVATE`), sends e-mail through
 * the test's SMTP server and links to the dashboard (`HEED_PUBLIC_URL`, see `startStack`).
 */
import { SUBMISSION_EXAMPLE } from '@heed/contracts';
import {
  type ReceivedWebhook,
  type SmtpReceiver,
  seedTextItems,
  startSmtpReceiver,
  startWebhookReceiver,
  type WebhookReceiver,
} from '@heed/server/testing';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, type Stack, startStack } from './support.ts';
import { definition, surveyAnswers } from './survey-submissions.ts';

const TEAM = 'default';
const SURVEY = 'checkout-satisfaction';
/** A survey of 1,000 seeded items for the bulk change. */
const INBOX = 'support-inbox';
const RULE = 'Unhappy at checkout';
const FROM = 'alerts@heed.example.com';
const ADMIN = ['dev-team-admin', ['heed-dev-team-admins']] as const;
const UNHAPPY = 'The card payment failed twice, so I gave up.';
const HAPPY = 'Smooth as ever.';
const CONFUSED = 'The delivery options were confusing.';

let stack: Stack;
let browser: Browser;
let publishableKey: string;
/** Stands in for Slack: answers every POST with 200 "ok", as Slack does. */
let slack: WebhookReceiver;
/** The team's webhook endpoint (a ticket system, say). */
let hooks: WebhookReceiver;
let smtp: SmtpReceiver;
/** What the story carries from one step to the next. */
const story = { ruleId: '', unhappyId: '', confusedId: '', itemLink: '' };

beforeAll(async () => {
  slack = await startWebhookReceiver(() => ({ status: 200, body: 'ok' }));
  hooks = await startWebhookReceiver(() => ({ status: 204 }));
  smtp = await startSmtpReceiver();
  stack = await startStack({
    apiEnv: {
      HEED_WEBHOOK_ALLOW_HTTP: 'true',
      HEED_WEBHOOK_ALLOW_PRIVATE: 'true',
      HEED_SMTP_URL: smtp.url,
      HEED_SMTP_FROM: `Heed Alerts <${FROM}>`,
    },
    // A digest falls due at most one scheduler run late: every API runs it once a minute; here
    // once a second, so the digest made due below goes out within the test's patience.
    alertScheduler: { intervalMs: 1_000 },
  });
  browser = await launchBrowser();
  const keys = await stack.setUpOrganisation();
  publishableKey = keys.publishableKey;
  // The checkout survey exists (its questions are the explorer's filters) before any rule.
  await submitFromWidget(4, 'Fine.');

  const key = (await asAdmin('teamKeys.create', {
    team: TEAM,
    keyType: 'sk',
    appName: 'backend',
  })) as { id: string; key: string };
  const [team] = await database<{ id: string }>('select id from team where slug = ?', [TEAM]);
  await seedTextItems(
    stack.api,
    {
      teamId: team?.id ?? '',
      teamSlug: TEAM,
      secretKey: { id: key.id, value: key.key },
      publishableKey: { id: key.id, value: '' },
    },
    INBOX,
    1_000,
    { text: 'Where is my order?', newest: new Date(Date.now() - 60_000) },
  );
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await slack?.close();
  await hooks?.close();
  await smtp?.close();
});

function asAdmin(procedure: string, input: unknown, kind?: 'query' | 'mutation') {
  return stack.trpc(ADMIN[0], [...ADMIN[1]], procedure, input, kind);
}

function database<T>(sql: string, values: unknown[]): Promise<T[]> {
  return stack.api.runtime.deps.orm.em.fork().execute<T[]>(sql, values);
}

/**
 * An answer as the widget sends it: to the public submission API with the publishable key, from
 * the dashboard's origin (the key's allowed origin). The feedback id.
 */
async function submitFromWidget(overall: number, comment: string): Promise<string> {
  const response = await fetch(`${stack.api.url}/api/v1/submission`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': publishableKey,
      origin: stack.web.url,
    },
    body: JSON.stringify({
      schemaVersion: SUBMISSION_EXAMPLE.schemaVersion,
      surveyId: SURVEY,
      surveyType: 'rating',
      submittedAt: `${new Date().toISOString().slice(0, 19)}Z`,
      answers: surveyAnswers({
        surveyId: SURVEY,
        overall,
        recommend: overall * 2,
        channel: 'search',
        comment,
      }),
      definition,
      context: { pathname: '/checkout', deviceType: 'desktop', locale: 'en-GB' },
    }),
  });
  const answer = (await response.json()) as { id?: string };
  if (response.status !== 201 || !answer.id) {
    throw new Error(`submission answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer.id;
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** The link of the dashboard to item `id`, as alert messages carry it. */
function itemUrl(id: string): string {
  return `${stack.web.url}/t/${TEAM}/feedback?item=${id}`;
}

interface SlackBody {
  text: string;
  blocks: {
    type: string;
    text?: { type: string; text: string };
    elements?: {
      type: string;
      text?: { text: string } | string;
      url?: string;
      elements?: { type: string; text: string }[];
    }[];
  }[];
}

/** The n-th body the Slack receiver got, once it has. */
async function slackBody(index: number): Promise<SlackBody> {
  await expect.poll(() => slack.received.length, { timeout: 15_000 }).toBeGreaterThan(index);
  const request = slack.received[index] as ReceivedWebhook;
  expect(request.headers['content-type']).toContain('application/json');
  return JSON.parse(request.body) as SlackBody;
}

/** The texts quoted in a Slack body (customers' written answers). */
function quotedTexts(body: SlackBody): string[] {
  return body.blocks
    .filter((block) => block.type === 'rich_text')
    .flatMap((block) => block.elements ?? [])
    .filter((part) => part.type === 'rich_text_quote')
    .flatMap((part) => (part.elements ?? []).map((element) => element.text));
}

/** The URLs of the body's buttons named `name`. */
function buttonUrls(body: SlackBody, name: string): string[] {
  return body.blocks
    .filter((block) => block.type === 'actions')
    .flatMap((block) => block.elements ?? [])
    .filter((button) => typeof button.text === 'object' && button.text.text === name)
    .map((button) => button.url ?? '');
}

describe('closing the loop', () => {
  test('an editor makes an instant Slack alert from the explorer; a widget answer with rating 1 reaches Slack, one with 5 does not', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', `/t/${TEAM}/feedback`);
    const filters = page.getByTestId('filter-bar');
    await filters.getByLabel('Survey', { exact: true }).selectOption(SURVEY);
    await page.waitForURL((url) => url.searchParams.get('surveyId') === SURVEY);
    await filters.getByLabel('How was checkout?').selectOption({ label: 'At most 2 stars' });
    await page.waitForURL((url) => url.searchParams.get('rating') === 'overall:1-2');
    await page.getByRole('link', { name: 'Alert me about these' }).click();
    await page.waitForURL((url) => url.pathname === `/t/${TEAM}/alerts/new`);
    await hydrated(page);

    const form = page.getByTestId('alert-rule-form');
    expect(await form.getByLabel('Survey').inputValue()).toBe(SURVEY);
    expect(await form.getByLabel('How was checkout?').inputValue()).toBe('overall:1-2');
    await form.getByLabel('Name').fill(RULE);
    expect(await form.getByLabel('At once').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Add Slack destination' }).click();
    await form.getByLabel('Slack webhook URL').fill(`${slack.url}/services/T0001/B0001/s3cr3t`);
    await form.getByRole('button', { name: 'Create rule' }).click();
    await page.waitForURL((url) => /\/alerts\/[0-9a-f-]{36}$/.test(url.pathname));
    expect(await page.getByTestId('action-done').textContent()).toContain('Alert rule created.');
    story.ruleId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    // A happy customer first: the matching is decided when the answer is stored, so once the
    // API has answered 201 there is no message for it, now or later.
    await submitFromWidget(5, HAPPY);
    story.unhappyId = await submitFromWidget(1, UNHAPPY);

    const body = await slackBody(0);
    expect(body.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: RULE, emoji: true },
    });
    expect(body.blocks).toContainEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: 'New feedback matches this alert.' },
    });
    expect(quotedTexts(body)).toEqual([UNHAPPY]);
    expect(JSON.stringify(body)).toContain('★☆☆☆☆ 1/5');
    expect(buttonUrls(body, 'View in Heed')).toEqual([itemUrl(story.unhappyId)]);
    expect(body.text).toContain(RULE);
    expect(JSON.stringify(body)).not.toContain(HAPPY);
    story.itemLink = buttonUrls(body, 'View in Heed')[0] ?? '';
    expect(page.errors).toEqual([]);
  });

  test('on the rule page it becomes a daily digest at 08:00 Europe/Oslo by e-mail too; when the day has passed the e-mail arrives', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', `/t/${TEAM}/alerts/${story.ruleId}`);
    await hydrated(page);
    // The rule sent one message: for the rating 1, none for the rating 5 (or for the rating 4
    // stored before it existed).
    const deliveries = page.getByTestId('delivery');
    expect(await deliveries.count()).toBe(1);
    expect(await deliveries.getByTestId('delivery-destination').textContent()).toBe('Slack');
    expect(slack.received).toHaveLength(1);

    const form = page.getByTestId('alert-rule-form');
    await form.getByLabel('Daily digest').check();
    await form.getByLabel('At', { exact: true }).selectOption('8');
    await form.getByLabel('Time zone').selectOption('Europe/Oslo');
    await form.getByRole('button', { name: 'Add E-mail destination' }).click();
    await form.getByLabel('Addresses').fill('ops@example.com, lead@example.com');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await page.getByTestId('action-done').filter({ hasText: 'Alert rule saved.' }).waitFor();

    // A digest rule sends no instant message: this answer waits for the digest.
    story.confusedId = await submitFromWidget(2, CONFUSED);
    const [scheduled] = await database<{ next_digest_at: Date }>(
      'select next_digest_at from alert_rule where id = ?',
      [story.ruleId],
    );
    const due = new Date(scheduled?.next_digest_at ?? 0);
    expect(due.getTime()).toBeGreaterThan(Date.now());
    const osloHour = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Oslo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(due);
    expect(osloHour).toBe('08:00');

    // "The day passes": the digest is due when the rule's `next_digest_at` has passed, which the
    // API's scheduler looks at on every run. Waiting for 08:00 in Oslo is not a test; moving the
    // due time into the past is what the clock would have done, and the scheduler (once a second
    // here, see `startStack` above) sends what is due.
    await database(
      `update alert_rule set next_digest_at = now() - interval '1 minute' where id = ?`,
      [story.ruleId],
    );
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    const { envelope, mail } = smtp.received[0] ?? expect.unreachable();
    expect(envelope).toEqual({ from: FROM, to: ['ops@example.com', 'lead@example.com'] });
    expect(mail.from?.value).toEqual([{ address: FROM, name: 'Heed Alerts' }]);
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    expect(to.flatMap((each) => each?.value.map((address) => address.address))).toEqual([
      'ops@example.com',
      'lead@example.com',
    ]);
    expect(mail.subject).toBe(`[Heed] ${RULE}: 2 matches in the last 24 hours`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const text = mail.text ?? '';
    expect(text).toContain('2 matches in the last 24 hours.');
    expect(text).toContain(`> ${UNHAPPY}`);
    expect(text).toContain(`> ${CONFUSED}`);
    expect(text).not.toContain(HAPPY);
    const html = typeof mail.html === 'string' ? mail.html : '';
    for (const id of [story.unhappyId, story.confusedId]) {
      expect(text).toContain(`View in Heed: ${itemUrl(id)}`);
      expect(html).toContain(`href="${itemUrl(id)}"`);
    }
    expect(html).toContain(UNHAPPY);
    expect(html).toContain(CONFUSED);
    // The Slack destination of the rule gets the digest as well, and the next one is tomorrow.
    expect(quotedTexts(await slackBody(1)).sort()).toEqual([UNHAPPY, CONFUSED].sort());
    const [next] = await database<{ next_digest_at: Date }>(
      'select next_digest_at from alert_rule where id = ?',
      [story.ruleId],
    );
    expect(new Date(next?.next_digest_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(page.errors).toEqual([]);
  });

  test('the item opened from the Slack link is assigned, taken in progress and resolved; the webhook endpoint gets signed feedback.updated', async () => {
    // An admin adds the endpoint in the dashboard (and so becomes a member items can go to).
    const admin = await stack.newPage(browser);
    await stack.signIn(admin, ADMIN[0], `/t/${TEAM}/webhooks`);
    const create = admin.getByRole('region', { name: 'Add an endpoint' });
    await create.getByLabel('URL').fill(`${hooks.url}/tickets`);
    await create.getByLabel(/Description/).fill('Ticket sync');
    await create.getByRole('checkbox', { name: /feedback\.created/ }).uncheck();
    await create.getByRole('checkbox', { name: /feedback\.updated/ }).check();
    await create.getByRole('button', { name: 'Create endpoint' }).click();
    await admin.getByTestId('webhook-secret-once').waitFor();
    const secret = await admin.getByTestId('webhook-secret').inputValue();
    expect(admin.errors).toEqual([]);

    // The editor follows the link of the Slack message (signing in on the way).
    const link = new URL(story.itemLink);
    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', `${link.pathname}${link.search}`);
    expect(new URL(page.url()).searchParams.get('item')).toBe(story.unhappyId);
    const detail = page.getByTestId('feedback-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain(UNHAPPY);
    expect(await detail.getByTestId('status-badge').textContent()).toContain('New');

    await detail.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Adam Team-Admin' });
    await detail.getByRole('button', { name: 'Assign' }).click();
    await detail
      .getByTestId('action-done')
      .filter({ hasText: 'Assigned to Adam Team-Admin.' })
      .waitFor();
    await detail.getByRole('button', { name: 'In progress' }).click();
    await detail.getByTestId('action-done').filter({ hasText: 'Marked “In progress”.' }).waitFor();
    await detail.getByRole('button', { name: 'Resolved' }).click();
    await detail.getByTestId('action-done').filter({ hasText: 'Marked “Resolved”.' }).waitFor();
    expect(await detail.getByTestId('status-badge').textContent()).toContain('Resolved');
    expect(await detail.getByTestId('detail-assignee').textContent()).toBe(
      'Assigned to Adam Team-Admin',
    );

    // Three changes, three messages (in no promised order), each signed with the endpoint's
    // secret as Standard Webhooks verify it.
    await expect.poll(() => hooks.received.length, { timeout: 15_000 }).toBe(3);
    const verifier = new Webhook(secret);
    const events = hooks.received.map((request) => {
      expect(request.path).toBe('/tickets');
      return verifier.verify(request.body, {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      }) as { type: string; data: { id: string; status: string; changes: string[] } };
    });
    expect(events.every((event) => event.type === 'feedback.updated')).toBe(true);
    expect(events.every((event) => event.data.id === story.unhappyId)).toBe(true);
    expect(events.map((event) => event.data.changes.join()).sort()).toEqual([
      'assignee',
      'status',
      'status',
    ]);
    expect(events.map((event) => event.data.status).sort()).toEqual([
      'in_progress',
      'new',
      'resolved',
    ]);
    expect(events.find((event) => event.data.status === 'resolved')?.data).toMatchObject({
      team: TEAM,
      assignee: { name: 'Adam Team-Admin' },
    });
    // A tampered body does not verify.
    const first = hooks.received[0] as ReceivedWebhook;
    expect(() =>
      verifier.verify(first.body.replace('feedback.updated', 'feedback.deleted'), {
        'webhook-id': String(first.headers['webhook-id']),
        'webhook-timestamp': String(first.headers['webhook-timestamp']),
        'webhook-signature': String(first.headers['webhook-signature']),
      }),
    ).toThrow();
    expect(page.errors).toEqual([]);
  });

  test('"Select all 1,000 matching" ignores the inbox from the bulk bar; the overview’s triage counts follow', async () => {
    // The endpoint would get a message for each of the 1,000 items: the admin removes it first.
    const { endpoints } = (await asAdmin('webhooks.list', { team: TEAM }, 'query')) as {
      endpoints: { id: string }[];
    };
    for (const endpoint of endpoints) {
      await asAdmin('webhooks.delete', { team: TEAM, id: endpoint.id });
    }

    const page = await stack.newPage(browser);
    await stack.signIn(page, 'dev-editor', `/t/${TEAM}?survey=${INBOX}`);
    const counts = page.getByTestId('triage-counts');
    const count = (status: string) =>
      counts.getByTestId(`triage-${status}`).getByTestId('triage-count').textContent();
    expect(await count('new')).toBe('1,000');
    expect(await count('ignored')).toBe('0');
    await counts.getByTestId('triage-new').click();
    await page.waitForURL(
      (url) => url.pathname.endsWith('/feedback') && url.searchParams.get('status') === 'new',
    );
    await hydrated(page);
    await expect
      .poll(() => page.getByTestId('result-count').textContent(), { timeout: 10_000 })
      .toBe('1,000 items match');

    await page.getByTestId('select-page').check();
    const bar = page.getByTestId('bulk-bar');
    await bar.getByLabel('Select all 1,000 matching').check();
    expect(await bar.getByTestId('bulk-count').textContent()).toContain(
      'All 1,000 matching items selected',
    );
    await bar.getByLabel('Status', { exact: true }).selectOption({ label: 'Ignored' });
    await bar.getByRole('button', { name: 'Set status' }).click();
    await page.getByTestId('action-done').filter({ hasText: '1,000 items changed.' }).waitFor();
    await expect
      .poll(() => page.getByTestId('result-count').textContent(), { timeout: 10_000 })
      .toBe('0 items match');

    await page.goto(`${stack.web.url}/t/${TEAM}?survey=${INBOX}`);
    expect(await count('new')).toBe('0');
    expect(await count('ignored')).toBe('1,000');
    expect(page.errors).toEqual([]);
  });
});
