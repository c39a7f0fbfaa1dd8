import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertBodyOf, feedbackItemOf, textAnswer } from '../testing/alert-bodies.ts';
import {
  type AlertDestinationSpec,
  insertAlertDestination,
  insertAlertMessage,
  insertAlertRule,
} from '../testing/alert-fixtures.ts';
import { type SeededTeam, seedTeam } from '../testing/fixtures.ts';
import { metricValue, scrapeMetrics } from '../testing/metrics-scrape.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../testing/smtp-receiver.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';
import {
  type ReceivedWebhook,
  type ReceiverAnswer,
  settledMessage,
  startWebhookReceiver,
  storedAttempts,
  storedMessage,
  type WebhookReceiver,
} from '../testing/webhook-receiver.ts';

/**
 * What goes wrong when alert messages are sent: a Slack or Teams answer other than a 2xx is
 * retried after the webhooks' schedule (a 410 too: there is nothing to disable), then the message
 * fails; an SMTP refusal or an unreachable SMTP server is an attempt error (`smtp_<code>`), retried
 * the same way; every attempt is in `webhook_attempt`. A message whose item is gone before its
 * body was made, or whose body is not an alert's, fails without being sent.
 * Rule: docs/rules/alert-messages.md#alert-messages-5.
 */

const ENVIRONMENT = {
  HEED_WEBHOOK_ALLOW_HTTP: 'true',
  HEED_WEBHOOK_ALLOW_PRIVATE: 'true',
  HEED_WEBHOOK_RETRY_SCHEDULE: '1s,1s',
  HEED_WEBHOOK_TIMEOUT_MS: '2000',
  HEED_SMTP_FROM: 'alerts@heed.example.com',
};

let app: TestApp;
let unreachable: TestApp;
let team: SeededTeam;
let otherTeam: SeededTeam;
let receiver: WebhookReceiver;
let smtp: SmtpReceiver;
const answers = new Map<string, (index: number) => ReceiverAnswer>();

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const closed = await startSmtpReceiver();
  await closed.close();
  receiver = await startWebhookReceiver((request) => {
    const index = receiver.received.filter((got) => got.path === request.path).length - 1;
    return answers.get(request.path)?.(index) ?? { status: 200 };
  });
  [app, unreachable] = await Promise.all([
    startTestApp({ ...ENVIRONMENT, HEED_SMTP_URL: smtp.url }),
    // An SMTP server that does not answer (the port is closed).
    startTestApp({ ...ENVIRONMENT, HEED_SMTP_URL: closed.url }),
  ]);
  team = await seedTeam(app, { slug: 'alert-errors' });
  otherTeam = await seedTeam(unreachable, { slug: 'alert-errors-smtp' });
});
afterAll(async () => {
  await Promise.all([app?.close(), unreachable?.close()]);
  await receiver?.close();
  await smtp?.close();
});

const on = (path: string) => receiver.received.filter((request) => request.path === path);

async function alertMessage(
  destination: AlertDestinationSpec,
  options: { on?: TestApp; teamId?: string; payload?: Record<string, unknown> } = {},
) {
  const target = options.on ?? app;
  const teamId = options.teamId ?? team.teamId;
  const { id: ruleId } = await insertAlertRule(target, {
    teamId,
    name: 'Failing alert',
    filter: { surveyId: 'watched-survey' },
  });
  const destinationId = await insertAlertDestination(target, { teamId, ruleId, ...destination });
  const payload =
    options.payload ??
    alertBodyOf({
      ruleId,
      ruleName: 'Failing alert',
      team: 'alert-errors',
      items: [feedbackItemOf([textAnswer('Comment', 'It broke.')])],
    });
  const messageId = await insertAlertMessage(target, {
    teamId,
    ruleId,
    target: { destinationId },
    payload,
  });
  return { ruleId, destinationId, messageId };
}

