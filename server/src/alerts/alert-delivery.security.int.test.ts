import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertBodyOf, feedbackItemOf, textAnswer } from '../testing/alert-bodies.ts';
import {
  type AlertDestinationSpec,
  insertAlertDestination,
  insertAlertMessage,
  insertAlertRule,
} from '../testing/alert-fixtures.ts';
import { sqlRows } from '../testing/curating.fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { labelValues, metricValue, scrapeMetrics } from '../testing/metrics-scrape.ts';
import { startSmtpReceiver } from '../testing/smtp-receiver.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';
import {
  type StoredMessage,
  startWebhookReceiver,
  storedAttempts,
  storedMessage,
  type WebhookReceiver,
} from '../testing/webhook-receiver.ts';

/**
 * Slack and Teams destinations go through the webhooks' address guard: without
 * `HEED_WEBHOOK_ALLOW_PRIVATE` an internal address fails with `address_not_allowed` before any
 * connection, without `HEED_WEBHOOK_ALLOW_HTTP` an `http` URL with `http_not_allowed`. Their URLs
 * (credentials), e-mail addresses and the SMTP URL's password never reach a log line, an audit
 * event, a metric label or the delivery log. Rule: docs/rules/alert-messages.md#alert-messages-5.
 */

const TOKEN = 'XoXb-T0KEN-in-the-url-51ac';
const SMTP_PASSWORD = 'smtp-PA55-word-7e1d';
const ADDRESS = 'secret.person@shop.example';

let guarded: TestApp;
let httpsOnly: TestApp;
let receiver: WebhookReceiver;
let team: SeededTeam;
let httpsTeam: SeededTeam;
let smtpPort: string;

beforeAll(async () => {
  const closed = await startSmtpReceiver();
  await closed.close();
  smtpPort = new URL(closed.url).port;
  [guarded, httpsOnly] = await Promise.all([
    startTestApp({
      HEED_WEBHOOK_ALLOW_HTTP: 'true',
      HEED_WEBHOOK_RETRY_SCHEDULE: '1s',
      HEED_WEBHOOK_TIMEOUT_MS: '1000',
      HEED_SMTP_URL: `smtp://heed:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
      HEED_SMTP_FROM: 'alerts@heed.example.com',
    }),
    startTestApp({ HEED_WEBHOOK_ALLOW_PRIVATE: 'true', HEED_WEBHOOK_RETRY_SCHEDULE: '1s' }),
  ]);
  team = await seedTeam(guarded, { slug: 'alerts-guarded' });
  httpsTeam = await seedTeam(httpsOnly, { slug: 'alerts-https-only' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await Promise.all([guarded?.close(), httpsOnly?.close()]);
});

async function firstAttempt(
  app: TestApp,
  teamId: string,
  destination: AlertDestinationSpec,
): Promise<StoredMessage> {
  const { id: ruleId } = await insertAlertRule(app, {
    teamId,
    name: 'Guarded',
    filter: { surveyId: 'watched' },
  });
  const destinationId = await insertAlertDestination(app, { teamId, ruleId, ...destination });
  const messageId = await insertAlertMessage(app, {
    teamId,
    ruleId,
    target: { destinationId },
    payload: alertBodyOf({
      ruleId,
      ruleName: 'Guarded',
      team: 'alerts-guarded',
      items: [feedbackItemOf([textAnswer('Comment', 'Hello.')])],
    }),
  });
  const { value } = await waitFor(async () => {
    const row = await storedMessage(app, messageId);
    return row.attempts > 0 ? row : undefined;
  }, 10_000);
  if (!value) throw new Error('no attempt was made');
  return value;
}

describe('the address guard for Slack and Teams destinations', () => {
  const port = () => new URL(receiver.url).port;
  const refused: [string, () => AlertDestinationSpec][] = [
    ['Slack on loopback', () => ({ type: 'slack', url: `http://127.0.0.1:${port()}/${TOKEN}` })],
    [
      'Teams on a name resolving to loopback',
      () => ({ type: 'teams', url: `http://localhost:${port()}/workflows/${TOKEN}` }),
    ],
    [
      'Slack on cloud metadata',
      () => ({ type: 'slack', url: `http://169.254.169.254/latest/${TOKEN}` }),
    ],
    ['Teams on a private address', () => ({ type: 'teams', url: `http://10.0.0.1/${TOKEN}` })],
  ];

  it.each(refused)('refuses %s with address_not_allowed before connecting', async (_, spec) => {
    const message = await firstAttempt(guarded, team.teamId, spec());
    expect(message).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'address_not_allowed',
      last_http_status: null,
    });
    expect(message.next_attempt_at).not.toBeNull();
    const [attempt] = await storedAttempts(guarded, message.id);
    expect(attempt).toMatchObject({ error: 'address_not_allowed', response_body: null });
    expect(receiver.connections).toBe(0);
  });

  it('refuses an http URL without HEED_WEBHOOK_ALLOW_HTTP, before connecting', async () => {
    const message = await firstAttempt(httpsOnly, httpsTeam.teamId, {
      type: 'slack',
      url: `${receiver.url}/${TOKEN}`,
    });
    expect(message).toMatchObject({ last_error: 'http_not_allowed', last_http_status: null });
    expect(receiver.connections).toBe(0);
  });

  it('counts refused alert attempts by channel, without addresses in labels', async () => {
    const text = await scrapeMetrics(guarded);
    for (const channel of ['slack', 'teams']) {
      expect(
        metricValue(text, 'heed_webhook_deliveries_total', {
          outcome: 'address_not_allowed',
          channel,
        }),
      ).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('secrets of alert destinations', () => {
  it('records an unreachable SMTP server as an error code only', async () => {
    const message = await firstAttempt(guarded, team.teamId, { type: 'email', to: [ADDRESS] });
    expect(message.last_error).toMatch(/^smtp_[a-z0-9]+$/);
  });

  it('writes no URL, token, address or SMTP password to the log, the audit trail, the metrics or the delivery log', async () => {
    const secrets = [TOKEN, SMTP_PASSWORD, ADDRESS, '169.254.169.254', '10.0.0.1'];
    for (const app of [guarded, httpsOnly]) {
      const output = app.output.lines.join('\n');
      for (const secret of [...secrets, `:${new URL(receiver.url).port}`, `:${smtpPort}`]) {
        expect(output).not.toContain(secret);
      }
      expect(output).not.toContain('DNS lookup');
      for (const value of labelValues(await scrapeMetrics(app))) {
        for (const secret of secrets) expect(value).not.toContain(secret);
      }
      const logged = await sqlRows<{ text: string }>(
        app,
        `select coalesce(m.last_error, '') || ' ' || coalesce(a.error, '') || ' ' ||
                coalesce(a.response_body, '') as text
           from webhook_message m left join webhook_attempt a on a.message_id = m.id`,
      );
      expect(logged.length).toBeGreaterThan(0);
      for (const { text } of logged) {
        for (const secret of secrets) expect(text).not.toContain(secret);
      }
    }
  });
});
