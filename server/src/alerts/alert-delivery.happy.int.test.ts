import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertBodyOf, feedbackItemOf, ratingAnswer, textAnswer } from '../testing/alert-bodies.ts';
import {
  type AlertDestinationSpec,
  insertAlertMessage,
  insertAlertRule,
} from '../testing/alert-fixtures.ts';
import { objectsIn, slackViolations } from '../testing/alert-message-checks.ts';
import { callAs, submit } from '../testing/curating.fixtures.ts';
import { mapGroup } from '../testing/dashboard-fixtures.ts';
import { fourFieldSubmission, type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { metricValue, scrapeMetrics } from '../testing/metrics-scrape.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../testing/smtp-receiver.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';
import { insertWebhookEndpoint } from '../testing/webhook-fixtures.ts';
import {
  type ReceivedWebhook,
  settledMessage,
  startWebhookReceiver,
  storedAttempts,
  storedMessage,
  type WebhookReceiver,
} from '../testing/webhook-receiver.ts';
import { messageIdOf } from '../webhooks/message-id.ts';
import type { SlackMessage } from './messages/slack-message.ts';
import { TEAMS_LIMITS, type TeamsMessage } from './messages/teams-message.ts';

/**
 * Alert messages delivered: an instant match written as the submission writes it (the item, no
 * body) gets its `alert.triggered` body from the item and goes to Slack as Block Kit, to Teams as
 * an Adaptive Card, by e-mail through SMTP (text and HTML), and to a webhook endpoint signed like
 * every webhook; digests, "and N more" and test messages are rendered from their stored body.
 * Rule: docs/rules/alert-messages.md#alert-messages-5.
 */

const PUBLIC_URL = 'https://heed.example.com';
const FROM = 'Heed Alerts <alerts@heed.example.com>';

let app: TestApp;
let team: SeededTeam;
let receiver: WebhookReceiver;
let smtp: SmtpReceiver;
let viewer: string;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  receiver = await startWebhookReceiver(() => ({ status: 200, body: 'ok' }));
  app = await startTestApp({
    HEED_WEBHOOK_ALLOW_HTTP: 'true',
    HEED_WEBHOOK_ALLOW_PRIVATE: 'true',
    HEED_WEBHOOK_RETRY_SCHEDULE: '1s,1s',
    HEED_WEBHOOK_TIMEOUT_MS: '2000',
    HEED_PUBLIC_URL: PUBLIC_URL,
    HEED_SMTP_URL: smtp.url,
    HEED_SMTP_FROM: FROM,
  });
  team = await seedTeam(app, { slug: 'alerts-shop' });
  await mapGroup(app, 'alerts-shop', 'g-viewers', 'viewer');
  viewer = await app.tokenFor({ sub: 'viewer-1', groups: ['g-viewers'] });
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
  await smtp?.close();
});

// The rules watch a survey nothing is submitted to: only the messages a test writes are sent.
const WATCHED = 'watched-survey';

async function ruleWith(
  destination: AlertDestinationSpec,
  options: { name?: string; mode?: 'instant' | 'digest'; tz?: string } = {},
) {
  const rule = await insertAlertRule(app, {
    teamId: team.teamId,
    name: options.name ?? 'Unhappy at checkout',
    filter: { surveyId: WATCHED },
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.tz ? { tz: options.tz } : {}),
    destinations: [destination],
  });
  return { ruleId: rule.id, destinationId: String(rule.destinationIds[0]) };
}

/** An item stored through the submission route: a rating of 4/5, a text and two choices. */
async function storedItem(): Promise<string> {
  const answer = await submit(app, team, fourFieldSubmission('checkout'));
  expect(answer.status).toBe(201);
  return String(answer.body.id);
}

async function receivedOn(path: string, count = 1): Promise<ReceivedWebhook[]> {
  const { value } = await waitFor(() => {
    const got = receiver.received.filter((request) => request.path === path);
    return got.length >= count ? got : undefined;
  }, 15_000);
  if (!value) throw new Error(`fewer than ${count} requests on ${path}`);
  return value;
}

async function mailTo(address: string) {
  const { value } = await waitFor(
    () => smtp.received.find((got) => got.envelope.to.includes(address)),
    15_000,
  );
  if (!value) throw new Error(`no e-mail to ${address}`);
  return value;
}

