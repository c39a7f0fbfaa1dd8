/**
 * The webhooks page through Chromium as team members signed in through the real sign-in: an
 * admin adds an endpoint pointing at a receiver on loopback (the API runs with
 * `HEED_WEBHOOK_ALLOW_HTTP` and `HEED_WEBHOOK_ALLOW_PRIVATE`), sees its secret once, sends a test
 * event and finds it in the delivery log; the API's refusals come back on the page in its words;
 * members who are not admins neither see nor open the page.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe-scan.ts';
import { applyVariant, VARIANTS } from './page-tour.ts';
import { launchBrowser, type Stack, startStack } from './support.ts';

const TEAM = 'default';
const ADMIN = ['dev-team-admin', ['heed-dev-team-admins']] as const;

/** What the receiver on loopback was sent. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let stack: Stack;
let browser: Browser;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const waiting = new Map<string, (message: Received) => void>();

/** The message with `webhook-id` `id` once the receiver got it. */
function receivedMessage(id: string): Promise<Received> {
  const got = received.find((message) => message.headers['webhook-id'] === id);
  if (got) return Promise.resolve(got);
  return new Promise((resolve) => waiting.set(id, resolve));
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const message = { headers: request.headers, body: Buffer.concat(chunks).toString() };
      received.push(message);
      waiting.get(String(request.headers['webhook-id']))?.(message);
      response.writeHead(204).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/heed`;
  stack = await startStack({
    apiEnv: { HEED_WEBHOOK_ALLOW_HTTP: 'true', HEED_WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  browser = await launchBrowser();
  await stack.setUpOrganisation();
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

/** The status of message `messageId` of endpoint `id`, as the API has it now. */
async function statusOf(id: string, messageId: string): Promise<string | undefined> {
  const log = (await asAdmin('webhooks.messages', { team: TEAM, id }, 'query')) as {
    messages: { id: string; status: string }[];
  };
  return log.messages.find((message) => message.id === messageId)?.status;
}

async function navLinks(page: Page): Promise<string[]> {
  return (
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()
  ).map((text) => text.trim());
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

describe('the webhooks page', () => {
  test('an admin adds an endpoint, sees its secret once, sends a test event and finds it in the delivery log', async () => {
    const page = await stack.newPage(browser);
    await stack.signIn(page, ADMIN[0], `/t/${TEAM}`);
    expect(await navLinks(page)).toContain('Webhooks');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await page.waitForURL(`${stack.web.url}/t/${TEAM}/webhooks`);
    await page.getByTestId('webhooks-empty').waitFor();

    const create = page.getByRole('region', { name: 'Add an endpoint' });
    // A new endpoint starts with feedback.created; the test event is not offered.
    expect(await create.getByRole('checkbox', { name: /feedback\.created/ }).isChecked()).toBe(
      true,
    );
    expect(await create.getByRole('checkbox', { name: /feedback\.deleted/ }).isChecked()).toBe(
      false,
    );
    expect(await create.getByRole('checkbox', { name: /webhook\.test/ }).count()).toBe(0);
    await create.getByLabel('URL').fill(receiverUrl);
    await create.getByLabel(/Description/).fill('Issue tracker');
    await create.getByRole('checkbox', { name: /feedback\.deleted/ }).check();
    await create.getByRole('button', { name: 'Create endpoint' }).click();

    const shown = page.getByTestId('webhook-secret-once');
    await shown.waitFor();
    const secret = await page.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await shown.getByRole('status').first().textContent()).toMatch(/shown only this once/);
    expect(await shown.getByRole('button', { name: /Copy Signing secret/ }).count()).toBe(1);
    const snippet = await page.getByTestId('verification-snippet').textContent();
    expect(snippet).toContain("from 'standardwebhooks'");
    expect(snippet).toContain('wh.verify(rawBody');

    // The form is ready for the next endpoint, with the events a new one starts with.
    expect(await create.getByLabel('URL').inputValue()).toBe('');
    expect(await create.getByRole('checkbox', { name: /feedback\.created/ }).isChecked()).toBe(
      true,
    );
    expect(await create.getByRole('checkbox', { name: /feedback\.deleted/ }).isChecked()).toBe(
      false,
    );

    const card = page.getByTestId('webhook-endpoint').filter({ hasText: 'Issue tracker' });
    expect(await card.getByTestId('endpoint-url').textContent()).toBe(receiverUrl);
    expect(await card.getByTestId('endpoint-state').textContent()).toBe('Enabled');
    expect(await card.locator('.events .badge').allTextContents()).toEqual([
      'feedback.created',
      'feedback.deleted',
    ]);
    expect(await looksOf(page)).toEqual({});

    // The secret is shown once: never again on the page.
    await page.goto(`${stack.web.url}/t/${TEAM}/webhooks`);
    expect(await page.content()).not.toContain(secret);

    await card.getByRole('button', { name: /Send test event/ }).click();
    const queued = page.getByTestId('test-queued');
    await queued.waitFor();
    const messageId = /msg_[0-9A-Z]{26}/.exec((await queued.textContent()) ?? '')?.[0];
    expect(messageId).toBeDefined();
    await queued.getByRole('link', { name: 'See the delivery log' }).click();
    await page.getByRole('heading', { name: 'Delivery log of Issue tracker' }).waitFor();
    const endpointId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    const message = page.getByTestId('webhook-message').filter({ hasText: messageId ?? '' });
    expect(await message.getByRole('heading').textContent()).toBe('webhook.test');
    if ('webhookDelivery' in stack.api.runtime) {
      // The API sends it: once the receiver has it, signed, the log says it was delivered.
      const delivered = await receivedMessage(messageId ?? '');
      expect(delivered.headers['webhook-signature']).toMatch(/^v1,/);
      expect(JSON.parse(delivered.body)).toMatchObject({ type: 'webhook.test' });
      // The worker records the answer after the receiver has sent it.
      while ((await statusOf(endpointId, messageId ?? '')) !== 'delivered') {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await page.reload();
      expect(await message.getByTestId('message-status').textContent()).toBe('delivered');
      expect(await message.getByTestId('message-last-attempt').textContent()).toContain('HTTP 204');
    } else {
      // Without a delivery worker the message waits in the outbox.
      expect(await message.getByTestId('message-status').textContent()).toBe('pending');
      expect(await message.getByTestId('message-attempts').textContent()).toBe('0');
      expect(await message.getByTestId('message-last-attempt').textContent()).toContain(
        'Not tried yet',
      );
    }
    // The body it carries, as sent: `{ type, timestamp, data }`.
    await message.getByText('Body sent').click();
    const body = JSON.parse((await message.getByTestId('message-body').textContent()) ?? '{}');
    expect(body).toMatchObject({ type: 'webhook.test', data: { team: TEAM } });
    expect(await looksOf(page)).toEqual({});

    await message.getByRole('button', { name: /Retry/ }).click();
    expect(await page.getByTestId('action-done').textContent()).toBe(
      `Message ${messageId} is due again; it is sent shortly.`,
    );
    expect(page.errors).toEqual([]);
  });

  test('an admin edits, disables and enables an endpoint, rotates its secret and deletes it after confirmation', async () => {
    await asAdmin('webhooks.create', {
      team: TEAM,
      url: `${receiverUrl}/crm`,
      description: 'CRM',
      eventTypes: ['feedback.created'],
    });
    const page = await stack.newPage(browser);
    await stack.signIn(page, ADMIN[0], `/t/${TEAM}/webhooks`);
    const card = () => page.getByTestId('webhook-endpoint').filter({ hasText: /CRM/ });

    await card().getByRole('link', { name: /Edit/ }).click();
    await page.waitForURL((url) => url.searchParams.has('edit'));
    await card()
      .getByLabel(/Description/)
      .fill('CRM sync');
    await card()
      .getByRole('checkbox', { name: /survey\.deleted/ })
      .check();
    await card().getByRole('button', { name: 'Save endpoint' }).click();
    await page.getByTestId('action-done').filter({ hasText: 'Endpoint saved.' }).waitFor();
    expect(await card().getByRole('heading', { level: 3 }).textContent()).toBe('CRM sync');
    expect(await card().locator('.events .badge').allTextContents()).toEqual([
      'feedback.created',
      'survey.deleted',
    ]);

    await card()
      .getByRole('button', { name: /Disable/ })
      .click();
    await page.getByTestId('action-done').filter({ hasText: 'Endpoint disabled' }).waitFor();
    expect(await card().getByTestId('endpoint-state').textContent()).toBe('Disabled');
    expect(await card().getByTestId('endpoint-disabled-reason').textContent()).toBe(
      'Disabled by a team admin.',
    );
    await card()
      .getByRole('button', { name: /Enable/ })
      .click();
    await page.getByTestId('action-done').filter({ hasText: 'Endpoint enabled' }).waitFor();
    expect(await card().getByTestId('endpoint-state').textContent()).toBe('Enabled');

    await card()
      .getByRole('link', { name: /Rotate secret/ })
      .click();
    await page.waitForURL((url) => url.searchParams.has('rotate'));
    const grace = card().getByLabel('Grace period');
    expect(await grace.inputValue()).toBe('24');
    expect(await looksOf(page)).toEqual({});
    await grace.selectOption({ label: '3 days' });
    await card().getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('heading', { name: 'Secret rotated' }).waitFor();
    expect(await page.getByTestId('webhook-secret').inputValue()).toMatch(/^whsec_/);
    expect(await page.getByTestId('webhook-secret-once').textContent()).toMatch(
      /Until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC messages carry a signature with the old secret too/,
    );

    await page.goto(`${stack.web.url}/t/${TEAM}/webhooks`);
    await card().getByRole('button', { name: 'Delete…' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('its pending messages are dropped');
    // Nothing goes until the dialog's own button is pressed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await card().count()).toBe(1);
    await card().getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('action-done').filter({ hasText: 'Endpoint deleted' }).waitFor();
    expect(await card().count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  test('an endpoint Heed disabled says why (410 Gone, failing for 5 days); enabling it clears the reason', async () => {
    const db = new pg.Client({ connectionString: stack.api.database.url });
    await db.connect();
    try {
      for (const [description, reason] of [
        ['Gone receiver', 'gone'],
        ['Failing receiver', 'failing'],
      ] as const) {
        const { id } = (await asAdmin('webhooks.create', {
          team: TEAM,
          url: `${receiverUrl}/${reason}`,
          description,
          eventTypes: ['feedback.created'],
        })) as { id: string };
        // What the delivery worker records when it disables an endpoint.
        await db.query(
          'update webhook_endpoint set enabled = false, disabled_reason = $2 where id = $1',
          [id, reason],
        );
      }
    } finally {
      await db.end();
    }
    const page = await stack.newPage(browser);
    await stack.signIn(page, ADMIN[0], `/t/${TEAM}/webhooks`);
    const card = (name: string) => page.getByTestId('webhook-endpoint').filter({ hasText: name });
    expect(await card('Gone receiver').getByTestId('endpoint-disabled-reason').textContent()).toBe(
      'It answered 410 Gone.',
    );
    expect(
      await card('Failing receiver').getByTestId('endpoint-disabled-reason').textContent(),
    ).toBe('It was failing for 5 days.');
    expect(await looksOf(page)).toEqual({});

    await card('Gone receiver')
      .getByRole('button', { name: /Enable/ })
      .click();
    await page.getByTestId('action-done').filter({ hasText: 'Endpoint enabled' }).waitFor();
    expect(await card('Gone receiver').getByTestId('endpoint-state').textContent()).toBe('Enabled');
    expect(await card('Gone receiver').getByTestId('endpoint-disabled-reason').count()).toBe(0);
    // Each with its delete: nothing else in this file expects them.
    for (const name of ['Gone receiver', 'Failing receiver']) {
      await card(name).getByRole('button', { name: 'Delete…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByTestId('action-done').filter({ hasText: 'Endpoint deleted' }).waitFor();
    }
    expect(page.errors).toEqual([]);
  });

  test('the delivery log filters by status and pages to older messages through the query string', async () => {
    const { id } = (await asAdmin('webhooks.create', {
      team: TEAM,
      url: `${receiverUrl}/paged`,
      description: 'Paged',
      eventTypes: ['feedback.created'],
    })) as { id: string };
    // One more message than a page holds.
    for (let sent = 0; sent < 51; sent += 1) {
      await asAdmin('webhooks.test', { team: TEAM, id });
    }
    const page = await stack.newPage(browser);
    await stack.signIn(page, ADMIN[0], `/t/${TEAM}/webhooks/${id}`);
    expect(await page.getByTestId('webhook-message').count()).toBe(50);
    await page.getByRole('link', { name: 'Older' }).click();
    await page.waitForURL((url) => url.searchParams.has('cursor'));
    expect(await page.getByTestId('webhook-message').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Older' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Newest' }).click();
    await page.waitForURL((url) => !url.searchParams.has('cursor'));

    const filter = page.getByRole('navigation', { name: 'Message status' });
    await filter.getByRole('link', { name: 'Failed' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    expect(await page.getByTestId('messages-empty').textContent()).toContain('No failed messages');
    expect(await filter.getByRole('link', { name: 'Failed' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(page.errors).toEqual([]);
  });

  test('a refused action shows the API’s reason on the page: a 21st endpoint', async () => {
    const { endpoints } = (await asAdmin('webhooks.list', { team: TEAM }, 'query')) as {
      endpoints: unknown[];
    };
    for (let count = endpoints.length; count < 20; count += 1) {
      await asAdmin('webhooks.create', {
        team: TEAM,
        url: `${receiverUrl}/${count}`,
        eventTypes: ['feedback.created'],
      });
    }
    const page = await stack.newPage(browser);
    await stack.signIn(page, ADMIN[0], `/t/${TEAM}/webhooks`);
    expect(await page.getByTestId('webhook-endpoint').count()).toBe(20);
    const create = page.getByRole('region', { name: 'Add an endpoint' });
    await create.getByLabel('URL').fill(`${receiverUrl}/one-too-many`);
    await create.getByRole('button', { name: 'Create endpoint' }).click();
    const alert = page.getByTestId('action-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('A team has at most 20 webhook endpoints');
    expect(await page.getByTestId('webhook-endpoint').count()).toBe(20);
    expect(await page.getByTestId('webhook-secret-once').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  test('an editor and a viewer see no Webhooks entry, and the pages refuse them', async () => {
    const { endpoints } = (await asAdmin('webhooks.list', { team: TEAM }, 'query')) as {
      endpoints: { id: string }[];
    };
    for (const sub of ['dev-editor', 'dev-viewer']) {
      const page = await stack.newPage(browser);
      await stack.signIn(page, sub, `/t/${TEAM}`);
      expect(await navLinks(page)).not.toContain('Webhooks');
      for (const path of ['/webhooks', `/webhooks/${endpoints[0]?.id}`]) {
        const response = await page.goto(`${stack.web.url}/t/${TEAM}${path}`);
        expect(response?.status()).toBe(403);
        expect(await page.getByRole('alert').textContent()).toBe(
          'Only admins of this team manage its webhooks.',
        );
      }
      expect(page.errors).toEqual([]);
    }
  });
});
