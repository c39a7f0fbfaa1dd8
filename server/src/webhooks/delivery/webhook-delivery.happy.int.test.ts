import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTextFeedback } from '../../testing/curating.fixtures.ts';
import { type SeededTeam, seedTeam } from '../../testing/fixtures.ts';
import { metricValue, scrapeMetrics } from '../../testing/metrics-scrape.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { insertWebhookEndpoint } from '../../testing/webhook-fixtures.ts';
import {
  enqueueTestMessage,
  insertCreatedMessage,
  type ReceivedWebhook,
  settledMessage,
  startWebhookReceiver,
  storedAttempts,
  storedEndpoint,
  type WebhookReceiver,
} from '../../testing/webhook-receiver.ts';
import { newWebhookSecret, sealEndpointField } from '../endpoint-sealing.ts';
import { messageIdOf } from '../message-id.ts';

/**
 * Webhook delivery (Standard Webhooks v1): a due message is POSTed as JSON with `webhook-id`,
 * `webhook-timestamp` and `webhook-signature` (one `v1,` signature per valid secret) that a
 * receiver verifies; a 2xx delivers it; a retry keeps the `webhook-id`; `feedback.created` carries
 * the item; each message goes out once over several replicas; the outbox is measured.
 */

const ENVIRONMENT = {
  HEED_WEBHOOK_ALLOW_HTTP: 'true',
  HEED_WEBHOOK_ALLOW_PRIVATE: 'true',
  HEED_WEBHOOK_RETRY_SCHEDULE: '1s,1s',
  HEED_WEBHOOK_TIMEOUT_MS: '1000',
};

let app: TestApp;
let team: SeededTeam;
let receiver: WebhookReceiver;