describe('alert delivery', () => {
  it('sends an instant match to Slack as Block Kit, its body made from the item', async () => {
    const feedbackId = await storedItem();
    const { ruleId, destinationId } = await ruleWith({
      type: 'slack',
      url: `${receiver.url}/services/T000/B000/slack-instant`,
    });
    const messageId = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      feedbackId,
    });
    const [request] = await receivedOn('/services/T000/B000/slack-instant');
    if (!request) throw new Error('unreachable');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['webhook-signature']).toBeUndefined();
    const slack = JSON.parse(request.body) as SlackMessage;
    expect(slackViolations(slack)).toEqual([]);
    expect(slack.blocks[0]).toMatchObject({
      type: 'header',
      text: { type: 'plain_text', text: 'Unhappy at checkout' },
    });
    const texts = [...objectsIn(slack.blocks)].map((object) => object.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'How was it?',
        '\n★★★★☆ 4/5',
        'Anything to add?',
        'Quick and easy.',
        '\nweb',
        '\nprice, speed',
        'Survey: checkout',
        'App: backend',
      ]),
    );
    const quote = [...objectsIn(slack.blocks)].find((o) => o.type === 'rich_text_quote');
    expect(quote).toEqual({
      type: 'rich_text_quote',
      elements: [{ type: 'text', text: 'Quick and easy.' }],
    });
    const button = [...objectsIn(slack.blocks)].find((o) => o.type === 'button');
    expect(button).toMatchObject({
      text: { text: 'View in Heed' },
      url: `${PUBLIC_URL}/t/alerts-shop/feedback?item=${feedbackId}`,
    });
    expect(slack.text).toBe(
      'Unhappy at checkout: New feedback matches this alert. “Quick and easy.”',
    );

    expect(await settledMessage(app, messageId)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_http_status: 200,
      last_error: null,
      claimed_by: null,
    });
    const [attempt] = await storedAttempts(app, messageId);
    expect(attempt).toMatchObject({ http_status: 200, error: null, response_body: 'ok' });
    // The body made before the first attempt: the webhooks' `alert.triggered` with the item.
    const item = await callAs(app, viewer, 'GET', `/intern/feedback/${feedbackId}`, {
      team: 'alerts-shop',
    });
    expect(item.status).toBe(200);
    const stored = (await storedMessage(app, messageId)).payload as Record<string, unknown>;
    expect(stored).toEqual({
      type: 'alert.triggered',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: {
        rule: { id: ruleId, name: 'Unhappy at checkout' },
        team: 'alerts-shop',
        items: [item.body],
        total: 1,
      },
    });
  });

  it('sends a digest to Teams as an Adaptive Card: the count, the newest items and links', async () => {
    const items = [1, 2, 3].map((n) =>
      feedbackItemOf(
        [ratingAnswer('Overall', n), textAnswer('Why?', `Reason number ${n} & <more>`)],
        {
          receivedAt: `2026-11-2${n}T08:00:00.000Z`,
        },
      ),
    );
    const { ruleId, destinationId } = await ruleWith(
      { type: 'teams', url: `${receiver.url}/workflows/teams-digest` },
      { name: 'Daily checkout digest', mode: 'digest', tz: 'Europe/Oslo' },
    );
    const messageId = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      payload: alertBodyOf({
        ruleId,
        ruleName: 'Daily checkout digest',
        team: 'alerts-shop',
        items,
        total: 12,
      }),
    });
    const [request] = await receivedOn('/workflows/teams-digest');
    if (!request) throw new Error('unreachable');
    expect(request.headers['content-type']).toBe('application/json');
    expect(Buffer.byteLength(request.body)).toBeLessThanOrEqual(TEAMS_LIMITS.messageBytes);
    const teams = JSON.parse(request.body) as TeamsMessage;
    expect(teams.type).toBe('message');
    expect(teams.attachments).toHaveLength(1);
    const [attachment] = teams.attachments;
    expect(attachment.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(attachment.content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    const card = attachment.content;
    expect(card.body[0]).toMatchObject({ type: 'TextBlock', text: 'Daily checkout digest' });
    expect(card.body[1]).toMatchObject({
      type: 'TextBlock',
      text: '12 matches in the last 24 hours. The 3 newest:',
    });
    expect(card.body.filter((element) => element.type === 'Container')).toHaveLength(3);
    const runs = [...objectsIn(card)].filter((o) => o.type === 'TextRun').map((o) => o.text);
    expect(runs).toEqual([1, 2, 3].map((n) => `Reason number ${n} & <more>`));
    const received = [...objectsIn(card)]
      .filter((o) => o.type === 'FactSet')
      .flatMap((o) => o.facts as { title: string; value: string }[])
      .filter((fact) => fact.title === 'Received');
    expect(received[0]?.value).toBe('21 Nov 2026, 09:00 Europe/Oslo');
    const links = [...objectsIn(teams)].filter((o) => o.type === 'Action.OpenUrl');
    expect(links.map((link) => link.url)).toEqual([
      ...items.map((item) => `${PUBLIC_URL}/t/alerts-shop/feedback?item=${item.id}`),
      `${PUBLIC_URL}/t/alerts-shop/feedback?surveyId=${WATCHED}`,
    ]);
    expect(await settledMessage(app, messageId)).toMatchObject({
      status: 'delivered',
      attempts: 1,
    });
  });

  it('e-mails an instant match through SMTP: subject, text and HTML with the answers and the link', async () => {
    const feedbackId = await storedItem();
    const to = ['ops@shop.example', 'lead@shop.example'];
    const { ruleId, destinationId } = await ruleWith({ type: 'email', to });
    const messageId = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      feedbackId,
    });
    const { envelope, mail } = await mailTo('ops@shop.example');
    expect(envelope).toEqual({ from: 'alerts@heed.example.com', to });
    expect(mail.from?.value).toEqual([{ name: 'Heed Alerts', address: 'alerts@heed.example.com' }]);
    const recipients = [mail.to].flat().flatMap((each) => each?.value ?? []);
    expect(recipients.map((each) => each.address)).toEqual(to);
    expect(mail.subject).toBe('[Heed] Unhappy at checkout: new feedback');
    expect(mail.messageId).toBe(`<${messageIdOf(messageId)}@heed.example.com>`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const link = `${PUBLIC_URL}/t/alerts-shop/feedback?item=${feedbackId}`;
    expect(mail.text).toContain('How was it?: ★★★★☆ 4/5');
    expect(mail.text).toContain('Anything to add?:\n> Quick and easy.');
    expect(mail.text).toContain('Which topics?: price, speed');
    expect(mail.text).toContain(`View in Heed: ${link}`);
    const html = String(mail.html);
    expect(html).toContain('<h1');
    expect(html).toContain('★★★★☆ 4/5');
    expect(html).toContain('Quick and easy.');
    expect(html).toContain(`href="${link}"`);
    expect(await settledMessage(app, messageId)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_http_status: null,
      last_error: null,
    });
  });

  it('escapes customer values in the e-mail’s HTML', async () => {
    const item = feedbackItemOf([textAnswer('<i>Label</i>', '<script>alert("x")</script> & co')], {
      surveyId: '<b>survey</b>',
    });
    const { ruleId, destinationId } = await ruleWith(
      { type: 'email', to: ['escaped@shop.example'] },
      { name: 'Rule <u>name</u>' },
    );
    await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      payload: alertBodyOf({
        ruleId,
        ruleName: 'Rule <u>name</u>',
        team: 'alerts-shop',
        items: [item],
      }),
    });
    const { mail } = await mailTo('escaped@shop.example');
    const html = String(mail.html);
    for (const raw of ['<script>', '<i>', '<b>', '<u>']) expect(html).not.toContain(raw);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(html).toContain('&lt;i&gt;Label&lt;/i&gt;');
    expect(mail.text).toContain('> <script>alert("x")</script> & co');
  });

  it('sends "and N more" as a short message linking to the explorer', async () => {
    const { ruleId, destinationId } = await ruleWith({
      type: 'slack',
      url: `${receiver.url}/services/T000/B000/slack-more`,
    });
    await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      payload: alertBodyOf({
        ruleId,
        ruleName: 'Hourly',
        team: 'alerts-shop',
        items: [],
        total: 14,
      }),
    });
    const [request] = await receivedOn('/services/T000/B000/slack-more');
    const slack = JSON.parse(String(request?.body)) as SlackMessage;
    expect(slack.blocks.map((block) => block.type)).toEqual(['header', 'section', 'actions']);
    expect(slack.blocks[1]).toMatchObject({
      text: { text: expect.stringMatching(/^14 matches more in the last hour\./) },
    });
    expect([...objectsIn(slack.blocks)].find((o) => o.type === 'button')).toMatchObject({
      text: { text: 'View all in Heed' },
      url: `${PUBLIC_URL}/t/alerts-shop/feedback?surveyId=${WATCHED}`,
    });
  });

  it('marks a test message (data.sample) as a test in Slack, Teams and e-mail', async () => {
    const sample = (ruleId: string) =>
      alertBodyOf({
        ruleId,
        ruleName: 'Sampled',
        team: 'alerts-shop',
        items: [feedbackItemOf([textAnswer('Comment', 'An example answer.')])],
        sample: true,
      });
    const targets: AlertDestinationSpec[] = [
      { type: 'slack', url: `${receiver.url}/services/T000/B000/slack-sample` },
      { type: 'teams', url: `${receiver.url}/workflows/teams-sample` },
      { type: 'email', to: ['sample@shop.example'] },
    ];
    for (const target of targets) {
      const { ruleId, destinationId } = await ruleWith(target, { name: 'Sampled' });
      await insertAlertMessage(app, {
        teamId: team.teamId,
        ruleId,
        target: { destinationId },
        payload: sample(ruleId),
      });
    }
    const [slack] = await receivedOn('/services/T000/B000/slack-sample');
    const slackBody = JSON.parse(String(slack?.body)) as SlackMessage;
    expect(slackBody.text.startsWith('[Test] Sampled:')).toBe(true);
    expect(JSON.stringify(slackBody.blocks[1])).toContain('Test message');
    const [teams] = await receivedOn('/workflows/teams-sample');
    const card = (JSON.parse(String(teams?.body)) as TeamsMessage).attachments[0].content;
    expect(card.body[1]).toMatchObject({
      type: 'TextBlock',
      text: expect.stringMatching(/^Test message/),
    });
    const { mail } = await mailTo('sample@shop.example');
    expect(mail.subject).toBe('[Heed test] Sampled: new feedback');
    expect(mail.text).toContain('Test message');
    expect(String(mail.html)).toContain('Test message');
  });

  it('sends alert.triggered to a webhook endpoint destination, signed, its body made from the item', async () => {
    const feedbackId = await storedItem();
    const { id: endpointId, secret } = await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url: `${receiver.url}/hooks/alerts`,
      eventTypes: ['feedback.deleted'],
    });
    const { ruleId } = await ruleWith({ type: 'webhook', endpointId });
    const messageId = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { endpointId },
      feedbackId,
    });
    const [request] = await receivedOn('/hooks/alerts');
    if (!request) throw new Error('unreachable');
    expect(request.headers['webhook-id']).toBe(messageIdOf(messageId));
    const body = new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    }) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(Object.keys(JSON.parse(request.body))).toEqual(['type', 'timestamp', 'data']);
    const item = await callAs(app, viewer, 'GET', `/intern/feedback/${feedbackId}`, {
      team: 'alerts-shop',
    });
    expect(body.type).toBe('alert.triggered');
    expect(body.data).toEqual({
      rule: { id: ruleId, name: 'Unhappy at checkout' },
      team: 'alerts-shop',
      items: [item.body],
      total: 1,
    });
    expect((await settledMessage(app, messageId)).status).toBe('delivered');
  });

  it('counts deliveries by channel', async () => {
    const text = await scrapeMetrics(app);
    for (const channel of ['slack', 'teams', 'email', 'webhook']) {
      expect(
        metricValue(text, 'heed_webhook_deliveries_total', { outcome: 'delivered', channel }),
      ).toBeGreaterThan(0);
      expect(
        metricValue(text, 'heed_webhook_attempt_duration_seconds_count', { channel }),
      ).toBeGreaterThan(0);
    }
  });
});
