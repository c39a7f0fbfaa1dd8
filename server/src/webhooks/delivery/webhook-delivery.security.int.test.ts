import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededTeam, seedTeam } from '../../testing/fixtures.ts';
import { labelValues, metricValue, scrapeMetrics } from '../../testing/metrics-scrape.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { insertWebhookEndpoint } from '../../testing/webhook-fixtures.ts';
import {
  enqueueTestMessage,
  type StoredMessage,
  startWebhookReceiver,
  storedAttempts,
  storedMessage,
  type WebhookReceiver,
} from '../../testing/webhook-receiver.ts';

/**
 * The address guard of delivery: without `HEED_WEBHOOK_ALLOW_PRIVATE`, an attempt whose address
 * (a literal one, or the one its name resolves to when connecting) is loopback, private,
 * link-local (cloud metadata), shared (100.64/10), IPv4-mapped or unspecified fails with
 * `address_not_allowed` before any connection; without `HEED_WEBHOOK_ALLOW_HTTP`, an `http` URL
 * fails with `http_not_allowed`. URLs, hosts and secrets never reach a log or audit line.
 */

const TOKEN = 'T0KEN-in-the-url-7f3a9c';

let guarded: TestApp;
let httpsOnly: TestApp;
let receiver: WebhookReceiver;
let team: SeededTeam;
let httpsTeam: SeededTeam;
const secrets: string[] = [];

beforeAll(async () => {
  [guarded, httpsOnly] = await Promise.all([
    startTestApp({
      HEED_WEBHOOK_ALLOW_HTTP: 'true',
      HEED_WEBHOOK_RETRY_SCHEDULE: '1s',
      HEED_WEBHOOK_TIMEOUT_MS: '1000',
    }),
    startTestApp({ HEED_WEBHOOK_ALLOW_PRIVATE: 'true', HEED_WEBHOOK_RETRY_SCHEDULE: '1s' }),
  ]);
  team = await seedTeam(guarded, { slug: 'guarded' });
  httpsTeam = await seedTeam(httpsOnly, { slug: 'https-only' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await Promise.all([guarded.close(), httpsOnly.close()]);
});

async function firstAttempt(app: TestApp, teamId: string, url: string): Promise<StoredMessage> {
  const { id, secret } = await insertWebhookEndpoint(app, {
    teamId,
    url,
    eventTypes: ['webhook.test'],
  });
  secrets.push(secret);
  const messageId = await enqueueTestMessage(app, teamId, id);
  const { value } = await waitFor(async () => {
    const row = await storedMessage(app, messageId);
    return row.attempts > 0 ? row : undefined;
  }, 10_000);
  if (!value) throw new Error('no attempt was made');
  return value;
}

describe('the address guard', () => {
  const port = () => new URL(receiver.url).port;
  const refused: [string, () => string][] = [
    ['loopback', () => `http://127.0.0.1:${port()}/${TOKEN}`],
    ['a name resolving to loopback', () => `http://localhost:${port()}/${TOKEN}?token=${TOKEN}`],
    ['IPv6 loopback', () => `http://[::1]:${port()}/${TOKEN}`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port()}/${TOKEN}`],
    ['private', () => `http://10.0.0.1:${port()}/${TOKEN}`],
    ['link-local cloud metadata', () => `http://169.254.169.254/latest/meta-data/${TOKEN}`],
    ['shared address space', () => `http://100.64.0.1/${TOKEN}`],
    ['unspecified', () => `http://0.0.0.0:${port()}/${TOKEN}`],
  ];

  it.each(refused)('refuses %s with address_not_allowed before connecting', async (_, url) => {
    const message = await firstAttempt(guarded, team.teamId, url());
    expect(message).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'address_not_allowed',
      last_http_status: null,
    });
    // A refused attempt is retried per the schedule like any failure.
    expect(message.next_attempt_at).not.toBeNull();
    const [attempt] = await storedAttempts(guarded, message.id);
    expect(attempt).toMatchObject({
      error: 'address_not_allowed',
      http_status: null,
      response_body: null,
    });
    expect(receiver.connections).toBe(0);
  });

  it('refuses an http URL without HEED_WEBHOOK_ALLOW_HTTP, before connecting', async () => {
    const message = await firstAttempt(httpsOnly, httpsTeam.teamId, `${receiver.url}/${TOKEN}`);
    expect(message).toMatchObject({ last_error: 'http_not_allowed', last_http_status: null });
    expect(receiver.connections).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('counts refused attempts in the metrics, without addresses in labels', async () => {
    const text = await scrapeMetrics(guarded);
    expect(
      metricValue(text, 'heed_webhook_deliveries_total', { outcome: 'address_not_allowed' }),
    ).toBeGreaterThanOrEqual(refused.length);
    for (const value of labelValues(text)) {
      expect(value).not.toMatch(/127\.0\.0\.1|localhost|169\.254|100\.64|10\.0\.0\.1|T0KEN/);
    }
  });

  it('writes no URL, host, address or secret to the log or the audit trail', async () => {
    expect(secrets.length).toBeGreaterThan(0);
    for (const app of [guarded, httpsOnly]) {
      const output = app.output.lines.join('\n');
      expect(output).not.toContain(TOKEN);
      expect(output).not.toContain('169.254.169.254');
      expect(output).not.toContain('100.64.0.1');
      expect(output).not.toContain('10.0.0.1');
      expect(output).not.toContain('DNS lookup');
      expect(output).not.toContain(`:${new URL(receiver.url).port}`);
      for (const secret of secrets) {
        expect(output).not.toContain(secret);
        expect(output).not.toContain(secret.slice('whsec_'.length));
      }
    }
  });
});