describe('alert delivery failures', () => {
  it('retries a Slack answer of 500 and delivers the same body on the next attempt', async () => {
    answers.set('/slack/flaky', (index) =>
      index === 0 ? { status: 500, body: 'internal_error' } : { status: 200, body: 'ok' },
    );
    const { messageId } = await alertMessage({ type: 'slack', url: `${receiver.url}/slack/flaky` });
    const settled = await settledMessage(app, messageId);
    expect(settled).toMatchObject({ status: 'delivered', attempts: 2, last_http_status: 200 });
    const attempts = await storedAttempts(app, messageId);
    expect(attempts.map((attempt) => [attempt.http_status, attempt.response_body])).toEqual([
      [500, 'internal_error'],
      [200, 'ok'],
    ]);
    const [first, second] = on('/slack/flaky') as [ReceivedWebhook, ReceivedWebhook];
    expect(second.body).toBe(first.body);
    expect(second.at - first.at).toBeGreaterThanOrEqual(850);
  });

  it('retries a Teams destination after each pause of the schedule, then fails the message', async () => {
    answers.set('/teams/broken', () => ({ status: 400, body: 'Bad card' }));
    const { messageId } = await alertMessage({
      type: 'teams',
      url: `${receiver.url}/teams/broken`,
    });
    expect(await settledMessage(app, messageId)).toMatchObject({
      status: 'failed',
      attempts: 3,
      next_attempt_at: null,
      last_http_status: 400,
      delivered_at: null,
    });
    expect((await storedAttempts(app, messageId)).map((attempt) => attempt.http_status)).toEqual([
      400, 400, 400,
    ]);
    expect(on('/teams/broken')).toHaveLength(3);
  });

  it('retries a 410 from a chat destination like any other answer', async () => {
    answers.set('/slack/archived', (index) => ({ status: index === 0 ? 410 : 200 }));
    const { messageId } = await alertMessage({
      type: 'slack',
      url: `${receiver.url}/slack/archived`,
    });
    expect(await settledMessage(app, messageId)).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
    expect((await storedAttempts(app, messageId)).map((attempt) => attempt.http_status)).toEqual([
      410, 200,
    ]);
  });

  it('records an SMTP refusal as smtp_<code> and sends again after the pause', async () => {
    smtp.rejectRecipient = (index) => (index === 0 ? 451 : undefined);
    try {
      smtp.offered = 0;
      const { messageId } = await alertMessage({ type: 'email', to: ['refused@shop.example'] });
      expect(await settledMessage(app, messageId)).toMatchObject({
        status: 'delivered',
        attempts: 2,
        last_error: null,
      });
      const attempts = await storedAttempts(app, messageId);
      expect(attempts.map((attempt) => [attempt.http_status, attempt.error])).toEqual([
        [null, 'smtp_451'],
        [null, null],
      ]);
      expect(
        smtp.received.filter((got) => got.envelope.to.includes('refused@shop.example')),
      ).toHaveLength(1);
    } finally {
      smtp.rejectRecipient = () => undefined;
    }
  });

  it('fails an e-mail after the schedule when the SMTP server cannot be reached', async () => {
    const { messageId } = await alertMessage(
      { type: 'email', to: ['nobody@shop.example'] },
      { on: unreachable, teamId: otherTeam.teamId },
    );
    const settled = await settledMessage(unreachable, messageId);
    expect(settled).toMatchObject({ status: 'failed', attempts: 3, last_http_status: null });
    const attempts = await storedAttempts(unreachable, messageId);
    expect(attempts).toHaveLength(3);
    for (const attempt of attempts) {
      expect(attempt.error).toMatch(/^smtp_[a-z0-9]+$/);
      expect(attempt.error).not.toBe('smtp_timeout');
    }
    const text = await scrapeMetrics(unreachable);
    expect(
      metricValue(text, 'heed_webhook_deliveries_total', { channel: 'email', outcome: 'failed' }),
    ).toBe(1);
    expect(
      metricValue(text, 'heed_webhook_deliveries_total', {
        channel: 'email',
        outcome: 'failed_attempt',
      }),
    ).toBe(2);
  });

  it('fails an instant alert whose item is gone before its body was made, without sending', async () => {
    const { id: ruleId } = await insertAlertRule(app, {
      teamId: team.teamId,
      name: 'Gone',
      filter: { surveyId: 'watched-survey' },
    });
    const destinationId = await insertAlertDestination(app, {
      teamId: team.teamId,
      ruleId,
      type: 'slack',
      url: `${receiver.url}/slack/gone-item`,
    });
    const messageId = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      feedbackId: randomUUID(),
    });
    expect(await settledMessage(app, messageId)).toMatchObject({
      status: 'failed',
      attempts: 0,
      last_error: 'item_deleted',
      payload: null,
    });
    expect(on('/slack/gone-item')).toHaveLength(0);
  });

  it('fails a message whose body is not an alert’s at once, without sending', async () => {
    const { messageId } = await alertMessage(
      { type: 'slack', url: `${receiver.url}/slack/bad-body` },
      { payload: { type: 'alert.triggered', timestamp: new Date().toISOString(), data: {} } },
    );
    expect(await settledMessage(app, messageId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'invalid_body',
    });
    expect(on('/slack/bad-body')).toHaveLength(0);
  });

  it('retries a destination whose sealed URL does not open, without sending anything', async () => {
    const { id: ruleId } = await insertAlertRule(app, {
      teamId: team.teamId,
      name: 'Unreadable',
      filter: { surveyId: 'watched-survey' },
    });
    const sealedFor = async (url: string) =>
      insertAlertDestination(app, { teamId: team.teamId, ruleId, type: 'slack', url });
    const other = await sealedFor(`${receiver.url}/slack/unreadable`);
    const destinationId = await sealedFor(`${receiver.url}/slack/unreadable`);
    // Sealed for another destination: it does not open for this one.
    await app.runtime.deps.orm.em
      .fork()
      .execute(
        'update alert_destination set url_sealed = (select url_sealed from alert_destination where id = ?) where id = ?',
        [other, destinationId],
      );
    const messageId = await insertAlertMessage(app, {
      teamId: team.teamId,
      ruleId,
      target: { destinationId },
      payload: alertBodyOf({
        ruleId,
        ruleName: 'Unreadable',
        team: 'alert-errors',
        items: [feedbackItemOf([textAnswer('Comment', 'Hidden.')])],
      }),
    });
    const { value } = await waitFor(async () => {
      const row = await storedMessage(app, messageId);
      return row.attempts > 0 ? row : undefined;
    }, 10_000);
    expect(value).toMatchObject({ status: 'pending', last_error: 'destination_unreadable' });
    expect(value?.next_attempt_at).not.toBeNull();
    expect(on('/slack/unreadable')).toHaveLength(0);
  });
});