beforeAll(async () => {
  // Messages past 30 days are looked for every 300 ms (instead of every 10 minutes).
  app = await startTestApp(ENVIRONMENT, { webhookDelivery: { cleanupEveryMs: 300 } });
  team = await seedTeam(app, { slug: 'hooks' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await app.close();
});

const headersOf = (request: ReceivedWebhook) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

async function endpoint(path: string, eventTypes = ['webhook.test']) {
  return insertWebhookEndpoint(app, {
    teamId: team.teamId,
    url: `${receiver.url}${path}`,
    eventTypes,
  });
}

async function receivedOn(path: string, count = 1): Promise<ReceivedWebhook[]> {
  const { value } = await waitFor(() => {
    const got = receiver.received.filter((request) => request.path === path);
    return got.length >= count ? got : undefined;
  }, 15_000);
  if (!value) throw new Error(`fewer than ${count} requests on ${path}`);
  return value;
}

describe('webhook delivery', () => {
  it('POSTs the body as JSON, signed so that a Standard Webhooks receiver verifies it', async () => {
    const { id: endpointId, secret } = await endpoint('/signed');
    const messageId = await enqueueTestMessage(app, team.teamId, endpointId, { note: 'hello ✓' });
    const [request] = await receivedOn('/signed');
    if (!request) throw new Error('unreachable');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['webhook-id']).toBe(messageIdOf(messageId));
    const timestamp = Number(request.headers['webhook-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(1);
    const body = new Webhook(secret).verify(request.body, headersOf(request)) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    expect(Object.keys(JSON.parse(request.body))).toEqual(['type', 'timestamp', 'data']);
    expect(body.type).toBe('webhook.test');
    expect(body.data).toEqual({ endpointId, note: 'hello ✓' });
    expect(() =>
      new Webhook(newWebhookSecret()).verify(request.body, headersOf(request)),
    ).toThrow();

    const settled = await settledMessage(app, messageId);
    expect(settled).toMatchObject({
      status: 'delivered',
      attempts: 1,
      next_attempt_at: null,
      claimed_by: null,
      last_http_status: 204,
      last_error: null,
    });
    expect(settled.delivered_at).not.toBeNull();
    const stored = await storedEndpoint(app, endpointId);
    expect(stored.last_success_at).not.toBeNull();
    expect(stored.failing_since).toBeNull();
  });

  it('keeps at most 1 KiB of the answer body in the delivery log', async () => {
    const { id: endpointId } = await endpoint('/chatty');
    receiver.answer = (request) =>
      request.path === '/chatty' ? { status: 200, body: 'x'.repeat(5_000) } : { status: 204 };
    try {
      const messageId = await enqueueTestMessage(app, team.teamId, endpointId);
      expect((await settledMessage(app, messageId)).status).toBe('delivered');
      const [attempt] = await storedAttempts(app, messageId);
      expect(attempt).toMatchObject({ http_status: 200, error: null });
      expect(attempt?.response_body).toBe('x'.repeat(1024));
    } finally {
      receiver.answer = () => ({ status: 204 });
    }
  });

  it('signs with both secrets during a rotation’s grace, and with the new one only after it', async () => {
    const { id: endpointId, secret: current } = await endpoint('/rotated');
    const previous = newWebhookSecret();
    const em = () => app.runtime.deps.orm.em.fork();
    const key = app.runtime.deps.webhookSealingKey as Buffer;
    await em().execute(
      `update webhook_endpoint set previous_secret_sealed = ?, previous_secret_expires_at = now() + interval '1 hour' where id = ?`,
      [sealEndpointField(key, endpointId, 'previous-secret', previous), endpointId],
    );
    await enqueueTestMessage(app, team.teamId, endpointId);
    const [during] = await receivedOn('/rotated');
    if (!during) throw new Error('unreachable');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) {
      expect(() => new Webhook(secret).verify(during.body, headersOf(during))).not.toThrow();
    }

    await em().execute(
      `update webhook_endpoint set previous_secret_expires_at = now() - interval '1 second' where id = ?`,
      [endpointId],
    );
    await enqueueTestMessage(app, team.teamId, endpointId);
    const after = (await receivedOn('/rotated', 2))[1];
    if (!after) throw new Error('unreachable');
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => new Webhook(current).verify(after.body, headersOf(after))).not.toThrow();
    expect(() => new Webhook(previous).verify(after.body, headersOf(after))).toThrow();
  });

  it('retries a failed attempt with the same webhook-id and delivers it', async () => {
    const { id: endpointId, secret } = await endpoint('/flaky');
    receiver.answer = (request) =>
      request.path === '/flaky' &&
      receiver.received.filter((got) => got.path === '/flaky').length === 1
        ? { status: 503, body: 'try later' }
        : { status: 204 };
    try {
      const messageId = await enqueueTestMessage(app, team.teamId, endpointId);
      const [first, second] = await receivedOn('/flaky', 2);
      if (!first || !second) throw new Error('unreachable');
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(second.body).toBe(first.body);
      expect(() => new Webhook(secret).verify(second.body, headersOf(second))).not.toThrow();
      const settled = await settledMessage(app, messageId);
      expect(settled).toMatchObject({ status: 'delivered', attempts: 2, last_http_status: 204 });
      const attempts = await storedAttempts(app, messageId);
      expect(attempts.map((attempt) => attempt.http_status)).toEqual([503, 204]);
      expect(attempts[0]?.response_body).toBe('try later');
      expect((await storedEndpoint(app, endpointId)).failing_since).toBeNull();
    } finally {
      receiver.answer = () => ({ status: 204 });
    }
  });

  it('sends feedback.created with the item and its team, made at the first attempt', async () => {
    const { id: endpointId, secret } = await endpoint('/created', ['feedback.created']);
    const feedbackId = await storeTextFeedback(app, team, 'onboarding', 'Loved it.');
    const messageId = await insertCreatedMessage(app, team.teamId, endpointId, feedbackId);
    const [request] = await receivedOn('/created');
    if (!request) throw new Error('unreachable');
    const body = new Webhook(secret).verify(request.body, headersOf(request)) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(body.type).toBe('feedback.created');
    expect(body.data).toMatchObject({ id: feedbackId, surveyId: 'onboarding', team: 'hooks' });
    expect((await settledMessage(app, messageId)).status).toBe('delivered');
  });

  it('sends each message once when two replicas deliver', async () => {
    const replica = await startTestApp(ENVIRONMENT, { replicaOf: app });
    try {
      const ids: string[] = [];
      for (let e = 0; e < 5; e++) {
        const { id: endpointId } = await endpoint(`/shared-${e}`);
        for (let m = 0; m < 10; m++)
          ids.push(await enqueueTestMessage(app, team.teamId, endpointId));
        replica.runtime.deps.webhookDelivery.nudge();
      }
      const { value } = await waitFor(() => {
        const got = receiver.received.filter((request) => request.path.startsWith('/shared-'));
        return got.length >= 50 ? got : undefined;
      }, 20_000);
      for (const id of ids) expect((await settledMessage(app, id)).status).toBe('delivered');
      const got = receiver.received.filter((request) => request.path.startsWith('/shared-'));
      expect(value).toBeDefined();
      expect(got).toHaveLength(50);
      expect(new Set(got.map((request) => request.headers['webhook-id']))).toEqual(
        new Set(ids.map(messageIdOf)),
      );
    } finally {
      await replica.close();
    }
  });

  it('measures deliveries, attempt durations and the pending queue', async () => {
    const text = await scrapeMetrics(app);
    expect(
      metricValue(text, 'heed_webhook_deliveries_total', { outcome: 'delivered' }),
    ).toBeGreaterThan(0);
    expect(
      metricValue(text, 'heed_webhook_deliveries_total', { outcome: 'failed_attempt' }),
    ).toBeGreaterThanOrEqual(1);
    expect(metricValue(text, 'heed_webhook_attempt_duration_seconds_count')).toBeGreaterThan(0);
    expect(text).toContain('heed_webhook_queue_depth 0');
    expect(text).toContain('heed_webhook_oldest_pending_seconds 0');

    const { id: endpointId } = await insertWebhookEndpoint(app, {
      teamId: team.teamId,
      url: `${receiver.url}/disabled`,
      eventTypes: ['webhook.test'],
      enabled: false,
    });
    await enqueueTestMessage(app, team.teamId, endpointId);
    await enqueueTestMessage(app, team.teamId, endpointId);
    const later = await scrapeMetrics(app);
    expect(metricValue(later, 'heed_webhook_queue_depth')).toBe(2);
    expect(metricValue(later, 'heed_webhook_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('deletes messages older than 30 days with their attempts, and keeps younger ones', async () => {
    const { id: endpointId } = await endpoint('/aged');
    const old = await enqueueTestMessage(app, team.teamId, endpointId);
    const young = await enqueueTestMessage(app, team.teamId, endpointId);
    expect((await settledMessage(app, old)).status).toBe('delivered');
    expect((await settledMessage(app, young)).status).toBe('delivered');
    const em = () => app.runtime.deps.orm.em.fork();
    await em().execute(
      `update webhook_message set created_at = now() - interval '30 days 1 minute' where id = ?`,
      [old],
    );
    await em().execute(
      `update webhook_message set created_at = now() - interval '29 days 23 hours' where id = ?`,
      [young],
    );
    const { value: gone } = await waitFor(async () => {
      const rows = await em().execute<{ id: string }[]>(
        'select id from webhook_message where id = ?',
        [old],
      );
      return rows.length === 0 ? true : undefined;
    }, 10_000);
    expect(gone).toBe(true);
    expect(await storedAttempts(app, old)).toHaveLength(0);
    expect((await settledMessage(app, young)).status).toBe('delivered');
    expect(await storedAttempts(app, young)).toHaveLength(1);
  });
});
